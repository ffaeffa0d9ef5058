import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Paragraph,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  device: string;
  cloud: string;
  link: string;
  app: string;
  appSub: string;
  appOwns: readonly (string | readonly string[])[];
  appNote: string;
  edge: string;
  edgeSub: string;
  edgeOwns: readonly (string | readonly string[])[];
  edgeNote: string;
  senml: string;
  host: string;
  hostSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Fulcro Edge in sidecar mode',
    desc: 'One device, a vending machine controller, runs two things side by side on a shared Linux host. On the left, the existing application keeps what it owns: the touch-screen HMI, machine control, its own updates and reboots. On the right, Fulcro Edge in sidecar mode owns the identity and the TLS connection to Fulcro Cloud, the local broker, the data persistence buffer and the system monitor. The application publishes SenML over MQTT to the local broker, and the agent never reboots the device.',
    device: 'One device: a vending machine controller',
    cloud: 'Fulcro Cloud',
    link: 'MQTT + TLS',
    app: 'Existing application',
    appSub: 'owns the device',
    appOwns: ['Touch-screen HMI', 'Machine control', ['Its own', 'updates'], 'Reboots'],
    appNote: 'keeps running as it does today',
    edge: 'Fulcro Edge · sidecar',
    edgeSub: 'runs beside it',
    edgeOwns: ['Local broker', 'Identity, mTLS', ['Data', 'persistence'], 'System monitor'],
    edgeNote: 'never reboots the device',
    senml: 'SenML',
    host: 'Shared Linux host',
    hostSub: 'systemd · the agent is capped with MemoryMax and CPUQuota',
  },
  it: {
    title: 'Fulcro Edge in modalità sidecar',
    desc: "Un solo dispositivo, il controller di un distributore automatico, fa girare due cose fianco a fianco sullo stesso host Linux. A sinistra l'applicazione esistente conserva ciò che le appartiene: l'HMI touch screen, il controllo della macchina, i propri aggiornamenti e i riavvii. A destra Fulcro Edge in modalità sidecar gestisce l'identità e la connessione TLS con Fulcro Cloud, il broker locale, il buffer di persistenza dei dati e il monitor di sistema. L'applicazione pubblica SenML via MQTT sul broker locale e l'agente non riavvia mai il dispositivo.",
    device: 'Un solo dispositivo: il controller di un distributore',
    cloud: 'Fulcro Cloud',
    link: 'MQTT + TLS',
    app: 'Applicazione esistente',
    appSub: 'possiede il dispositivo',
    appOwns: ['HMI touch screen', 'Controllo macchina', ['Aggiornamenti', 'propri'], 'Riavvii'],
    appNote: 'continua a girare come oggi',
    edge: 'Fulcro Edge · sidecar',
    edgeSub: 'gira accanto',
    edgeOwns: ['Broker locale', 'Identità, mTLS', ['Persistenza', 'dei dati'], 'Monitor di sistema'],
    edgeNote: 'non riavvia mai il dispositivo',
    senml: 'SenML',
    host: 'Host Linux condiviso',
    hostSub: "systemd · l'agente è limitato con MemoryMax e CPUQuota",
  },
};

