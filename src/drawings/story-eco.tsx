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
  laundry: string;
  gateway: string;
  gatewaySub: string;
  cloud: string;
  core: string;
  chart: string;
  weeks: string;
  event: string;
  rules: string;
  control: string;
  controlSub: string;
  service: string;
  serviceSub: string;
  ticketing: string;
  ticketingSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: anomaly detection on industrial washing machines',
    desc: 'In a laundry, four washing machines are wired on a field bus to a gateway running Fulcro Edge with local rules. The gateway sends SenML packs to Core in Fulcro Cloud all through each wash cycle. A chart shows drum vibration over the weeks against the band Fulcro AI expects; the line leaves the band and two points are marked as anomalies. The anomaly becomes one incident event for the rules engine, which alerts the regional service team by push and email and opens a ticket through a webhook. Fulcro Control shows machines and incidents.',
    laundry: 'A laundry',
    gateway: 'Gateway · Fulcro Edge',
    gatewaySub: 'field bus · local rules',
    cloud: 'Fulcro Cloud · Fulcro AI',
    core: 'Core · packs through each cycle',
    chart: 'Drum vibration vs expected band',
    weeks: 'weeks',
    event: 'Anomaly event · one incident',
    rules: 'Rules engine',
    control: 'Fulcro Control',
    controlSub: 'machines and incidents',
    service: 'Service team',
    serviceSub: 'push · email',
    ticketing: 'Ticketing system',
    ticketingSub: 'webhook',
  },
  it: {
    title: 'Progetto illustrativo: rilevamento anomalie sulle lavatrici industriali',
    desc: "In una lavanderia quattro lavatrici sono collegate su un bus di campo a un gateway con Fulcro Edge e regole locali. Il gateway invia pack SenML a Core in Fulcro Cloud durante tutto il ciclo di lavaggio. Un grafico mostra la vibrazione del cesto nelle settimane rispetto alla banda attesa da Fulcro AI; la linea esce dalla banda e due punti sono segnati come anomalie. L'anomalia diventa un solo evento di incidente per il motore di regole, che avvisa l'assistenza di zona con push ed email e apre un ticket tramite webhook. Fulcro Control mostra macchine e incidenti.",
    laundry: 'Una lavanderia',
    gateway: 'Gateway · Fulcro Edge',
    gatewaySub: 'bus di campo · regole locali',
    cloud: 'Fulcro Cloud · Fulcro AI',
    core: 'Core · pack durante ogni ciclo',
    chart: 'Vibrazione del cesto e banda attesa',
    weeks: 'settimane',
    event: 'Evento di anomalia · un incidente',
    rules: 'Motore di regole',
    control: 'Fulcro Control',
    controlSub: 'macchine e incidenti',
    service: 'Assistenza di zona',
    serviceSub: 'push · email',
    ticketing: 'Sistema di ticket',
    ticketingSub: 'webhook',
  },
};

/** A washing machine: its body, the control strip and the drum. */
function Machine({x, y, size}: {x: number; y: number; size: number}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size * 0.08} className={palette.soft} />
      <rect
        x={x + size * 0.12}
        y={y + size * 0.1}
        width={size * 0.76}
        height={size * 0.12}
        rx={3}
        className={palette.panel}
      />
      <circle cx={x + size / 2} cy={y + size * 0.6} r={size * 0.28} className={palette.panel} />
    </g>
  );
}

/** The drum vibration chart, 312 units wide from x 360 (moved by `dx` in the portrait layout), its top at `y`. */
function Chart({t, y, dx = 0}: {t: Labels; y: number; dx?: number}): ReactNode {
  return (
    <g transform={`translate(${dx},${y - 164})`}>
      <rect x="360" y="164" width="312" height="200" rx="8" className={palette.panel} />
      <Text x={372} y={188} size="small" muted>
        {t.chart}
      </Text>
      <polygon
        points="376,250 446,244 516,252 586,246 656,250 656,312 586,306 516,314 446,306 376,312"
        className={palette.soft}
      />
      <path
        d="M376,282 L410,276 L446,284 L480,278 L516,282 L550,272 L586,262 L616,236 L656,218"
        className={palette.lineWarm}
      />
      <circle cx={616} cy={236} r={6} className={palette.warm} />
      <circle cx={656} cy={218} r={6} className={palette.warm} />
      <path d="M376,336 L656,336" className={palette.line} />
      <Text x={656} y={356} anchor="end" size="small" muted>
        {t.weeks}
      </Text>
    </g>
  );
}

