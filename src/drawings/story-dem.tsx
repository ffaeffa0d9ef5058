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
  board: string;
  app: readonly string[];
  broker: readonly string[];
  edge: string;
  edgeSub: string;
  cloud: string;
  core: string;
  monitoring: string;
  monitoringSub: string;
  exporter: string;
  exporterSub: string;
  control: string;
  controlSub: string;
  ops: string;
  opsSub: string;
  driver: string;
  driverSub: string;
  office: string;
  officeSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: a vending machine with Fulcro Edge as a sidecar',
    desc: "A vending machine with its product spirals, display and payment slots. On its Linux board the existing machine application publishes to the local broker, and Fulcro Edge runs beside it as a sidecar with store and forward. Over the mobile network the data reaches Fulcro Cloud: Core stores sales and stock, Monitoring alerts the operations team when a site goes offline, Exporter's recurring jobs produce each morning's stock readings as CSV, from which the route driver's refill list is made, and the month's sales readings as XLSX for the back office, and Fulcro Control shows every machine by operator.",
    board: 'Linux board',
    app: ['Machine', 'application'],
    broker: ['Local', 'broker'],
    edge: 'Fulcro Edge · sidecar',
    edgeSub: 'store and forward',
    cloud: 'Fulcro Cloud',
    core: 'Core · sales and stock',
    monitoring: 'Monitoring',
    monitoringSub: 'fleet alerts',
    exporter: 'Exporter',
    exporterSub: 'recurring jobs',
    control: 'Fulcro Control',
    controlSub: 'every machine, by operator',
    ops: 'Operations team',
    opsSub: 'alert: site offline',
    driver: 'Route driver',
    driverSub: 'stock readings (CSV)',
    office: 'Back office',
    officeSub: 'sales readings (XLSX)',
  },
  it: {
    title: 'Progetto illustrativo: un distributore automatico con Fulcro Edge come sidecar',
    desc: "Un distributore automatico con le spirali dei prodotti, il display e le fessure di pagamento. Sulla sua scheda Linux l'applicazione esistente della macchina pubblica sul broker locale e Fulcro Edge le gira accanto come sidecar, con la persistenza dei dati. Attraverso la rete mobile i dati arrivano a Fulcro Cloud: Core conserva vendite e scorte, Monitoring avvisa il team operativo quando un sito non trasmette più, i job ricorrenti di Exporter producono ogni mattina le letture delle scorte in CSV, da cui nasce la lista di rifornimento dell'autista, e le letture delle vendite del mese in XLSX per l'ufficio, e Fulcro Control mostra ogni macchina per gestore.",
    board: 'Scheda Linux',
    app: ['Applicazione', 'macchina'],
    broker: ['Broker', 'locale'],
    edge: 'Fulcro Edge · sidecar',
    edgeSub: 'persistenza dei dati',
    cloud: 'Fulcro Cloud',
    core: 'Core · vendite e scorte',
    monitoring: 'Monitoring',
    monitoringSub: 'allarmi sulla flotta',
    exporter: 'Exporter',
    exporterSub: 'job ricorrenti',
    control: 'Fulcro Control',
    controlSub: 'ogni macchina, per gestore',
    ops: 'Team operativo',
    opsSub: 'allarme: sito offline',
    driver: 'Autista',
    driverSub: 'letture scorte (CSV)',
    office: 'Ufficio',
    officeSub: 'letture vendite (XLSX)',
  },
};

