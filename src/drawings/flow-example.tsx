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
  type Tone,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  heading: string;
  trigger: string;
  condition: string;
  actions: string;
  newData: string;
  scope: string;
  held: string;
  email: string;
  template: string;
  command: string;
  commandSub: string;
  engine: string;
  saved: string;
  fires: string;
  results: readonly string[];
  snapshot: string;
  quiet: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Worked example: boiler over-temperature',
    desc: 'A flow for heating boilers. A new-data trigger on the boilers labelled line = heating leads to a condition, flow temperature above 85 °C held for 60 seconds, which forks into two actions: email the installer and send the set_setpoint command to the boiler that fired. Below, the same flow saved as one rule in the cloud rules engine, and what happens when it fires: the email goes out, the command reaches the boiler, an event with a snapshot of the latest values is recorded, and the rule stays quiet during its cooldown.',
    heading: 'Boiler over-temperature',
    trigger: 'Trigger',
    condition: 'Condition',
    actions: 'Actions',
    newData: 'New data',
    scope: 'label line = heating',
    held: 'held for 60 seconds',
    email: 'Email the installer',
    template: 'template tpl-boiler-alarm',
    command: 'Command set_setpoint',
    commandSub: 'flow_temp 70 °C on the boiler that fired',
    engine: 'cloud rules engine',
    saved: 'Saved as one rule',
    fires: 'When it fires',
    results: ['Email sent to the installer', 'set_setpoint sent to boiler-0042', 'Event recorded, with a snapshot'],
    snapshot: "of the boiler's latest values",
    quiet: 'Then quiet until the cooldown ends',
  },
  it: {
    title: 'Esempio: sovratemperatura della caldaia',
    desc: "Un flusso per le caldaie. Un attivatore sui nuovi dati delle caldaie con etichetta line = heating porta a una condizione, temperatura di mandata sopra 85 °C per 60 secondi, che si divide in due azioni: un'email all'installatore e il comando set_setpoint alla caldaia che ha fatto scattare la regola. Sotto, lo stesso flusso salvato come una regola del motore di regole cloud, e cosa succede quando scatta: parte l'email, il comando arriva alla caldaia, viene registrato un evento con lo snapshot degli ultimi valori e la regola resta in pausa per il tempo stabilito.",
    heading: 'Sovratemperatura della caldaia',
    trigger: 'Attivatore',
    condition: 'Condizione',
    actions: 'Azioni',
    newData: 'Nuovi dati',
    scope: 'etichetta line = heating',
    held: 'per 60 secondi di fila',
    email: "Email all'installatore",
    template: 'modello tpl-boiler-alarm',
    command: 'Comando set_setpoint',
    commandSub: 'flow_temp 70 °C sulla caldaia in allarme',
    engine: 'motore di regole cloud',
    saved: 'Salvato come una regola',
    fires: 'Quando scatta',
    results: [
      "Email inviata all'installatore",
      'set_setpoint inviato a boiler-0042',
      'Evento registrato, con lo snapshot',
    ],
    snapshot: 'degli ultimi valori della caldaia',
    quiet: 'Poi resta in pausa per il tempo fissato',
  },
};

/** The rule the flow is saved as: field names and values of the Rules engine API, the same in every language. */
const rule = [
  'id: rule-boiler-overheat',
  'scope: labels line=heating',
  'match: all',
  'conditions: threshold flow_temp gt 85, 60 s',
  'actions: notify (email), command',
  'cooldownSeconds: 900',
];

