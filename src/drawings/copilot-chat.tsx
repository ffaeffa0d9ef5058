import React, {type ReactNode} from 'react';
import {
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
  where: string;
  question: readonly string[];
  answerLead: string;
  answerRows: readonly [string, string][];
  offers: string;
  offerFlow: string;
  offerQuery: string;
  offer: string;
  proposed: string;
  draft: string;
  needs: string;
  cancel: string;
  confirm: string;
  accessTitle: string;
  access: readonly string[];
  accessNote: readonly string[];
  allowed: string;
  placeholder: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'A conversation with Fulcro Copilot',
    desc: "A drawn mock-up of Fulcro Copilot inside Fulcro Control. The user asks which boilers behind edge-plant-01 reported a pressure below 100 kPa in the last day. Copilot answers with two boilers, each with its lowest pressure reading and when it came, says it can draft a flow or a query, and shows a drafted flow that emails the service team when the pressure falls below 100 kPa again, with Cancel and Confirm buttons: nothing is saved until the user confirms, and only if the user's role allows it. A side panel shows the access Copilot works with: the tenant, the realm and the role of the signed-in user, which may read data.",
    where: 'inside Fulcro Control',
    question: ['Which boilers behind edge-plant-01 reported a', 'pressure below 100 kPa in the last day?'],
    answerLead: 'Two boilers behind edge-plant-01 went below 100 kPa:',
    answerRows: [
      ['boiler-0042', 'lowest 92 kPa, today at 03:10'],
      ['boiler-0057', 'lowest 97 kPa, yesterday at 22:40'],
    ],
    offers: 'I can:',
    offerFlow: 'Draft a flow',
    offerQuery: 'Draft a query',
    offer: 'Here is a draft flow that emails the service team if it happens again:',
    proposed: 'Draft flow',
    draft: 'pressure below 100 kPa → email',
    needs: 'Nothing is saved until you confirm, and only if your role allows it.',
    cancel: 'Cancel',
    confirm: 'Confirm',
    accessTitle: 'Your access',
    access: ['tenant: acme', 'realm: staff', 'role: operator'],
    accessNote: ['Copilot reads only', 'what your role', 'allows you to read.'],
    allowed: 'Your role allows:',
    placeholder: 'Ask about your fleet or the docs…',
  },
  it: {
    title: 'Una conversazione con Fulcro Copilot',
    desc: "Un bozzetto di Fulcro Copilot dentro Fulcro Control. L'utente chiede quali caldaie dietro edge-plant-01 hanno segnalato una pressione sotto i 100 kPa nell'ultimo giorno. Copilot risponde con due caldaie, ciascuna con la lettura di pressione più bassa e l'ora in cui è arrivata, dice che può proporre un flusso o una query e mostra la bozza di un flusso che avvisa via email l'assistenza quando la pressione scende di nuovo sotto i 100 kPa, con i pulsanti Annulla e Conferma: non si salva nulla finché l'utente non conferma, e solo se il suo ruolo lo consente. Un pannello laterale mostra con quali permessi lavora Copilot: il tenant, il realm e il ruolo dell'utente collegato, che può leggere i dati.",
    where: 'dentro Fulcro Control',
    question: [
      'Quali caldaie dietro edge-plant-01 hanno segnalato',
      "una pressione sotto i 100 kPa nell'ultimo giorno?",
    ],
    answerLead: 'Due caldaie dietro edge-plant-01 sono scese sotto i 100 kPa:',
    answerRows: [
      ['boiler-0042', 'minimo 92 kPa, oggi alle 03:10'],
      ['boiler-0057', 'minimo 97 kPa, ieri alle 22:40'],
    ],
    offers: 'Posso:',
    offerFlow: 'Proporre un flusso',
    offerQuery: 'Proporre una query',
    offer: "Ecco una bozza di flusso che avvisa via email l'assistenza se succede di nuovo:",
    proposed: 'Bozza di flusso',
    draft: 'pressure sotto 100 kPa → email',
    needs: 'Non si salva nulla senza conferma, e solo se il tuo ruolo lo consente.',
    cancel: 'Annulla',
    confirm: 'Conferma',
    accessTitle: 'I tuoi permessi',
    access: ['tenant: acme', 'realm: staff', 'ruolo: operator'],
    accessNote: ['Copilot legge solo', 'ciò che il tuo ruolo', 'ti consente di leggere.'],
    allowed: 'Il tuo ruolo consente:',
    placeholder: 'Chiedi della tua flotta o della documentazione…',
  },
};

