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

/** Palette chips, group by group, in a column from (x, y); returns the pieces and the y where the column ends. */
function chipColumn(
  groups: readonly [string, Tone, string[]][],
  x: number,
  y: number,
  w: number,
): [ReactNode[], number] {
  const pieces: ReactNode[] = [];
  for (const [group, tone, chips] of groups) {
    y += 12;
    pieces.push(
      <Text key={group} x={x} y={y} size="small" muted>
        {group}
      </Text>,
    );
    y += 12;
    for (const chip of chips) {
      pieces.push(<Box key={chip} x={x} y={y} w={w} h={32} radius={8} tone={tone} label={chip} compact />);
      y += 40;
    }
    y += 14;
  }
  return [pieces, y];
}

/** A node of the flow with its two lines of text. */
const flowNode = (node: Node, h = nodeHeight) => (
  <Box
    key={node.text.join()}
    x={node.x}
    y={node.y}
    w={node.w}
    h={h}
    tone={node.tone}
    label={node.text[0]}
    sub={node.text[1]}
  />
);

const port = (x: number, y: number, filled = false) => (
  <circle cx={x} cy={y} r="6" className={filled ? palette.fillAccent : palette.panel} />
);

function paletteGroups(t: Labels): [string, Tone, string[]][] {
  return [
    [t.triggers, 'accent', [t.chips.newData, t.chips.event]],
    [t.conditions, 'soft', [t.chips.threshold, t.chips.noData]],
    [t.actions, 'ok', [t.chips.notify, t.chips.command, t.chips.webhook]],
  ];
}

/** The window and its toolbar: the flow's name, then its switch and save button at (bx, by). */
function Toolbar({
  t,
  w,
  h,
  line,
  bx,
  by,
  children,
}: {
  t: Labels;
  w: number;
  h: number;
  line: number;
  bx: number;
  by: number;
  children?: ReactNode;
}): ReactNode {
  return (
    <>
      <rect x="16" y="16" width={w} height={h} rx="14" className={palette.panel} />
      <path d={`M16,${line} L${16 + w},${line}`} className={palette.line} />
      {children}
      <Text x={36} y={47}>
        {t.flowName}
      </Text>
      <Box x={bx} y={by} w={112} h={28} radius={14} tone="ok" label={t.enabled} compact />
      <Box x={bx + 124} y={by} w={100} h={28} radius={8} tone="accent" label={t.save} compact />
    </>
  );
}

/** The dotted grid of the canvas. */
function Dots({x1, x2, y1, y2}: {x1: number; x2: number; y1: number; y2: number}): ReactNode {
  const dots: [number, number][] = [];
  for (let x = x1; x <= x2; x += 40) for (let y = y1; y <= y2; y += 40) dots.push([x, y]);
  return dots.map(([dx, dy]) => <circle key={`${dx}-${dy}`} cx={dx} cy={dy} r="1.5" className={palette.muted} />);
}

/**
 * A drawn mock-up of the flow editor: node palette and canvas with one flow, as one rule is: a trigger, a group of
 * conditions that must all hold, and the actions that all run when it fires, with ports and curved wires.
 */
