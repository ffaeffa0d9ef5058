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
  matchAll: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'The flow editor of Fulcro Control',
    desc: 'A drawn mock-up of the flow editor. On the left, a palette of nodes grouped as triggers, conditions and actions. On the canvas, one flow for pool controllers: a new-data trigger is wired to a group of two conditions that must both hold, pH above 7.8 for 30 minutes and pump power above 0 W; the group is wired to three actions that all run when the flow fires: a push notification to the pool owner, a webhook to the service desk and an email to the installer. Ports on the left and right of the nodes are joined by curved wires.',
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
    n2: ['Threshold', 'pH above 7.8 for 30 min'],
    n3: ['Threshold', 'pump power above 0 W'],
    n4: ['Push notification', 'pool owner'],
    n5: ['Webhook', 'service desk'],
    n6: ['Email', 'installer'],
    matchAll: 'All must hold',
  },
  it: {
    title: "L'editor di flussi di Fulcro Control",
    desc: "Un bozzetto dell'editor di flussi. A sinistra, una tavolozza di nodi divisi in attivatori, condizioni e azioni. Sulla tela, un solo flusso per i controller delle piscine: un attivatore sui nuovi dati è collegato a un gruppo di due condizioni che devono valere entrambe, pH sopra 7,8 per 30 minuti e potenza della pompa sopra 0 W; il gruppo è collegato a tre azioni che partono tutte quando il flusso scatta: una notifica push al proprietario, un webhook verso l'assistenza e un'email all'installatore. Le porte a sinistra e a destra dei nodi sono unite da collegamenti curvi.",
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
    n2: ['Soglia', 'pH sopra 7,8 per 30 min'],
    n3: ['Soglia', 'potenza pompa sopra 0 W'],
    n4: ['Notifica push', 'proprietario'],
    n5: ['Webhook', 'assistenza'],
    n6: ['Email', 'installatore'],
    matchAll: 'Devono valere tutte',
  },
};

type Node = {x: number; y: number; w: number; tone: Tone; text: [string, string]};

const nodeHeight = 72;

/** A curved wire from an output port to an input port. */
function wire(from: readonly [number, number], to: readonly [number, number]): string {
  const bend = (to[0] - from[0]) / 2;
  return `M${from[0]},${from[1]} C${from[0] + bend},${from[1]} ${to[0] - bend},${to[1]} ${to[0]},${to[1]}`;
}

/** The group that holds a rule's conditions: one input port, one output port, one match setting. */
const conditionGroup = {x: 420, y: 160, w: 240, h: 248} as const;

/**
 * A drawn mock-up of the flow editor: node palette and canvas with one flow, as one rule is: a trigger, a group of
 * conditions that must all hold, and the actions that all run when it fires, with ports and curved wires.
 */
export default function FlowEditor(): ReactNode {
  const t = useLabels(labels);
  const groups: [string, Tone, string[]][] = [
    [t.triggers, 'accent', [t.chips.newData, t.chips.event]],
    [t.conditions, 'soft', [t.chips.threshold, t.chips.noData]],
    [t.actions, 'ok', [t.chips.notify, t.chips.command, t.chips.webhook]],
  ];
  const trigger: Node = {x: 228, y: 248, w: 160, tone: 'accent', text: t.n1};
  const conditions: Node[] = [
    {x: 436, y: 204, w: 208, tone: 'soft', text: t.n2},
    {x: 436, y: 316, w: 208, tone: 'soft', text: t.n3},
  ];
  const actions: Node[] = [
    {x: 724, y: 126, w: 196, tone: 'ok', text: t.n4},
    {x: 724, y: 248, w: 196, tone: 'ok', text: t.n5},
    {x: 724, y: 370, w: 196, tone: 'ok', text: t.n6},
  ];
  const groupIn = [conditionGroup.x, conditionGroup.y + conditionGroup.h / 2] as const;
  const groupOut = [conditionGroup.x + conditionGroup.w, conditionGroup.y + conditionGroup.h / 2] as const;
  const wires: string[] = [
    wire([trigger.x + trigger.w, trigger.y + nodeHeight / 2], groupIn),
    ...actions.map((node) => wire(groupOut, [node.x, node.y + nodeHeight / 2])),
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
      {wires.map((d) => (
        <path key={d} d={d} className={palette.lineAccent} />
      ))}
      <Box x={trigger.x} y={trigger.y} w={trigger.w} h={nodeHeight} tone="accent" label={trigger.text[0]} sub={trigger.text[1]} />
      <circle cx={trigger.x + trigger.w} cy={trigger.y + nodeHeight / 2} r="6" className={palette.panel} />
      <Box x={conditionGroup.x} y={conditionGroup.y} w={conditionGroup.w} h={conditionGroup.h} radius={14} dashed />
      <Text x={conditionGroup.x + conditionGroup.w / 2} y={conditionGroup.y + 26} anchor="middle" size="small" muted>
        {t.matchAll}
      </Text>
      {conditions.map((node) => (
        <Box key={node.text[1]} x={node.x} y={node.y} w={node.w} h={nodeHeight} tone="soft" label={node.text[0]} sub={node.text[1]} />
      ))}
      <circle cx={groupIn[0]} cy={groupIn[1]} r="6" className={palette.panel} />
      <circle cx={groupOut[0]} cy={groupOut[1]} r="6" className={palette.fillAccent} />
      {actions.map((node) => (
        <g key={node.text[0]}>
          <Box x={node.x} y={node.y} w={node.w} h={nodeHeight} tone="ok" label={node.text[0]} sub={node.text[1]} />
          <circle cx={node.x} cy={node.y + nodeHeight / 2} r="6" className={palette.panel} />
        </g>
      ))}
    </DrawingSvg>
  );
}
