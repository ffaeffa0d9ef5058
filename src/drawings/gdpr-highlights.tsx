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
import {retentionDefaults} from '@site/src/data/platform';
import {gdprDeadlines} from '@site/src/data/gdpr';

type Labels = {
  title: string;
  desc: string;
  app: string;
  screen: string;
  raw: string;
  minute: string;
  hourly: string;
  backups: string;
  days: string;
  years: string;
  hook: string;
  save: string;
  checks: string;
  /** Seven highlights, in the order of the page: a name and a short line each. */
  highlights: readonly (readonly [string, string])[];
};

const hours = gdprDeadlines.breachNotificationHours;

const labels: Localized<Labels> = {
  en: {
    title: 'What a data-protection officer checks on Fulcro',
    desc: `On the left, a drawn Fulcro Control screen, Settings and then Data retention: raw data ${retentionDefaults.rawDataDays} days, minute aggregates ${retentionDefaults.minuteAggregatesDays} days, hourly aggregates ${retentionDefaults.hourlyAggregatesYears} years, backups kept ${retentionDefaults.backupsKeptDays} days, and the address of the erasure hook. On the right, seven highlights for a data-protection officer: data minimisation, access control, encryption in transit, erasure and portability, breach response, records of processing and data location.`,
    app: 'Fulcro Control',
    screen: 'Settings › Data retention',
    raw: 'Raw data',
    minute: 'Minute aggregates',
    hourly: 'Hourly aggregates',
    backups: 'Backups kept',
    days: 'days',
    years: 'years',
    hook: 'Erasure hook',
    save: 'Save',
    checks: 'What a DPO checks',
    highlights: [
      ['Data minimisation', 'retention set for the whole tenant'],
      ['Access control', 'IAM roles and policies'],
      ['Encryption in transit', 'TLS, a certificate per device'],
      ['Erasure and portability', 'deletion, erasure hook, Exporter'],
      ['Breach response', `alerts, revocation; notify in ${hours} h`],
      ['Records of processing', 'registry, IAM lists, retention'],
      ['Data location', 'EU hosting; self-hosting on Enterprise'],
    ],
  },
  it: {
    title: 'Cosa controlla un responsabile della protezione dei dati su Fulcro',
    desc: `A sinistra, una schermata disegnata di Fulcro Control, Impostazioni e poi Conservazione dei dati: dati grezzi ${retentionDefaults.rawDataDays} giorni, aggregati al minuto ${retentionDefaults.minuteAggregatesDays} giorni, aggregati orari ${retentionDefaults.hourlyAggregatesYears} anni, backup conservati ${retentionDefaults.backupsKeptDays} giorni e l'indirizzo dell'erasure hook. A destra, sette punti chiave per un responsabile della protezione dei dati: minimizzazione, controllo degli accessi, cifratura in transito, cancellazione e portabilità, risposta alle violazioni, registri dei trattamenti e ubicazione dei dati.`,
    app: 'Fulcro Control',
    screen: 'Impostazioni › Conservazione',
    raw: 'Dati grezzi',
    minute: 'Aggregati al minuto',
    hourly: 'Aggregati orari',
    backups: 'Backup conservati',
    days: 'giorni',
    years: 'anni',
    hook: 'Erasure hook',
    save: 'Salva',
    checks: 'Cosa controlla un DPO',
    highlights: [
      ['Minimizzazione', "conservazione per l'intero tenant"],
      ['Controllo degli accessi', 'ruoli e policy IAM'],
      ['Cifratura in transito', 'TLS, un certificato per dispositivo'],
      ['Cancellazione e portabilità', 'cancellazione, erasure hook, Exporter'],
      ['Risposta alle violazioni', `avvisi, revoche; notifica in ${hours} ore`],
      ['Registri dei trattamenti', 'registro dei thing, liste IAM, conservazione'],
      ['Ubicazione dei dati', "hosting nell'UE; self-hosting con Enterprise"],
    ],
  },
};

