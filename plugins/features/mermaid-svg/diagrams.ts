import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {diagramId, phoneMaxWidth} from '../../../src/shared/mermaid-rendering';

/**
 * What the build-time diagram renderer and the remark step share: how a
 * ```mermaid block is named, keyed, laid out and cached. The plugin (index.ts)
 * renders every block of the content into the cache before the bundler
 * starts; the remark step (remark.ts) reads the same cache entries back by the
 * same key.
 */

/** Bump when the renderer's output changes for the same input (post-processing, page setup). */
export const rendererVersion = 3;

/** Mermaid theme per colour mode, as in `themeConfig.mermaid.theme`. */
export type ColorModeThemes = {light: string; dark: string};

type MermaidConfig = Record<string, unknown>;

export type MermaidSvgOptions = {
  /** The Mermaid theme of each colour mode (themeConfig.mermaid.theme). */
  theme: ColorModeThemes;
  /** Mermaid configuration applied to every diagram (themeConfig.mermaid.options). */
  options?: MermaidConfig;
  /**
   * Build only: Mermaid theme variables of one colour mode, on top of its theme
   * (themeConfig.mermaid has no such option, so `npm start` draws without them).
   */
  themeVariables?: Partial<Record<'light' | 'dark', Record<string, string | boolean>>>;
  /** Build only: Mermaid configuration of the portrait layout, over `options` (tighter spacing, narrower wrapping). */
  portrait?: MermaidConfig;
  /** The site's folder: Mermaid is resolved from it, and the cache lives in its node_modules/.cache/fulcro-mermaid/. */
  siteDir: string;
  /** Another cache folder (the unit tests use a temporary one). */
  cacheDir?: string;
};

export type ColorMode = keyof ColorModeThemes;
export const colorModes: ColorMode[] = ['light', 'dark'];

/** The authored layout, and the portrait one shown in columns too narrow for it (src/shared/mermaid-rendering.ts). */
export type Layout = 'wide' | 'narrow';

/** The version of the Mermaid that draws the diagrams (mermaid-isomorphic's), part of every cache key. */
const versions = new Map<string, string>();

export function mermaidVersion(siteDir: string): string {
  const known = versions.get(siteDir);
  if (known) return known;
  const renderer = createRequire(join(siteDir, 'package.json')).resolve('mermaid-isomorphic');
  const {version} = createRequire(renderer)('mermaid/package.json') as {version: string};
  versions.set(siteDir, version);
  return version;
}

