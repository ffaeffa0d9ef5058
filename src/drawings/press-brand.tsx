import React, {type ReactNode} from 'react';
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

type Labels = {
  title: string;
  desc: string;
  heading: string;
  lever: string;
  pivot: string;
  fulcrum: string;
  square: string;
  clearSpace: string;
  keep: string;
  donts: readonly string[];
};

const labels: Localized<Labels> = {
  en: {
    title: 'How the Fulcro logo is built',
    desc: 'On the left, the Fulcro mark enlarged: a rounded square holding a lever that rests on a pivot above a triangular fulcrum. On the right, the mark with the wordmark Fulcro beside it, surrounded by a band of clear space x wide on every side, where x is a quarter of the square’s height. Below, three things not to do: stretch, rotate or recolour the logo.',
    heading: 'Logo construction and clear space',
    lever: 'Lever',
    pivot: 'Pivot',
    fulcrum: 'Fulcrum',
    square: 'Rounded square',
    clearSpace: 'x = a quarter of the square’s height',
    keep: 'Keep it as it is',
    donts: ["Don't stretch", "Don't rotate", "Don't recolour"],
  },
  it: {
    title: 'Come è costruito il logo Fulcro',
    desc: 'A sinistra, il marchio Fulcro ingrandito: un quadrato arrotondato che contiene una leva appoggiata su un perno sopra un fulcro triangolare. A destra, il marchio con accanto il logotipo Fulcro, circondato da una fascia di spazio libero larga x su ogni lato, dove x è un quarto dell’altezza del quadrato. Sotto, tre cose da non fare: deformare, ruotare o ricolorare il logo.',
    heading: 'Costruzione del logo e spazio libero',
    lever: 'Leva',
    pivot: 'Perno',
    fulcrum: 'Fulcro',
    square: 'Quadrato arrotondato',
    clearSpace: 'x = un quarto dell’altezza del quadrato',
    keep: 'Lascialo com’è',
    donts: ['Non deformare', 'Non ruotare', 'Non ricolorare'],
  },
};

/**
 * The logo keeps its brand colours in both colour modes (the same fills as static/img/logo.svg), so it is drawn with
 * fixed colours, not the palette, and always on a light tile, as the logo file for light backgrounds expects.
 */
const brand = {
  blue: '#0b5394',
  amber: '#f2a65a',
  rust: '#b34700',
  white: '#ffffff',
  ink: '#1c2430',
  band: '#e3eefa',
  edge: '#7a8899',
};

/** The mark in its own 64-unit coordinates (the same geometry as static/img/logo.svg). */
function Mark({transform, swapped = false}: {transform: string; swapped?: boolean}): ReactNode {
  // The lever: a bar from (10,22) to (54,16), 5 units thick with round ends.
  const angle = (Math.atan2(-6, 44) * 180) / Math.PI;
  const length = Math.hypot(44, 6) + 5;
  return (
    <g transform={transform}>
      <rect width="64" height="64" rx="14" fill={swapped ? brand.amber : brand.blue} />
      <rect
        x={32 - length / 2}
        y={16.5}
        width={length}
        height={5}
        rx={2.5}
        transform={`rotate(${angle.toFixed(3)} 32 19)`}
        fill={brand.white}
      />
      <path d="M32 22 L46 48 H18 Z" fill={swapped ? brand.blue : brand.amber} />
      <circle cx="32" cy="21" r="4" fill={brand.white} />
    </g>
  );
}

/** A fixed light tile for the logo. */
const tile = (x: number, y: number, w: number, h: number) => (
  <rect x={x} y={y} width={w} height={h} rx="12" fill={brand.white} stroke={brand.edge} strokeWidth="1.5" />
);

/** The mark enlarged s times, its corner at (x, y), on its tile, with its parts named. */
function Anatomy({x, y, s, t}: {x: number; y: number; s: number; t: Labels}): ReactNode {
  const at = (u: number, v: number): [number, number] => [x + u * s, y + v * s];
  const [leverX, leverY] = at(54, 16);
  const [pivotX, pivotY] = at(32, 21);
  const [fulcrumX, fulcrumY] = at(22.9, 39);
  const side = x + 64 * s;
  return (
    <>
      {tile(x - 8, y - 8, 64 * s + 16, 64 * s + 16)}
      <Mark transform={`translate(${x} ${y}) scale(${s})`} />
      <Text x={pivotX} y={y - 30} anchor="middle">
        {t.pivot}
      </Text>
      <path d={`M${pivotX},${y - 24} L${pivotX},${pivotY - 16}`} className={palette.line} />
      <Text x={side + 16} y={leverY - 10}>
        {t.lever}
      </Text>
      <path d={`M${side + 12},${leverY - 14} L${leverX + 10},${leverY - 3}`} className={palette.line} />
      <Text x={x - 16} y={fulcrumY + 4.5} anchor="end">
        {t.fulcrum}
      </Text>
      <path d={`M${x - 12},${fulcrumY} L${fulcrumX},${fulcrumY}`} className={palette.line} />
      <Text x={x + 32 * s} y={y + 64 * s + 36} anchor="middle">
        {t.square}
      </Text>
    </>
  );
}

