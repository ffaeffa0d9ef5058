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
  type Tone,
} from '@site/src/components/DrawingKit';
import {gdprArticles} from '@site/src/data/gdpr-map/articles';
import {gdprStatuses, type GdprStatus} from '@site/src/data/gdpr-map/types';

type Labels = {
  title: string;
  desc: string;
  names: Record<GdprStatus, string>;
  /** The meaning of each mark, in two lines. */
  meanings: Record<GdprStatus, readonly [string, string]>;
  /** How many of the map's articles carry the mark. */
  count: (count: number, total: number) => string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'The three marks of the GDPR compliance map',
    desc: 'Three badges, one per status. Provided, a full circle: a platform feature covers the technical side of the article. Shared, a half circle: Fulcro provides the tools, you configure and operate them. Yours, an empty circle: the article stays entirely your responsibility as controller.',
    names: {provided: 'Provided', shared: 'Shared', customer: 'Yours'},
    meanings: {
      provided: ['A platform feature covers the technical side', 'of the article; you use it as it comes.'],
      shared: ['Fulcro provides the tools; you configure', 'and operate them for your processing.'],
      customer: ['It stays entirely your responsibility', 'as controller; the platform can only help.'],
    },
    count: (count, total) => `${count} of the ${total} articles`,
  },
  it: {
    title: 'I tre segni della mappa di conformità al GDPR',
    desc: "Tre badge, uno per stato. Fornito, un cerchio pieno: una funzione della piattaforma copre il lato tecnico dell'articolo. Condiviso, un mezzo cerchio: Fulcro fornisce gli strumenti, tu li configuri e li gestisci. A carico tuo, un cerchio vuoto: l'articolo resta interamente a tuo carico come titolare del trattamento.",
    names: {provided: 'Fornito', shared: 'Condiviso', customer: 'A carico tuo'},
    meanings: {
      provided: ['Una funzione della piattaforma copre il lato', "tecnico dell'articolo; tu la usi così com'è."],
      shared: ['Fulcro fornisce gli strumenti; tu li configuri', 'e li gestisci per i tuoi trattamenti.'],
      customer: ['Resta interamente a tuo carico come titolare;', 'la piattaforma può solo darti una mano.'],
    },
    count: (count, total) => `${count} dei ${total} articoli`,
  },
};

const pillTone: Record<GdprStatus, Tone> = {provided: 'accent', shared: 'soft', customer: 'warm'};

const counts = Object.fromEntries(
  gdprStatuses.map((s) => [s, gdprArticles.filter((a) => a.status === s).length]),
) as Record<GdprStatus, number>;

/** One mark: a full, half or empty circle, the same shapes as in the table. */
function Mark({status, cx, cy, r}: {status: GdprStatus; cx: number; cy: number; r: number}): ReactNode {
  if (status === 'provided') return <circle cx={cx} cy={cy} r={r} className={palette.fillAccent} />;
  if (status === 'shared') {
    return (
      <g>
        <circle cx={cx} cy={cy} r={r} className={palette.lineAccent} />
        <path d={`M${cx},${cy - r} A${r},${r} 0 0 1 ${cx},${cy + r} Z`} className={palette.fillAccent} />
      </g>
    );
  }
  return <circle cx={cx} cy={cy} r={r} className={palette.lineWarm} />;
}

/** The three status marks as drawn badges, each with how many articles carry it and a one-line meaning. */
export default function GdprLegend(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {gdprStatuses.map((status, i) => {
        const y = 32 + i * 164;
        return (
          <g key={status}>
            <rect x="16" y={y} width="928" height="148" rx="14" className={palette.panel} />
            <Mark status={status} cx={92} cy={y + 74} r={40} />
            <Box x={160} y={y + 34} w={220} h={52} tone={pillTone[status]} label={t.names[status]} radius={26} />
            <Text x={270} y={y + 116} anchor="middle" size="small" muted>
              {t.count(counts[status], gdprArticles.length)}
            </Text>
            <Text x={412} y={y + 66}>
              {t.meanings[status][0]}
            </Text>
            <Text x={412} y={y + 94}>
              {t.meanings[status][1]}
            </Text>
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/** Portrait: the three badges stacked, the mark beside the pill and its count, the meaning wrapped underneath. */
function portrait(t: Labels): NarrowLayout {
  const meanings = gdprStatuses.map((status) => wrap(t.meanings[status].join(' '), 29));
  const tops = meanings.map(
    (_, i) => 12 + meanings.slice(0, i).reduce((sum, lines) => sum + 144 + lines.length * 23, 0),
  );
  const last = meanings.length - 1;
  return {
    height: tops[last] + 140 + meanings[last].length * 23,
    content: gdprStatuses.map((status, i) => {
      const y = tops[i];
      return (
        <g key={status}>
          <rect x="12" y={y} width="336" height={128 + meanings[i].length * 23} rx="14" className={palette.panel} />
          <Mark status={status} cx={64} cy={y + 56} r={32} />
          <Box x={124} y={y + 22} w={200} h={46} tone={pillTone[status]} label={t.names[status]} radius={23} />
          <Text x={224} y={y + 92} anchor="middle" size="small" muted>
            {t.count(counts[status], gdprArticles.length)}
          </Text>
          <Paragraph x={28} y={y + 130} lines={meanings[i]} />
        </g>
      );
    }),
  };
}