/** Same rule as Docusaurus's code-block titles: `title="…"` or `title='…'` in the fence's meta. */
export function titleOf(meta: string | null | undefined): string | undefined {
  const match = /title=(?<quote>["'])(?<title>.*?)\k<quote>/.exec(meta ?? '');
  return match?.groups?.title?.trim() || undefined;
}

/**
 * The participants of a sequence diagram share the portrait layout's width:
 * each actor box as wide as they leave (at most 160), the rest between them,
 * 72 units kept for the margins, the loops right of the last lifeline and
 * labels broken by hand with <br> (Mermaid widens a gap to fit those). Messages
 * wrap to the space between their actors, so this is what decides their lines.
 */
function sequencePortrait(lines: string[]): string | undefined {
  const declared = lines
    .map((line) => /^\s*(?:create\s+)?(?:participant|actor)\s+(\S+)/.exec(line)?.[1])
    .filter(Boolean);
  const count = new Set(declared).size;
  if (count < 2) return undefined;
  const span = phoneMaxWidth - 72;
  const width = Math.min(160, Math.floor((span - 16 * (count - 1)) / count));
  const actorMargin = Math.floor((span - count * width) / (count - 1));
  return `---\nconfig:\n  sequence:\n    width: ${width}\n    actorMargin: ${actorMargin}\n---\n`;
}

/**
 * The diagram drawn for a narrow column, or undefined for a kind that has none:
 * a left-to-right flowchart or state diagram turned top to bottom; a top-to-bottom
 * one as written; a sequence diagram with its participants spread over a phone's
 * column (the portrait configuration also wraps labels and tightens spacing).
 */
export function portraitSource(source: string): string | undefined {
  const lines = source.split('\n');
  // After the block's own front matter (---, Mermaid configuration, ---), if any.
  const frontMatter = lines[0].trim() === '---' ? lines.indexOf('---', 1) + 1 : 0;
  const first = lines.findIndex((line, i) => i >= frontMatter && line.trim() !== '' && !line.trim().startsWith('%%'));
  const header = lines[first]?.trim() ?? '';
  if (/^(flowchart|graph)\b/.test(header)) {
    lines[first] = lines[first].replace(/\b(LR|RL)\b/, 'TB');
  } else if (/^stateDiagram/.test(header)) {
    // The diagram's own `direction`, not one of a composite state's (indented deeper).
    const indent = /^\s*/.exec(lines[first + 1] ?? '')![0].length;
    const own = lines.findIndex(
      (line, i) => i > first && /^\s*direction\s+(LR|RL)\s*$/.test(line) && /^\s*/.exec(line)![0].length <= indent,
    );
    if (own >= 0) lines[own] = lines[own].replace(/LR|RL/, 'TB');
  } else if (/^sequenceDiagram\b/.test(header)) {
    // A block with front matter of its own keeps its configuration.
    if (frontMatter === 0) return (sequencePortrait(lines) ?? '') + source;
  } else {
    return undefined;
  }
  return lines.join('\n');
}

const isObject = (value: unknown): value is MermaidConfig =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` on top of `base`, one level deep (Mermaid's `flowchart`, `sequence`… sections merge key by key). */
function merged(base: MermaidConfig, over: MermaidConfig): MermaidConfig {
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [
      key,
      isObject(base[key]) && isObject(over[key]) ? {...base[key], ...over[key]} : key in over ? over[key] : base[key],
    ]),
  );
}

/** One rendering to make: a diagram in one layout and colour mode, with the whole Mermaid configuration it is drawn with. */
export type RenderJob = {key: string; id: string; layout: Layout; source: string; title: string; config: MermaidConfig};

export function renderJob(
  source: string,
  title: string,
  mode: ColorMode,
  options: MermaidSvgOptions,
  layout: Layout = 'wide',
): RenderJob {
  const shared = layout === 'narrow' ? merged(options.options ?? {}, options.portrait ?? {}) : (options.options ?? {});
  const drawn = layout === 'narrow' ? (portraitSource(source) ?? source) : source;
  const themeVariables = {
    ...(shared.themeVariables as Record<string, string> | undefined),
    ...options.themeVariables?.[mode],
  };
  const config = {
    ...shared,
    theme: options.theme[mode],
    ...(Object.keys(themeVariables).length > 0 ? {themeVariables} : {}),
  };
  const key = createHash('sha256')
    .update(JSON.stringify([rendererVersion, mermaidVersion(options.siteDir), layout, config, title, drawn]))
    .digest('hex')
    .slice(0, 24);
  // The id Mermaid prefixes every id of the SVG with: unique per diagram, layout and colour mode.
  return {key, id: diagramId(key), layout, source: drawn, title, config};
}

export function cacheDir(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>): string {
  return options.cacheDir ?? join(options.siteDir, 'node_modules', '.cache', 'fulcro-mermaid');
}

export const cacheFile = (options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, key: string) =>
  join(cacheDir(options), `${key}.svg`);

export function readCached(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, key: string): string | undefined {
  try {
    return readFileSync(cacheFile(options, key), 'utf8');
  } catch {
    return undefined;
  }
}

export function isCached(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, key: string): boolean {
  return existsSync(cacheFile(options, key));
}

/** Written under a temporary name first, so a reader never sees half a file. */
export function writeCached(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, key: string, svg: string): void {
  mkdirSync(cacheDir(options), {recursive: true});
  const temporary = `${cacheFile(options, key)}.${process.pid}.tmp`;
  writeFileSync(temporary, svg);
  renameSync(temporary, cacheFile(options, key));
}

/** Deletes the cached renderings whose key is not in `keep`. */
export function pruneCache(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, keep: Set<string>): void {
  const dir = cacheDir(options);
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.svg') && !keep.has(file.slice(0, -'.svg'.length))) rmSync(join(dir, file), {force: true});
  }
}

/** The drawing's size: the viewBox Mermaid gives every SVG. */
export function sizeOf(svg: string): {width: number; height: number} {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const box = /\sviewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(tag);
  if (!box) throw new Error(`A diagram rendering has no viewBox: ${svg.slice(0, 120)}`);
  return {width: Math.round(Number(box[1])), height: Math.round(Number(box[2]))};
}

/** A layout a page shows: its rendering in each colour mode, and its size. */
export type Shown = {layout: Layout; light: string; dark: string; width: number; height: number};

/**
 * Which layouts of a diagram a page shows, from the cached renderings: the
 * authored one, and the portrait one if the authored layout would draw its
 * labels under 11 px in a phone's column. `undefined` while a rendering it
 * needs is not in the cache; an Error when no layout fits a phone.
 */
export function shownLayouts(source: string, title: string, options: MermaidSvgOptions): Shown[] | Error | undefined {
  const shown: Shown[] = [];
  for (const layout of ['wide', 'narrow'] as const) {
    if (layout === 'narrow' && portraitSource(source) === undefined) break;
    const [light, dark] = colorModes.map((mode) => renderJob(source, title, mode, options, layout).key);
    const svg = readCached(options, light);
    if (svg === undefined || !isCached(options, dark)) return undefined;
    const size = sizeOf(svg);
    if (layout === 'narrow' && size.width >= shown[0].width) break;
    shown.push({layout, light, dark, ...size});
    if (size.width <= phoneMaxWidth) return shown;
  }
  const narrowest = shown.at(-1)!;
  return new Error(
    `the diagram "${title}" is ${narrowest.width} units wide even in its ${narrowest.layout === 'wide' ? 'only' : 'portrait'} layout: ` +
      `in a phone's column its labels would be under 11 px (at most ${phoneMaxWidth}). Shorten its labels, break them with <br>, ` +
      'or split it (README "Add a diagram").',
  );
}

/** The message for a block without a name: an editor reads it in the build's output. */
export function missingTitle(where: string): Error {
  return new Error(
    `${where}: every \`\`\`mermaid block needs a title, its accessible name: ` +
      '```mermaid title="What the diagram shows" (README "Add a diagram").',
  );
}
