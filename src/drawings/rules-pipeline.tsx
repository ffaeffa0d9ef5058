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
} from '@site/src/components/DrawingKit';

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
    desc: "A message from boiler-0042 reports a flow temperature of 85.6, and the passing of time can trigger a rule too. The rule checks its conditions: the flow temperature above 85 °C for 60 seconds, for the things in its scope, with a cooldown. When they hold, the rule fires three actions: an email notification, a command back to the boiler and a webhook. Fulcro stores an event with the outcome of each action and an event snapshot of the boiler's latest values as SenML.",
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
    desc: "Un messaggio di boiler-0042 riporta una temperatura di mandata di 85,6, e anche il passare del tempo può attivare una regola. La regola verifica le sue condizioni: temperatura di mandata sopra 85 °C per 60 secondi, per i dispositivi nel suo ambito, con un tempo di attesa tra due attivazioni. Quando sono vere, la regola esegue tre azioni: una notifica email, un comando alla caldaia e un webhook. Fulcro salva un evento con l'esito di ogni azione e uno snapshot dell'evento con gli ultimi valori della caldaia in SenML.",
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
    commandSub: "al dispositivo che l'ha attivata",
    webhook: 'Webhook',
    webhookSub: 'JSON al tuo sistema di ticketing',
    stored: 'Salvato quando la regola scatta',
    eventRecord: 'rule-boiler-overheat',
    outcome: 'esito di ogni azione',
    snapshot: "Snapshot dell'evento (SenML)",
  },
};

const mono = `${palette.mono} ${palette.text}`;
const onWarm = (cls: string) => `${cls} ${palette.textOnWarm}`;

/** The triggering message, a warm card 160 units tall centred on x. */
function EventCard({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x - w / 2} y={y} width={w} height="160" rx="12" className={palette.warm} />
      {[
        [t.event, palette.label, 32],
        ['boiler-0042', palette.mono, 64],
        ['flow_temp 85.6', palette.mono, 90],
        [t.eventVia, palette.small, 134],
      ].map(([text, cls, dy]) => (
        <text key={dy} x={x} y={y + Number(dy)} textAnchor="middle" className={onWarm(String(cls))}>
          {text}
        </text>
      ))}
    </>
  );
}

/** Time passing: a clock centred on (x, y). */
function Clock({x, y}: {x: number; y: number}): ReactNode {
  return (
    <>
      <circle cx={x} cy={y} r="34" className={palette.panel} />
      <path d={`M${x},${y} L${x},${y - 22} M${x},${y} L${x + 16},${y + 10}`} className={palette.line} />
    </>
  );
}

/** A panel with a title at the top left. */
function Panel({
  x,
  y,
  w,
  h,
  title,
  dy = 28,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  title: string;
  dy?: number;
}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="14" className={palette.panel} />
      <Text x={x + 16} y={y + dy}>
        {title}
      </Text>
    </>
  );
}

/** The conditions panel (its boxes are w - 28 wide); `match: all` at (mx, my). */
function Conditions({
  x,
  y,
  w,
  h,
  mx,
  my,
  t,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  mx: number;
  my: number;
  t: Labels;
}): ReactNode {
  return (
    <>
      <Panel x={x} y={y} w={w} h={h} title={t.conditions} />
      <text x={mx} y={my} textAnchor="middle" className={`${palette.mono} ${palette.muted}`}>
        match: all
      </text>
      <Box x={x + 14} y={y + 42} w={w - 28} h={62} tone="soft" label={t.threshold} sub={t.thresholdSub} compact />
      <Box x={x + 14} y={y + 114} w={w - 28} h={48} tone="ghost" label={t.scope} compact />
      <Box x={x + 14} y={y + 172} w={w - 28} h={48} tone="ghost" label={t.cooldown} compact />
    </>
  );
}

/** The actions panel, boxes bw wide. */
function Actions({x, y, w, bw, t}: {x: number; y: number; w: number; bw: number; t: Labels}): ReactNode {
  const rows: [string, string, 'accent' | 'neutral'][] = [
    [t.notify, t.notifySub, 'accent'],
    [t.command, t.commandSub, 'neutral'],
    [t.webhook, t.webhookSub, 'neutral'],
  ];
  return (
    <>
      <Panel x={x} y={y} w={w} h={240} title={t.actions} />
      {rows.map(([label, sub, tone], i) => (
        <Box key={label} x={x + 14} y={y + 42 + i * 66} w={bw} h={56} tone={tone} label={label} sub={sub} compact />
      ))}
    </>
  );
}

