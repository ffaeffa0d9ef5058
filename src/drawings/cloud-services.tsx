import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {serviceFacts} from '@site/src/data/services';
import {formatCount} from '@site/src/data/plans-limits';

type Labels = {
  title: string;
  desc: string;
  devices: string;
  devicesSub: string;
  edges: string;
  edgesSub: string;
  cloud: string;
  connect: string;
  manage: string;
  automate: string;
  report: string;
  core: string;
  provisioning: string;
  remoteInit: string;
  manufacturing: string;
  auth: string;
  iam: string;
  ownerships: readonly string[];
  resources: string;
  rules: string;
  notifications: string;
  exporter: string;
  pay: string;
  monitoring: string;
  mapper: string;
  control: readonly string[];
  apps: string;
  appsSub: string;
  people: string;
  peopleSub: string;
  protocols: string;
};

/** How many services every plan includes, and how many of them have a REST API (services.ts), in each language. */
const count = {en: formatCount(serviceFacts.count, 'en'), it: formatCount(serviceFacts.count, 'it')};
const withApi = {en: formatCount(serviceFacts.withApiCount, 'en'), it: formatCount(serviceFacts.withApiCount, 'it')};

const labels: Localized<Labels> = {
  en: {
    title: 'The services of Fulcro Cloud',
    desc: `Devices and edges send data over MQTT, HTTP and WebSocket to Fulcro Cloud. Inside the cloud, the ${count.en} services every plan includes sit in four groups: connect (Core, Provisioning, Remote init, Manufacturing), manage (Auth, IAM, Device ownerships, Resources), automate (Rules engine, Notifications, Monitoring, Mapper) and report and bill (Exporter, Pay). Fulcro Control reaches all of them; your own applications, and your end users through them, use the REST APIs of the ${withApi.en} services that have one.`,
    devices: 'Devices',
    devicesSub: 'sensors, MCUs',
    edges: 'Edges',
    edgesSub: 'Fulcro Edge',
    cloud: 'Fulcro Cloud',
    connect: 'Connect',
    manage: 'Manage',
    automate: 'Automate',
    report: 'Report and bill',
    core: 'Core',
    provisioning: 'Provisioning',
    remoteInit: 'Remote init',
    manufacturing: 'Manufacturing',
    auth: 'Auth',
    iam: 'IAM',
    ownerships: ['Device', 'ownerships'],
    resources: 'Resources',
    rules: 'Rules engine',
    notifications: 'Notifications',
    exporter: 'Exporter',
    pay: 'Pay',
    monitoring: 'Monitoring',
    mapper: 'Mapper',
    control: ['Fulcro', 'Control'],
    apps: 'Your apps',
    appsSub: 'REST APIs',
    people: 'End users',
    peopleSub: 'claim, share',
    protocols: 'MQTT · HTTP · WS',
  },
  it: {
    title: 'I servizi di Fulcro Cloud',
    desc: `Dispositivi ed edge inviano dati a Fulcro Cloud via MQTT, HTTP e WebSocket. Nel cloud i ${count.it} servizi inclusi in ogni piano sono divisi in quattro gruppi: connettere (Core, Provisioning, Remote init, Manufacturing), gestire (Auth, IAM, Device ownerships, Resources), automatizzare (Rules engine, Notifications, Monitoring, Mapper), report e pagamenti (Exporter, Pay). Fulcro Control li raggiunge tutti; le tue applicazioni, e tramite loro i tuoi utenti finali, usano le API REST dei ${withApi.it} servizi che ne hanno una.`,
    devices: 'Dispositivi',
    devicesSub: 'sensori, MCU',
    edges: 'Edge',
    edgesSub: 'Fulcro Edge',
    cloud: 'Fulcro Cloud',
    connect: 'Connettere',
    manage: 'Gestire',
    automate: 'Automatizzare',
    report: 'Report e pagamenti',
    core: 'Core',
    provisioning: 'Provisioning',
    remoteInit: 'Remote init',
    manufacturing: 'Manufacturing',
    auth: 'Auth',
    iam: 'IAM',
    ownerships: ['Device', 'ownerships'],
    resources: 'Resources',
    rules: 'Rules engine',
    notifications: 'Notifications',
    exporter: 'Exporter',
    pay: 'Pay',
    monitoring: 'Monitoring',
    mapper: 'Mapper',
    control: ['Fulcro', 'Control'],
    apps: 'Le tue app',
    appsSub: 'API REST',
    people: 'Utenti finali',
    peopleSub: 'associano',
    protocols: 'MQTT · HTTP · WS',
  },
};

