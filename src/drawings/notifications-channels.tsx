import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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
    desc: 'Un evento generato da una regola, da un servizio o dalla tua app arriva a Fulcro Notifications, dove un modello, un layout email e il tuo branding danno forma al messaggio. Il messaggio parte su quattro canali: una notifica push sul telefono, un\'email con il tuo marchio, un SMS e un webhook che invia JSON a un altro sistema e viene ripetuto se il destinatario non risponde.',
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

/** An event enters Notifications, takes shape from template, layout and branding, and fans out to push, email, SMS and webhook. */
export default function NotificationsChannels(): ReactNode {
  const t = useLabels(labels);
  // Top centre of each channel drawing, where the fan-out arrows land.
  const targets = [110, 345, 615, 840];
  return (
    <DrawingSvg title={t.title} desc={t.desc}>

      {/* The event */}
      <rect x="24" y="36" width="200" height="120" rx="12" className={palette.warm} />
      <text x="124" y="68" textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.event}
      </text>
      <text x="124" y="98" textAnchor="middle" className={`${palette.mono} ${palette.textOnWarm}`}>
        boiler-0042
      </text>
      <text x="124" y="124" textAnchor="middle" className={`${palette.mono} ${palette.textOnWarm}`}>
        flow_temp 85.2
      </text>
      {t.eventFrom.map((line, i) => (
        <Text key={line} x={124} y={182 + i * 19} anchor="middle" size="small" muted>
          {line}
        </Text>
      ))}
      <Arrow points={[[224, 96], [268, 96]]} tone="warm" />

      {/* The service: template + layout + branding */}
      <rect x="268" y="24" width="668" height="176" rx="16" className={palette.panel} />
      <Text x={288} y={56} size="heading">
        {t.service}
      </Text>
      <text x="916" y="56" textAnchor="end" className={mono}>
        POST /messages
      </text>
      <Box x={288} y={76} w={190} h={100} tone="soft" label={t.template} sub={t.templateSub} />
      <Text x={492} y={132} anchor="middle" size="heading">
        +
      </Text>
      <Box x={506} y={76} w={190} h={100} tone="soft" label={t.layout} sub={t.layoutSub} />
      <Text x={710} y={132} anchor="middle" size="heading">
        +
      </Text>
      <Box x={724} y={76} w={192} h={100} tone="soft" label={t.branding} sub={t.brandingSub} />

      {/* Fan-out to the four channels */}
      {targets.map((x) => (
        <Arrow key={x} points={[[602, 200], [602, 230], [x, 230], [x, 272]]} tone="accent" />
      ))}

      {/* Push: a phone with a notification */}
      <rect x="35" y="272" width="150" height="208" rx="20" className={palette.panel} />
      <rect x="95" y="281" width="30" height="5" rx="2.5" className={palette.fillLine} />
      <rect x="45" y="294" width="130" height="174" rx="8" className={palette.surface} />
      <rect x="51" y="308" width="118" height="64" rx="8" className={palette.soft} />
      <text x="61" y="332" className={`${palette.small} ${palette.text}`} fontWeight="700">
        {t.pushTitle}
      </text>
      <text x="61" y="356" className={`${palette.small} ${palette.muted}`}>
        {t.pushBody}
      </text>
      <rect x="51" y="384" width="118" height="10" rx="5" className={palette.panel} />
      <rect x="51" y="402" width="84" height="10" rx="5" className={palette.panel} />
      <rect x="51" y="420" width="100" height="10" rx="5" className={palette.panel} />
      <Text x={110} y={508} anchor="middle">
        {t.push}
      </Text>

      {/* Email: a window with the layout's header, subject, body and footer */}
      <rect x="215" y="272" width="260" height="208" rx="10" className={palette.panel} />
      <path d="M215,300 L475,300" className={palette.line} />
      <circle cx="231" cy="286" r="4" className={palette.fillLine} />
      <circle cx="245" cy="286" r="4" className={palette.fillLine} />
      <circle cx="259" cy="286" r="4" className={palette.fillLine} />
      <rect x="229" y="310" width="232" height="30" rx="4" className={palette.accent} />
      <text x="241" y="330" className={`${palette.small} ${palette.textOnAccent}`}>
        {t.emailBrand}
      </text>
      <Text x={229} y={366}>
        {t.emailSubject}
      </Text>
      <rect x="229" y="380" width="220" height="8" rx="4" className={palette.soft} />
      <rect x="229" y="396" width="200" height="8" rx="4" className={palette.soft} />
      <rect x="229" y="412" width="150" height="8" rx="4" className={palette.soft} />
      <path d="M229,438 L461,438" className={palette.line} />
      <Text x={229} y={462} size="small" muted>
        {t.emailFooter}
      </Text>
      <Text x={345} y={508} anchor="middle">
        {t.email}
      </Text>

      {/* SMS: a text bubble */}
      <rect x="515" y="272" width="200" height="140" rx="18" className={palette.soft} />
      <path d="M545,411 L533,436 L567,411" className={palette.soft} />
      {t.smsLines.map((line, i) => (
        <Text key={line} x={535} y={312 + i * 26} size="small">
          {line}
        </Text>
      ))}
      <Text x={615} y={508} anchor="middle">
        {t.sms}
      </Text>

      {/* Webhook: an HTTP POST of JSON */}
      <rect x="745" y="272" width="191" height="208" rx="10" className={palette.panel} />
      <text x="761" y="302" className={mono} fontWeight="700">
        POST https://…
      </text>
      <path d="M745,316 L936,316" className={palette.line} />
      <text x="761" y="344" className={mono}>
        {'{'}
      </text>
      <text x="769" y="368" className={mono}>
        &quot;event&quot;: &quot;alarm&quot;,
      </text>
      <text x="769" y="392" className={mono}>
        &quot;value&quot;: 85.2
      </text>
      <text x="761" y="416" className={mono}>
        {'}'}
      </text>
      <Text x={761} y={462} size="small" muted>
        {t.webhookRetry}
      </Text>
      <Text x={840} y={508} anchor="middle">
        {t.webhook}
      </Text>
    </DrawingSvg>
  );
}
