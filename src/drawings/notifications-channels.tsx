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
  eventFrom: readonly string[];
  service: string;
  template: string;
  templateSub: string;
  layout: string;
  layoutSub: string;
  branding: string;
  brandingSub: string;
  push: string;
  pushTitle: string;
  pushBody: string;
  email: string;
  emailBrand: string;
  emailSubject: string;
  emailFooter: string;
  sms: string;
  smsLines: readonly string[];
  webhook: string;
  webhookRetry: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'One event, four channels',
    desc: 'An event from a rule, a service or your app reaches Fulcro Notifications, where a template, an email layout and your branding shape the message. It fans out to four channels: a push notification on a phone, a branded email, an SMS and a webhook that posts JSON to another system and is retried when the receiver fails.',
    event: 'Event',
    eventFrom: ['from a rule, a service', 'or your own app'],
    service: 'Fulcro Notifications',
    template: 'Template',
    templateSub: 'text per locale',
    layout: 'Layout',
    layoutSub: 'email frame',
    branding: 'Branding',
    brandingSub: 'logo, colour, sender',
    push: 'Push',
    pushTitle: 'Garden pool',
    pushBody: 'pH low: 6.8',
    email: 'Email',
    emailBrand: 'Your logo',
    emailSubject: 'Alarm on Boiler 42',
    emailFooter: 'Footer and support link',
    sms: 'SMS',
    smsLines: ['Boiler 42 alarm:', 'flow at 85.2 °C', 'since 08:00'],
    webhook: 'Webhook',
    webhookRetry: 'retried on 5xx',
  },
  it: {
    title: 'Un evento, quattro canali',
    desc: "Un evento generato da una regola, da un servizio o dalla tua app arriva a Fulcro Notifications, dove un modello, un layout email e il tuo branding danno forma al messaggio. Il messaggio parte su quattro canali: una notifica push sul telefono, un'email con il tuo marchio, un SMS e un webhook che invia JSON a un altro sistema e viene ripetuto se il destinatario non risponde.",
    event: 'Evento',
    eventFrom: ['da una regola, un servizio', 'o dalla tua app'],
    service: 'Fulcro Notifications',
    template: 'Modello',
    templateSub: 'testo per lingua',
    layout: 'Layout',
    layoutSub: 'cornice email',
    branding: 'Branding',
    brandingSub: 'logo, colore, mittente',
    push: 'Push',
    pushTitle: 'Piscina',
    pushBody: 'pH basso 6,8',
    email: 'Email',
    emailBrand: 'Il tuo logo',
    emailSubject: 'Allarme su Caldaia 42',
    emailFooter: 'Piè di pagina e assistenza',
    sms: 'SMS',
    smsLines: ['Allarme Caldaia 42:', 'mandata a 85,2 °C', 'dalle 08:00'],
    webhook: 'Webhook',
    webhookRetry: 'ripetuto se 5xx',
  },
};

const mono = `${palette.mono} ${palette.text}`;
const name = (x: number, y: number, label: string) => (
  <Text key={label} x={x} y={y} anchor="middle">
    {label}
  </Text>
);

/* The pieces of the drawing, placed by their top-left corner and width, shared by both layouts. */

function EventCard({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  const cx = x + w / 2;
  return (
    <>
      <rect x={x} y={y} width={w} height="120" rx="12" className={palette.warm} />
      <text x={cx} y={y + 32} textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.event}
      </text>
      {['boiler-0042', 'flow_temp 85.2'].map((line, i) => (
        <text
          key={line}
          x={cx}
          y={y + 62 + i * 26}
          textAnchor="middle"
          className={`${palette.mono} ${palette.textOnWarm}`}>
          {line}
        </text>
      ))}
    </>
  );
}