/**
 * The lockup at s times the logo file's units, its clear-space frame's corner at (x, y): the mark (64), a 16-unit gap
 * and the wordmark (144 units, as in the logo file), inside a band x = 16 units wide (a quarter of the square).
 */
function Lockup({x, y, s}: {x: number; y: number; s: number}): ReactNode {
  const cs = 16 * s;
  const [w, h] = [256 * s, 96 * s];
  const [markX, markY] = [x + cs, y + cs];
  const marks: [number, number][] = [
    [x + w / 2, y + cs / 2],
    [x + w / 2, y + h - cs / 2],
    [x + cs / 2, y + h / 2],
    [x + w - cs / 2, y + h / 2],
  ];
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={brand.band}
        stroke={brand.blue}
        strokeWidth="1.5"
        className={palette.dashed}
      />
      <rect x={markX} y={markY} width={w - 2 * cs} height={h - 2 * cs} fill={brand.white} />
      <Mark transform={`translate(${markX} ${markY}) scale(${s})`} />
      <text
        x={markX + 80 * s}
        y={markY + 50 * s}
        fontFamily="'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"
        fontSize={48 * s}
        fontWeight="700"
        textLength={144 * s}
        lengthAdjust="spacingAndGlyphs"
        fill={brand.blue}>
        Fulcro
      </text>
      {marks.map(([mx, my]) => (
        <text key={`${mx}-${my}`} x={mx} y={my + 5} textAnchor="middle" className={palette.small} fill={brand.ink}>
          x
        </text>
      ))}
    </g>
  );
}

/** The three misuses, each on a tile w × h: stretched, rotated, recoloured (dy from the top); the label's lines at the bottom. */
type MisusesProps = {
  xs: readonly number[];
  y: number;
  w: number;
  h: number;
  dy: number;
  lines: readonly (readonly string[])[];
};

function Misuses({xs, y, w, h, dy, lines}: MisusesProps): ReactNode {
  const marks = [
    (cx: number) => <Mark transform={`translate(${cx - 44.8} ${y + dy}) scale(1.4 0.875)`} />,
    (cx: number) => <Mark transform={`translate(${cx - 28} ${y + dy}) scale(0.875) rotate(18 32 32)`} />,
    (cx: number) => <Mark transform={`translate(${cx - 28} ${y + dy}) scale(0.875)`} swapped />,
  ];
  return xs.map((x, i) => (
    <g key={lines[i].join()}>
      {tile(x, y, w, h)}
      {marks[i](x + w / 2)}
      <path
        d={`M${x + w - 28},${y + 8} L${x + w - 8},${y + 28} M${x + w - 8},${y + 8} L${x + w - 28},${y + 28}`}
        stroke={brand.rust}
        strokeWidth="2.5"
      />
      {lines[i].map((line, j) => (
        <text
          key={line}
          x={x + w / 2}
          y={y + h - 14 - (lines[i].length - 1 - j) * 20}
          textAnchor="middle"
          className={palette.small}
          fill={brand.ink}>
          {line}
        </text>
      ))}
    </g>
  ));
}

/** The mark's anatomy on the left; the lockup with its clear space and three misuses on the right. */
export default function PressBrand(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      {/* The mark, enlarged, with its parts named */}
      <Anatomy x={112} y={150} s={3.5} t={t} />
      {/* The lockup inside its clear space */}
      <Lockup x={470} y={120} s={1.6} />
      <Text x={470} y={303.6} size="small" muted>
        {t.clearSpace}
      </Text>
      {/* Three misuses */}
      <Text x={470} y={376}>
        {t.keep}
      </Text>
      <Misuses xs={[470, 625, 780]} y={392} w={140} h={124} dy={16} lines={t.donts.map((d) => [d])} />
    </DrawingSvg>
  );
}

/** Portrait: the heading, the enlarged mark, the lockup at the column's width, the three misuses in a row. */
function portrait(t: Labels): NarrowLayout {
  const heading = wrap(t.heading, 24);
  const clear = wrap(t.clearSpace, 40);
  const top = 36 + heading.length * 27; // the anatomy's pivot label sits 30 above the mark
  const lockY = top + 64 + 160 + 60;
  const keepY = lockY + 120 + 28 + clear.length * 20 + 28;
  return {
    height: keepY + 16 + 150 + 16,
    content: (
      <>
        <Paragraph x={20} y={36} lines={heading} size="heading" />
        <Anatomy x={112} y={top + 64} s={2.5} t={t} />
        <Lockup x={20} y={lockY} s={1.25} />
        <Paragraph x={20} y={lockY + 148} lines={clear} size="small" muted />
        <Text x={20} y={keepY}>
          {t.keep}
        </Text>
        <Misuses xs={[12, 128, 244]} y={keepY + 16} w={104} h={150} dy={36} lines={t.donts.map((d) => wrap(d, 10))} />
      </>
    ),
  };
}
