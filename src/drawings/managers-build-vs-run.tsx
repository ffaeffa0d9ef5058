import React, {type ReactNode} from 'react';
import {
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
  type Tone,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  phases: readonly [string, string, string, string];
  inHouse: readonly [string, string];
  onFulcro: readonly [string, string];
  identity: string;
  broker: string;
  accounts: string;
  ota: string;
  product: string;
  onSale: string;
  platform: string;
  setup: string;
  note: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Building the platform yourself compared with building on Fulcro',
    desc: 'A timeline in four phases: prototype, pilot, launch and scale. In the top lane a team builds device identity and a certificate authority, a broker and storage, user accounts, and firmware updates with rollback before it can start on product features, and the product goes on sale late in the scale phase. In the bottom lane the platform is provided and run by Fulcro for the whole timeline, a short set-up comes first, product features start during the prototype phase and the product goes on sale at launch. The phases are illustrative, not a schedule.',
    phases: ['Prototype', 'Pilot', 'Launch', 'Scale'],
    inHouse: ['Built', 'in-house'],
    onFulcro: ['Built on', 'Fulcro'],
    identity: 'Device identity, CA',
    broker: 'Broker and storage',
    accounts: 'User accounts',
    ota: 'OTA and rollback',
    product: 'Product features',
    onSale: 'On sale',
    platform: 'Platform provided and run by Fulcro',
    setup: 'Set-up',
    note: 'Illustrative phases, not a schedule',
  },
  it: {
    title: 'Costruire la piattaforma in casa oppure costruire su Fulcro',
    desc: 'Una linea del tempo in quattro fasi: prototipo, pilota, lancio e crescita. Nella corsia in alto un team costruisce identità dei dispositivi e autorità di certificazione, broker e archivio, account utenti e aggiornamenti firmware con rollback prima di poter lavorare alle funzioni del prodotto, che arriva in vendita solo nella fase di crescita. Nella corsia in basso la piattaforma è fornita e gestita da Fulcro per tutto il periodo, un breve avvio viene per primo, le funzioni del prodotto partono già nella fase di prototipo e il prodotto è in vendita al lancio. Le fasi sono indicative, non una pianificazione.',
    phases: ['Prototipo', 'Pilota', 'Lancio', 'Crescita'],
    inHouse: ['Costruito', 'in casa'],
    onFulcro: ['Costruito', 'su Fulcro'],
    identity: 'Identità e CA',
    broker: 'Broker e archivio',
    accounts: 'Account utenti',
    ota: 'OTA e rollback',
    product: 'Funzioni del prodotto',
    onSale: 'In vendita',
    platform: 'Piattaforma fornita e gestita da Fulcro',
    setup: 'Avvio',
    note: 'Fasi indicative, non una pianificazione',
  },
};

type Bar = {label: string; x: number; w: number; tone: Tone};

/** Phase boundaries on the time axis (200..930), and the bars of the two lanes. */
const columns = [200, 355, 545, 735, 930];
function lanes(t: Labels): [Bar[], Bar[]] {
  return [
    [
      {label: t.identity, x: 200, w: 210, tone: 'warm'},
      {label: t.broker, x: 220, w: 230, tone: 'warm'},
      {label: t.accounts, x: 260, w: 220, tone: 'warm'},
      {label: t.ota, x: 300, w: 250, tone: 'warm'},
      {label: t.product, x: 560, w: 370, tone: 'accent'},
      {label: t.onSale, x: 800, w: 130, tone: 'ok'},
    ],
    [
      {label: t.platform, x: 200, w: 730, tone: 'soft'},
      {label: t.setup, x: 200, w: 100, tone: 'neutral'},
      {label: t.product, x: 300, w: 630, tone: 'accent'},
      {label: t.onSale, x: 545, w: 385, tone: 'ok'},
    ],
  ];
}

