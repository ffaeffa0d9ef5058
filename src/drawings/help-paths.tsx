import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';
import {support} from '@site/src/data/support';
import {company} from '@site/src/data/company';

type Labels = {
  title: string;
  desc: string;
  heading: string;
  order: string;
  start: string;
  startSub: string;
  search: string;
  faq: string;
  docs: string;
  support: string;
  shortcut: string;
  searchFoot: string;
  faqs: readonly string[];
  faqFoot: string;
  tasks: readonly string[];
  docsFoot: string;
  send: string;
  hours: string;
  timeZone: string;
  security: string;
  report: string;
};

const {opens, closes, weekdays} = support.hours;
const address = company.contacts.support;
const weekOrder = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A weekday of support.ts in a language: 1 January 2024 was a Monday. */
function day(name: string, locale: string, weekday: 'short' | 'long'): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekOrder.indexOf(name)));
  return new Intl.DateTimeFormat(locale, {weekday, timeZone: 'UTC'}).format(date);
}

/** Support is closed on Italian public holidays (support.ts): the description says so when it is. */
const holidays = support.hours.closedOnItalianPublicHolidays
  ? {en: ', except Italian public holidays', it: ', festivi italiani esclusi'}
  : {en: '', it: ''};

const first = weekdays[0];
const last = weekdays[weekdays.length - 1];

const labels: Localized<Labels> = {
  en: {
    title: 'Where to look when you are stuck',
    desc: `Four places to look for help with Fulcro, from the quickest to the most personal: the search box in the navigation bar (Ctrl+K or ⌘+K), the four FAQs on product, pricing, GDPR and support, the documentation organised by task, and the support team, by email to ${address}, ${day(first, 'en', 'long')} to ${day(last, 'en', 'long')} from ${opens} to ${closes} Italian time${holidays.en}. A separate path takes security problems to the vulnerability report.`,
    heading: 'Where to look when you are stuck',
    order: 'from the quickest to the most personal',
    start: 'Stuck?',
    startSub: 'start here',
    search: 'Search',
    faq: 'FAQs',
    docs: 'Docs by task',
    support: 'Support team',
    shortcut: 'Ctrl+K · ⌘+K',
    searchFoot: 'top of every page',
    faqs: ['Product', 'Pricing', 'GDPR', 'Support'],
    faqFoot: 'short answers',
    tasks: ['First device', 'Install the edge', 'Tokens', 'Bulk batches', 'API reference'],
    docsFoot: 'step-by-step guides',
    send: 'Send',
    hours: `${day(first, 'en', 'short')}–${day(last, 'en', 'short')} ${opens}–${closes}`,
    timeZone: 'Italian time',
    security: 'Security problem?',
    report: 'Vulnerability report',
  },
  it: {
    title: 'Dove cercare quando sei in difficoltà',
    desc: `Quattro posti dove cercare aiuto su Fulcro, dal più rapido al più personale: la casella di ricerca nella barra di navigazione (Ctrl+K o ⌘+K), le quattro FAQ su prodotto, prezzi, GDPR e supporto, la documentazione organizzata per attività e il team di supporto, via email a ${address}, dal ${day(first, 'it', 'long')} al ${day(last, 'it', 'long')} dalle ${opens} alle ${closes}, ora italiana${holidays.it}. Un percorso separato porta i problemi di sicurezza alla segnalazione delle vulnerabilità.`,
    heading: 'Dove cercare una risposta',
    order: 'dalla via più rapida alla più personale',
    start: 'Un dubbio?',
    startSub: 'parti da qui',
    search: 'Ricerca',
    faq: 'FAQ',
    docs: 'Documentazione',
    support: 'Supporto',
    shortcut: 'Ctrl+K · ⌘+K',
    searchFoot: 'nella barra in alto',
    faqs: ['Prodotto', 'Prezzi', 'GDPR', 'Supporto'],
    faqFoot: 'risposte brevi',
    tasks: ['Prima connessione', "Installare l'edge", 'Token', 'Lotti in serie', 'Riferimento API'],
    docsFoot: 'guide passo passo',
    send: 'Invia',
    hours: `${day(first, 'it', 'short')}–${day(last, 'it', 'short')} ${opens}–${closes}`,
    timeZone: 'ora italiana',
    security: 'Problema di sicurezza?',
    report: 'Segnalazione vulnerabilità',
  },
};

const top = 96;
const panelW = 172;
const panelH = 320;
const xs = [160, 354, 548, 742];