/** A vending machine drawn with its Linux board on the left, the cloud in the middle, the people who get the results on the right. */
export default function StoryDem(): ReactNode {
  const t = useLabels(labels);
  const slots = [0, 1, 2].flatMap((c) => [0, 1, 2, 3].map((r) => [52 + c * 62, 52 + r * 56] as const));
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The machine */}
      <rect x="24" y="24" width="320" height="492" rx="14" className={palette.panel} />
      <rect x="40" y="40" width="200" height="236" rx="8" className={palette.soft} />
      {slots.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={52} height={40} rx={4} className={palette.panel} />
      ))}
      <rect x="256" y="52" width="72" height="56" rx="6" className={palette.accent} />
      <rect x="282" y="128" width="20" height="40" rx="4" className={palette.soft} />
      <rect x="262" y="188" width="60" height="36" rx="6" className={palette.soft} />
      {/* Its Linux board */}
      <rect x="40" y="296" width="288" height="204" rx="10" className={palette.soft} />
      <Text x={184} y={322} anchor="middle">
        {t.board}
      </Text>
      <Box x={56} y={340} w={120} h={60} label={t.app} compact />
      <Box x={192} y={340} w={120} h={60} label={t.broker} compact />
      <Box x={56} y={420} w={256} h={64} tone="accent" label={t.edge} sub={t.edgeSub} compact />
      <Arrow
        points={[
          [176, 370],
          [192, 370],
        ]}
      />
      <Arrow
        points={[
          [252, 400],
          [252, 420],
        ]}
      />
      {/* The cloud */}
      <rect x="400" y="40" width="272" height="320" rx="16" className={palette.panel} />
      <Text x={536} y={74} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      <Arrow
        points={[
          [312, 452],
          [372, 452],
          [372, 112],
          [432, 112],
        ]}
        tone="accent"
        dashed
      />
      <Box x={432} y={100} w={224} h={56} tone="soft" label={t.core} compact />
      <Box x={432} y={188} w={224} h={56} label={t.monitoring} sub={t.monitoringSub} compact />
      <Box x={432} y={276} w={224} h={56} label={t.exporter} sub={t.exporterSub} compact />
      <Arrow
        points={[
          [544, 156],
          [544, 188],
        ]}
      />
      <Arrow
        points={[
          [432, 144],
          [416, 144],
          [416, 304],
          [432, 304],
        ]}
      />
      <Arrow
        points={[
          [544, 360],
          [544, 404],
        ]}
      />
      <Box x={432} y={404} w={224} h={80} tone="accent" label={t.control} sub={t.controlSub} />
      {/* The people */}
      <Arrow
        points={[
          [656, 216],
          [704, 216],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [656, 304],
          [704, 304],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [680, 304],
          [680, 416],
          [704, 416],
        ]}
        tone="accent"
      />
      <Box x={704} y={180} w={224} h={72} label={t.ops} sub={t.opsSub} />
      <Box x={704} y={268} w={224} h={72} label={t.driver} sub={t.driverSub} />
      <Box x={704} y={380} w={224} h={72} label={t.office} sub={t.officeSub} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the machine and its board on top, the cloud below it, then Fulcro Control and the people; Monitoring reaches
 * the operations team down the left edge, Exporter the driver and the back office down the right one.
 */
function portrait(t: Labels): NarrowLayout {
  const slots = [0, 1, 2].flatMap((c) => [0, 1, 2, 3].map((r) => [40 + c * 66, 40 + r * 40] as const));
  const people: [string, string, number][] = [
    [t.ops, t.opsSub, 860],
    [t.driver, t.driverSub, 932],
    [t.office, t.officeSub, 1004],
  ];
  return {
    height: 1080,
    content: (
      <>
        {/* The machine */}
        <rect x="12" y="12" width="336" height="416" rx="14" className={palette.panel} />
        <rect x="28" y="28" width="208" height="172" rx="8" className={palette.soft} />
        {slots.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={56} height={32} rx={4} className={palette.panel} />
        ))}
        <rect x="252" y="40" width="80" height="52" rx="6" className={palette.accent} />
        <rect x="282" y="108" width="20" height="36" rx="4" className={palette.soft} />
        <rect x="262" y="160" width="60" height="32" rx="6" className={palette.soft} />
        {/* Its Linux board */}
        <rect x="28" y="216" width="304" height="196" rx="10" className={palette.soft} />
        <Text x={180} y={242} anchor="middle">
          {t.board}
        </Text>
        <Box x={44} y={258} w={128} h={60} label={t.app} compact />
        <Box x={188} y={258} w={128} h={60} label={t.broker} compact />
        <Box x={44} y={338} w={272} h={60} tone="accent" label={t.edge} sub={t.edgeSub} compact />
        <Arrow
          points={[
            [172, 288],
            [188, 288],
          ]}
        />
        <Arrow
          points={[
            [252, 318],
            [252, 338],
          ]}
        />
        {/* The cloud */}
        <rect x="32" y="452" width="256" height="288" rx="16" className={palette.panel} />
        <Text x={160} y={486} anchor="middle" size="heading">
          {t.cloud}
        </Text>
        <Arrow
          points={[
            [250, 398],
            [250, 504],
          ]}
          tone="accent"
          dashed
        />
        <Box x={48} y={504} w={224} h={56} tone="soft" label={t.core} compact />
        <Box x={48} y={584} w={224} h={56} label={t.monitoring} sub={t.monitoringSub} compact />
        <Box x={48} y={664} w={224} h={56} label={t.exporter} sub={t.exporterSub} compact />
        <Arrow
          points={[
            [160, 560],
            [160, 584],
          ]}
        />
        <Arrow
          points={[
            [272, 532],
            [304, 532],
            [304, 680],
            [272, 680],
          ]}
        />
        <Arrow
          points={[
            [160, 740],
            [160, 764],
          ]}
        />
        <Box x={48} y={764} w={224} h={72} tone="accent" label={t.control} sub={t.controlSub} />
        {/* The people */}
        <Arrow
          points={[
            [48, 612],
            [20, 612],
            [20, 890],
            [48, 890],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [272, 704],
            [326, 704],
            [326, 962],
            [272, 962],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [326, 962],
            [326, 1034],
            [272, 1034],
          ]}
          tone="accent"
        />
        {people.map(([label, sub, y]) => (
          <Box key={label} x={48} y={y} w={224} h={60} label={label} sub={sub} />
        ))}
      </>
    ),
  };
}
