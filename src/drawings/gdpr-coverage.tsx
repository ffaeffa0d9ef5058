import React, {type ReactNode} from 'react';
import {DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';
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

/** Counts of the map's articles per status (columns) and per chapter (stacked bars), computed from the data. */
export default function GdprCoverage(): ReactNode {
  const t = useLabels(labels);
  const total = gdprArticles.length;
  const counts = Object.fromEntries(
    gdprStatuses.map((status) => [status, gdprArticles.filter((a) => a.status === status).length]),
  ) as Record<GdprStatus, number>;
  const chapters = [...new Set(gdprArticles.map((a) => a.chapter))];
  const perChapter = chapters.map((chapter) => {
    const articles = gdprArticles.filter((a) => a.chapter === chapter);
    return {chapter, total: articles.length, counts: gdprStatuses.map((s) => articles.filter((a) => a.status === s).length)};
  });
  // Left: one column per status.
  const baseline = 420;
  const tallest = 280;
  const most = Math.max(...Object.values(counts), 1);
  // Right: one stacked bar per chapter.
  const barLeft = 600;
  const widest = 280;
  const longest = Math.max(...perChapter.map((c) => c.total), 1);
  const rowHeight = Math.min(90, 340 / Math.max(chapters.length, 1));
  return (
    <DrawingSvg title={t.title} desc={t.desc(counts, total)}>
      <rect x="16" y="24" width="416" height="492" rx="14" className={palette.panel} />
      <rect x="448" y="24" width="496" height="492" rx="14" className={palette.panel} />
      <Text x={40} y={64} size="heading">
        {t.byStatus}
      </Text>
      <line x1="40" y1={baseline} x2="408" y2={baseline} className={palette.line} />
      {gdprStatuses.map((status, i) => {
        const centre = 100 + i * 124;
        const h = (counts[status] / most) * tallest;
        return (
          <g key={status}>
            <rect x={centre - 40} y={baseline - h} width="80" height={h} rx="4" className={fill[status]} />
            <Text x={centre} y={baseline - h - 12} anchor="middle" size="heading">
              {counts[status]}
            </Text>
            <Text x={centre} y={baseline + 32} anchor="middle">
              {t.names[status]}
            </Text>
            <Text x={centre} y={baseline + 56} anchor="middle" size="small" muted>
              <tspan className={palette.mono}>{status}</tspan>
            </Text>
          </g>
        );
      })}
      <Text x={472} y={64} size="heading">
        {t.byChapter}
      </Text>
      {perChapter.map(({chapter, counts: split}, i) => {
        const y = 100 + i * rowHeight;
        const h = Math.min(48, rowHeight - 20);
        let x = barLeft;
        return (
          <g key={chapter}>
            <Text x={472} y={y + h / 2 + 6}>
              {`${t.chapter} ${chapter}`}
            </Text>
            {gdprStatuses.map((status, s) => {
              const w = (split[s] / longest) * widest;
              const segment = (
                <g key={status}>
                  {w > 0 && <rect x={x} y={y} width={w} height={h} className={fill[status]} />}
                  {w >= 24 && (
                    <text x={x + w / 2} y={y + h / 2 + 6} textAnchor="middle" className={`${palette.label} ${onFill[status]}`}>
                      {split[s]}
                    </text>
                  )}
                </g>
              );
              x += w;
              return segment;
            })}
          </g>
        );
      })}
      <Text x={920} y={492} anchor="end" muted>
        {t.total(total)}
      </Text>
    </DrawingSvg>
  );
}
