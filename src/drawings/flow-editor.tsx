import React, {type ReactNode} from 'react';
import {Box, DrawingSvg, Text, palette, useLabels, type Localized, type Tone} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  flowName: string;
  enabled: string;
  save: string;
  nodes: string;
  triggers: string;
  conditions: string;
  actions: string;
  chips: {
    newData: string;
    event: string;
    threshold: string;
    noData: string;
    notify: string;
    command: string;
    webhook: string;
  };
  n1: [string, string];
  n2: [string, string];
  n3: [string, string];
  n4: [string, string];
  n5: [string, string];
  n6: [string, string];
};

const labels: Localized<Labels> = {
  en: {
    title: 'The flow editor of Fulcro Control',
    desc: 'A drawn mock-up of the flow editor. On the left, a palette of nodes grouped as triggers, conditions and actions. On the canvas, a flow for pool controllers: a new-data trigger is wired to two conditions, pH above 7.8 and no data for 15 minutes; the first leads to a push notification to the pool owner and a webhook to the service desk, the second to an email to the installer. Each node has an input port on the left and an output port on the right, joined by curved wires.',
    flowName: 'Pool water quality',
    enabled: 'Enabled',
    save: 'Save',
    nodes: 'Nodes',
    triggers: 'Triggers',
    conditions: 'Conditions',
    actions: 'Actions',
    chips: {
      newData: 'New data',
      event: 'Event',
      threshold: 'Threshold',
      noData: 'No data',
      notify: 'Notification',
      command: 'Command',
      webhook: 'Webhook',
    },
    n1: ['New data', 'pool controllers'],
    n2: ['Threshold', 'pH above 7.8'],
    n3: ['No data', 'for 15 minutes'],
    n4: ['Push notification', 'pool owner'],
    n5: ['Webhook', 'service desk'],
    n6: ['Email', 'installer'],
  },
  it: {
    title: "L'editor di flussi di Fulcro Control",
    desc: "Un bozzetto dell'editor di flussi. A sinistra, una tavolozza di nodi divisi in attivatori, condizioni e azioni. Sulla tela, un flusso per i controller delle piscine: un attivatore sui nuovi dati è collegato a due condizioni, pH sopra 7,8 e nessun dato da 15 minuti; la prima porta a una notifica push al proprietario e a un webhook verso l'assistenza, la seconda a un'email all'installatore. Ogni nodo ha una porta d'ingresso a sinistra e una d'uscita a destra, unite da collegamenti curvi.",
    flowName: 'Qualità acqua piscina',
    enabled: 'Attivo',
    save: 'Salva',
    nodes: 'Nodi',
    triggers: 'Attivatori',
    conditions: 'Condizioni',
    actions: 'Azioni',
    chips: {
      newData: 'Nuovi dati',
      event: 'Evento',
      threshold: 'Soglia',
      noData: 'Dati assenti',
      notify: 'Notifica',
      command: 'Comando',
      webhook: 'Webhook',
    },
    n1: ['Nuovi dati', 'controller piscina'],
    n2: ['Soglia', 'pH sopra 7,8'],
    n3: ['Dati assenti', 'da 15 minuti'],
    n4: ['Notifica push', 'proprietario'],
    n5: ['Webhook', 'assistenza'],
    n6: ['Email', 'installatore'],
  },
};

type Node = {x: number; y: number; w: number; tone: Tone; text: [string, string]};

const nodeHeight = 72;

/** A curved wire from an output port to an input port. */
function wire(from: readonly [number, number], to: readonly [number, number]): string {
  const bend = (to[0] - from[0]) / 2;
  return `M${from[0]},${from[1]} C${from[0] + bend},${from[1]} ${to[0] - bend},${to[1]} ${to[0]},${to[1]}`;
}

/** A drawn mock-up of the flow editor: node palette, canvas, six nodes with ports and curved wires. */
export default function FlowEditor(): ReactNode {
  const t = useLabels(labels);
  const groups: [string, Tone, string[]][] = [
    [t.triggers, 'accent', [t.chips.newData, t.chips.event]],
    [t.conditions, 'soft', [t.chips.threshold, t.chips.noData]],
    [t.actions, 'ok', [t.chips.notify, t.chips.command, t.chips.webhook]],
  ];
  const nodes: Node[] = [
    {x: 236, y: 248, w: 176, tone: 'accent', text: t.n1},
    {x: 476, y: 150, w: 184, tone: 'soft', text: t.n2},
    {x: 476, y: 350, w: 184, tone: 'soft', text: t.n3},
    {x: 724, y: 96, w: 196, tone: 'ok', text: t.n4},
    {x: 724, y: 236, w: 196, tone: 'ok', text: t.n5},
    {x: 724, y: 400, w: 196, tone: 'ok', text: t.n6},
  ];
  const input = (n: Node) => [n.x, n.y + nodeHeight / 2] as const;
  const output = (n: Node) => [n.x + n.w, n.y + nodeHeight / 2] as const;
  const wires: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 5],
  ];
  // Dotted grid of the canvas.
  const dots: [number, number][] = [];
  for (let x = 224; x <= 920; x += 40) for (let gy = 84; gy <= 500; gy += 40) dots.push([x, gy]);
  // Palette chips, laid out group by group.
  let y = 104;
  const palettePieces: ReactNode[] = [];
  for (const [group, tone, chips] of groups) {
    y += 12;
    palettePieces.push(
      <Text key={group} x={32} y={y} size="small" muted>
        {group}
      </Text>,
    );
    y += 12;
    for (const chip of chips) {
      palettePieces.push(<Box key={chip} x={32} y={y} w={152} h={32} radius={8} tone={tone} label={chip} compact />);
      y += 40;
    }
    y += 14;
  }
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* Window and toolbar */}
      <rect x="16" y="16" width="928" height="508" rx="14" className={palette.panel} />
      <path d="M16,64 L944,64" className={palette.line} />
      <path d="M200,64 L200,524" className={palette.line} />
      <Text x={36} y={47}>
        {t.flowName}
      </Text>
      <Box x={700} y={26} w={112} h={28} radius={14} tone="ok" label={t.enabled} compact />
      <Box x={824} y={26} w={100} h={28} radius={8} tone="accent" label={t.save} compact />
      {/* Node palette */}
      <Text x={32} y={88} size="heading">
        {t.nodes}
      </Text>
      {palettePieces}
      {/* Canvas */}
      {dots.map(([dx, dy]) => (
        <circle key={`${dx}-${dy}`} cx={dx} cy={dy} r="1.5" className={palette.muted} />
      ))}
      {wires.map(([from, to]) => (
        <path key={`${from}-${to}`} d={wire(output(nodes[from]), input(nodes[to]))} className={palette.lineAccent} />
      ))}
      {nodes.map((node) => (
        <g key={node.text[0] + node.text[1]}>
          <Box x={node.x} y={node.y} w={node.w} h={nodeHeight} tone={node.tone} label={node.text[0]} sub={node.text[1]} />
          {node.tone !== 'accent' && <circle cx={node.x} cy={node.y + nodeHeight / 2} r="6" className={palette.panel} />}
          {node.tone !== 'ok' && (
            <circle
              cx={node.x + node.w}
              cy={node.y + nodeHeight / 2}
              r="6"
              className={node.tone === 'accent' ? palette.panel : palette.fillAccent}
            />
          )}
        </g>
      ))}
    </DrawingSvg>
  );
}
