import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../lib/idle';

type Docusaurus = Window['docusaurus'];

/**
 * Viewport prefetching, tamed.
 *
 * Docusaurus' `<Link>` calls `window.docusaurus.prefetch(path)` for every
 * internal link that enters the viewport. Each call matches the path against
 * every route of the locale and adds a `<link rel="prefetch">` for each chunk
 * of the route and of its parent routes (about 17 on a doc page), and all the
 * calls of a page run in one task right after hydration. On a doc page that is
 * every link of the sidebar, of the navbar's off-canvas menu (on phones it
 * touches the viewport's edge, which counts as visible), of the breadcrumbs
 * and of the pagination: 20–40 calls, a long task of 150–700 ms on a phone,
 * and 20–30 requests, before the visitor has done anything.
 *
 * Here a viewport prefetch only runs for links of the page's main content
 * (`<main>`: the doc, its breadcrumbs and its previous/next links), and in the
 * browser's idle time, one per idle period, so that it never delays the page.
 * One call costs 5–15 ms on this project's 2-core machine (the route matching
 * and the `<link>` tags); several in one idle period made a task of 30–50 ms,
 * four times that on a phone. Preloading on hover and touch
 * (`window.docusaurus.preload`) stays as it is: sidebar and navbar links still
 * start loading their page the moment the pointer reaches them.
 *
 * Installed by `onRouteUpdate`, which Docusaurus calls before the first render
 * (after it has set `window.docusaurus`), so no link sees the original.
 */

/** Idle time left (ms) below which the prefetch waits for the next idle period: about one call's cost. */
const minIdleMs = 15;

const queue: string[] = [];
const requested = new Set<string>();
let scheduled = false;

/** Whether a link to `path` is part of the page's main content (not navbar, sidebar or footer). */
export function isMainContentLink(root: ParentNode, path: string): boolean {
  return Array.from(root.querySelectorAll('main a[href]')).some((link) => link.getAttribute('href') === path);
}

/** One prefetch per idle period (or timer), and only in an idle period long enough for it. */
function drain(prefetch: Docusaurus['prefetch'], deadline?: IdleDeadline): void {
  scheduled = false;
  if (queue.length > 0 && (!deadline || deadline.timeRemaining() >= minIdleMs)) void prefetch(queue.shift()!);
  if (queue.length > 0) schedule(prefetch);
}

function schedule(prefetch: Docusaurus['prefetch']): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle((deadline) => drain(prefetch, deadline));
}

export function tamePrefetch(docusaurus: Docusaurus): Docusaurus {
  const prefetch: Docusaurus['prefetch'] = (path) => {
    if (requested.has(path) || !isMainContentLink(document, path)) return false;
    requested.add(path);
    queue.push(path);
    schedule(docusaurus.prefetch);
    return false;
  };
  return Object.freeze({...docusaurus, prefetch});
}

let installed = false;

const prefetchModule: ClientModule = {
  onRouteUpdate() {
    if (installed || !ExecutionEnvironment.canUseDOM || !window.docusaurus) return;
    installed = true;
    window.docusaurus = tamePrefetch(window.docusaurus);
  },
};

export default prefetchModule;