/** The stored event and its snapshot, two cards 96 units tall at (x, y) and (sx, sy). */
function Records({
  x,
  y,
  sx,
  sy,
  w,
  t,
}: {
  x: number;
  y: number;
  sx: number;
  sy: number;
  w: number;
  t: Labels;
}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height="96" rx="10" className={palette.soft} />
      <text x={x + 16} y={y + 26} className={mono}>
        evt_2Qx7Kd4Vn9Wr
      </text>
      <text x={x + 16} y={y + 52} className={mono}>
        {t.eventRecord}
      </text>
      <Text x={x + 16} y={y + 80} size="small" muted>
        {t.outcome}
      </Text>
      <rect x={sx} y={sy} width={w} height="96" rx="10" className={palette.ok} />
      <Text x={sx + 16} y={sy + 24} size="small" muted>
        {t.snapshot}
      </Text>
      {[
        ['flow_temp', '85.6 Cel'],
        ['pressure', '171000 Pa'],
      ].map(([name, value], i) => (
        <React.Fragment key={name}>
          <text x={sx + 16} y={sy + 52 + i * 26} className={mono}>
            {name}
          </text>
          <text x={sx + w - 16} y={sy + 52 + i * 26} textAnchor="end" className={mono}>
            {value}
          </text>
        </React.Fragment>
      ))}
    </>
  );
}

/** A message enters a rule, passes its conditions, fires three actions, and an event with its snapshot is stored. */
export default function RulesPipeline(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The triggering message */}
      <EventCard x={114} y={110} w={180} t={t} />
      <Arrow
        points={[
          [204, 190],
          [244, 190],
        ]}
        tone="warm"
      />

      {/* Time passing, for missing-data conditions */}
      <Clock x={114} y={420} />
      <Arrow
        points={[
          [114, 386],
          [114, 270],
        ]}
        dashed
      />
      <Paragraph x={114} y={480} lines={t.time} anchor="middle" size="small" muted lineHeight={20} />

      {/* Conditions */}
      <Conditions x={244} y={70} w={240} h={240} mx={364} my={338} t={t} />

      {/* The rule fires */}
      <Arrow
        points={[
          [484, 190],
          [544, 190],
        ]}
        tone="accent"
      />
      <Text x={514} y={176} anchor="middle" size="small" muted>
        {t.fires}
      </Text>

      {/* Actions */}
      <Actions x={544} y={70} w={392} bw={362} t={t} />

      {/* What is stored */}
      <Arrow
        points={[
          [514, 190],
          [514, 360],
        ]}
        tone="warm"
      />
      <Panel x={244} y={360} w={692} h={156} title={t.stored} dy={30} />
      <Records x={260} y={404} sx={600} sy={404} w={320} t={t} />
    </DrawingSvg>
  );
}

/**
 * Portrait: time passing beside the message, then the conditions, the actions and the stored event down a column; the
 * warm branch to the stored event leaves the "fires" arrow and runs down the left gutter.
 */
function portrait(t: Labels): NarrowLayout {
  const stored = wrap(t.stored, 26);
  const top = 842 + (stored.length - 1) * 23; // where the records start
  const end = top + 96 + 12 + 96 + 16;
  return {
    height: end + 12,
    content: (
      <>
        <Clock x={96} y={64} />
        <Paragraph x={96} y={124} lines={t.time} anchor="middle" size="small" muted lineHeight={20} />
        <Arrow
          points={[
            [130, 64],
            [192, 64],
          ]}
          dashed
        />
        <EventCard x={266} y={12} w={148} t={t} />
        <Arrow
          points={[
            [266, 172],
            [266, 212],
          ]}
          tone="warm"
        />
        <Conditions x={40} y={212} w={300} h={260} mx={190} my={458} t={t} />
        <Arrow
          points={[
            [190, 472],
            [190, 532],
          ]}
          tone="accent"
        />
        <Text x={202} y={498} size="small" muted>
          {t.fires}
        </Text>
        <Actions x={40} y={532} w={300} bw={272} t={t} />
        <Arrow
          points={[
            [190, 502],
            [22, 502],
            [22, 826],
            [40, 826],
          ]}
          tone="warm"
        />
        <rect x="40" y="796" width="300" height={end - 796} rx="14" className={palette.panel} />
        <Paragraph x={56} y={824} lines={stored} />
        <Records x={54} y={top} sx={54} sy={top + 108} w={272} t={t} />
      </>
    ),
  };
}