/** Push: a phone with a notification. */
function Phone({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height="208" rx="20" className={palette.panel} />
      <rect x={x + w / 2 - 15} y={y + 9} width="30" height="5" rx="2.5" className={palette.fillLine} />
      <rect x={x + 10} y={y + 22} width={w - 20} height="174" rx="8" className={palette.surface} />
      <rect x={x + 16} y={y + 36} width={w - 32} height="64" rx="8" className={palette.soft} />
      <text x={x + 26} y={y + 60} className={`${palette.small} ${palette.text}`} fontWeight="700">
        {t.pushTitle}
      </text>
      <text x={x + 26} y={y + 84} className={`${palette.small} ${palette.muted}`}>
        {t.pushBody}
      </text>
      {[32, 66, 50].map((d, i) => (
        <rect key={d} x={x + 16} y={y + 112 + i * 18} width={w - d} height="10" rx="5" className={palette.panel} />
      ))}
    </>
  );
}

/** Email: a window with the layout's header, subject, body and footer; the subject and footer may wrap. */
function Email({
  x,
  y,
  w,
  t,
  subject,
  footer,
}: {
  x: number;
  y: number;
  w: number;
  t: Labels;
  subject: readonly string[];
  footer: readonly string[];
}): ReactNode {
  const s = (subject.length - 1) * 22;
  return (
    <>
      <rect x={x} y={y} width={w} height={208 + s + (footer.length - 1) * 20} rx="10" className={palette.panel} />
      <path d={`M${x},${y + 28} L${x + w},${y + 28}`} className={palette.line} />
      {[16, 30, 44].map((d) => (
        <circle key={d} cx={x + d} cy={y + 14} r="4" className={palette.fillLine} />
      ))}
      <rect x={x + 14} y={y + 38} width={w - 28} height="30" rx="4" className={palette.accent} />
      <text x={x + 26} y={y + 58} className={`${palette.small} ${palette.textOnAccent}`}>
        {t.emailBrand}
      </text>
      <Paragraph x={x + 14} y={y + 94} lines={subject} lineHeight={22} />
      {[0.846, 0.77, 0.577].map((f, i) => (
        <rect
          key={f}
          x={x + 14}
          y={y + 108 + s + i * 16}
          width={Math.round(w * f)}
          height="8"
          rx="4"
          className={palette.soft}
        />
      ))}
      <path d={`M${x + 14},${y + 166 + s} L${x + w - 14},${y + 166 + s}`} className={palette.line} />
      <Paragraph x={x + 14} y={y + 190 + s} lines={footer} size="small" muted />
    </>
  );
}

/** SMS: a text bubble that grows with its lines. */
function Sms({x, y, w, lines}: {x: number; y: number; w: number; lines: readonly string[]}): ReactNode {
  const h = 62 + lines.length * 26;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="18" className={palette.soft} />
      <path d={`M${x + 30},${y + h - 1} L${x + 18},${y + h + 24} L${x + 52},${y + h - 1}`} className={palette.soft} />
      <Paragraph x={x + 20} y={y + 40} lines={lines} size="small" lineHeight={26} />
    </>
  );
}

/** Webhook: an HTTP POST of JSON, retried on server errors. */
function Webhook({
  x,
  y,
  w,
  h,
  t,
  p = 16,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  t: Labels;
  p?: number;
}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="10" className={palette.panel} />
      <text x={x + p} y={y + 30} className={mono} fontWeight="700">
        POST https://…
      </text>
      <path d={`M${x},${y + 44} L${x + w},${y + 44}`} className={palette.line} />
      {['{', '"event": "alarm",', '"value": 85.2', '}'].map((line, i) => (
        <text key={line} x={x + p + (i % 3 ? 8 : 0)} y={y + 72 + (h - 208) / 2 + i * 24} className={mono}>
          {line}
        </text>
      ))}
      <Text x={x + p} y={y + h - 18} size="small" muted>
        {t.webhookRetry}
      </Text>
    </>
  );
}