export default function FlowEditor(): ReactNode {
  const t = useLabels(labels);
  const trigger: Node = {x: 228, y: 248, w: 160, tone: 'accent', text: t.n1};
  const conditions: Node[] = [
    {x: 436, y: 204, w: 208, tone: 'soft', text: t.n2},
    {x: 436, y: 316, w: 208, tone: 'soft', text: t.n3},
  ];
  const actions: Node[] = [t.n4, t.n5, t.n6].map((text, i) => ({x: 724, y: 126 + i * 122, w: 196, tone: 'ok', text}));
  const groupIn = [conditionGroup.x, conditionGroup.y + conditionGroup.h / 2] as const;
  const groupOut = [conditionGroup.x + conditionGroup.w, conditionGroup.y + conditionGroup.h / 2] as const;
  const wires: string[] = [
    wire([trigger.x + trigger.w, trigger.y + nodeHeight / 2], groupIn),
    ...actions.map((node) => wire(groupOut, [node.x, node.y + nodeHeight / 2])),
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Window and toolbar */}
      <Toolbar t={t} w={928} h={508} line={64} bx={700} by={26}>
        <path d="M200,64 L200,524" className={palette.line} />
      </Toolbar>
      {/* Node palette */}
      <Text x={32} y={88} size="heading">
        {t.nodes}
      </Text>
      {chipColumn(paletteGroups(t), 32, 104, 152)[0]}
      {/* Canvas */}
      <Dots x1={224} x2={920} y1={84} y2={500} />
      {wires.map((d) => (
        <path key={d} d={d} className={palette.lineAccent} />
      ))}
      {flowNode(trigger)}
      {port(trigger.x + trigger.w, trigger.y + nodeHeight / 2)}
      <Box x={conditionGroup.x} y={conditionGroup.y} w={conditionGroup.w} h={conditionGroup.h} radius={14} dashed />
      <Text x={conditionGroup.x + conditionGroup.w / 2} y={conditionGroup.y + 26} anchor="middle" size="small" muted>
        {t.matchAll}
      </Text>
      {conditions.map((node) => flowNode(node))}
      {port(...groupIn)}
      {port(...groupOut, true)}
      {actions.map((node) => (
        <g key={node.text[0]}>
          {flowNode(node)}
          {port(node.x, node.y + nodeHeight / 2)}
        </g>
      ))}
    </DrawingSvg>
  );
}

/**
 * Portrait: the toolbar on two rows, the palette in two columns, then the flow runs down the canvas: trigger, the
 * group of conditions, and a wire that branches to the three actions.
 */
function portrait(t: Labels): NarrowLayout {
  const h = 64;
  const groups = paletteGroups(t);
  const [left, leftEnd] = chipColumn(groups.slice(0, 2), 28, 146, 144);
  const [right] = chipColumn(groups.slice(2), 192, 146, 144);
  const canvasTop = leftEnd + 4;
  const trigger: Node = {x: 80, y: canvasTop + 28, w: 200, tone: 'accent', text: t.n1};
  const group = {y: trigger.y + h + 36, h: 36 + 2 * h + 12 + 16};
  const conditions: Node[] = [t.n2, t.n3].map((text, i) => ({
    x: 48,
    y: group.y + 36 + i * (h + 12),
    w: 264,
    tone: 'soft',
    text,
  }));
  const actions: Node[] = [t.n4, t.n5, t.n6].map((text, i) => ({
    x: 96,
    y: group.y + group.h + 32 + i * (h + 16),
    w: 228,
    tone: 'ok',
    text,
  }));
  const end = actions[2].y + h + 24;
  return {
    height: end + 16,
    content: (
      <>
        <g transform="translate(-4,-4)">
          <Toolbar t={t} w={336} h={end - 12} line={104} bx={36} by={64} />
        </g>
        <Text x={28} y={128} size="heading">
          {t.nodes}
        </Text>
        {left}
        {right}
        <path d={`M12,${canvasTop} L348,${canvasTop}`} className={palette.line} />
        <Dots x1={40} x2={320} y1={canvasTop + 20} y2={end - 10} />
        <path d={`M180,${trigger.y + h} L180,${group.y}`} className={palette.lineAccent} />
        {actions.map((node) => (
          <path
            key={node.y}
            d={`M60,${group.y + group.h} L60,${node.y + h / 2 - 24} Q60,${node.y + h / 2} 84,${node.y + h / 2} L96,${node.y + h / 2}`}
            className={palette.lineAccent}
          />
        ))}
        {flowNode(trigger, h)}
        {port(180, trigger.y + h)}
        <Box x={24} y={group.y} w={312} h={group.h} radius={14} dashed />
        <Text x={180} y={group.y + 26} anchor="middle" size="small" muted>
          {t.matchAll}
        </Text>
        {conditions.map((node) => flowNode(node, h))}
        {port(180, group.y)}
        {port(60, group.y + group.h, true)}
        {actions.map((node) => (
          <g key={node.text[0]}>
            {flowNode(node, h)}
            {port(node.x, node.y + h / 2)}
          </g>
        ))}
      </>
    ),
  };
}
