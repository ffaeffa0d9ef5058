import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  event: string;
  eventVia: string;
  time: readonly string[];
  conditions: string;
  threshold: string;
  thresholdSub: string;
  scope: string;
  cooldown: string;
  fires: string;
  actions: string;
  notify: string;
  notifySub: string;
  command: string;
  commandSub: string;
  webhook: string;
  webhookSub: string;
  stored: string;
  eventRecord: string;
  outcome: string;
  snapshot: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'How a rule runs',
    desc: 'A message from boiler-0042 reports a flow temperature of 85.6, and the passing of time can trigger a rule too. The rule checks its conditions: the flow temperature above 85 °C for 60 seconds, for the things in its scope, with a cooldown. When they hold, the rule fires three actions: an email notification, a command back to the boiler and a webhook. Fulcro stores an event with the outcome of each action and an event snapshot of the boiler\'s latest values as SenML.',
    event: 'Event',
    eventVia: 'MQTT · HTTP',
    time: ['or time passing', '(missing data)'],
    conditions: 'Conditions',
    threshold: 'flow_temp > 85 °C',
    thresholdSub: 'for 60 s',
    scope: 'scope: line = heating',
    cooldown: 'cooldown 900 s',
    fires: 'fires',
    actions: 'Actions',
    notify: 'Notify · email',
    notifySub: 'template tpl-boiler-alarm',
    command: 'Command · set_setpoint',
    commandSub: 'to the thing that fired',
    webhook: 'Webhook',
    webhookSub: 'JSON to your ticketing system',
    stored: 'Stored when the rule fires',
    eventRecord: 'rule-boiler-overheat',
    outcome: 'outcome of each action',
    snapshot: 'Event snapshot (SenML)',
  },
  it: {
    title: 'Come viene eseguita una regola',
    desc: 'Un messaggio di boiler-0042 riporta una temperatura di mandata di 85,6, e anche il passare del tempo può attivare una regola. La regola verifica le sue condizioni: temperatura di mandata sopra 85 °C per 60 secondi, per i dispositivi nel suo ambito, con un tempo di attesa tra due attivazioni. Quando sono vere, la regola esegue tre azioni: una notifica email, un comando alla caldaia e un webhook. Fulcro salva un evento con l\'esito di ogni azione e uno snapshot dell\'evento con gli ultimi valori della caldaia in SenML.',
    event: 'Evento',
    eventVia: 'MQTT · HTTP',
    time: ['o il tempo che passa', '(dati mancanti)'],
    conditions: 'Condizioni',
    threshold: 'flow_temp > 85 °C',
    thresholdSub: 'per 60 s',
    scope: 'ambito: line = heating',
    cooldown: 'attesa minima 900 s',
    fires: 'scatta',
    actions: 'Azioni',
    notify: 'Notifica · email',
    notifySub: 'modello tpl-boiler-alarm',
    command: 'Comando · set_setpoint',
    commandSub: 'al dispositivo che l\'ha attivata',
    webhook: 'Webhook',
    webhookSub: 'JSON al tuo sistema di ticketing',
    stored: 'Salvato quando la regola scatta',
    eventRecord: 'rule-boiler-overheat',
    outcome: 'esito di ogni azione',
    snapshot: 'Snapshot dell\'evento (SenML)',
  },
};

const mono = `${palette.mono} ${palette.text}`;

/** A message enters a rule, passes its conditions, fires three actions, and an event with its snapshot is stored. */
export default function RulesPipeline(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc}>

      {/* The triggering message */}
      <rect x="24" y="110" width="180" height="160" rx="12" className={palette.warm} />
      <text x="114" y="142" textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.event}
      </text>
      <text x="114" y="174" textAnchor="middle" className={`${palette.mono} ${palette.textOnWarm}`}>
        boiler-0042
      </text>
      <text x="114" y="200" textAnchor="middle" className={`${palette.mono} ${palette.textOnWarm}`}>
        flow_temp 85.6
      </text>
      <text x="114" y="244" textAnchor="middle" className={`${palette.small} ${palette.textOnWarm}`}>
        {t.eventVia}
      </text>
      <Arrow points={[[204, 190], [244, 190]]} tone="warm" />

      {/* Time passing, for missing-data conditions */}
      <circle cx="114" cy="420" r="34" className={palette.panel} />
      <path d="M114,420 L114,398 M114,420 L130,430" className={palette.line} />
      <Arrow points={[[114, 386], [114, 270]]} dashed />
      {t.time.map((line, i) => (
        <Text key={line} x={114} y={480 + i * 20} anchor="middle" size="small" muted>
          {line}
        </Text>
      ))}

      {/* Conditions */}
      <rect x="244" y="70" width="240" height="240" rx="14" className={palette.panel} />
      <Text x={260} y={98}>
        {t.conditions}
      </Text>
      <text x="364" y="338" textAnchor="middle" className={`${palette.mono} ${palette.muted}`}>
        match: all
      </text>
      <Box x={258} y={112} w={212} h={62} tone="soft" label={t.threshold} sub={t.thresholdSub} compact />
      <Box x={258} y={184} w={212} h={48} tone="ghost" label={t.scope} compact />
      <Box x={258} y={242} w={212} h={48} tone="ghost" label={t.cooldown} compact />

      {/* The rule fires */}
      <Arrow points={[[484, 190], [544, 190]]} tone="accent" />
      <Text x={514} y={176} anchor="middle" size="small" muted>
        {t.fires}
      </Text>

      {/* Actions */}
      <rect x="544" y="70" width="392" height="240" rx="14" className={palette.panel} />
      <Text x={560} y={98}>
        {t.actions}
      </Text>
      <Box x={558} y={112} w={362} h={56} tone="accent" label={t.notify} sub={t.notifySub} compact />
      <Box x={558} y={178} w={362} h={56} label={t.command} sub={t.commandSub} compact />
      <Box x={558} y={244} w={362} h={56} label={t.webhook} sub={t.webhookSub} compact />

      {/* What is stored */}
      <Arrow points={[[514, 190], [514, 360]]} tone="warm" />
      <rect x="244" y="360" width="692" height="156" rx="14" className={palette.panel} />
      <Text x={260} y={390}>
        {t.stored}
      </Text>
      <rect x="260" y="404" width="320" height="96" rx="10" className={palette.soft} />
      <text x="276" y="430" className={mono}>
        evt_2Qx7Kd4Vn9Wr
      </text>
      <text x="276" y="456" className={mono}>
        {t.eventRecord}
      </text>
      <Text x={276} y={484} size="small" muted>
        {t.outcome}
      </Text>
      <rect x="600" y="404" width="320" height="96" rx="10" className={palette.ok} />
      <Text x={616} y={428} size="small" muted>
        {t.snapshot}
      </Text>
      <text x="616" y="456" className={mono}>
        flow_temp
      </text>
      <text x="904" y="456" textAnchor="end" className={mono}>
        85.6 Cel
      </text>
      <text x="616" y="482" className={mono}>
        pressure
      </text>
      <text x="904" y="482" textAnchor="end" className={mono}>
        171000 Pa
      </text>
    </DrawingSvg>
  );
}