/** An event enters Notifications, takes shape from template, layout and branding, and fans out to push, email, SMS and webhook. */
export default function NotificationsChannels(): ReactNode {
  const t = useLabels(labels);
  // Top centre of each channel drawing, where the fan-out arrows land.
  const targets = [110, 345, 615, 840];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The event */}
      <EventCard x={24} y={36} w={200} t={t} />
      <Paragraph x={124} y={182} lines={t.eventFrom} anchor="middle" size="small" muted lineHeight={19} />
      <Arrow
        points={[
          [224, 96],
          [268, 96],
        ]}
        tone="warm"
      />

      {/* The service: template + layout + branding */}
      <rect x="268" y="24" width="668" height="176" rx="16" className={palette.panel} />
      <Text x={288} y={56} size="heading">
        {t.service}
      </Text>
      <text x="916" y="56" textAnchor="end" className={mono}>
        POST /messages
      </text>
      {shapers(t).map(([label, sub], i) => (
        <g key={label}>
          <Box x={288 + i * 218} y={76} w={i === 2 ? 192 : 190} h={100} tone="soft" label={label} sub={sub} />
          {i > 0 && (
            <Text x={274 + i * 218} y={132} anchor="middle" size="heading">
              +
            </Text>
          )}
        </g>
      ))}

      {/* Fan-out to the four channels */}
      {targets.map((x) => (
        <Arrow
          key={x}
          points={[
            [602, 200],
            [602, 230],
            [x, 230],
            [x, 272],
          ]}
          tone="accent"
        />
      ))}
      <Phone x={35} y={272} w={150} t={t} />
      <Email x={215} y={272} w={260} t={t} subject={[t.emailSubject]} footer={[t.emailFooter]} />
      <Sms x={515} y={272} w={200} lines={t.smsLines} />
      <Webhook x={745} y={272} w={191} h={208} t={t} />
      {[t.push, t.email, t.sms, t.webhook].map((label, i) => name(targets[i], 508, label))}
    </DrawingSvg>
  );
}

const shapers = (t: Labels) => [
  [t.template, t.templateSub],
  [t.layout, t.layoutSub],
  [t.branding, t.brandingSub],
];

/**
 * Portrait: the event on top, the service with its three shapers stacked, then a spine down the middle that fans out
 * to the channels in two rows: push and SMS, then email and webhook.
 */
function portrait(t: Labels): NarrowLayout {
  // Top of each row of channels; centre of each channel (push, SMS, email, webhook), where the arrows land.
  const rows = [472, 748];
  const targets = [90, 268, 82, 256];
  const subject = wrap(t.emailSubject, 11);
  const footer = wrap(t.emailFooter, 15);
  const emailH = 208 + (subject.length - 1) * 22 + (footer.length - 1) * 20;
  const bottom = rows[1] + emailH;
  return {
    height: bottom + 44,
    content: (
      <>
        <EventCard x={12} y={12} w={176} t={t} />
        <Paragraph x={204} y={52} lines={wrap(t.eventFrom.join(' '), 18)} size="small" muted lineHeight={19} />
        <Arrow
          points={[
            [100, 132],
            [100, 160],
          ]}
          tone="warm"
        />
        <rect x="12" y="160" width="336" height="268" rx="16" className={palette.panel} />
        <Text x={28} y={192} size="heading">
          {t.service}
        </Text>
        <text x="28" y="216" className={mono}>
          POST /messages
        </text>
        {shapers(t).map(([label, sub], i) => (
          <g key={label}>
            <Box x={28} y={232 + i * 68} w={304} h={44} tone="soft" />
            <Text x={42} y={260 + i * 68}>
              {label}
            </Text>
            <Text x={318} y={259 + i * 68} anchor="end" size="small" muted>
              {sub}
            </Text>
            {i > 0 && (
              <Text x={180} y={229 + i * 68} anchor="middle" size="heading">
                +
              </Text>
            )}
          </g>
        ))}
        {/* A spine down the gutter between the channels fans out to each row */}
        {targets.map((x, i) => {
          const y = rows[i >> 1];
          return (
            <Arrow
              key={x}
              points={[
                [178, 428],
                [178, y - 20],
                [x, y - 20],
                [x, y],
              ]}
              tone="accent"
            />
          );
        })}
        <Phone x={12} y={rows[0]} w={156} t={t} />
        <Sms x={188} y={rows[0]} w={160} lines={wrap(t.smsLines.join(' '), 17)} />
        <Email x={12} y={rows[1]} w={140} t={t} subject={subject} footer={footer} />
        <Webhook x={164} y={rows[1]} w={184} h={emailH} t={t} p={12} />
        {[t.push, t.sms, t.email, t.webhook].map((label, i) =>
          name(targets[i], i < 2 ? rows[0] + 236 : bottom + 28, label),
        )}
      </>
    ),
  };
}
