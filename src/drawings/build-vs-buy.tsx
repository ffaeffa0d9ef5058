import React, {Fragment, type ReactNode} from 'react';
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
  backlog: string;
  items: readonly string[];
  footer: string;
  chart: string;
  columns: readonly [string, string, string, string];
  build: string;
  run: string;
  compare: readonly [string, string];
  illustrative: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'What building an IoT platform yourself involves and how its cost adds up',
    desc: 'On the left, a backlog window lists what a team must build before and after launch: ingestion and storage, device identity and certificates, provisioning at first boot, OTA firmware updates, multi-tenant IAM, rules and notifications, exports and reports, GDPR tooling, and on-call with upgrades. On the right, an illustrative bar chart without figures: the build cost comes first, then every year adds a run cost, so the cumulative cost keeps rising; a callout invites you to compare the total with a Fulcro quote.',
    backlog: 'Platform backlog',
    items: [
      'Ingestion and time-series storage',
      'Device identity and certificates',
      'Provisioning at first boot',
      'OTA firmware updates',
      'Multi-tenant IAM',
      'Rules and notifications',
      'Exports and reports',
      'GDPR tooling',
      'On-call, upgrades, backups',
    ],
    footer: 'Each item: build it, then run it',
    chart: 'Cumulative cost',
    columns: ['Build', 'Year 1', 'Year 2', 'Year 3'],
    build: 'Build: team × months',
    run: 'Run: engineers kept on it, per year',
    compare: ['Compare the total', 'with a Fulcro quote'],
    illustrative: 'Illustrative, no figures',
  },
  it: {
    title: 'Che cosa comporta costruire da sé una piattaforma IoT e come si sommano i costi',
    desc: 'A sinistra una finestra di backlog elenca ciò che un team deve costruire prima e dopo il lancio: acquisizione e archiviazione, identità dei dispositivi e certificati, provisioning al primo avvio, aggiornamenti firmware OTA, IAM multi-tenant, regole e notifiche, export e report, strumenti GDPR, reperibilità con aggiornamenti. A destra un grafico a barre indicativo, senza cifre: prima viene il costo di sviluppo, poi ogni anno aggiunge un costo di esercizio e il costo cumulato continua a salire; un riquadro invita a confrontare il totale con un preventivo di Fulcro.',
    backlog: 'Backlog della piattaforma',
    items: [
      'Acquisizione e serie temporali',
      'Identità dei dispositivi e certificati',
      'Provisioning al primo avvio',
      'Aggiornamenti firmware OTA',
      'IAM multi-tenant',
      'Regole e notifiche',
      'Export e report',
      'Strumenti GDPR',
      'Reperibilità, aggiornamenti, backup',
    ],
    footer: 'Ogni voce: costruirla, poi gestirla',
    chart: 'Costo cumulato',
    columns: ['Sviluppo', 'Anno 1', 'Anno 2', 'Anno 3'],
    build: 'Sviluppo: team × mesi',
    run: 'Esercizio: ingegneri dedicati, ogni anno',
    compare: ['Confronta il totale', 'con un preventivo Fulcro'],
    illustrative: 'Indicativo, senza cifre',
  },
};

/** The backlog, drawn as an app window at (x, y), w wide, its items `step` apart. */
function Backlog({t, x, y, w, step}: {t: Labels; x: number; y: number; w: number; step: number}): ReactNode {
  const h = 132 + 9 * step;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="14" className={palette.panel} />
      <path
        d={`M${x},${y + 42} L${x},${y + 14} Q${x},${y} ${x + 14},${y} L${x + w - 14},${y} Q${x + w},${y} ${x + w},${y + 14} L${x + w},${y + 42} Z`}
        className={palette.soft}
      />
      {[24, 44, 64].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 21} r={6} className={palette.fillLine} />
      ))}
      <Text x={x + 88} y={y + 28}>
        {t.backlog}
      </Text>
      {t.items.map((item, i) => {
        const iy = y + 80 + i * step;
        return (
          <Fragment key={item}>
            <rect x={x + 24} y={iy - 14} width={18} height={18} rx={3} className={palette.line} />
            <Text x={x + 56} y={iy} size="small">
              {item}
            </Text>
          </Fragment>
        );
      })}
      <Text x={x + w / 2} y={y + h - 26} anchor="middle" size="small" muted>
        {t.footer}
      </Text>
    </>
  );
}

type ChartProps = {
  t: Labels;
  /** The vertical axis. */
  ax: number;
  /** The top of the tallest column. */
  top: number;
  /** Run cost per year; the build cost is 2.4 of it. */
  unit: number;
  /** Space before the first column and after the last, distance between columns, column width. */
  gap: number;
  step: number;
  bar: number;
  /** Left edge and width of the callout; left edge of the legend; centre of the headings. */
  box: readonly [number, number];
  legend: number;
  mid: number;
};

/** Cumulative cost, build first, then a run cost every year; the callout points at the last column. */
function Chart({t, ax, top, unit, gap, step, bar, box: [bx, bw], legend, mid}: ChartProps): ReactNode {
  const baseline = top + 5.4 * unit;
  const cx = ax + gap + 3 * step + bar / 2;
  return (
    <>
      <Text x={mid} y={top - 118} anchor="middle" size="heading">
        {t.chart}
      </Text>
      <Text x={mid} y={top - 94} anchor="middle" size="small" muted>
        {t.illustrative}
      </Text>
      <path d={`M${ax},${top - 60} L${ax},${baseline} L${cx + bar / 2 + gap},${baseline}`} className={palette.line} />
      {t.columns.map((column, i) => {
        const x = ax + gap + i * step;
        const run = unit * i;
        return (
          <Fragment key={column}>
            <rect x={x} y={baseline - 2.4 * unit} width={bar} height={2.4 * unit} className={palette.warm} />
            {i > 0 && <rect x={x} y={baseline - 2.4 * unit - run} width={bar} height={run} className={palette.soft} />}
            <Text x={x + bar / 2} y={baseline + 24} anchor="middle" size="small">
              {column}
            </Text>
          </Fragment>
        );
      })}
      <Box x={bx} y={top - 60} w={bw} h={56} tone="accent" label={t.compare} compact />
      <Arrow
        points={[
          [bx + bw, top - 32],
          [cx, top - 32],
          [cx, top - 2],
        ]}
        tone="accent"
      />
      {[t.build, t.run].map((label, i) => (
        <Fragment key={label}>
          <rect
            x={legend}
            y={baseline + 38 + i * 24}
            width={16}
            height={16}
            className={i ? palette.soft : palette.warm}
          />
          <Text x={legend + 26} y={baseline + 52 + i * 24} size="small">
            {label}
          </Text>
        </Fragment>
      ))}
    </>
  );
}

/** A backlog window (left) and a cumulative cost chart without figures (right). */
export default function BuildVsBuy(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Left: the backlog, drawn as an app window */}
      <Backlog t={t} x={20} y={24} w={420} step={40} />
      {/* Right: cumulative cost, build first, then a run cost every year */}
      <Chart t={t} ax={500} top={170} unit={50} gap={30} step={100} bar={70} box={[560, 230]} legend={520} mid={700} />
    </DrawingSvg>
  );
}

/** Portrait: the backlog window on top, the chart below it with narrower columns. */
function portrait(t: Labels): NarrowLayout {
  return {
    height: 916,
    content: (
      <>
        <Backlog t={t} x={12} y={12} w={336} step={34} />
        <Chart t={t} ax={24} top={612} unit={40} gap={20} step={76} bar={56} box={[60, 200]} legend={24} mid={180} />
      </>
    ),
  };
}
