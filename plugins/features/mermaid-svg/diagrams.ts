import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {diagramId} from '../../../src/shared/mermaid-rendering';

/**
 * What the build-time diagram renderer and the remark step share: how a
 * ```mermaid block is named, keyed and cached. The plugin (index.ts) renders
 * every block of the content into the cache before the bundler starts; the
 * remark step (remark.ts) reads the same cache entries back by the same key.
 */

/** Bump when the renderer's output changes for the same input (post-processing, page setup). */
export const rendererVersion = 2;

/** Mermaid theme per colour mode, as in `themeConfig.mermaid.theme`. */
export type ColorModeThemes = {light: string; dark: string};

export type MermaidSvgOptions = {
  /** The Mermaid theme of each colour mode (themeConfig.mermaid.theme). */
  theme: ColorModeThemes;
  /** Mermaid configuration applied to every diagram (themeConfig.mermaid.options). */
  options?: Record<string, unknown>;
  /**
   * Build only: Mermaid theme variables of one colour mode, on top of its theme
   * (themeConfig.mermaid has no such option, so `npm start` draws without them).
   */
  themeVariables?: Partial<Record<'light' | 'dark', Record<string, string | boolean>>>;
  /** The site's folder: Mermaid is resolved from it, and the cache lives in its node_modules/.cache/fulcro-mermaid/. */
  siteDir: string;
  /** Another cache folder (the unit tests use a temporary one). */
  cacheDir?: string;
};

export type ColorMode = keyof ColorModeThemes;
export const colorModes: ColorMode[] = ['light', 'dark'];

/**
 * The site's Mermaid (the one @docusaurus/theme-mermaid renders with in
 * `npm start`): its version, and its browser bundle, which sets `window.mermaid`.
 */
const packages = new Map<string, {version: string; browserBundle: string}>();

export function mermaidPackage(siteDir: string): {version: string; browserBundle: string} {
  const known = packages.get(siteDir);
  if (known) return known;
  const require = createRequire(join(siteDir, 'package.json'));
  const {version} = require('mermaid/package.json') as {version: string};
  const found = {version, browserBundle: require.resolve('mermaid/dist/mermaid.min.js')};
  packages.set(siteDir, found);
  return found;
}

/** Same rule as Docusaurus's code-block titles: `title="…"` or `title='…'` in the fence's meta. */
export function titleOf(meta: string | null | undefined): string | undefined {
  const match = /title=(?<quote>["'])(?<title>.*?)\k<quote>/.exec(meta ?? '');
  return match?.groups?.title?.trim() || undefined;
}

/** One rendering to make: a diagram in one colour mode, with the whole Mermaid configuration it is drawn with. */
export type RenderJob = {key: string; id: string; source: string; title: string; config: Record<string, unknown>};

export function renderJob(source: string, title: string, mode: ColorMode, options: MermaidSvgOptions): RenderJob {
  const shared = options.options ?? {};
  const themeVariables = {...(shared.themeVariables as Record<string, string> | undefined), ...options.themeVariables?.[mode]};
  const config = {...shared, theme: options.theme[mode], ...(Object.keys(themeVariables).length > 0 ? {themeVariables} : {})};
  const key = createHash('sha256')
    .update(JSON.stringify([rendererVersion, mermaidPackage(options.siteDir).version, config, title, source]))
    .digest('hex')
    .slice(0, 24);
  // The id Mermaid prefixes every id of the SVG with: unique per diagram and colour mode.
  return {key, id: diagramId(key), source, title, config};
}

export function cacheDir(options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>): string {
  return options.cacheDir ?? join(options.siteDir, 'node_modules', '.cache', 'fulcro-mermaid');
}

export const cacheFile = (options: Pick<MermaidSvgOptions, 'siteDir' | 'cacheDir'>, key: string) => join(cacheDir(options), `${key}.svg`);

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

/** The message for a block without a name: an editor reads it in the build's output. */
export function missingTitle(where: string): Error {
  return new Error(
    `${where}: every \`\`\`mermaid block needs a title, its accessible name: ` +
      '```mermaid title="What the diagram shows" (README "Add a diagram").',
  );
}
