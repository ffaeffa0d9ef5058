import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** `text` matched literally in a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A path separator in a regular expression over module paths, on any platform. */
export const pathSeparator = '[\\\\/]';

/** `dir` as the start of a module path in a regular expression (`dir/`). */
export function dirPattern(...segments: string[]): string {
  return `${escapeRegExp(path.join(...segments))}${pathSeparator}`;
}

/**
 * The browser bundle's part of `configureWebpack` that gathers the modules
 * matching `test` in one named chunk. Docusaurus turns webpack's default
 * groups off and keeps its own `common` group at priority 40 and its single
 * CSS file (`styles`) at 50 (core `webpack/base.js`); at 45 the group takes
 * the modules from `common` and leaves styles in the page's stylesheet, or
 * pages would render unstyled until their scripts load.
 */
export function namedChunkGroup(isServer: boolean, key: string, name: string, test: RegExp): ConfigureWebpackResult {
  if (isServer) return {};
  return {optimization: {splitChunks: {cacheGroups: {[key]: {name, test, chunks: 'all', enforce: true, priority: 45}}}}};
}
