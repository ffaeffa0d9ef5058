import React, {type ReactNode} from 'react';
import {Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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

/** A drawn mock-up of Fulcro Control: sidebar, fleet table with states, a live chart and a pending SnapLink approval. */
export default function ControlFleet(): ReactNode {
  const t = useLabels(labels);
  // Live chart: plot area 644..912 × 150..310, a wavy series that touches the limit line once.
  const series = [
    [644, 262], [670, 256], [696, 250], [722, 258], [748, 240], [774, 226], [800, 232],
    [826, 210], [852, 196], [878, 186], [904, 200],
  ];
  const seriesPath = series.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ');
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* Window and title bar */}
      <rect x="16" y="16" width="928" height="508" rx="14" className={palette.panel} />
      <path d="M16,60 L944,60" className={palette.line} />
      <path d="M196,60 L196,524" className={palette.line} />
      <circle cx="38" cy="38" r="6" className={palette.soft} />
      <circle cx="58" cy="38" r="6" className={palette.soft} />
      <circle cx="78" cy="38" r="6" className={palette.soft} />
      <text x="104" y="43" className={`${palette.mono} ${palette.muted}`}>
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
            <text x="258" y={y + 17} className={`${palette.mono} ${palette.text}`}>
              {row.id}
            </text>
            <Text x={396} y={y + 17} size="small">
              {row.edge ? t.edge : t.device}
            </Text>
            <rect x="496" y={y} width="104" height="24" rx="12" className={pill[row.state].shape} />
            <text x="548" y={y + 17} textAnchor="middle" className={`${palette.small} ${pill[row.state].text}`}>
              {t.states[row.state]}
            </text>
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
      <path d={seriesPath} className={palette.lineAccent} />
      <circle cx="904" cy="200" r="6" className={palette.fillAccent} />
      {/* Pending SnapLink approval */}
      <rect x="228" y="348" width="700" height="160" rx="12" className={palette.soft} />
      <Text x={248} y={384}>
        {t.pending}
      </Text>
      <text x="248" y="416" className={`${palette.mono} ${palette.text}`}>
        edge-plant-02
      </text>
      <text x="248" y="444" className={`${palette.mono} ${palette.text}`}>
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
