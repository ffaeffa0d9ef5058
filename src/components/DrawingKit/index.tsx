import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * The kit every drawing in `src/drawings/` is made from: one canvas size, one
 * palette (CSS variables designed for light and dark mode), boxes, arrows and
 * labels. A drawing's words live in the drawing's own module, in English and
 * Italian, so they load only with the page that shows it.
 */

/** Every drawing is 960 × 540 (16:9): the figure keeps that space before the drawing loads, so nothing shifts. */
export const canvas = {width: 960, height: 540} as const;

/** The words of a drawing in every language of the site. */
export type Localized<T> = {en: T; it: T};

/** Picks the words of the page's language. */
export function useLabels<T>(labels: Localized<T>): T {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'it' ? labels.it : labels.en;
}

/** Colour roles; each is a class whose colours change with the colour mode. */
export type Tone = 'neutral' | 'accent' | 'soft' | 'warm' | 'ok' | 'ghost';

const boxTone: Record<Tone, string> = {
  neutral: styles.boxNeutral,
  accent: styles.boxAccent,
  soft: styles.boxSoft,
  warm: styles.boxWarm,
  ok: styles.boxOk,
  ghost: styles.boxGhost,
};

const textTone: Record<Tone, string> = {
  neutral: styles.text,
  accent: styles.textOnAccent,
  soft: styles.text,
  warm: styles.textOnWarm,
  ok: styles.text,
  ghost: styles.text,
};

/**
 * The portrait canvas for narrow columns (phones, and any column under 704 px where the 960-unit canvas would shrink its
 * 15-unit labels below 11 px): 360 units wide, as tall as the drawing needs.
 */
export const narrowCanvas = {width: 360} as const;

/** A drawing's portrait layout: the same words, arranged for a column about 360 px wide. */
export type NarrowLayout = {
  /** Height of the portrait canvas, in units (its width is `narrowCanvas.width`). */
  height: number;
  content: ReactNode;
};

type SvgProps = {
  /** Short accessible name, in the page's language. */
  title: string;
  /** What the drawing shows, for people who cannot see it (the alt text). */
  desc: string;
  /** The landscape layout, on the 960 × 540 canvas. */
  children: ReactNode;
  /** The portrait layout shown instead when the drawing's column is narrow. */
  narrow?: NarrowLayout;
};

function Canvas({
  width,
  height,
  title,
  desc,
  layout,
  children,
}: {
  width: number;
  height: number;
  title: string;
  desc: string;
  layout: 'wide' | 'narrow';
  children: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <svg
      className={clsx(styles.svg, styles[layout])}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-drawing={layout}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <rect x="0" y="0" width={width} height={height} className={styles.surface} />
      {children}
    </svg>
  );
}

/**
 * The drawing's canvas: an image with an accessible name and description, on the palette's surface. With a `narrow`
 * layout, both layouts are in the static HTML and a container query shows the one that fits the column (no script,
 * no layout shift); the hidden one is `display: none`, so it is not in the accessibility tree.
 */
export function DrawingSvg({title, desc, children, narrow}: SvgProps): ReactNode {
  return (
    <div className={styles.frame}>
      <Canvas width={canvas.width} height={canvas.height} title={title} desc={desc} layout="wide">
        {children}
      </Canvas>
      {narrow && (
        <Canvas width={narrowCanvas.width} height={narrow.height} title={title} desc={desc} layout="narrow">
          {narrow.content}
        </Canvas>
      )}
    </div>
  );
}

type BoxProps = {
  x: number;
  y: number;
  w: number;
  h: number;
  tone?: Tone;
  /** One or more centred lines of text (keep each under ~22 characters at width 200). */
  label?: string | readonly string[];
  /** Smaller muted text under the label: one line, or several (see `wrap`). */
  sub?: string | readonly string[];
  radius?: number;
  dashed?: boolean;
  /** Smaller label text, for narrow boxes in a grid. */
  compact?: boolean;
};

