import React, {Fragment, type ReactNode} from 'react';
import {DrawingSvg, Text, palette, useLabels, type Localized, type NarrowLayout} from '@site/src/components/DrawingKit';
import {gdprArticles} from '@site/src/data/gdpr-map/articles';
import {gdprStatuses, type GdprStatus} from '@site/src/data/gdpr-map/types';

type Labels = {
  title: string;
  /** The alt text, given the counts it describes. */
  desc: (counts: Record<GdprStatus, number>, total: number) => string;
  byStatus: string;
  byChapter: string;
  chapter: string;
  names: Record<GdprStatus, string>;
  total: (count: number) => string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'How the articles of the map are covered',
    desc: (c, total) =>
      `Of the ${total} articles on the map, ${c.provided} are provided by a platform feature, ${c.shared} are shared between Fulcro's tools and your configuration, and ${c.customer} stay yours. On the right, one bar per chapter of the Regulation splits its articles by the same three statuses.`,
    byStatus: 'By status',
    byChapter: 'By chapter',
    chapter: 'Chapter',
    names: {provided: 'Provided', shared: 'Shared', customer: 'Yours'},
    total: (count) => `${count} articles on the map`,
  },
  it: {
    title: 'Come sono coperti gli articoli della mappa',
    desc: (c, total) =>
      `Dei ${total} articoli della mappa, ${c.provided} sono forniti da una funzione della piattaforma, ${c.shared} sono condivisi tra gli strumenti di Fulcro e la tua configurazione e ${c.customer} restano a tuo carico. A destra, una barra per ogni capo del Regolamento divide i suoi articoli secondo gli stessi tre stati.`,
    byStatus: 'Per stato',
    byChapter: 'Per capo',
    chapter: 'Capo',
    names: {provided: 'Fornito', shared: 'Condiviso', customer: 'A carico tuo'},
    total: (count) => `${count} articoli nella mappa`,
  },
};

const fill: Record<GdprStatus, string> = {provided: palette.accent, shared: palette.soft, customer: palette.warm};
const onFill: Record<GdprStatus, string> = {provided: palette.textOnAccent, shared: palette.text, customer: palette.textOnWarm};

const total = gdprArticles.length;
const counts = Object.fromEntries(
  gdprStatuses.map((status) => [status, gdprArticles.filter((a) => a.status === status).length]),
) as Record<GdprStatus, number>;
const most = Math.max(...Object.values(counts), 1);
const perChapter = [...new Set(gdprArticles.map((a) => a.chapter))].map((chapter) => {
  const articles = gdprArticles.filter((a) => a.chapter === chapter);
  return {chapter, total: articles.length, counts: gdprStatuses.map((s) => articles.filter((a) => a.status === s).length)};
});
const longest = Math.max(...perChapter.map((c) => c.total), 1);

/** One column per status, centred `step` apart from `x0`, `bar` wide, the tallest `tallest` high. */
function ByStatus({t, x0, step, bar, baseline, tallest}: {t: Labels; x0: number; step: number; bar: number; baseline: number; tallest: number}): ReactNode {
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
          <tspan className={palette.mono}>{status}</tspan>
        </Text>
      </Fragment>
    );
  });
}

/** One stacked bar per chapter, its label at `x`, the bar from `left`, the longest `widest` wide. */
function ByChapter({t, x, left, widest, top, row}: {t: Labels; x: number; left: number; widest: number; top: number; row: number}): ReactNode {
  const h = Math.min(48, row - 20);
  return perChapter.map(({chapter, counts: split}, i) => {
    const y = top + i * row;
    let at = left;
    return (
      <Fragment key={chapter}>
        <Text x={x} y={y + h / 2 + 6}>
          {`${t.chapter} ${chapter}`}
        </Text>
        {gdprStatuses.map((status, s) => {
          const w = (split[s] / longest) * widest;
          const segment = (
            <g key={status}>
              {w > 0 && <rect x={at} y={y} width={w} height={h} className={fill[status]} />}
              {w >= 16 && (
                <text x={at + w / 2} y={y + h / 2 + 6} textAnchor="middle" className={`${palette.label} ${onFill[status]}`}>
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
      <ByChapter t={t} x={472} left={600} widest={280} top={100} row={Math.min(90, 340 / perChapter.length)} />
      <Text x={920} y={492} anchor="end" muted>
        {t.total(total)}
      </Text>
    </DrawingSvg>
  );
}

/** Portrait: the two panels one above the other, the columns closer together and the bars shorter. */
function portrait(t: Labels): NarrowLayout {
  const row = Math.min(60, 240 / perChapter.length);
  const bottom = 452 + perChapter.length * row;
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
        <ByChapter t={t} x={32} left={132} widest={196} top={452} row={row} />
        <Text x={328} y={bottom + 38} anchor="end" muted>
          {t.total(total)}
        </Text>
      </>
    ),
  };
}
