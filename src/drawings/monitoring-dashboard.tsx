import React, {type ReactNode} from 'react';
import {
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
import {monitoring} from '@site/src/data/monitoring';

type Tile = {label: string; value: string; note: string};
type Alert = {severity: string; text: string; time: string};

type Labels = {
  title: string;
  desc: string;
  app: string;
  host: string;
  tiles: readonly Tile[];
  rate: string;
  accepted: string;
  rejected: string;
  gateways: string;
  columns: readonly string[];
  gatewaysNote: string;
  alerts: string;
  alertRows: readonly Alert[];
};

const lateDays = monitoring.certificates.lateDays;

const labels: Localized<Labels> = {
  en: {
    title: 'A Fulcro Monitoring dashboard',
    desc: `A drawn mock-up of the Monitoring dashboard. Four tiles show connected devices, messages per second, messages rejected by the message policy and certificates late for renewal, still not renewed ${lateDays} days before they expire. Below, a chart of the message rate with accepted and rejected messages, a table of gateways with CPU, memory and disk bars from the system monitor addon, and a list of open alerts: an overheating gateway, a pool controller whose certificate is late for renewal and a device whose messages are being rejected.`,
    app: 'Monitoring',
    host: 'acme.fulcro.cloud',
    tiles: [
      {label: 'Connected devices', value: '1,842', note: 'of 1,906 registered'},
      {label: 'Messages per second', value: '286', note: 'fleet average'},
      {label: 'Rejected messages', value: '37', note: 'over policy limits'},
      {label: 'Certificates', value: '3', note: 'late for renewal'},
    ],
    rate: 'Message rate',
    accepted: 'accepted',
    rejected: 'rejected',
    gateways: 'Gateways',
    columns: ['CPU', 'Mem.', 'Disk'],
    gatewaysNote: 'from the system monitor addon',
    alerts: 'Open alerts',
    alertRows: [
      {severity: 'critical', text: 'edge-plant-12 · overheating, CPU at 86 °C', time: '09:42'},
      {severity: 'warning', text: 'pool-ctrl-0007 · certificate late for renewal, 12 days left', time: '09:17'},
      {severity: 'info', text: 'boiler-0042 · messages rejected by the message policy', time: '08:55'},
    ],
  },
  it: {
    title: 'Una dashboard di Fulcro Monitoring',
    desc: `Un'illustrazione della dashboard di monitoraggio. Quattro riquadri mostrano i dispositivi connessi, i messaggi al secondo, i messaggi rifiutati dalla message policy e i certificati in ritardo sul rinnovo, non ancora rinnovati ${lateDays} giorni prima della scadenza. Sotto, un grafico della frequenza dei messaggi accettati e rifiutati, una tabella dei gateway con le barre di CPU, memoria e disco fornite dall'addon system monitor e un elenco di allarmi aperti: un gateway che si surriscalda, una centralina per piscina con il certificato in ritardo sul rinnovo e un dispositivo i cui messaggi vengono rifiutati.`,
    app: 'Monitoring',
    host: 'acme.fulcro.cloud',
    tiles: [
      {label: 'Dispositivi connessi', value: '1.842', note: 'su 1.906 registrati'},
      {label: 'Messaggi al secondo', value: '286', note: 'media della flotta'},
      {label: 'Messaggi rifiutati', value: '37', note: 'dalla message policy'},
      {label: 'Certificati', value: '3', note: 'rinnovo in ritardo'},
    ],
    rate: 'Frequenza dei messaggi',
    accepted: 'accettati',
    rejected: 'rifiutati',
    gateways: 'Gateway',
    columns: ['CPU', 'Mem.', 'Disco'],
    gatewaysNote: "dall'addon system monitor",
    alerts: 'Allarmi aperti',
    alertRows: [
      {severity: 'critico', text: 'edge-plant-12 · surriscaldamento, CPU a 86 °C', time: '09:42'},
      {
        severity: 'avviso',
        text: 'pool-ctrl-0007 · certificato in ritardo sul rinnovo, mancano 12 giorni',
        time: '09:17',
      },
      {severity: 'info', text: 'boiler-0042 · messaggi rifiutati dalla message policy', time: '08:55'},
    ],
  },
};

/** Gateways with CPU, memory and disk use in percent. */
const gateways: readonly [string, number, number, number][] = [
  ['edge-plant-01', 24, 41, 38],
  ['edge-plant-07', 35, 52, 93],
  ['edge-plant-12', 88, 61, 47],
];

/** Badge tones of the alert severities, most severe first. */
const tones = ['warm', 'soft', 'neutral'] as const;

const accepted = [62, 58, 64, 70, 66, 72, 78, 74, 69, 73, 80, 84, 79, 76, 82, 86, 83, 78, 75, 80, 77];
const rejected = [4, 3, 4, 5, 4, 3, 5, 6, 4, 5, 9, 24, 31, 18, 8, 5, 4, 5, 4, 3, 4];

function chartPath(values: readonly number[], left: number, right: number, bottom: number, height: number): string {
  const step = (right - left) / (values.length - 1);
  return values
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${Math.round(left + i * step)},${Math.round(bottom - (v / 100) * height)}`)
    .join(' ');
}

/** A mock-up of the Monitoring dashboard: tiles, a rate chart, gateway health and an alert list. */
export default function MonitoringDashboard(): ReactNode {
  const t = useLabels(labels);
  const tileW = (880 - 3 * 16) / 4;
  const plot = {left: 64, right: 584, top: 206, bottom: 308};
  const barX = [770, 820, 870];
  const barW = 38;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* App window */}
      <rect x="24" y="24" width="912" height="492" rx="14" className={palette.panel} />
      <path d="M24,60 L936,60" className={palette.line} />
      {[46, 66, 86].map((cx) => (
        <circle key={cx} cx={cx} cy="42" r="6" className={palette.soft} />
      ))}
      <Text x={108} y={48}>
        {t.app}
      </Text>
      <text x="912" y="47" textAnchor="end" className={`${palette.mono} ${palette.muted}`}>
        {t.host}
      </text>
      {/* Tiles */}
      {t.tiles.map((tile, i) => {
        const x = 40 + i * (tileW + 16);
        return (
          <g key={tile.label}>
            <rect x={x} y="76" width={tileW} height="80" rx="10" className={i === 2 ? palette.soft : palette.panel} />
            <Text x={x + 14} y={100} size="small" muted>
              {tile.label}
            </Text>
            <Text x={x + 14} y={128} size="heading">
              {tile.value}
            </Text>
            <Text x={x + 14} y={148} size="small" muted>
              {tile.note}
            </Text>
          </g>
        );
      })}
      {/* Message rate chart */}
      <rect x="40" y="168" width="560" height="184" rx="10" className={palette.panel} />
      <Text x={56} y={192} size="small">
        {t.rate}
      </Text>
      <path
        d={`M${plot.left},${plot.top} L${plot.left},${plot.bottom} L${plot.right},${plot.bottom}`}
        className={palette.line}
      />
      <path
        d={chartPath(accepted, plot.left, plot.right, plot.bottom, plot.bottom - plot.top)}
        className={palette.lineAccent}
      />
      <path
        d={chartPath(rejected, plot.left, plot.right, plot.bottom, plot.bottom - plot.top)}
        className={palette.lineWarm}
      />
      <path d={`M64,331 L88,331`} className={palette.lineAccent} />
      <Text x={96} y={336} size="small">
        {t.accepted}
      </Text>
      <path d={`M220,331 L244,331`} className={palette.lineWarm} />
      <Text x={252} y={336} size="small">
        {t.rejected}
      </Text>
      {/* Gateway health */}
      <rect x="616" y="168" width="304" height="184" rx="10" className={palette.panel} />
      <Text x={632} y={192} size="small">
        {t.gateways}
      </Text>
      {t.columns.map((column, i) => (
        <Text key={column} x={barX[i] + barW / 2} y={218} anchor="middle" size="small" muted>
          {column}
        </Text>
      ))}
      {gateways.map(([name, ...values], row) => {
        const y = 246 + row * 30;
        return (
          <g key={name}>
            <text x="632" y={y} className={`${palette.mono} ${palette.text}`}>
              {name}
            </text>
            {values.map((value, i) => (
              <g key={barX[i]}>
                <rect x={barX[i]} y={y - 11} width={barW} height="10" rx="3" className={palette.soft} />
                <rect
                  x={barX[i]}
                  y={y - 11}
                  width={Math.round((barW * value) / 100)}
                  height="10"
                  rx="3"
                  className={value >= 85 ? palette.warm : palette.accent}
                />
              </g>
            ))}
          </g>
        );
      })}
      <Text x={632} y={336} size="small" muted>
        {t.gatewaysNote}
      </Text>
      {/* Alert list */}
      <rect x="40" y="364" width="880" height="140" rx="10" className={palette.panel} />
      <Text x={56} y={388} size="small">
        {t.alerts}
      </Text>
      {t.alertRows.map((alert, i) => {
        const y = 400 + i * 32;
        return (
          <g key={alert.time}>
            <Box x={56} y={y} w={96} h={26} tone={tones[i]} label={alert.severity} compact radius={13} />
            <Text x={168} y={y + 18} size="small">
              {alert.text}
            </Text>
            <text x="904" y={y + 18} textAnchor="end" className={`${palette.mono} ${palette.muted}`}>
              {alert.time}
            </text>
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/** Portrait: the same window as a phone screen, every panel full width: tiles as rows, the chart, gateways, then alerts. */
function portrait(t: Labels): NarrowLayout {
  const bars = [176, 226, 276];
  const alerts = t.alertRows.map((alert) => wrap(alert.text, 34));
  const chart = 94 + t.tiles.length * 66 + 4;
  const gw = chart + 182;
  const al = gw + 192;
  const tops = alerts.map(
    (_, i) => al + 40 + alerts.slice(0, i).reduce((sum, lines) => sum + 48 + lines.length * 20, 0),
  );
  const height = tops[tops.length - 1] + 48 + alerts[alerts.length - 1].length * 20 + 20;
  const panel = (y: number, h: number, title: string) => (
    <>
      <rect x="24" y={y} width="312" height={h} rx="10" className={palette.panel} />
      <Text x={40} y={y + 24} size="small">
        {title}
      </Text>
    </>
  );
  return {
    height,
    content: (
      <>
        <rect x="12" y="12" width="336" height={height - 24} rx="14" className={palette.panel} />
        <path d="M12,82 L348,82" className={palette.line} />
        {[34, 54, 74].map((cx) => (
          <circle key={cx} cx={cx} cy="34" r="6" className={palette.soft} />
        ))}
        <Text x={94} y={40}>
          {t.app}
        </Text>
        <text x="28" y="68" className={`${palette.mono} ${palette.muted}`}>
          {t.host}
        </text>
        {t.tiles.map((tile, i) => {
          const y = 94 + i * 66;
          return (
            <g key={tile.label}>
              <rect x="24" y={y} width="312" height="58" rx="10" className={i === 2 ? palette.soft : palette.panel} />
              <Text x={38} y={y + 24} size="small" muted>
                {tile.label}
              </Text>
              <Text x={38} y={y + 45} size="small" muted>
                {tile.note}
              </Text>
              <Text x={322} y={y + 37} anchor="end" size="heading">
                {tile.value}
              </Text>
            </g>
          );
        })}
        {panel(chart, 170, t.rate)}
        <path d={`M40,${chart + 40} L40,${chart + 126} L320,${chart + 126}`} className={palette.line} />
        <path d={chartPath(accepted, 40, 320, chart + 126, 86)} className={palette.lineAccent} />
        <path d={chartPath(rejected, 40, 320, chart + 126, 86)} className={palette.lineWarm} />
        {[t.accepted, t.rejected].map((label, i) => (
          <g key={label}>
            <path
              d={`M${40 + i * 140},${chart + 147} L${64 + i * 140},${chart + 147}`}
              className={i ? palette.lineWarm : palette.lineAccent}
            />
            <Text x={72 + i * 140} y={chart + 152} size="small">
              {label}
            </Text>
          </g>
        ))}
        {panel(gw, 180, t.gateways)}
        {t.columns.map((column, i) => (
          <Text key={column} x={bars[i] + 20} y={gw + 50} anchor="middle" size="small" muted>
            {column}
          </Text>
        ))}
        {gateways.map(([name, ...values], row) => {
          const y = gw + 78 + row * 30;
          return (
            <g key={name}>
              <text x="40" y={y} className={`${palette.mono} ${palette.text}`}>
                {name}
              </text>
              {values.map((value, i) => (
                <g key={bars[i]}>
                  <rect x={bars[i]} y={y - 11} width="40" height="10" rx="3" className={palette.soft} />
                  <rect
                    x={bars[i]}
                    y={y - 11}
                    width={Math.round(0.4 * value)}
                    height="10"
                    rx="3"
                    className={value >= 85 ? palette.warm : palette.accent}
                  />
                </g>
              ))}
            </g>
          );
        })}
        <Text x={40} y={gw + 166} size="small" muted>
          {t.gatewaysNote}
        </Text>
        {panel(al, height - 12 - al - 12, t.alerts)}
        {t.alertRows.map((alert, i) => (
          <g key={alert.time}>
            <Box x={40} y={tops[i]} w={96} h={26} tone={tones[i]} label={alert.severity} compact radius={13} />
            <text x="320" y={tops[i] + 18} textAnchor="end" className={`${palette.mono} ${palette.muted}`}>
              {alert.time}
            </text>
            <Paragraph x={40} y={tops[i] + 48} size="small" lines={alerts[i]} />
          </g>
        ))}
      </>
    ),
  };
}