/** A drawn retention settings screen of Fulcro Control on the left, seven highlights for a DPO on the right. */
export default function GdprHighlights(): ReactNode {
  const t = useLabels(labels);
  const settings: [string, string][] = [
    [t.raw, `${retentionDefaults.rawDataDays} ${t.days}`],
    [t.minute, `${retentionDefaults.minuteAggregatesDays} ${t.days}`],
    [t.hourly, `${retentionDefaults.hourlyAggregatesYears} ${t.years}`],
    [t.backups, `${retentionDefaults.backupsKeptDays} ${t.days}`],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, settings)}>
      {/* The app window */}
      <rect x="16" y="24" width="544" height="492" rx="14" className={palette.panel} />
      <line x1="16" y1="64" x2="560" y2="64" className={palette.line} />
      {[40, 60, 80].map((cx) => (
        <circle key={cx} cx={cx} cy={44} r={6} className={palette.fillLine} />
      ))}
      <Text x={104} y={50} size="small" muted>
        {t.app}
      </Text>
      <Text x={40} y={106} size="heading">
        {t.screen}
      </Text>
      {settings.map(([name, value], i) => {
        const y = 130 + i * 64;
        return (
          <g key={name}>
            <Text x={40} y={y + 27}>
              {name}
            </Text>
            <Box x={344} y={y} w={192} h={42} radius={6} label={value} compact tone={i === 0 ? 'soft' : 'neutral'} />
          </g>
        );
      })}
      <line x1="40" y1="398" x2="536" y2="398" className={`${palette.line} ${palette.dashed}`} />
      <Text x={40} y={428}>
        {t.hook}
      </Text>
      <rect x="40" y="440" width="340" height="42" rx="6" className={palette.panel} />
      <text x={54} y={467} className={`${palette.mono} ${palette.text}`}>
        https://crm.example/erase
      </text>
      <Box x={416} y={440} w={120} h={42} radius={6} tone="accent" label={t.save} />
      {/* From the raw-data setting to the first highlight */}
      <Arrow
        points={[
          [536, 151],
          [576, 151],
          [576, 108],
          [592, 108],
        ]}
        tone="accent"
      />
      {/* Seven highlights */}
      <Text x={592} y={62} size="heading">
        {t.checks}
      </Text>
      {t.highlights.map(([name, line], i) => (
        <Box
          key={name}
          x={592}
          y={80 + i * 64}
          w={352}
          h={56}
          tone={i === 0 ? 'soft' : 'neutral'}
          label={name}
          sub={line}
        />
      ))}
    </DrawingSvg>
  );
}

/** Portrait: the settings window on top, the seven highlights below; the arrow runs down the window's right edge. */
function portrait(t: Labels, settings: readonly [string, string][]): NarrowLayout {
  const screen = wrap(t.screen, 14);
  const rows = 100 + screen.length * 27;
  const hook = rows + settings.length * 60 + 20;
  const list = hook + 188;
  const subs = t.highlights.map(([, line]) => wrap(line, 38));
  const tops = subs.map((_, i) => list + 16 + subs.slice(0, i).reduce((sum, lines) => sum + 44 + lines.length * 20, 0));
  const last = subs.length - 1;
  return {
    height: tops[last] + 36 + subs[last].length * 20 + 12,
    content: (
      <>
        {/* The app window */}
        <rect x="12" y="12" width="336" height={hook + 140} rx="14" className={palette.panel} />
        <line x1="12" y1="56" x2="348" y2="56" className={palette.line} />
        {[32, 52, 72].map((cx) => (
          <circle key={cx} cx={cx} cy={34} r={6} className={palette.fillLine} />
        ))}
        <Text x={96} y={40} size="small" muted>
          {t.app}
        </Text>
        <Paragraph x={28} y={92} size="heading" lines={screen} />
        {settings.map(([name, value], i) => {
          const y = rows + i * 60;
          const lines = wrap(name, 15);
          return (
            <g key={name}>
              <Paragraph x={28} y={y + 27 - (lines.length - 1) * 11} lineHeight={22} lines={lines} />
              <Box x={200} y={y} w={116} h={42} radius={6} label={value} compact tone={i === 0 ? 'soft' : 'neutral'} />
            </g>
          );
        })}
        <line x1="28" y1={hook} x2="316" y2={hook} className={`${palette.line} ${palette.dashed}`} />
        <Text x={28} y={hook + 30}>
          {t.hook}
        </Text>
        <rect x="28" y={hook + 42} width="288" height="42" rx="6" className={palette.panel} />
        <text x={42} y={hook + 69} className={`${palette.mono} ${palette.text}`}>
          https://crm.example/erase
        </text>
        <Box x={196} y={hook + 94} w={120} h={42} radius={6} tone="accent" label={t.save} />
        {/* Seven highlights, the first one reached from the raw-data setting */}
        <Text x={12} y={list} size="heading">
          {t.checks}
        </Text>
        {t.highlights.map(([name], i) => (
          <g key={name}>
            <Box x={12} y={tops[i]} w={336} h={36 + subs[i].length * 20} tone={i === 0 ? 'soft' : 'neutral'} />
            <Text x={180} y={tops[i] + 24} anchor="middle">
              {name}
            </Text>
            <Paragraph x={180} y={tops[i] + 44} anchor="middle" size="small" muted lines={subs[i]} />
          </g>
        ))}
        <Arrow
          points={[
            [316, rows + 21],
            [334, rows + 21],
            [334, tops[0]],
          ]}
          tone="accent"
        />
      </>
    ),
  };
}
