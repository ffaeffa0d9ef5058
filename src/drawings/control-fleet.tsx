import React, {type ReactNode} from 'react';
import {
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type State = 'registered' | 'provisioned' | 'active' | 'suspended';

type Labels = {
  title: string;
  desc: string;
  nav: readonly string[];
  fleet: string;
  colId: string;
  colKind: string;
  colState: string;
  edge: string;
  device: string;
  states: Record<State, string>;
  live: string;
  limit: string;
  pending: string;
  fingerprint: string;
  source: string;
  approve: string;
  reject: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Fulcro Control, the fleet view',
    desc: 'A drawn mock-up of the Fulcro Control web app. A sidebar lists fleet, live data, commands, firmware and OTA, SnapLink, flows, and users and teams. The main area shows a table of connectables with their kind and state (active, provisioned, registered, suspended), a live chart of one boiler with its limit line, and a pending SnapLink request from a new gateway with its fingerprint and Approve and Reject buttons.',
    nav: ['Fleet', 'Live data', 'Commands', 'Firmware & OTA', 'SnapLink', 'Flows', 'Users & teams'],
    fleet: 'Fleet',
    colId: 'Connectable',
    colKind: 'Kind',
    colState: 'State',
    edge: 'edge',
    device: 'device',
    states: {registered: 'registered', provisioned: 'provisioned', active: 'active', suspended: 'suspended'},
    live: 'Live · boiler-0042',
    limit: 'limit',
    pending: 'SnapLink request pending',
    fingerprint: 'fingerprint 4F9A 21C7 E03B 5D68',
    source: 'from 203.0.113.24, a minute ago',
    approve: 'Approve',
    reject: 'Reject',
  },
  it: {
    title: 'Fulcro Control, la vista della flotta',
    desc: "Un bozzetto dell'app web Fulcro Control. La barra laterale elenca flotta, dati in diretta, comandi, firmware e OTA, SnapLink, flussi, utenti e team. L'area principale mostra una tabella di connectable con tipo e stato (attivo, certificato, registrato, sospeso), il grafico in diretta di una caldaia con la sua linea di soglia e una richiesta SnapLink in attesa da un nuovo gateway, con l'impronta e i pulsanti Approva e Rifiuta.",
    nav: ['Flotta', 'Dati in diretta', 'Comandi', 'Firmware e OTA', 'SnapLink', 'Flussi', 'Utenti e team'],
    fleet: 'Flotta',
    colId: 'Connectable',
    colKind: 'Tipo',
    colState: 'Stato',
    edge: 'edge',
    device: 'dispositivo',
    states: {registered: 'registrato', provisioned: 'certificato', active: 'attivo', suspended: 'sospeso'},
    live: 'In diretta · boiler-0042',
    limit: 'soglia',
    pending: 'Richiesta SnapLink in attesa',
    fingerprint: 'impronta 4F9A 21C7 E03B 5D68',
    source: 'da 203.0.113.24, un minuto fa',
    approve: 'Approva',
    reject: 'Rifiuta',
  },
};

const rows: {id: string; edge: boolean; online: boolean; state: State}[] = [
  {id: 'edge-plant-01', edge: true, online: true, state: 'active'},
  {id: 'boiler-0042', edge: false, online: true, state: 'active'},
  {id: 'boiler-0043', edge: false, online: false, state: 'provisioned'},
  {id: 'pool-0107', edge: false, online: false, state: 'registered'},
  {id: 'vend-0311', edge: false, online: false, state: 'suspended'},
];

const pill: Record<State, {shape: string; text: string}> = {
  active: {shape: palette.ok, text: palette.text},
  provisioned: {shape: palette.soft, text: palette.text},
  registered: {shape: `${palette.panel} ${palette.dashed}`, text: palette.muted},
  suspended: {shape: palette.warm, text: palette.textOnWarm},
};