/** A drawn mock-up of a Copilot conversation: question, answer, a drafted flow awaiting confirmation. */
export default function CopilotChat(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Window and header */}
      <rect x="16" y="16" width="928" height="508" rx="14" className={palette.panel} />
      <path d="M16,60 L944,60" className={palette.line} />
      <Text x={40} y={46} size="heading">
        Fulcro Copilot
      </Text>
      <Text x={920} y={45} anchor="end" size="small" muted>
        {t.where}
      </Text>
      {/* The user's question, right-aligned in the chat column */}
      <rect x="260" y="76" width="420" height="60" rx="14" className={palette.accent} />
      {t.question.map((line, i) => (
        <text key={line} x="280" y={100 + i * 22} className={`${palette.small} ${palette.textOnAccent}`}>
          {line}
        </text>
      ))}
      {/* Copilot's answer and what it can draft next */}
      <rect x="40" y="150" width="640" height="166" rx="14" className={palette.soft} />
      <Text x={60} y={178} size="small">
        {t.answerLead}
      </Text>
      {t.answerRows.map(([id, what], i) => (
        <g key={id}>
          <text x="72" y={206 + i * 26} className={`${palette.mono} ${palette.text}`}>
            {id}
          </text>
          <Text x={196} y={206 + i * 26} size="small">
            {what}
          </Text>
        </g>
      ))}
      <Text x={60} y={270} size="small" muted>
        {t.offers}
      </Text>
      <Box x={132} y={251} w={160} h={28} radius={14} label={t.offerFlow} compact />
      <Box x={304} y={251} w={216} h={28} radius={14} label={t.offerQuery} compact />
      <Text x={60} y={302} size="small">
        {t.offer}
      </Text>
      {/* The drafted flow, waiting for the user */}
      <rect x="40" y="332" width="640" height="112" rx="14" className={`${palette.panel} ${palette.dashed}`} />
      <Text x={60} y={362}>
        {t.proposed}
      </Text>
      <text x="60" y="392" className={`${palette.mono} ${palette.text}`}>
        {t.draft}
      </text>
      <Text x={60} y={426} size="small" muted>
        {t.needs}
      </Text>
      <Box x={444} y={348} w={104} h={40} label={t.cancel} compact />
      <Box x={560} y={348} w={104} h={40} tone="accent" label={t.confirm} compact />
      {/* The access Copilot works with */}
      <rect x="700" y="76" width="220" height="368" rx="14" className={palette.panel} />
      <Text x={720} y={108}>
        {t.accessTitle}
      </Text>
      {t.access.map((line, i) => (
        <text key={line} x="720" y={144 + i * 28} className={`${palette.mono} ${palette.text}`}>
          {line}
        </text>
      ))}
      <path d="M720,240 L900,240" className={palette.line} />
      {t.accessNote.map((line, i) => (
        <Text key={line} x={720} y={272 + i * 22} size="small" muted>
          {line}
        </Text>
      ))}
      <Text x={720} y={368} size="small" muted>
        {t.allowed}
      </Text>
      <text x="720" y="396" className={`${palette.mono} ${palette.text}`}>
        core:data:read
      </text>
      {/* Input bar */}
      <rect x="40" y="462" width="880" height="44" rx="22" className={palette.soft} />
      <Text x={64} y={489} size="small" muted>
        {t.placeholder}
      </Text>
      <circle cx="896" cy="484" r="15" className={palette.accent} />
      <path d="M890,477 L905,484 L890,491 Z" className={palette.textOnAccent} />
    </DrawingSvg>
  );
}

