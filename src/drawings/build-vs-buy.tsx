import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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
    desc: 'A sinistra una finestra di backlog elenca ciò che un team deve costruire prima e dopo il lancio: ingestione e archiviazione, identità dei dispositivi e certificati, provisioning al primo avvio, aggiornamenti firmware OTA, IAM multi-tenant, regole e notifiche, export e report, strumenti GDPR, reperibilità con aggiornamenti. A destra un grafico a barre indicativo, senza cifre: prima viene il costo di sviluppo, poi ogni anno aggiunge un costo di esercizio e il costo cumulato continua a salire; un riquadro invita a confrontare il totale con un preventivo di Fulcro.',
    backlog: 'Backlog della piattaforma',
    items: [
      'Ingestione e serie temporali',
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

/** A backlog window (left) and a cumulative cost chart without figures (right). */
export default function BuildVsBuy(): ReactNode {
  const t = useLabels(labels);
  const baseline = 440;
  const buildHeight = 120;
  const runHeight = 50;
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* Left: the backlog, drawn as an app window */}
      <rect x="20" y="24" width="420" height="492" rx="14" className={palette.panel} />
      <path d="M20,66 L20,38 Q20,24 34,24 L426,24 Q440,24 440,38 L440,66 Z" className={palette.soft} />
      {[44, 64, 84].map((cx) => (
        <circle key={cx} cx={cx} cy={45} r={6} className={palette.fillLine} />
      ))}
      <Text x={108} y={52}>
        {t.backlog}
      </Text>
      {t.items.map((item, i) => {
        const y = 104 + i * 40;
        return (
          <g key={item}>
            <rect x={44} y={y - 14} width={18} height={18} rx={3} className={palette.line} />
            <Text x={76} y={y} size="small">
              {item}
            </Text>
          </g>
        );
      })}
      <Text x={230} y={490} anchor="middle" size="small" muted>
        {t.footer}
      </Text>
      {/* Right: cumulative cost, build first, then a run cost every year */}
      <Text x={700} y={52} anchor="middle" size="heading">
        {t.chart}
      </Text>
      <Text x={700} y={76} anchor="middle" size="small" muted>
        {t.illustrative}
      </Text>
      <path d={`M500,110 L500,${baseline} L930,${baseline}`} className={palette.line} />
      {t.columns.map((column, i) => {
        const x = 530 + i * 100;
        const run = runHeight * i;
        return (
          <g key={column}>
            <rect x={x} y={baseline - buildHeight} width={70} height={buildHeight} className={palette.warm} />
            {i > 0 && <rect x={x} y={baseline - buildHeight - run} width={70} height={run} className={palette.soft} />}
            <Text x={x + 35} y={baseline + 24} anchor="middle" size="small">
              {column}
            </Text>
          </g>
        );
      })}
      <Box x={560} y={110} w={230} h={56} tone="accent" label={t.compare} compact />
      <Arrow points={[[790, 138], [865, 138], [865, 168]]} tone="accent" />
      <rect x={520} y={478} width={16} height={16} className={palette.warm} />
      <Text x={546} y={492} size="small">
        {t.build}
      </Text>
      <rect x={520} y={502} width={16} height={16} className={palette.soft} />
      <Text x={546} y={516} size="small">
        {t.run}
      </Text>
    </DrawingSvg>
  );
}
