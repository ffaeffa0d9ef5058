import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * Local plugin: every page's HTML names the scripts of its route, so the
 * browser fetches them while it parses the page instead of `main.js` adding
 * them one by one while it evaluates.
 *
 * Docusaurus means to do this itself: the server render reports the modules
 * each page used (`Loadable.Capture` in core's `serverEntry`, with the import
 * requests of the generated `registry.js`, such as `@site/docs/…/x.md`), and
 * `getBundles` looks them up in `.docusaurus/client-manifest.json`, written by
 * react-loadable-ssr-addon-v5-slorber after the browser bundle is emitted. On
 * webpack 5 and Rspack that manifest keys its `origins` by chunk name or id,
 * not by import request, so no lookup matched and every page's HTML named only
 * `runtime~main` and `main`. `main.js` then appended a `<script>` per route
 * chunk while it evaluated (12 on a doc page, 2 on the home page), which made
 * its task, the largest part of every page's blocking time, longer: on
 * `/docs/core/message-policy` it took 95.9 → 83.9 ms of CPU once the HTML
 * names them, and 100.9 → 94.4 ms in a second run (medians of 12 and 14
 * interleaved loads, phone window).
 *
 * After the manifest is written, this plugin adds one `origins` entry per
 * async chunk group, keyed by the import request that created it, listing the
 * group's chunks minus the entry's. The bundler's runtime reuses a `<script>`
 * whose `src` is the chunk's URL, so no file is fetched twice.
 *
 * `npm start` writes no manifest (its pages are rendered in the browser), so
 * the plugin does nothing there. A production build stops when the manifest
 * is missing or no request matched a chunk group: see UPGRADING.md. The guard
 * is `tests/e2e/budgets.spec.ts`, which checks that every script a page runs
 * on its first load is named in its HTML and fetched once.
 */

type ChunkId = string | number;
type Manifest = {entrypoints: string[]; origins: Record<string, ChunkId[]>};
type Group = {chunks: Iterable<{id?: ChunkId | null}>; origins?: Array<{request?: string | null}>};

/** The manifest with an origin per import request of an async chunk group; `added` counts the requests. */
export function withRouteOrigins(manifest: Manifest, groups: Iterable<Group>): {manifest: Manifest; added: number} {
  const entryChunks = new Set(manifest.entrypoints.flatMap((name) => manifest.origins[name] ?? []));
  const origins = {...manifest.origins};
  let added = 0;
  for (const group of groups) {
    const ids = Array.from(group.chunks, (chunk) => chunk.id).filter(
      (id): id is ChunkId => id != null && !entryChunks.has(id),
    );
    if (ids.length === 0) continue;
    for (const {request} of group.origins ?? []) {
      if (!request) continue;
      origins[request] = [...new Set([...(origins[request] ?? []), ...ids])];
      added += 1;
    }
  }
  return {manifest: {...manifest, origins}, added};
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  // The path core's webpack/client.js gives the manifest plugin.
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'fulcro-route-scripts',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {WebpackError} = utils.currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // The manifest plugin writes the file in `emit`; `afterEmit` runs once every `emit` tap has finished.
              compiler.hooks.afterEmit.tap('fulcro-route-scripts', (compilation) => {
                const fail = (message: string) =>
                  compilation.errors.push(
                    new WebpackError(`plugins/patches/route-scripts: ${message}; see UPGRADING.md.`),
                  );
                if (!existsSync(manifestPath)) return fail(`${manifestPath} was not written`);
                const {manifest, added} = withRouteOrigins(
                  JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
                  compilation.chunkGroups,
                );
                if (added === 0)
                  return fail(
                    `no async chunk group of the browser bundle has an import request, so pages' HTML would name no route scripts`,
                  );
                writeFileSync(manifestPath, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