/** A rounded box with centred text. */
export function Box({
  x,
  y,
  w,
  h,
  tone = 'neutral',
  label,
  sub,
  radius = 10,
  dashed = false,
  compact = false,
}: BoxProps): ReactNode {
  const lines = label === undefined ? [] : typeof label === 'string' ? [label] : label;
  const subLines = sub === undefined ? [] : typeof sub === 'string' ? [sub] : sub;
  const lineHeight = compact ? 19 : 22;
  const total = lines.length * lineHeight + subLines.length * 20;
  const firstBaseline = y + h / 2 - total / 2 + (compact ? 14 : 16);
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={radius} className={clsx(boxTone[tone], dashed && styles.dashed)} />
      {lines.map((line, i) => (
        <text
          key={line}
          x={x + w / 2}
          y={firstBaseline + i * lineHeight}
          textAnchor="middle"
          className={clsx(compact ? styles.labelCompact : styles.label, textTone[tone])}>
          {line}
        </text>
      ))}
      {subLines.map((line, i) => (
        <text
          key={`sub-${line}`}
          x={x + w / 2}
          y={firstBaseline + lines.length * lineHeight + i * 20}
          textAnchor="middle"
          className={clsx(styles.small, tone === 'accent' || tone === 'warm' ? textTone[tone] : styles.muted)}>
          {line}
        </text>
      ))}
    </g>
  );
}

type TextProps = {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: 'start' | 'middle' | 'end';
  size?: 'small' | 'label' | 'heading';
  muted?: boolean;
};

/** Free text on the canvas (labels on arrows, column headings). */
export function Text({x, y, children, anchor = 'start', size = 'label', muted = false}: TextProps): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={clsx(styles[size], muted ? styles.muted : styles.text)}>
      {children}
    </text>
  );
}

type ArrowProps = {
  /** Points of a polyline; the head sits on the last point, pointing along the last segment. */
  points: readonly (readonly [number, number])[];
  tone?: 'line' | 'accent' | 'warm';
  dashed?: boolean;
  /** Draw a head at the first point too. */
  both?: boolean;
};

function head([x1, y1]: readonly [number, number], [x2, y2]: readonly [number, number]): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const size = 11;
  const spread = Math.PI / 7;
  const a = [x2 - size * Math.cos(angle - spread), y2 - size * Math.sin(angle - spread)];
  const b = [x2 - size * Math.cos(angle + spread), y2 - size * Math.sin(angle + spread)];
  return `M${a[0].toFixed(1)},${a[1].toFixed(1)} L${x2},${y2} L${b[0].toFixed(1)},${b[1].toFixed(1)} Z`;
}

const wireTone = {line: styles.wire, accent: styles.wireAccent, warm: styles.wireWarm};
const headTone = {line: styles.headLine, accent: styles.headAccent, warm: styles.headWarm};

/** A connector made of straight segments with an arrow head. */
export function Arrow({points, tone = 'line', dashed = false, both = false}: ArrowProps): ReactNode {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ');
  const n = points.length;
  return (
    <g>
      <path d={d} className={clsx(wireTone[tone], dashed && styles.dashed)} />
      <path d={head(points[n - 2], points[n - 1])} className={headTone[tone]} />
      {both && <path d={head(points[1], points[0])} className={headTone[tone]} />}
    </g>
  );
}

/** Class names of the palette, for shapes the primitives do not cover (icons, device outlines, chat bubbles). */
export const palette = {
  surface: styles.surface,
  panel: styles.boxNeutral,
  soft: styles.boxSoft,
  accent: styles.boxAccent,
  warm: styles.boxWarm,
  ok: styles.boxOk,
  line: styles.wire,
  lineAccent: styles.wireAccent,
  lineWarm: styles.wireWarm,
  fillLine: styles.headLine,
  fillAccent: styles.headAccent,
  fillWarm: styles.headWarm,
  text: styles.text,
  muted: styles.muted,
  textOnAccent: styles.textOnAccent,
  textOnWarm: styles.textOnWarm,
  label: styles.label,
  small: styles.small,
  heading: styles.heading,
  mono: styles.mono,
  dashed: styles.dashed,
} as const;

/**
 * Greedy word wrap for SVG text, which does not wrap by itself: lines of at most `maxChars` characters (a word longer
 * than that gets a line of its own). At the kit's sizes a character is about 0.55 em wide: a label (18 units) holds
 * about 10 characters per 100 units, small text (15 units) about 12.
 */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= maxChars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

type ParagraphProps = Omit<TextProps, 'children'> & {
  lines: readonly string[];
  /** Distance between baselines, in units (default: 1.3 × the size's font size). */
  lineHeight?: number;
};

const lineHeights = {small: 20, label: 23, heading: 27};

/** Several lines of free text, one below the other (pair with `wrap`). */
export function Paragraph({lines, lineHeight, size = 'label', ...text}: ParagraphProps): ReactNode {
  const step = lineHeight ?? lineHeights[size];
  return (
    <>
      {lines.map((line, i) => (
        <Text key={`${i}-${line}`} {...text} size={size} y={text.y + i * step}>
          {line}
        </Text>
      ))}
    </>
  );
}
