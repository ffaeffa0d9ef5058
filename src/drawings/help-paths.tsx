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
const panelW = 186;
const panelH = 320;
const xs = [142, 346, 550, 754];

/** 1. The search box and three results, `w` wide (174 units tall). */
function Search({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={34} rx="17" className={palette.soft} />
      <circle cx={x + 18} cy={y + 16} r="6" className={palette.line} />
      <path d={`M${x + 22.5},${y + 20.5} L${x + 28},${y + 26}`} className={palette.line} />
      <Text x={x + 36} y={y + 22} size="small" muted>
        {t.shortcut}
      </Text>
      {[0, 1, 2].map((row) => {
        const ry = y + 50 + row * 44;
        return (
          <g key={row}>
            <rect x={x} y={ry} width={w} height={36} rx="8" className={palette.panel} />
            <path d={`M${x + 12},${ry + 13} L${x + w - 48},${ry + 13}`} className={palette.lineAccent} />
            <path d={`M${x + 12},${ry + 25} L${x + w - 14},${ry + 25}`} className={palette.line} />
          </g>
        );
      })}
    </g>
  );
}

/** 4. An email to the support address, answered in support hours (src/data/support.ts); 226 units tall. */
function Email({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={28} rx="6" className={palette.soft} />
      <Text x={x + w / 2} y={y + 19} anchor="middle" size="small">
        {address}
      </Text>
      <rect x={x} y={y + 38} width={w} height={28} rx="6" className={palette.soft} />
      <rect x={x} y={y + 76} width={w} height={60} rx="6" className={palette.soft} />
      <Box x={x} y={y + 148} w={96} h={32} tone="accent" label={t.send} compact />
      <Paragraph
        x={x + w / 2}
        y={y + 200}
        anchor="middle"
        size="small"
        muted
        lines={[t.hours, t.timeZone]}
        lineHeight={18}
      />
    </g>
  );
}

/** 3. The documentation by task: one box per task, on two lines when `chars` says a name is too long for one. */
function tasks(t: Labels, x: number, y: number, w: number, chars = 99): ReactNode[] {
  let ty = y;
  return t.tasks.map((name) => {
    const lines = wrap(name, chars);
    const h = 14 + lines.length * 18;
    ty += h + 6;
    return <Box key={name} x={x} y={ty - h - 6} w={w} h={h} tone="soft" label={lines} compact />;
  });
}

/** The number of a place, in a circle. */
function Badge({cx, cy, n}: {cx: number; cy: number; n: number}): ReactNode {
  return (
    <g>
      <circle cx={cx} cy={cy} r="15" className={palette.accent} />
      <text x={cx} y={cy + 6} textAnchor="middle" className={`${palette.label} ${palette.textOnAccent}`}>
        {n}
      </text>
    </g>
  );
}