/** A Gantt chart in two lanes: the plumbing a team builds itself, against the platform already running. */
export default function ManagersBuildVsRun(): ReactNode {
  const t = useLabels(labels);
  const [inHouse, onFulcro] = lanes(t);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Phase headings and their boundaries */}
      {t.phases.map((phase, i) => (
        <Text key={phase} x={(columns[i] + columns[i + 1]) / 2} y={44} anchor="middle" size="small" muted>
          {phase}
        </Text>
      ))}
      {/* Lanes */}
      <rect x={16} y={60} width={928} height={244} rx={12} className={palette.panel} />
      <rect x={16} y={316} width={928} height={170} rx={12} className={palette.panel} />
      {columns.slice(1, 4).map((x) => (
        <path key={x} d={`M${x},60 L${x},486`} className={`${palette.line} ${palette.dashed}`} />
      ))}
      <Text x={36} y={172}>
        {t.inHouse[0]}
      </Text>
      <Text x={36} y={196}>
        {t.inHouse[1]}
      </Text>
      <Text x={36} y={390}>
        {t.onFulcro[0]}
      </Text>
      <Text x={36} y={414}>
        {t.onFulcro[1]}
      </Text>
      {inHouse.map((bar, k) => (
        <Box
          key={`a${k}`}
          x={bar.x}
          y={72 + k * 38}
          w={bar.w}
          h={30}
          radius={6}
          tone={bar.tone}
          label={bar.label}
          compact
        />
      ))}
      {onFulcro.map((bar, k) => (
        <Box
          key={`b${k}`}
          x={bar.x}
          y={326 + k * 38}
          w={bar.w}
          h={30}
          radius={6}
          tone={bar.tone}
          label={bar.label}
          compact
        />
      ))}
      <Text x={480} y={518} anchor="middle" size="small" muted>
        {t.note}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: the same time axis, 312 units wide; each lane gets a heading, and each bar a row with its label above it
 * (a bar is too short for its words).
 */
// A label over a phase boundary is outlined in the panel's colour, so the dashed line stops short of its letters.
const halo = {paintOrder: 'stroke', stroke: 'var(--drawing-panel)', strokeWidth: 6, strokeLinejoin: 'round'} as const;

function portrait(t: Labels): NarrowLayout {
  const X = (x: number) => Math.round(24 + ((x - 200) * 312) / 730);
  // Lane panels: top and number of rows; a row is 44 high, after a 44-high heading.
  const panels = [48, 380];
  const bottom = panels[1] + 44 + 4 * 44 + 12;
  return {
    height: bottom + 44,
    content: (
      <>
        {t.phases.map((phase, i) => (
          <Text key={phase} x={(X(columns[i]) + X(columns[i + 1])) / 2} y={32} anchor="middle" size="small" muted>
            {phase}
          </Text>
        ))}
        {lanes(t).map((bars, l) => {
          const y = panels[l];
          return (
            <g key={l}>
              <rect x={12} y={y} width={336} height={56 + bars.length * 44} rx={12} className={palette.panel} />
              <Text x={24} y={y + 30}>
                {(l ? t.onFulcro : t.inHouse).join(' ')}
              </Text>
              {columns.slice(1, 4).map((x) => (
                <path
                  key={x}
                  d={`M${X(x)},${y + 44} L${X(x)},${y + 48 + bars.length * 44}`}
                  className={`${palette.line} ${palette.dashed}`}
                />
              ))}
              {bars.map((bar, k) => {
                const [x, w, row] = [X(bar.x), X(bar.x + bar.w) - X(bar.x), y + 44 + k * 44];
                const end = x + bar.label.length * 8 > 336;
                return (
                  <g key={k}>
                    <text
                      x={end ? x + w : x}
                      y={row + 18}
                      textAnchor={end ? 'end' : 'start'}
                      className={`${palette.small} ${palette.text}`}
                      style={halo}>
                      {bar.label}
                    </text>
                    <Box x={x} y={row + 24} w={w} h={14} radius={4} tone={bar.tone} />
                  </g>
                );
              })}
            </g>
          );
        })}
        <Text x={180} y={bottom + 28} anchor="middle" size="small" muted>
          {t.note}
        </Text>
      </>
    ),
  };
}
