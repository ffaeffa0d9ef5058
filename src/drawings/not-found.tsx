import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
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
  from: string;
  fromSub: string;
  empty: string;
  detour: string;
  ways: readonly [string, string, string];
};

const labels: Localized<Labels> = {
  en: {
    title: 'An address that leads nowhere, and the ways around it',
    desc: 'The address you opened leads to an empty dashed box marked 404: there is no page there. A detour goes around it to three places that are: searching the site, the product pages and the documentation.',
    from: 'The address you opened',
    fromSub: 'moved, old or mistyped',
    empty: 'No page here',
    detour: 'detour',
    ways: ['Search the site', 'Product pages', 'Documentation'],
  },
  it: {
    title: 'Un indirizzo che non porta da nessuna parte, e le strade per aggirarlo',
    desc: 'L’indirizzo che hai aperto porta a un riquadro tratteggiato vuoto con scritto 404: lì non c’è nessuna pagina. Una deviazione lo aggira e porta a tre posti che invece esistono: la ricerca nel sito, le pagine dei prodotti e la documentazione.',
    from: 'L’indirizzo che hai aperto',
    fromSub: 'spostato, vecchio o sbagliato',
    empty: 'Qui non c’è una pagina',
    detour: 'deviazione',
    ways: ['Cerca nel sito', 'Pagine dei prodotti', 'Documentazione'],
  },
};

/** The empty place: a dashed box with a large 404 and what it means. */
function Empty({x, y, w, h, t}: {x: number; y: number; w: number; h: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx={12} className={palette.surface} />
      <Box x={x} y={y} w={w} h={h} tone="ghost" radius={12} />
      <text
        x={x + w / 2}
        y={y + h / 2 + 4}
        textAnchor="middle"
        className={`${palette.text} ${palette.heading}`}
        style={{fontSize: 44}}>
        404
      </text>
      <Text x={x + w / 2} y={y + h / 2 + 34} anchor="middle" size="small" muted>
        {t.empty}
      </Text>
    </>
  );
}

/**
 * A road closed, with a detour: the address leads (dashed, warm) into an empty box marked 404; an accent line goes
 * around it to three places that exist.
 */
export default function NotFoundDrawing(): ReactNode {
  const t = useLabels(labels);
  const ways = [80, 230, 380];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Box x={36} y={220} w={232} h={100} label={wrap(t.from, 20)} sub={t.fromSub} />
      <Arrow
        points={[
          [268, 270],
          [384, 270],
        ]}
        tone="warm"
        dashed
      />
      <Empty x={392} y={200} w={200} h={140} t={t} />
      {/* The detour: up from the address, over the empty box, into the first way on; a spine down to the others. */}
      <Arrow
        points={[
          [152, 220],
          [152, 120],
          [700, 120],
        ]}
        tone="accent"
      />
      <Text x={408} y={106} anchor="middle" size="small" muted>
        {t.detour}
      </Text>
      <path d={`M664,120 L664,${ways[2] + 40}`} className={palette.lineAccent} />
      {ways.map((y, i) => (
        <g key={t.ways[i]}>
          {i > 0 && (
            <Arrow
              points={[
                [664, y + 40],
                [700, y + 40],
              ]}
              tone="accent"
            />
          )}
          <Box x={700} y={y} w={224} h={80} tone={i === 0 ? 'accent' : 'soft'} label={wrap(t.ways[i], 18)} />
        </g>
      ))}
    </DrawingSvg>
  );
}

/** Portrait: the address at the top, the empty box under it, the detour down the right-hand side to the three ways. */
function portrait(t: Labels): NarrowLayout {
  const ways = [352, 432, 512];
  return {
    height: 612,
    content: (
      <>
        <Box x={20} y={20} w={320} h={84} label={t.from} sub={t.fromSub} />
        <Arrow
          points={[
            [110, 104],
            [110, 166],
          ]}
          tone="warm"
          dashed
        />
        <Empty x={20} y={174} w={180} h={136} t={t} />
        {/* The detour: out of the address's right side, down past the empty box, into each way on. */}
        <path d={`M300,104 L300,${ways[2] + 30}`} className={palette.lineAccent} />
        <Text x={290} y={246} anchor="end" size="small" muted>
          {t.detour}
        </Text>
        {ways.map((y, i) => (
          <g key={t.ways[i]}>
            <Arrow
              points={[
                [300, y + 30],
                [276, y + 30],
              ]}
              tone="accent"
            />
            <Box x={20} y={y} w={256} h={60} tone={i === 0 ? 'accent' : 'soft'} label={t.ways[i]} />
          </g>
        ))}
      </>
    ),
  };
}
