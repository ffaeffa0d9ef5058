import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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
    results: ["Email inviata all'installatore", 'set_setpoint inviato a boiler-0042', 'Evento registrato, con lo snapshot'],
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
    <DrawingSvg title={t.title} desc={t.desc}>
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
      <Arrow points={[[236, 160], [280, 160]]} tone="accent" />
      <Arrow points={[[512, 160], [556, 160], [556, 108], [600, 108]]} tone="accent" />
      <Arrow points={[[512, 160], [556, 160], [556, 212], [600, 212]]} tone="accent" />
      {/* Saved as a rule */}
      <Arrow points={[[396, 200], [396, 300]]} dashed />
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
      <Arrow points={[[512, 408], [552, 408]]} tone="warm" />
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