// Live chart: plot area 644..912 × 150..310, a wavy series that touches the limit line once.
const series = [
  [644, 262],
  [670, 256],
  [696, 250],
  [722, 258],
  [748, 240],
  [774, 226],
  [800, 232],
  [826, 210],
  [852, 196],
  [878, 186],
  [904, 200],
];
const seriesPath = (X: (x: number) => number, Y: (y: number) => number) =>
  series.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${X(x)},${Y(y)}`).join(' ');
const mono = (muted?: boolean) => `${palette.mono} ${muted ? palette.muted : palette.text}`;

/** A drawn mock-up of Fulcro Control: sidebar, fleet table with states, a live chart and a pending SnapLink approval. */
export default function ControlFleet(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Window and title bar */}
      <rect x="16" y="16" width="928" height="508" rx="14" className={palette.panel} />
      <path d="M16,60 L944,60" className={palette.line} />
      <path d="M196,60 L196,524" className={palette.line} />
      <circle cx="38" cy="38" r="6" className={palette.soft} />
      <circle cx="58" cy="38" r="6" className={palette.soft} />
      <circle cx="78" cy="38" r="6" className={palette.soft} />
      <text x="104" y="43" className={mono(true)}>
        https://acme.fulcro.cloud
      </text>
      <text x="924" y="44" textAnchor="end" className={`${palette.label} ${palette.text}`}>
        Fulcro Control
      </text>
      {/* Sidebar */}
      <rect x="28" y="78" width="156" height="32" rx="8" className={palette.accent} />
      {t.nav.map((item, i) => (
        <text
          key={item}
          x="42"
          y={99 + i * 42}
          className={`${palette.small} ${i === 0 ? palette.textOnAccent : palette.text}`}>
          {item}
        </text>
      ))}
      {/* Fleet table */}
      <Text x={228} y={94} size="heading">
        {t.fleet}
      </Text>
      <rect x="228" y="108" width="384" height="222" rx="10" className={palette.panel} />
      <Text x={258} y={132} size="small" muted>
        {t.colId}
      </Text>
      <Text x={396} y={132} size="small" muted>
        {t.colKind}
      </Text>
      <Text x={496} y={132} size="small" muted>
        {t.colState}
      </Text>
      <path d="M228,144 L612,144" className={palette.line} />
      {rows.map((row, i) => {
        const y = 152 + i * 34;
        return (
          <g key={row.id}>
            <circle cx="244" cy={y + 12} r="5" className={row.online ? palette.fillAccent : palette.panel} />
            <text x="258" y={y + 17} className={mono()}>
              {row.id}
            </text>
            <Text x={396} y={y + 17} size="small">
              {row.edge ? t.edge : t.device}
            </Text>
            <Pill t={t} state={row.state} cx={548} y={y} />
          </g>
        );
      })}
      {/* Live chart */}
      <rect x="628" y="108" width="300" height="222" rx="10" className={palette.panel} />
      <Text x={644} y={134} size="small">
        {t.live}
      </Text>
      <path d="M644,150 L644,310 L912,310" className={palette.line} />
      <path d="M644,186 L912,186" className={`${palette.lineWarm} ${palette.dashed}`} />
      <Text x={650} y={178} size="small" muted>
        {t.limit}
      </Text>
      <path
        d={seriesPath(
          (x) => x,
          (y) => y,
        )}
        className={palette.lineAccent}
      />
      <circle cx="904" cy="200" r="6" className={palette.fillAccent} />
      {/* Pending SnapLink approval */}
      <rect x="228" y="348" width="700" height="160" rx="12" className={palette.soft} />
      <Text x={248} y={384}>
        {t.pending}
      </Text>
      <text x="248" y="416" className={mono()}>
        edge-plant-02
      </text>
      <text x="248" y="444" className={mono()}>
        {t.fingerprint}
      </text>
      <Text x={248} y={476} size="small" muted>
        {t.source}
      </Text>
      <Box x={652} y={406} w={120} h={44} label={t.reject} compact />
      <Box x={788} y={406} w={120} h={44} tone="accent" label={t.approve} compact />
    </DrawingSvg>
  );
}

/** A state pill centred on cx, its top at y. */
function Pill({t, state, cx, y}: {t: Labels; state: State; cx: number; y: number}): ReactNode {
  return (
    <>
      <rect x={cx - 52} y={y} width="104" height="24" rx="12" className={pill[state].shape} />
      <text x={cx} y={y + 17} textAnchor="middle" className={`${palette.small} ${pill[state].text}`}>
        {t.states[state]}
      </text>
    </>
  );
}

/**
 * Portrait: the app as a phone would show it. The title bar holds the address on a second line, the sidebar becomes a
 * two-column menu, and the table, the live chart and the SnapLink request follow one below the other; each table row
 * gives the kind under the id.
 */
function portrait(t: Labels): NarrowLayout {
  const table = 304;
  const chart = table + 280;
  const link = chart + 192;
  const X = (x: number) => Math.round(40 + ((x - 644) * 280) / 268);
  const Y = (y: number) => Math.round(chart + 42 + (y - 150) * 0.75);
  return {
    height: link + 220,
    content: (
      <>
        <rect x="12" y="12" width="336" height={link + 196} rx="14" className={palette.panel} />
        <path d="M12,96 L348,96 M12,258 L348,258" className={palette.line} />
        {[34, 54, 74].map((cx) => (
          <circle key={cx} cx={cx} cy="34" r="6" className={palette.soft} />
        ))}
        <text x="332" y="40" textAnchor="end" className={`${palette.label} ${palette.text}`}>
          Fulcro Control
        </text>
        <text x="28" y="78" className={mono(true)}>
          https://acme.fulcro.cloud
        </text>
        {/* The sidebar's items, as a menu in two columns */}
        {t.nav.map((item, i) => {
          const [x, y] = [24 + (i % 2) * 160, 108 + Math.floor(i / 2) * 36];
          return (
            <g key={item}>
              {i === 0 && <rect x={x} y={y} width="152" height="30" rx="8" className={palette.accent} />}
              <text
                x={x + 14}
                y={y + 20}
                className={`${palette.small} ${i === 0 ? palette.textOnAccent : palette.text}`}>
                {item}
              </text>
            </g>
          );
        })}
        {/* Fleet table: kind under the id, state on the right */}
        <Text x={24} y={290} size="heading">
          {t.fleet}
        </Text>
        <rect x="24" y={table} width="312" height="264" rx="10" className={palette.panel} />
        <Text x={52} y={table + 24} size="small" muted>
          {`${t.colId} · ${t.colKind}`}
        </Text>
        <Text x={222} y={table + 24} size="small" muted>
          {t.colState}
        </Text>
        <path d={`M24,${table + 36} L336,${table + 36}`} className={palette.line} />
        {rows.map((row, i) => {
          const y = table + 40 + i * 44;
          return (
            <g key={row.id}>
              <circle cx="38" cy={y + 13} r="5" className={row.online ? palette.fillAccent : palette.panel} />
              <text x="52" y={y + 18} className={mono()}>
                {row.id}
              </text>
              <Text x={52} y={y + 37} size="small" muted>
                {row.edge ? t.edge : t.device}
              </Text>
              <Pill t={t} state={row.state} cx={274} y={y + 10} />
            </g>
          );
        })}
        {/* Live chart */}
        <rect x="24" y={chart} width="312" height="176" rx="10" className={palette.panel} />
        <Text x={40} y={chart + 26} size="small">
          {t.live}
        </Text>
        <path d={`M40,${Y(150)} L40,${Y(310)} L320,${Y(310)}`} className={palette.line} />
        <path d={`M40,${Y(186)} L320,${Y(186)}`} className={`${palette.lineWarm} ${palette.dashed}`} />
        <Text x={46} y={Y(186) - 8} size="small" muted>
          {t.limit}
        </Text>
        <path d={seriesPath(X, Y)} className={palette.lineAccent} />
        <circle cx={X(904)} cy={Y(200)} r="6" className={palette.fillAccent} />
        {/* Pending SnapLink approval */}
        <rect x="24" y={link} width="312" height="196" rx="12" className={palette.soft} />
        <Text x={40} y={link + 32}>
          {t.pending}
        </Text>
        {['edge-plant-02', t.fingerprint].map((line, i) => (
          <text key={line} x="40" y={link + 62 + i * 26} className={mono()}>
            {line}
          </text>
        ))}
        <Text x={40} y={link + 114} size="small" muted>
          {t.source}
        </Text>
        <Box x={68} y={link + 134} w={120} h={44} label={t.reject} compact />
        <Box x={200} y={link + 134} w={120} h={44} tone="accent" label={t.approve} compact />
      </>
    ),
  };
}