const groupsOf = (t: Labels): [string, (string | readonly string[])[]][] => [
  [t.connect, [t.core, t.provisioning, t.remoteInit, t.manufacturing]],
  [t.manage, [t.auth, t.iam, t.ownerships, t.resources]],
  [t.automate, [t.rules, t.notifications, t.monitoring, t.mapper]],
  [t.report, [t.exporter, t.pay]],
];

/** Devices and edges on the left, the cloud's four groups of services in the middle, who uses them on the right. */
export default function CloudServices(): ReactNode {
  const t = useLabels(labels);
  const groups = groupsOf(t);
  const left = 214;
  const width = 532;
  const gap = 10;
  const w = (width - gap * 3) / 4;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Left: what connects */}
      <Box x={20} y={150} w={140} h={84} label={t.devices} sub={t.devicesSub} />
      <Box x={20} y={306} w={140} h={84} label={t.edges} sub={t.edgesSub} />
      <Arrow
        points={[
          [160, 192],
          [196, 192],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [160, 348],
          [196, 348],
        ]}
        tone="accent"
      />
      <Text x={90} y={430} anchor="middle" size="small" muted>
        {t.protocols}
      </Text>
      {/* Middle: the cloud, its services in four groups */}
      <rect x="196" y="24" width="568" height="492" rx="16" className={palette.panel} />
      <Text x={480} y={60} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      {groups.map(([group, names], g) => {
        const y = 106 + g * 102;
        return (
          <g key={group}>
            <Text x={left} y={y - 10} size="small" muted>
              {group}
            </Text>
            {names.map((name, i) => (
              <Box
                key={String(name)}
                x={left + i * (w + gap)}
                y={y}
                w={w}
                h={56}
                tone={g === 0 ? 'soft' : 'neutral'}
                label={name}
                compact
              />
            ))}
          </g>
        );
      })}
      {/* Right: who uses the services */}
      <Arrow
        points={[
          [800, 150],
          [764, 150],
        ]}
        both
      />
      <Arrow
        points={[
          [800, 275],
          [764, 275],
        ]}
        both
      />
      <Arrow
        points={[
          [800, 400],
          [764, 400],
        ]}
        both
      />
      <Box x={800} y={110} w={140} h={80} tone="accent" label={t.control} />
      <Box x={800} y={235} w={140} h={80} label={t.apps} sub={t.appsSub} />
      <Box x={800} y={360} w={140} h={80} label={t.people} sub={t.peopleSub} />
    </DrawingSvg>
  );
}

/** Portrait: devices and edges on top, the cloud's groups as two-column grids, who uses the services at the bottom. */
function portrait(t: Labels): NarrowLayout {
  const cloud = 128;
  let y = cloud + 66;
  const groups = groupsOf(t).map(([group, names], g) => {
    const top = y;
    y += 30 + Math.ceil(names.length / 2) * 58;
    return (
      <g key={group}>
        <Text x={24} y={top} size="small" muted>
          {group}
        </Text>
        {names.map((name, i) => (
          <Box
            key={String(name)}
            x={24 + (i % 2) * 161}
            y={top + 12 + Math.floor(i / 2) * 58}
            w={151}
            h={48}
            tone={g === 0 ? 'soft' : 'neutral'}
            label={name}
            compact
          />
        ))}
      </g>
    );
  });
  const bottom = y - 10;
  const users: [string | readonly string[], string?][] = [
    [t.control],
    [wrap(t.apps, 8), t.appsSub],
    [wrap(t.people, 8), t.peopleSub],
  ];
  return {
    height: bottom + 138,
    content: (
      <>
        <Box x={12} y={12} w={158} h={72} label={t.devices} sub={t.devicesSub} />
        <Box x={190} y={12} w={158} h={72} label={t.edges} sub={t.edgesSub} />
        <Arrow
          points={[
            [91, 84],
            [91, cloud],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [269, 84],
            [269, cloud],
          ]}
          tone="accent"
        />
        <Text x={180} y={112} anchor="middle" size="small" muted>
          {t.protocols}
        </Text>
        <rect x="12" y={cloud} width="336" height={bottom - cloud} rx="16" className={palette.panel} />
        <Text x={180} y={cloud + 34} anchor="middle" size="heading">
          {t.cloud}
        </Text>
        {groups}
        {users.map(([label, sub], i) => (
          <g key={String(label)}>
            <Arrow
              points={[
                [64 + i * 116, bottom + 42],
                [64 + i * 116, bottom],
              ]}
              both
            />
            <Box
              x={12 + i * 116}
              y={bottom + 42}
              w={104}
              h={84}
              tone={i ? 'neutral' : 'accent'}
              label={label}
              sub={sub}
            />
          </g>
        ))}
      </>
    ),
  };
}