/** Portrait: a phone-sized chat, the access card under the header, then the whole conversation, buttons and input bar. */
function portrait(t: Labels): NarrowLayout {
  const mono = `${palette.mono} ${palette.text}`;
  const question = wrap(t.question.join(' '), 29);
  const lead = wrap(t.answerLead, 32);
  const offer = wrap(t.offer, 32);
  const note = wrap(t.accessNote.join(' '), 36);
  const needs = wrap(t.needs, 34);
  const input = wrap(t.placeholder, 30);
  const access = 92;
  const ask = access + 202 + note.length * 20;
  const answer = ask + 24 + question.length * 20;
  const rows = answer + 20 + lead.length * 20;
  const offers = rows + 100;
  const draft = offers + 104 + offer.length * 20;
  const buttons = draft + 88 + needs.length * 20;
  const bar = buttons + 64;
  const height = bar + 36 + input.length * 20;
  return {
    height,
    content: (
      <>
        {/* Window and header */}
        <rect x="12" y="12" width="336" height={height - 24} rx="14" className={palette.panel} />
        <path d="M12,80 L348,80" className={palette.line} />
        <Text x={28} y={44} size="heading">
          Fulcro Copilot
        </Text>
        <Text x={28} y={67} size="small" muted>
          {t.where}
        </Text>
        {/* The access Copilot works with */}
        <rect x="24" y={access} width="312" height={ask - access - 16} rx="14" className={palette.panel} />
        <Text x={40} y={access + 28}>
          {t.accessTitle}
        </Text>
        {t.access.map((line, i) => (
          <text key={line} x="40" y={access + 56 + i * 22} className={mono}>
            {line}
          </text>
        ))}
        <path d={`M40,${access + 114} L320,${access + 114}`} className={palette.line} />
        <Paragraph x={40} y={access + 140} size="small" muted lines={note} />
        <Text x={40} y={ask - 54} size="small" muted>
          {t.allowed}
        </Text>
        <text x="40" y={ask - 32} className={mono}>
          core:data:read
        </text>
        {/* The user's question */}
        <rect x="64" y={ask} width="272" height={question.length * 20 + 16} rx="14" className={palette.accent} />
        {question.map((line, i) => (
          <text key={line} x="80" y={ask + 23 + i * 20} className={`${palette.small} ${palette.textOnAccent}`}>
            {line}
          </text>
        ))}
        {/* Copilot's answer and what it can draft next */}
        <rect x="24" y={answer} width="300" height={draft - answer - 14} rx="14" className={palette.soft} />
        <Paragraph x={40} y={answer + 26} size="small" lines={lead} />
        {t.answerRows.map(([id, what], i) => (
          <g key={id}>
            <text x="52" y={rows + 14 + i * 46} className={mono}>
              {id}
            </text>
            <Text x={52} y={rows + 34 + i * 46} size="small">
              {what}
            </Text>
          </g>
        ))}
        <Text x={40} y={offers + 20} size="small" muted>
          {t.offers}
        </Text>
        <Box x={100} y={offers} w={196} h={28} radius={14} label={t.offerFlow} compact />
        <Box x={100} y={offers + 36} w={196} h={28} radius={14} label={t.offerQuery} compact />
        <Paragraph x={40} y={offers + 92} size="small" lines={offer} />
        {/* The drafted flow, waiting for the user */}
        <rect
          x="24"
          y={draft}
          width="312"
          height={bar - draft - 16}
          rx="14"
          className={`${palette.panel} ${palette.dashed}`}
        />
        <Text x={40} y={draft + 30}>
          {t.proposed}
        </Text>
        <text x="40" y={draft + 58} className={mono}>
          {t.draft}
        </text>
        <Paragraph x={40} y={draft + 86} size="small" muted lines={needs} />
        <Box x={100} y={buttons} w={104} h={40} label={t.cancel} compact />
        <Box x={216} y={buttons} w={104} h={40} tone="accent" label={t.confirm} compact />
        {/* Input bar */}
        <rect x="24" y={bar} width="312" height={input.length * 20 + 24} rx="22" className={palette.soft} />
        <Paragraph x={44} y={bar + 28} size="small" muted lines={input} />
        <circle cx="310" cy={bar + 12 + input.length * 10} r="15" className={palette.accent} />
        <path d={`M304,${bar + 5 + input.length * 10} l15,7 l-15,7 Z`} className={palette.textOnAccent} />
      </>
    ),
  };
}