/** One device split in two: what the existing application owns, what Fulcro Edge owns, and the broker between them. */
export default function EdgeSidecar(): ReactNode {
  const t = useLabels(labels);
  const cell = (i: number) => ({dx: (i % 2) * 188, dy: Math.floor(i / 2) * 72});
  const key = (label: string | readonly string[]) => (typeof label === 'string' ? label : label.join(' '));
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The cloud, above the agent's half */}
      <Box x={620} y={20} w={180} h={56} tone="accent" label={t.cloud} />
      <Text x={724} y={92} size="small" muted>
        {t.link}
      </Text>
      {/* The device */}
      <rect x="20" y="100" width="920" height="400" rx="18" className={palette.panel} />
      <Arrow
        points={[
          [710, 150],
          [710, 76],
        ]}
        tone="accent"
        both
      />
      <Text x={40} y={132} size="heading">
        {t.device}
      </Text>
      {/* Left: the existing application */}
      <Box x={44} y={150} w={396} h={250} tone="ghost" />
      <Text x={60} y={178}>
        {t.app}
      </Text>
      <Text x={60} y={200} size="small" muted>
        {t.appSub}
      </Text>
      {t.appOwns.map((label, i) => {
        const {dx, dy} = cell(i);
        return <Box key={key(label)} x={60 + dx} y={212 + dy} w={174} h={60} tone="warm" label={label} compact />;
      })}
      <Text x={60} y={380} size="small" muted>
        {t.appNote}
      </Text>
      {/* Right: Fulcro Edge in sidecar mode */}
      <Box x={520} y={150} w={396} h={250} tone="ghost" />
      <Text x={536} y={178}>
        {t.edge}
      </Text>
      <Text x={536} y={200} size="small" muted>
        {t.edgeSub}
      </Text>
      {t.edgeOwns.map((label, i) => {
        const {dx, dy} = cell(i);
        return (
          <Box
            key={key(label)}
            x={536 + dx}
            y={212 + dy}
            w={174}
            h={60}
            tone={i === 0 ? 'accent' : 'soft'}
            label={label}
            compact
          />
        );
      })}
      <Text x={536} y={380} size="small" muted>
        {t.edgeNote}
      </Text>
      {/* The application publishes to the local broker */}
      <Arrow
        points={[
          [422, 242],
          [536, 242],
        ]}
        tone="accent"
      />
      <Text x={480} y={230} anchor="middle" size="small" muted>
        MQTT
      </Text>
      <Text x={480} y={264} anchor="middle" size="small" muted>
        {t.senml}
      </Text>
      {/* The shared host */}
      <Box x={44} y={416} w={872} h={64} label={t.host} sub={t.hostSub} />
    </DrawingSvg>
  );
}

/** Portrait: the cloud on top, then Fulcro Edge (it holds the link), the application below it, the host at the bottom. */
function portrait(t: Labels): NarrowLayout {
  const key = (label: string | readonly string[]) => (typeof label === 'string' ? label : label.join(' '));
  const flat = (label: string | readonly string[]) => (typeof label === 'string' ? label : label.join(' '));
  const heading = wrap(t.device, 19);
  const hostSub = wrap(t.hostSub, 38);
  const edge = 158 + heading.length * 27;
  const section = 296;
  const app = edge + section + 56;
  const host = app + section + 16;
  const height = host + 62 + hostSub.length * 20 + 34;
  const rows = (
    y: number,
    items: readonly (string | readonly string[])[],
    tone: (i: number) => 'accent' | 'soft' | 'warm',
  ) =>
    items.map((label, i) => (
      <Box key={key(label)} x={36} y={y + i * 50} w={288} h={42} tone={tone(i)} label={flat(label)} compact />
    ));
  return {
    height,
    content: (
      <>
        <Box x={196} y={12} w={150} h={50} tone="accent" label={t.cloud} />
        <Text x={258} y={96} anchor="end" size="small" muted>
          {t.link}
        </Text>
        <rect x="8" y="118" width="344" height={height - 126} rx="16" className={palette.panel} />
        <Paragraph x={24} y={150} lines={heading} size="heading" />
        <Arrow
          points={[
            [271, 62],
            [271, edge],
          ]}
          tone="accent"
          both
        />
        {/* Fulcro Edge in sidecar mode */}
        <Box x={20} y={edge} w={320} h={section} tone="ghost" />
        <Text x={36} y={edge + 30}>
          {t.edge}
        </Text>
        <Text x={36} y={edge + 52} size="small" muted>
          {t.edgeSub}
        </Text>
        {rows(edge + 66, t.edgeOwns, (i) => (i === 0 ? 'accent' : 'soft'))}
        <Text x={36} y={edge + 280} size="small" muted>
          {t.edgeNote}
        </Text>
        {/* The application publishes to the local broker */}
        <Arrow
          points={[
            [180, app],
            [180, edge + section],
          ]}
          tone="accent"
        />
        <Text x={192} y={app - 22} size="small" muted>
          MQTT · {t.senml}
        </Text>
        {/* The existing application */}
        <Box x={20} y={app} w={320} h={section} tone="ghost" />
        <Text x={36} y={app + 30}>
          {t.app}
        </Text>
        <Text x={36} y={app + 52} size="small" muted>
          {t.appSub}
        </Text>
        {rows(app + 66, t.appOwns, () => 'warm')}
        <Text x={36} y={app + 280} size="small" muted>
          {t.appNote}
        </Text>
        {/* The shared host */}
        <Box x={20} y={host} w={320} h={54 + hostSub.length * 20} />
        <Text x={180} y={host + 30} anchor="middle">
          {t.host}
        </Text>
        <Paragraph x={180} y={host + 54} anchor="middle" size="small" muted lines={hostSub} />
      </>
    ),
  };
}
