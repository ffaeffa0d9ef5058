import React, {Fragment, type ReactNode} from 'react';
import {
  DrawingSvg,
  Paragraph,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {gdprArticles} from '@site/src/data/gdpr-map/articles';
import {gdprStatuses, type GdprChapter, type GdprStatus} from '@site/src/data/gdpr-map/types';

type Labels = {
  title: string;
  /** The alt text, given the counts it describes. */
  desc: (counts: Record<GdprStatus, number>, total: number) => string;
  byStatus: string;
  byChapter: string;
  /** "Chapter II · Principles": the chapter's number and its title, short. */
  chapter: (chapter: GdprChapter) => string;
  names: Record<GdprStatus, string>;
  /** A status's share of the map's articles, in the page's number format (Italian: a space before %). */
  share: (percent: number) => string;
  total: (count: number) => string;
};

/** The Regulation's chapters by their titles, shortened (Regulation (EU) 2016/679, in each language's official text). */
const chapterTitles: Localized<Record<GdprChapter, string>> = {
  en: {
    I: 'General provisions',
    II: 'Principles',
    III: 'Rights of the data subject',
    IV: 'Controller and processor',
    V: 'Transfers to third countries',
    VI: 'Supervisory authorities',
    VII: 'Cooperation and consistency',
    VIII: 'Remedies, liability, penalties',
    IX: 'Specific processing situations',
    X: 'Delegated and implementing acts',
    XI: 'Final provisions',
  },
  it: {
    I: 'Disposizioni generali',
    II: 'Principi',
    III: 'Diritti dell’interessato',
    IV: 'Titolare e responsabile',
    V: 'Trasferimenti verso paesi terzi',
    VI: 'Autorità di controllo',
    VII: 'Cooperazione e coerenza',
    VIII: 'Ricorsi, responsabilità, sanzioni',
    IX: 'Specifiche situazioni di trattamento',
    X: 'Atti delegati e di esecuzione',
    XI: 'Disposizioni finali',
  },
};

const labels: Localized<Labels> = {
  en: {
    title: 'How the articles of the map are covered',
    desc: (c, total) =>
      `Of the ${total} articles on the map, ${c.provided} are provided by a platform feature, ${c.shared} are shared between Fulcro's tools and your configuration, and ${c.customer} stay yours. On the right, one bar per chapter of the Regulation splits its articles by the same three statuses.`,
    byStatus: 'By status',
    byChapter: 'By chapter',
    chapter: (chapter) => `Chapter ${chapter} · ${chapterTitles.en[chapter]}`,
    names: {provided: 'Provided', shared: 'Shared', customer: 'Yours'},
    share: (percent) => `${percent}%`,
    total: (count) => `${count} articles on the map`,
  },
  it: {
    title: 'Come sono coperti gli articoli della mappa',
    desc: (c, total) =>
      `Dei ${total} articoli della mappa, ${c.provided} sono forniti da una funzione della piattaforma, ${c.shared} sono condivisi tra gli strumenti di Fulcro e la tua configurazione e ${c.customer} restano a tuo carico. A destra, una barra per ogni capo del Regolamento divide i suoi articoli secondo gli stessi tre stati.`,
    byStatus: 'Per stato',
    byChapter: 'Per capo',
    chapter: (chapter) => `Capo ${chapter} · ${chapterTitles.it[chapter]}`,
    names: {provided: 'Fornito', shared: 'Condiviso', customer: 'A carico tuo'},
    share: (percent) => `${percent} %`,
    total: (count) => `${count} articoli nella mappa`,
  },
};

const fill: Record<GdprStatus, string> = {provided: palette.accent, shared: palette.soft, customer: palette.warm};
const onFill: Record<GdprStatus, string> = {
  provided: palette.textOnAccent,
  shared: palette.text,
  customer: palette.textOnWarm,
};

const total = gdprArticles.length;
const counts = Object.fromEntries(
  gdprStatuses.map((status) => [status, gdprArticles.filter((a) => a.status === status).length]),
) as Record<GdprStatus, number>;
const most = Math.max(...Object.values(counts), 1);
const perChapter = [...new Set(gdprArticles.map((a) => a.chapter))].map((chapter) => {
  const articles = gdprArticles.filter((a) => a.chapter === chapter);
  return {
    chapter,
    total: articles.length,
    counts: gdprStatuses.map((s) => articles.filter((a) => a.status === s).length),
  };
});
const longest = Math.max(...perChapter.map((c) => c.total), 1);

/** One column per status, centred `step` apart from `x0`, `bar` wide, the tallest `tallest` high. */
function ByStatus({
  t,
  x0,
  step,
  bar,
  baseline,
  tallest,
}: {
  t: Labels;
  x0: number;
  step: number;
  bar: number;
  baseline: number;
  tallest: number;
}): ReactNode {
  return gdprStatuses.map((status, i) => {
    const centre = x0 + i * step;
    const h = (counts[status] / most) * tallest;
    return (
      <Fragment key={status}>
        <rect x={centre - bar / 2} y={baseline - h} width={bar} height={h} rx="4" className={fill[status]} />
        <Text x={centre} y={baseline - h - 12} anchor="middle" size="heading">
          {counts[status]}
        </Text>
        <Text x={centre} y={baseline + 32} anchor="middle">
          {t.names[status]}
        </Text>
        <Text x={centre} y={baseline + 56} anchor="middle" size="small" muted>
          {t.share(Math.round((100 * counts[status]) / total))}
        </Text>
      </Fragment>
    );
  });
}

/**
 * One stacked bar per chapter, under its number and title: the label's lines from `y`, the bar below them from `x`,
 * the longest `widest` wide. Returns the rows' tops and the bottom of the last one, for the panel around them.
 */
function chapterRows(t: Labels, maxChars: number, top: number): {lines: string[][]; tops: number[]; bottom: number} {
  // Too long for one line: the chapter's number on the first, its title (wrapped if need be) under it.
  const lines = perChapter.map(({chapter}) => {
    const label = t.chapter(chapter);
    if (label.length <= maxChars) return [label];
    const [number, title] = label.split(' · ');
    return [number, ...wrap(title, maxChars)];
  });
  const tops: number[] = [];
  let y = top;
  for (const label of lines) {
    tops.push(y);
    y += label.length * 22 + 8 + barHeight + 22;
  }
  return {lines, tops, bottom: y - 22};
}

const barHeight = 34;

function ByChapter({
  rows,
  x,
  widest,
  size,
}: {
  rows: ReturnType<typeof chapterRows>;
  x: number;
  widest: number;
  size: 'label' | 'small';
}): ReactNode {
  return perChapter.map(({chapter, counts: split}, i) => {
    const label = rows.lines[i];
    const y = rows.tops[i] + label.length * 22 + 8;
    let at = x;
    return (
      <Fragment key={chapter}>
        <Paragraph x={x} y={rows.tops[i] + 16} lines={label} size={size} lineHeight={22} />
        {gdprStatuses.map((status, s) => {
          const w = (split[s] / longest) * widest;
          const segment = (
            <g key={status}>
              {w > 0 && <rect x={at} y={y} width={w} height={barHeight} className={fill[status]} />}
              {w >= 16 && (
                <text
                  x={at + w / 2}
                  y={y + barHeight / 2 + 6}
                  textAnchor="middle"
                  className={`${palette.label} ${onFill[status]}`}>
                  {split[s]}
                </text>
              )}
            </g>
          );
          at += w;
          return segment;
        })}
      </Fragment>
    );
  });
}

/** Counts of the map's articles per status (columns) and per chapter (stacked bars), computed from the data. */
export default function GdprCoverage(): ReactNode {
  const t = useLabels(labels);
  const baseline = 420;
  return (
    <DrawingSvg title={t.title} desc={t.desc(counts, total)} narrow={portrait(t)}>
      <rect x="16" y="24" width="416" height="492" rx="14" className={palette.panel} />
      <rect x="448" y="24" width="496" height="492" rx="14" className={palette.panel} />
      <Text x={40} y={64} size="heading">
        {t.byStatus}
      </Text>
      <line x1="40" y1={baseline} x2="408" y2={baseline} className={palette.line} />
      <ByStatus t={t} x0={100} step={124} bar={80} baseline={baseline} tallest={280} />
      <Text x={472} y={64} size="heading">
        {t.byChapter}
      </Text>
      <ByChapter rows={chapterRows(t, 40, 92)} x={472} widest={448} size="label" />
      <Text x={920} y={492} anchor="end" muted>
        {t.total(total)}
      </Text>
    </DrawingSvg>
  );
}

/** Portrait: the two panels one above the other, the columns closer together, each chapter's title on its own lines. */
function portrait(t: Labels): NarrowLayout {
  const rows = chapterRows(t, 38, 452);
  const bottom = rows.bottom;
  return {
    height: bottom + 72,
    content: (
      <>
        <rect x="12" y="12" width="336" height="364" rx="14" className={palette.panel} />
        <rect x="12" y="392" width="336" height={bottom - 332} rx="14" className={palette.panel} />
        <Text x={32} y={50} size="heading">
          {t.byStatus}
        </Text>
        <line x1="32" y1="296" x2="328" y2="296" className={palette.line} />
        <ByStatus t={t} x0={76} step={104} bar={64} baseline={296} tallest={196} />
        <Text x={32} y={430} size="heading">
          {t.byChapter}
        </Text>
        <ByChapter rows={rows} x={32} widest={296} size="small" />
        <Text x={328} y={bottom + 38} anchor="end" muted>
          {t.total(total)}
        </Text>
      </>
    ),
  };
}
