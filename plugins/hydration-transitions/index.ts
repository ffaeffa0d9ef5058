import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * Local plugin: the update that follows every hydration, when `useWindowSize()`
 * leaves "ssr", is a transition.
 *
 * theme-common's `useWindowSize()` returns "ssr" while the server's markup is
 * hydrated, then an effect sets it to the window's breakpoint. An update made
 * in an effect gets React's default priority, which is rendered in one task
 * that does not yield: the doc layout, the sidebar, the API page's layout and
 * the navbar re-render at once, and on a phone the desktop sidebar and table of
 * contents are removed in the same task. The hook cannot be swizzled, so this
 * plugin has the bundler load, in its place, a copy (`useWindowSize.ts`, next
 * to this file) that wraps that first update in `startTransition`, which React
 * renders in slices. Measured on this project's machine (CPU time, phone
 * window, median of 10 loads), the longest task after `main.js` went from 17.9
 * to 14.7 ms on an API operation page and from 16.4 to 13.3 ms on a doc.
 *
 * `useIsBrowser()` (core's `BrowserContextProvider`) stays as it is, although
 * the same change there took those tasks to 11.6 and 11.9 ms: the search page
 * of docusaurus-search-local reads `?q=` only once `useIsBrowser()` is true.
 * Its first effect replaces the URL with one without the query (which it read
 * as empty during hydration), and the render in which `useIsBrowser()` turns
 * true puts the query back. As a transition, that render came after the
 * router had taken the emptied URL, and the query was lost
 * (`tests/e2e/search.spec.ts`).
 *
 * The copy must keep the original's exports and behaviour, so the build stops,
 * pointing to UPGRADING.md, when an upgraded Docusaurus no longer has the
 * module or the code it was written against, or when the bundle holds the
 * original instead of the copy.
 */

type Seam = {pkg: string; file: string; expect: string[]; replacement: string};

export const seams: Seam[] = [
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    expect: ['export function useWindowSize({ desktopBreakpoint = DesktopBreakpoint, } = {})', 'updateWindowSize();', "'ssr'"],
    replacement: 'useWindowSize.ts',
  },
];

/** Where a package is installed (a package's `exports` may hide its package.json from `require.resolve`). */
function packageDir(siteDir: string, pkg: string): string {
  const dirs = createRequire(join(siteDir, 'package.json')).resolve.paths(pkg) ?? [];
  const found = dirs.map((dir) => join(dir, pkg)).find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`plugins/hydration-transitions: ${pkg} is not installed`);
  return found;
}

/** The installed file of a seam; throws when it is gone or no longer the code the copy replaces. */
export function seamTarget(siteDir: string, seam: Seam): string {
  const target = join(packageDir(siteDir, seam.pkg), seam.file);
  const source = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const missing = seam.expect.filter((code) => !source.includes(code));
  if (!source || missing.length > 0) {
    throw new Error(
      `plugins/hydration-transitions: ${seam.pkg}/${seam.file} ${source ? `no longer contains ${missing.map((m) => JSON.stringify(m)).join(', ')}` : 'is gone'}. ` +
        `Compare it with plugins/hydration-transitions/${seam.replacement} and see UPGRADING.md.`,
    );
  }
  return target;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function hydrationTransitionsPlugin(context: LoadContext): Plugin {
  const replacements = seams.map((seam) => ({
    target: seamTarget(context.siteDir, seam),
    replacement: join(context.siteDir, 'plugins', 'hydration-transitions', seam.replacement),
  }));
  return {
    name: 'fulcro-hydration-transitions',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin, WebpackError} = utils.currentBundler.instance;
      // The bundle must hold each copy and none of the originals: a replacement that silently stopped matching (a
      // bundler upgrade, a moved import) would bring the long task back without any functional test noticing.
      const checkReplaced = {
        apply(compiler: Compiler) {
          compiler.hooks.compilation.tap('fulcro-hydration-transitions', (compilation) => {
            compilation.hooks.finishModules.tap('fulcro-hydration-transitions', (modules) => {
              const resources = new Set(Array.from(modules, (module) => (module as {resource?: string}).resource));
              for (const {target, replacement} of replacements) {
                if (resources.has(target) || !resources.has(replacement)) {
                  compilation.errors.push(new WebpackError(`plugins/hydration-transitions: ${target} was bundled instead of ${replacement}; see UPGRADING.md.`));
                }
              }
            });
          });
        },
      };
      return {
        plugins: [
          ...replacements.map(({target, replacement}) => new NormalModuleReplacementPlugin(new RegExp(`^${escape(target)}$`), replacement)),
          checkReplaced,
        ],
      };
    },
  };
}