/** A question on the left, four places to look in order of effort, and a separate path for security problems. */
export default function HelpPaths(): ReactNode {
  const t = useLabels(labels);
  const headings = [t.search, t.faq, t.docs, t.support];
  const feet = [t.searchFoot, t.faqFoot, t.docsFoot];
  const mid = top + panelH / 2;
  const inner = panelW - 16;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      <Text x={xs[3] + panelW} y={52} anchor="end" size="small" muted>
        {t.order}
      </Text>
      {/* The starting point */}
      <Box x={16} y={mid - 50} w={104} h={100} tone="warm" label={wrap(t.start, 8)} sub={t.startSub} />
      <Arrow
        points={[
          [120, mid],
          [xs[0], mid],
        ]}
        tone="warm"
      />
      {/* Four panels, each with its number, heading and a small mock-up */}
      {xs.map((x, i) => (
        <g key={headings[i]}>
          <rect x={x} y={top} width={panelW} height={panelH} rx="14" className={palette.panel} />
          <Badge cx={x + panelW / 2} cy={top + 30} n={i + 1} />
          <Text x={x + panelW / 2} y={top + 72} anchor="middle">
            {headings[i]}
          </Text>
          {i < 3 && (
            <Text x={x + panelW / 2} y={top + 304} anchor="middle" size="small" muted>
              {feet[i]}
            </Text>
          )}
          {i < 3 && (
            <Arrow
              points={[
                [x + panelW, mid],
                [xs[i + 1], mid],
              ]}
            />
          )}
        </g>
      ))}
      <Search x={xs[0] + 8} y={top + 92} w={inner} t={t} />
      {t.faqs.map((name, row) => (
        <Box key={name} x={xs[1] + 8} y={top + 92 + row * 46} w={inner} h={38} label={name} compact />
      ))}
      {tasks(t, xs[2] + 8, top + 92, inner)}
      <Email x={xs[3] + 8} y={top + 92} w={inner} t={t} />
      {/* Security problems take their own path */}
      <Arrow
        points={[
          [68, mid + 50],
          [68, 486],
          [xs[0], 486],
        ]}
        tone="warm"
        dashed
      />
      <Box x={xs[0]} y={456} w={300} h={60} tone="ghost" dashed label={t.security} />
      <Arrow
        points={[
          [xs[0] + 300, 486],
          [xs[0] + 360, 486],
        ]}
        tone="warm"
      />
      <Box x={xs[0] + 360} y={456} w={300} h={60} tone="warm" label={t.report} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the question on top, with the security path beside it; the four places as a two-by-two grid read like
 * text (1 → 2, then 3 → 4).
 */
function portrait(t: Labels): NarrowLayout {
  const heading = wrap(t.heading, t.heading.length > 26 ? Math.ceil(t.heading.length / 2) + 2 : 26);
  const y0 = 40 + heading.length * 27; // the order line
  const start = y0 + 22;
  const grid = start + 196;
  const docsH = t.tasks.reduce((h, name) => h + 20 + wrap(name, 14).length * 18, -6);
  const rows = [
    [grid, 84 + 184 + 40],
    [grid + 344, 84 + Math.max(docsH + 40, 226 + 8)],
  ];
  const cards = [t.search, t.faq, t.docs, t.support];
  const feet = [t.searchFoot, t.faqFoot, t.docsFoot];
  const end = rows[1][0] + rows[1][1];
  return {
    height: end + 12,
    content: (
      <>
        <Paragraph x={12} y={36} size="heading" lines={heading} />
        <Text x={12} y={y0} size="small" muted>
          {t.order}
        </Text>
        {/* The question, and the separate path for security problems */}
        <Box x={12} y={start} w={120} h={84} tone="warm" label={t.start} sub={t.startSub} />
        <Arrow
          points={[
            [132, start + 42],
            [176, start + 42],
          ]}
          tone="warm"
          dashed
        />
        <Box x={176} y={start} w={172} h={84} tone="ghost" dashed label={wrap(t.security, 14)} />
        <Arrow
          points={[
            [262, start + 84],
            [262, start + 112],
          ]}
          tone="warm"
        />
        <Box x={176} y={start + 112} w={172} h={64} tone="warm" label={wrap(t.report, 14)} />
        <Arrow
          points={[
            [72, start + 84],
            [72, grid],
          ]}
          tone="warm"
        />
        {/* The four places */}
        {cards.map((name, i) => {
          const x = 12 + (i % 2) * 178;
          const [y, h] = rows[i >> 1];
          return (
            <g key={name}>
              <rect x={x} y={y} width={158} height={h} rx="14" className={palette.panel} />
              <Badge cx={x + 79} cy={y + 30} n={i + 1} />
              <Text x={x + 79} y={y + 70} anchor="middle">
                {name}
              </Text>
              {i < 3 && (
                <Text x={x + 79} y={y + h - 16} anchor="middle" size="small" muted>
                  {feet[i]}
                </Text>
              )}
              {i % 2 === 0 && (
                <Arrow
                  points={[
                    [x + 158, y + 30],
                    [x + 178, y + 30],
                  ]}
                />
              )}
            </g>
          );
        })}
        <Arrow
          points={[
            [269, rows[0][0] + rows[0][1]],
            [269, rows[1][0] - 18],
            [91, rows[1][0] - 18],
            [91, rows[1][0]],
          ]}
        />
        <Search x={20} y={grid + 84} w={142} t={t} />
        {t.faqs.map((name, row) => (
          <Box key={name} x={198} y={grid + 84 + row * 46} w={142} h={38} label={name} compact />
        ))}
        {tasks(t, 20, rows[1][0] + 84, 142, 14)}
        <Email x={198} y={rows[1][0] + 84} w={142} t={t} />
      </>
    ),
  };
}