/** The boiler over-temperature flow, the rule it is saved as, and what happens when it fires. */
export default function FlowExample(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={44} size="heading">
        {t.heading}
      </Text>
      {/* The flow, left to right */}
      <Text x={24} y={108} size="small" muted>
        {t.trigger}
      </Text>
      <Text x={280} y={108} size="small" muted>
        {t.condition}
      </Text>
      <Text x={600} y={62} size="small" muted>
        {t.actions}
      </Text>
      <Box x={24} y={120} w={212} h={80} tone="accent" label={t.newData} sub={t.scope} />
      <Box x={280} y={120} w={232} h={80} tone="soft" label="flow_temp > 85 °C" sub={t.held} />
      <Box x={600} y={72} w={336} h={72} tone="ok" label={t.email} sub={t.template} />
      <Box x={600} y={176} w={336} h={72} tone="ok" label={t.command} sub={t.commandSub} />
      <Arrow
        points={[
          [236, 160],
          [280, 160],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [512, 160],
          [556, 160],
          [556, 108],
          [600, 108],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [512, 160],
          [556, 160],
          [556, 212],
          [600, 212],
        ]}
        tone="accent"
      />
      {/* Saved as a rule */}
      <Arrow
        points={[
          [396, 200],
          [396, 300],
        ]}
        dashed
      />
      <Text x={408} y={256} size="small" muted>
        {t.engine}
      </Text>
      <rect x="24" y="300" width="488" height="216" rx="12" className={palette.panel} />
      <Text x={44} y={332}>
        {t.saved}
      </Text>
      {rule.map((line, i) => (
        <text key={line} x="44" y={364 + i * 26} className={`${palette.mono} ${palette.text}`}>
          {line}
        </text>
      ))}
      {/* When it fires */}
      <Arrow
        points={[
          [512, 408],
          [552, 408],
        ]}
        tone="warm"
      />
      <rect x="552" y="300" width="384" height="216" rx="12" className={palette.soft} />
      <Text x={572} y={332}>
        {t.fires}
      </Text>
      {t.results.map((line, i) => (
        <g key={line}>
          <circle cx="580" cy={363 + i * 32} r="6" className={palette.ok} />
          <Text x={596} y={368 + i * 32} size="small">
            {line}
          </Text>
        </g>
      ))}
      <Text x={596} y={458} size="small">
        {t.snapshot}
      </Text>
      <Text x={572} y={496} size="small" muted>
        {t.quiet}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: the flow runs down (trigger, condition, then a branch to each action), the dashed link down to the rule it
 * is saved as, and what happens when it fires at the bottom. Long lines wrap.
 */
function portrait(t: Labels): NarrowLayout {
  const out: ReactNode[] = [];
  const heading = wrap(t.heading, 24);
  let y = 44 + (heading.length - 1) * 27;
  // A flow node: its kind above it (if any), a bold label and its wrapped second line; returns its top and height.
  const node = (kind: string, x: number, tone: Tone, label: string, sub: string) => {
    const lines = wrap(sub, Math.floor((334 - x) / 8.6));
    const top = y + (kind ? 44 : 12);
    const h = 48 + lines.length * 20;
    const on = tone === 'accent' ? palette.textOnAccent : palette.text;
    out.push(
      <g key={label}>
        {kind && (
          <Text x={x} y={top - 10} size="small" muted>
            {kind}
          </Text>
        )}
        <Box x={x} y={top} w={344 - x} h={h} tone={tone} />
        <text x={(344 + x) / 2} y={top + 28} textAnchor="middle" className={`${palette.label} ${on}`}>
          {label}
        </text>
        {lines.map((line, i) => (
          <text
            key={line}
            x={(344 + x) / 2}
            y={top + 50 + i * 20}
            textAnchor="middle"
            className={`${palette.small} ${tone === 'accent' ? on : palette.muted}`}>
            {line}
          </text>
        ))}
      </g>,
    );
    y = top + h;
    return [top, h];
  };
  node(t.trigger, 16, 'accent', t.newData, t.scope);
  out.push(
    <Arrow
      key="a1"
      points={[
        [180, y],
        [180, y + 44],
      ]}
      tone="accent"
    />,
  );
  node(t.condition, 16, 'soft', 'flow_temp > 85 °C', t.held);
  const fork = y;
  const [email, emailH] = node(t.actions, 60, 'ok', t.email, t.template);
  const [command, commandH] = node('', 60, 'ok', t.command, t.commandSub);
  out.push(
    ...[email + emailH / 2, command + commandH / 2].map((mid) => (
      <Arrow
        key={mid}
        points={[
          [36, fork],
          [36, mid],
          [60, mid],
        ]}
        tone="accent"
      />
    )),
    <Arrow
      key="a2"
      points={[
        [100, y],
        [100, y + 56],
      ]}
      dashed
    />,
    <Text key="e" x={112} y={y + 34} size="small" muted>
      {t.engine}
    </Text>,
  );
  // The rule, its long lines wrapped and indented.
  const ruleLines = rule.flatMap((line) => wrap(line, 33).map((part, i) => [part, i ? 50 : 32] as const));
  const ruleTop = y + 56;
  const ruleEnd = ruleTop + 52 + ruleLines.length * 26;
  const results = t.results.flatMap((line, i) =>
    wrap(i === 2 ? `${line} ${t.snapshot}` : line, 33).map((part, j) => [part, j === 0] as const),
  );
  const quiet = wrap(t.quiet, 38);
  const fires = ruleEnd + 40;
  const firesEnd = fires + 58 + results.length * 24 + quiet.length * 20;
  return {
    height: firesEnd + 12,
    content: (
      <>
        <Paragraph x={16} y={36} lines={heading} size="heading" />
        {out}
        <rect x="16" y={ruleTop} width="328" height={ruleEnd - ruleTop} rx="12" className={palette.panel} />
        <Text x={32} y={ruleTop + 32}>
          {t.saved}
        </Text>
        {ruleLines.map(([line, x], i) => (
          <text key={line} x={x} y={ruleTop + 64 + i * 26} className={`${palette.mono} ${palette.text}`}>
            {line}
          </text>
        ))}
        <Arrow
          points={[
            [180, ruleEnd],
            [180, fires],
          ]}
          tone="warm"
        />
        <rect x="16" y={fires} width="328" height={firesEnd - fires} rx="12" className={palette.soft} />
        <Text x={32} y={fires + 32}>
          {t.fires}
        </Text>
        {results.map(([line, first], i) => (
          <g key={line}>
            {first && <circle cx="40" cy={fires + 59 + i * 24} r="6" className={palette.ok} />}
            <Text x={56} y={fires + 64 + i * 24} size="small">
              {line}
            </Text>
          </g>
        ))}
        <Paragraph x={32} y={fires + 70 + results.length * 24} lines={quiet} size="small" muted />
      </>
    ),
  };
}
