import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  control: string;
  controlSub: string;
  manager: string;
  managerSub: string;
  technician: string;
  technicianSub: string;
  cloud: string;
  core: string;
  coreSub: string;
  rules: string;
  rulesSub: string;
  notifications: string;
  notificationsSub: string;
  exporter: string;
  exporterSub: string;
  manufacturing: string;
  manufacturingSub: string;
  edge: string;
  edgeSub: string;
  link: string;
  laundry: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'A connected laundry, from the machines to the reports',
    desc: 'At the bottom, three washers and two dryers of one laundry are wired to a single Fulcro Edge gateway, which buffers data and runs local rules. The gateway sends everything over MQTT with mutual TLS to Fulcro Cloud, where Core, the rules engine, Notifications, Exporter and Manufacturing work on it. At the top, Fulcro Control serves the service desk, the laundry manager receives usage reports and the technician receives alarms with an event snapshot.',
    control: 'Fulcro Control',
    controlSub: 'service desk',
    manager: 'Laundry manager',
    managerSub: 'usage reports',
    technician: 'Technician',
    technicianSub: 'alarm + snapshot',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'cycles, counters',
    rules: 'Rules engine',
    rulesSub: 'alarms',
    notifications: 'Notifications',
    notificationsSub: 'SMS · email',
    exporter: 'Exporter',
    exporterSub: 'XLSX · PDF',
    manufacturing: 'Manufacturing',
    manufacturingSub: 'CSV batches',
    edge: 'Fulcro Edge gateway',
    edgeSub: 'persistence · local rules',
    link: 'MQTT · mTLS',
    laundry: 'Laundry',
  },
  it: {
    title: 'Una lavanderia connessa, dalle macchine ai report',
    desc: "In basso, tre lavatrici e due essiccatoi di una lavanderia sono collegati a un unico gateway con Fulcro Edge, che conserva i dati e applica regole locali. Il gateway invia tutto via MQTT con TLS reciproco a Fulcro Cloud, dove lavorano Core, il motore di regole, le notifiche, Exporter e Manufacturing. In alto, Fulcro Control serve l'assistenza clienti, il responsabile della lavanderia riceve i report dei consumi e il tecnico gli allarmi con lo snapshot dell'evento.",
    control: 'Fulcro Control',
    controlSub: 'assistenza clienti',
    manager: 'Responsabile lavanderia',
    managerSub: 'report dei consumi',
    technician: 'Tecnico',
    technicianSub: 'allarme + snapshot',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'cicli, contatori',
    rules: 'Motore di regole',
    rulesSub: 'allarmi',
    notifications: 'Notifiche',
    notificationsSub: 'SMS · email',
    exporter: 'Exporter',
    exporterSub: 'XLSX · PDF',
    manufacturing: 'Manufacturing',
    manufacturingSub: 'lotti da CSV',
    edge: 'Gateway Fulcro Edge',
    edgeSub: 'persistenza · regole locali',
    link: 'MQTT · mTLS',
    laundry: 'Lavanderia',
  },
};

/** One drawn machine: a cabinet with a round door and a control strip. */
function Machine({x, y = 398, id, highlight}: {x: number; y?: number; id: string; highlight?: boolean}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={100} height={88} rx={8} className={palette.panel} />
      <rect x={x + 10} y={y + 7} width={80} height={10} rx={3} className={palette.soft} />
      <circle cx={x + 50} cy={y + 54} r={24} className={highlight ? palette.accent : palette.soft} />
      <circle cx={x + 50} cy={y + 54} r={14} className={palette.panel} />
      <Text x={x + 50} y={y + 112} anchor="middle" size="small" muted>
        {id}
      </Text>
    </g>
  );
}

