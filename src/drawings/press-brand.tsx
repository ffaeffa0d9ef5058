import React, {type ReactNode} from 'react';
import {DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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

/** The mark in its own 64-unit coordinates (the same geometry as static/img/logo.svg), drawn with palette colours. */
function Mark({transform, swapped = false}: {transform: string; swapped?: boolean}): ReactNode {
  // The lever: a bar from (10,22) to (54,16), 5 units thick with round ends.
  const angle = (Math.atan2(-6, 44) * 180) / Math.PI;
  const length = Math.hypot(44, 6) + 5;
  return (
    <g transform={transform}>
      <rect width="64" height="64" rx="14" className={swapped ? palette.warm : palette.accent} />
      <rect
        x={32 - length / 2}
        y={16.5}
        width={length}
        height={5}
        rx={2.5}
        transform={`rotate(${angle.toFixed(3)} 32 19)`}
        className={palette.textOnAccent}
      />
      <path d="M32 22 L46 48 H18 Z" className={swapped ? palette.soft : palette.warm} />
      <circle cx="32" cy="21" r="4" className={palette.textOnAccent} />
    </g>
  );
}

// Left: the mark at 3.5 times its size, its corner at (112, 150).
const big = {x: 112, y: 150, s: 3.5};
const at = (u: number, v: number): [number, number] => [big.x + u * big.s, big.y + v * big.s];

// Right: the lockup at 1.6 times the logo file's units; x (clear space) = 16 units.
const lock = {x: 470, y: 120, s: 1.6};
const unit = (n: number) => n * lock.s;

/** The mark's anatomy on the left; the lockup with its clear space and three misuses on the right. */
export default function PressBrand(): ReactNode {
  const t = useLabels(labels);
  const [leverX, leverY] = at(54, 16);
  const [pivotX, pivotY] = at(32, 21);
  const [fulcrumX, fulcrumY] = at(22.9, 39);
  const x = unit(16);
  const boxW = unit(267);
  const boxH = unit(96);
  const markX = lock.x + x;
  const markY = lock.y + x;
  const cells = [470, 625, 780];
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      {/* The mark, enlarged, with its parts named */}
      <Mark transform={`translate(${big.x} ${big.y}) scale(${big.s})`} />
      <Text x={pivotX} y={120} anchor="middle">
        {t.pivot}
      </Text>
      <path d={`M${pivotX},126 L${pivotX},${pivotY - 16}`} className={palette.line} />
      <Text x={352} y={196}>
        {t.lever}
      </Text>
      <path d={`M348,192 L${leverX + 10},${leverY - 3}`} className={palette.line} />
      <Text x={96} y={291} anchor="end">
        {t.fulcrum}
      </Text>
      <path d={`M100,${fulcrumY} L${fulcrumX},${fulcrumY}`} className={palette.line} />
      <Text x={at(32, 0)[0]} y={410} anchor="middle">
        {t.square}
      </Text>
      {/* The lockup inside its clear space */}
      <rect x={lock.x} y={lock.y} width={boxW} height={boxH} className={`${palette.soft} ${palette.dashed}`} />
      <rect x={markX} y={markY} width={boxW - 2 * x} height={boxH - 2 * x} className={palette.surface} />
      <Mark transform={`translate(${markX} ${markY}) scale(${lock.s})`} />
      <text
        transform={`translate(${markX + unit(80)} ${markY + unit(50)}) scale(${((48 * lock.s) / 21).toFixed(3)})`}
        className={`${palette.heading} ${palette.fillAccent}`}>
        Fulcro
      </text>
      <Text x={lock.x + boxW / 2} y={lock.y + x / 2 + 5} anchor="middle" size="small">
        x
      </Text>
      <Text x={lock.x + boxW / 2} y={lock.y + boxH - x / 2 + 5} anchor="middle" size="small">
        x
      </Text>
      <Text x={lock.x + x / 2} y={lock.y + boxH / 2 + 5} anchor="middle" size="small">
        x
      </Text>
      <Text x={lock.x + boxW - x / 2} y={lock.y + boxH / 2 + 5} anchor="middle" size="small">
        x
      </Text>
      <Text x={lock.x} y={lock.y + boxH + 30} size="small" muted>
        {t.clearSpace}
      </Text>
      {/* Three misuses */}
      <Text x={470} y={376}>
        {t.keep}
      </Text>
      {cells.map((cx, i) => (
        <g key={t.donts[i]}>
          <rect x={cx} y={392} width={140} height={124} rx="12" className={palette.panel} />
          {i === 0 && <Mark transform={`translate(${cx + 70 - 44.8} 408) scale(1.4 0.875)`} />}
          {i === 1 && <Mark transform={`translate(${cx + 42} 408) scale(0.875) rotate(18 32 32)`} />}
          {i === 2 && <Mark transform={`translate(${cx + 42} 408) scale(0.875)`} swapped />}
          <path d={`M${cx + 112},${400} L${cx + 132},${420} M${cx + 132},${400} L${cx + 112},${420}`} className={palette.lineWarm} />
          <Text x={cx + 70} y={502} anchor="middle" size="small">
            {t.donts[i]}
          </Text>
        </g>
      ))}
    </DrawingSvg>
  );
}