/** A question on the left, four places to look in order of effort, and a separate path for security problems. */
export default function HelpPaths(): ReactNode {
  const t = useLabels(labels);
  const headings = [t.search, t.faq, t.docs, t.support];
  const feet = [t.searchFoot, t.faqFoot, t.docsFoot];
  const mid = top + panelH / 2;
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      <Text x={914} y={52} anchor="end" size="small" muted>
        {t.order}
      </Text>
      {/* The starting point */}
      <Box x={20} y={mid - 50} w={112} h={100} tone="warm" label={t.start} sub={t.startSub} />
      <Arrow points={[[132, mid], [xs[0], mid]]} tone="warm" />
      {/* Four panels, each with its number, heading and a small mock-up */}
      {xs.map((x, i) => (
        <g key={headings[i]}>
          <rect x={x} y={top} width={panelW} height={panelH} rx="14" className={palette.panel} />
          <circle cx={x + panelW / 2} cy={top + 30} r="15" className={palette.accent} />
          <text x={x + panelW / 2} y={top + 36} textAnchor="middle" className={`${palette.label} ${palette.textOnAccent}`}>
            {i + 1}
          </text>
          <Text x={x + panelW / 2} y={top + 72} anchor="middle">
            {headings[i]}
          </Text>
          {i < 3 && (
            <Text x={x + panelW / 2} y={top + 304} anchor="middle" size="small" muted>
              {feet[i]}
            </Text>
          )}
          {i < 3 && <Arrow points={[[x + panelW, mid], [xs[i + 1], mid]]} />}
        </g>
      ))}
      {/* 1. The search box and its results */}
      <rect x={xs[0] + 12} y={top + 92} width={148} height={34} rx="17" className={palette.soft} />
      <circle cx={xs[0] + 30} cy={top + 108} r="6" className={palette.line} />
      <path d={`M${xs[0] + 34.5},${top + 112.5} L${xs[0] + 40},${top + 118}`} className={palette.line} />
      <Text x={xs[0] + 48} y={top + 114} size="small" muted>
        {t.shortcut}
      </Text>
      {[0, 1, 2].map((row) => {
        const y = top + 142 + row * 44;
        return (
          <g key={row}>
            <rect x={xs[0] + 12} y={y} width={148} height={36} rx="8" className={palette.panel} />
            <path d={`M${xs[0] + 24},${y + 13} L${xs[0] + 112},${y + 13}`} className={palette.lineAccent} />
            <path d={`M${xs[0] + 24},${y + 25} L${xs[0] + 146},${y + 25}`} className={palette.line} />
          </g>
        );
      })}
      {/* 2. The four FAQs */}
      {t.faqs.map((name, row) => (
        <Box key={name} x={xs[1] + 12} y={top + 92 + row * 46} w={148} h={38} label={name} compact />
      ))}
      {/* 3. The documentation by task */}
      {t.tasks.map((name, row) => (
        <Box key={name} x={xs[2] + 12} y={top + 92 + row * 38} w={148} h={32} tone="soft" label={name} compact />
      ))}
      {/* 4. An email to the support address, answered in support hours (src/data/support.ts) */}
      <rect x={xs[3] + 12} y={top + 92} width={148} height={28} rx="6" className={palette.soft} />
      <Text x={xs[3] + panelW / 2} y={top + 111} anchor="middle" size="small">
        {address}
      </Text>
      <rect x={xs[3] + 12} y={top + 130} width={148} height={28} rx="6" className={palette.soft} />
      <rect x={xs[3] + 12} y={top + 168} width={148} height={60} rx="6" className={palette.soft} />
      <Box x={xs[3] + 12} y={top + 240} w={96} h={32} tone="accent" label={t.send} compact />
      <Text x={xs[3] + panelW / 2} y={top + 292} anchor="middle" size="small" muted>
        {t.hours}
      </Text>
      <Text x={xs[3] + panelW / 2} y={top + 310} anchor="middle" size="small" muted>
        {t.timeZone}
      </Text>
      {/* Security problems take their own path */}
      <Arrow points={[[76, mid + 50], [76, 486], [160, 486]]} tone="warm" dashed />
      <Box x={160} y={456} w={300} h={60} tone="ghost" dashed label={t.security} />
      <Arrow points={[[460, 486], [520, 486]]} tone="warm" />
      <Box x={520} y={456} w={300} h={60} tone="warm" label={t.report} />
    </DrawingSvg>
  );
}