/** Machines at the bottom, the gateway, the cloud services, and the people at the top. */
export default function UsecaseWashing(): ReactNode {
  const t = useLabels(labels);
  const machines: [string, boolean][] = [
    ['washer-0141', false],
    ['washer-0142', true],
    ['washer-0143', false],
    ['dryer-0051', false],
    ['dryer-0052', false],
  ];
  const services: [string, string][] = [
    [t.core, t.coreSub],
    [t.rules, t.rulesSub],
    [t.notifications, t.notificationsSub],
    [t.exporter, t.exporterSub],
    [t.manufacturing, t.manufacturingSub],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, services, machines)}>
      {/* Top: who uses the results */}
      <Box x={40} y={24} w={270} h={60} tone="accent" label={t.control} sub={t.controlSub} />
      <Box x={345} y={24} w={270} h={60} label={t.manager} sub={t.managerSub} />
      <Box x={650} y={24} w={270} h={60} label={t.technician} sub={t.technicianSub} />
      <Arrow
        points={[
          [175, 120],
          [175, 84],
        ]}
        both
      />
      <Arrow
        points={[
          [480, 120],
          [480, 84],
        ]}
      />
      <Arrow
        points={[
          [785, 120],
          [785, 84],
        ]}
      />
      {/* Middle: Fulcro Cloud */}
      <rect x="40" y="120" width="880" height="148" rx="16" className={palette.panel} />
      <Text x={60} y={150}>
        {t.cloud}
      </Text>
      {services.map(([label, sub], i) => (
        <Box
          key={label}
          x={60 + i * 172}
          y={164}
          w={152}
          h={84}
          tone={i === 0 ? 'soft' : 'neutral'}
          label={label}
          sub={sub}
          compact
        />
      ))}
      {/* The gateway in the laundry */}
      <Arrow
        points={[
          [490, 300],
          [490, 268],
        ]}
        tone="accent"
      />
      <Text x={502} y={290} size="small" muted>
        {t.link}
      </Text>
      <Box x={340} y={300} w={300} h={64} tone="soft" label={t.edge} sub={t.edgeSub} />
      <path
        d="M190,382 L790,382 M190,382 L190,398 M340,382 L340,398 M640,382 L640,398 M790,382 L790,398"
        className={palette.line}
      />
      <Arrow
        points={[
          [490, 398],
          [490, 364],
        ]}
      />
      {/* Bottom: the machines */}
      <Text x={24} y={456}>
        {t.laundry}
      </Text>
      {machines.map(([id, highlight], i) => (
        <Machine key={id} x={140 + i * 150} id={id} highlight={highlight} />
      ))}
    </DrawingSvg>
  );
}

/** Portrait: still bottom to top, the people in two rows, the services in a grid, the machines in two staggered rows. */
function portrait(
  t: Labels,
  services: readonly [string, string][],
  machines: readonly [string, boolean][],
): NarrowLayout {
  const cell = (i: number) =>
    i ? {x: i % 2 ? 24 : 184, y: 292 + Math.floor((i - 1) / 2) * 60, w: 152} : {x: 24, y: 232, w: 312};
  const spot = (i: number) => (i < 3 ? {x: 12 + i * 118, y: 586} : {x: 71 + (i - 3) * 118, y: 722});
  return {
    height: 856,
    content: (
      <>
        {/* Top: who uses the results */}
        <Box x={12} y={12} w={336} h={56} label={t.manager} sub={t.managerSub} />
        <Box x={12} y={96} w={160} h={60} tone="accent" label={t.control} sub={t.controlSub} />
        <Box x={188} y={96} w={160} h={60} label={t.technician} sub={t.technicianSub} />
        <Arrow
          points={[
            [92, 188],
            [92, 156],
          ]}
          both
        />
        <Arrow
          points={[
            [180, 188],
            [180, 68],
          ]}
        />
        <Arrow
          points={[
            [268, 188],
            [268, 156],
          ]}
        />
        {/* Fulcro Cloud */}
        <rect x="12" y="188" width="336" height="236" rx="16" className={palette.panel} />
        <Text x={28} y={218}>
          {t.cloud}
        </Text>
        {services.map(([label, sub], i) => (
          <Box key={label} {...cell(i)} h={52} tone={i === 0 ? 'soft' : 'neutral'} label={label} sub={sub} compact />
        ))}
        {/* The gateway in the laundry */}
        <Arrow
          points={[
            [180, 460],
            [180, 424],
          ]}
          tone="accent"
        />
        <Text x={192} y={447} size="small" muted>
          {t.link}
        </Text>
        <Box x={30} y={460} w={300} h={64} tone="soft" label={t.edge} sub={t.edgeSub} />
        <Arrow
          points={[
            [180, 566],
            [180, 524],
          ]}
        />
        <Text x={20} y={552}>
          {t.laundry}
        </Text>
        <path
          d="M62,566 L298,566 M62,566 L62,586 M298,566 L298,586 M121,566 L121,722 M239,566 L239,722"
          className={palette.line}
        />
        {machines.map(([id, highlight], i) => (
          <Machine key={id} {...spot(i)} id={id} highlight={highlight} />
        ))}
      </>
    ),
  };
}