/** A laundry's machines and gateway on the left, a drawn anomaly chart in the middle, who acts on it on the right. */
export default function StoryEco(): ReactNode {
  const t = useLabels(labels);
  const machines = [
    [48, 96],
    [180, 96],
    [48, 216],
    [180, 216],
  ] as const;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The laundry */}
      <rect x="24" y="40" width="280" height="460" rx="16" className={palette.panel} />
      <Text x={164} y={74} anchor="middle" size="heading">
        {t.laundry}
      </Text>
      {machines.map(([x, y]) => (
        <Machine key={`${x}-${y}`} x={x} y={y} size={100} />
      ))}
      <path d="M148,146 L180,146 M148,266 L180,266 M164,146 L164,316" className={palette.line} />
      <Arrow
        points={[
          [164, 316],
          [164, 372],
        ]}
      />
      <Box x={48} y={372} w={232} h={96} tone="accent" label={t.gateway} sub={t.gatewaySub} />
      {/* Cloud and AI */}
      <rect x="336" y="40" width="360" height="460" rx="16" className={palette.panel} />
      <Text x={516} y={74} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      <Arrow
        points={[
          [280, 420],
          [316, 420],
          [316, 120],
          [360, 120],
        ]}
        tone="accent"
      />
      <Box x={360} y={96} w={312} h={48} tone="soft" label={t.core} compact />
      <Chart t={t} y={164} />
      <Box x={360} y={384} w={312} h={44} tone="warm" label={t.event} compact />
      <Box x={360} y={448} w={312} h={40} label={t.rules} compact />
      <Arrow
        points={[
          [516, 144],
          [516, 164],
        ]}
      />
      <Arrow
        points={[
          [516, 364],
          [516, 384],
        ]}
        tone="warm"
      />
      <Arrow
        points={[
          [516, 428],
          [516, 448],
        ]}
        tone="warm"
      />
      {/* The people and systems that act */}
      <Arrow
        points={[
          [672, 120],
          [728, 120],
        ]}
      />
      <Box x={728} y={84} w={208} h={72} tone="accent" label={t.control} sub={t.controlSub} />
      <Arrow
        points={[
          [672, 468],
          [700, 468],
          [700, 336],
          [728, 336],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [700, 432],
          [728, 432],
        ]}
        tone="accent"
      />
      <Box x={728} y={300} w={208} h={72} label={t.service} sub={t.serviceSub} />
      <Box x={728} y={396} w={208} h={72} label={t.ticketing} sub={t.ticketingSub} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the laundry on top; between it and the cloud, the gateway's data going down and Fulcro Control, fed by Core;
 * in the cloud the chart, the event and the rules engine, which alerts the service team and the ticketing system below.
 */
function portrait(t: Labels): NarrowLayout {
  const cloud = 374;
  const core = cloud + 76;
  const rules = core + 348;
  const actors = rules + 96;
  const chain = [core + 44, core + 64, core + 264, core + 284, core + 328, rules];
  return {
    height: actors + 96,
    content: (
      <>
        {/* The laundry */}
        <rect x="12" y="12" width="336" height="242" rx="16" className={palette.panel} />
        <Text x={180} y={46} anchor="middle" size="heading">
          {t.laundry}
        </Text>
        {[28, 108, 188, 268].map((x) => (
          <Machine key={x} x={x} y={62} size={64} />
        ))}
        <path
          d="M60,126 L60,144 M140,126 L140,144 M220,126 L220,144 M300,126 L300,144 M60,144 L300,144"
          className={palette.line}
        />
        <Arrow
          points={[
            [180, 144],
            [180, 166],
          ]}
        />
        <Box x={28} y={166} w={304} h={72} tone="accent" label={t.gateway} sub={t.gatewaySub} />
        {/* Data down to Core; Core up to Fulcro Control */}
        <rect x="12" y={cloud} width="336" height={rules + 56 - cloud} rx="16" className={palette.panel} />
        <Arrow
          points={[
            [72, 238],
            [72, core],
          ]}
          tone="accent"
        />
        <Box x={176} y={278} w={172} h={72} tone="accent" label={t.control} sub={t.controlSub} />
        <Arrow
          points={[
            [300, core],
            [300, 350],
          ]}
        />
        {/* Cloud and AI */}
        <Paragraph x={186} y={cloud + 32} anchor="middle" size="heading" lines={t.cloud.split(' · ')} lineHeight={26} />
        <Box x={24} y={core} w={312} h={44} tone="soft" label={t.core} compact />
        <Chart t={t} y={core + 64} dx={-336} />
        <Box x={24} y={core + 284} w={312} h={44} tone="warm" label={t.event} compact />
        <Box x={24} y={rules} w={312} h={40} label={t.rules} compact />
        {[0, 2, 4].map((i) => (
          <Arrow
            key={i}
            points={[
              [180, chain[i]],
              [180, chain[i + 1]],
            ]}
            tone={i ? 'warm' : 'line'}
          />
        ))}
        {/* The people and systems that act */}
        {[
          [t.service, t.serviceSub],
          [t.ticketing, t.ticketingSub],
        ].map(([label, sub], i) => (
          <g key={label}>
            <Arrow
              points={[
                [91 + i * 178, rules + 40],
                [91 + i * 178, actors],
              ]}
              tone="accent"
            />
            <Box x={12 + i * 178} y={actors} w={158} h={84} label={wrap(label, 12)} sub={sub} />
          </g>
        ))}
      </>
    ),
  };
}
