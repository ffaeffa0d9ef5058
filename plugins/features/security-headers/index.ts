import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Local plugin: writes `build/_headers`, the response headers a static host
 * applies (contributing/security-headers.md): a Content-Security-Policy without
 * 'unsafe-inline' or 'unsafe-eval' for scripts, whose inline scripts (colour
 * mode, announcement bar, the `.html` address rewrite) are allowed by the
 * SHA-256 hashes of the scripts actually in the built HTML, plus the other
 * security headers and caching rules.
 *
 * Each locale is built on its own, into `build/` and `build/it/`; after each
 * one, the plugin hashes the inline scripts of every HTML file under `build/`
 * and rewrites the one file, so the last locale built leaves the complete set.
 */

export type SecurityHeadersOptions = {
  /** Origins (or URLs) the pages may fetch besides the site: the analytics host and the form endpoints. */
  connectSources: Array<string | null | undefined>;
  /** The site's path that records the policy's violation reports (src/forms/receiver/app.ts). */
  reportPath: string;
};

/**
 * One block of `_headers` (Cloudflare Pages' format): a path pattern (`/*`
 * matches everything below), then `Name: value` lines; a header without a
 * value is written `! Name` and removes what an earlier block set. Pages
 * applies every matching block in file order (`npm run preview` serves the
 * build through the same rules).
 */
export type HeaderRule = {pattern: string; headers: Array<{name: string; value?: string}>};

export function formatHeadersFile(rules: HeaderRule[]): string {
  const block = ({pattern, headers}: HeaderRule) =>
    [pattern, ...headers.map(({name, value}) => (value === undefined ? `  ! ${name}` : `  ${name}: ${value}`))].join(
      '\n',
    );
  return `${rules.map(block).join('\n')}\n`;
}

/** Script types a browser executes (an absent type is JavaScript); JSON-LD and the like are data. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The exact text of every inline script a browser would execute in this HTML. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** CSP source expression of a script's text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** `https://host:port` of an absolute URL; null for a path on the site itself. */
export function originOf(source: string): string | null {
  try {
    return new URL(source).origin;
  } catch {
    return null;
  }
}

/**
 * The policy. Styles keep 'unsafe-inline': React and the themes write `style`
 * attributes into the server-rendered HTML (Docusaurus' collapsible sidebar
 * and details, the API theme's schema tree, the drawings), and attribute
 * styles cannot be allowed by hash without 'unsafe-hashes' over values that
 * change with every page. Styles cannot run code; scripts stay strict.
 */
export function contentSecurityPolicy({
  hashes,
  connectSources,
  reportPath,
}: {hashes: string[]} & SecurityHeadersOptions): string {
  const connect = [
    ...new Set(
      connectSources.map((source) => (source ? originOf(source) : null)).filter((o): o is string => o !== null),
    ),
  ].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(hashes)].sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the SVG icons Infima and the theme inline in CSS.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The forms post with fetch; a form submitted before hydration stays on the site.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Violations are reported to the site (the Reporting API's endpoint `csp`, named by Reporting-Endpoints;
    // report-uri for browsers without it), which keeps them, capped, in D1.
    ['report-uri', [reportPath]],
    ['report-to', [reportEndpoint]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The Reporting API endpoint's name in Reporting-Endpoints and the policy's report-to. */
export const reportEndpoint = 'csp';

/**
 * Browser features the site never uses, denied to it and to anything it could
 * embed. Only names Chromium recognises: it warns in the console about others.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function headerRules({
  hashes,
  connectSources,
  reportPath,
  localePaths = [],
}: {
  hashes: string[];
  /** Where each other locale's site lives (`/it`): its assets are under it. */
  localePaths?: string[];
} & SecurityHeadersOptions): HeaderRule[] {
  const roots = ['', ...localePaths];
  return [
    {
      pattern: '/*',
      headers: [
        {name: 'Content-Security-Policy', value: contentSecurityPolicy({hashes, connectSources, reportPath})},
        {name: 'Reporting-Endpoints', value: `${reportEndpoint}="${reportPath}"`},
        // `preload`: the domain may be submitted to the browsers' HSTS preload list (hstspreload.org asks for a year,
        // includeSubDomains and this token), so that not even a first visit goes over plain http.
        {name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains; preload'},
        {name: 'X-Content-Type-Options', value: 'nosniff'},
        {name: 'X-Frame-Options', value: 'DENY'},
        {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
        {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
        // No other site may embed the site's files (scripts, images, fonts) in its pages.
        {name: 'Cross-Origin-Resource-Policy', value: 'same-origin'},
        {name: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ')},
        // HTML and every unhashed file: cached, but checked with the server before each use.
        {name: 'Cache-Control', value: 'public, max-age=0, must-revalidate'},
      ],
    },
    // Bundles, styles and images with a content hash in their name never change.
    ...roots.map((root) => ({
      pattern: `${root}/assets/*`,
      headers: [{name: 'Cache-Control'}, {name: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
    })),
    // Scripts and style sheets are never documents: the headers that only govern a document (its policy, framing,
    // referrer, opener, features) are left off them. About 1.3 KB per response over HTTP/1.1, and a doc page
    // loads some 20 of them. They keep nosniff, HSTS and their caching.
    ...roots.flatMap((root) =>
      ['js', 'css'].map((kind) => ({
        pattern: `${root}/assets/${kind}/*`,
        headers: documentOnlyHeaders.map((name) => ({name})),
      })),
    ),
  ];
}

/** Headers that mean something on a document only. */
export const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Reporting-Endpoints',
  'X-Frame-Options',
  'Referrer-Policy',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
];

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The hashes of every inline script in every HTML file under `dir`. */
export async function collectHashes(dir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(dir)) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  return [...hashes].sort();
}

/**
 * The folder of the whole site: the locale's outDir without its locale
 * segment (`build/it` → `build`); a build of that locale alone (`--locale it`)
 * is its own site.
 */
export function siteOutDir(context: Pick<LoadContext, 'i18n'>, outDir: string): string {
  const {currentLocale, defaultLocale, localeConfigs} = context.i18n;
  const dir = resolve(outDir);
  if (currentLocale === defaultLocale) return dir;
  const segment = localeConfigs[currentLocale]?.path ?? currentLocale;
  const suffix = `/${segment}`;
  return dir.endsWith(suffix) ? dir.slice(0, -suffix.length) : dir;
}

export default function securityHeadersPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as SecurityHeadersOptions;
  return {
    name: 'fulcro-security-headers',
    async postBuild({outDir}) {
      const root = siteOutDir(context, outDir);
      const hashes = await collectHashes(root);
      const {defaultLocale, locales, localeConfigs} = context.i18n;
      const localePaths = locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale) => `/${localeConfigs[locale]?.path ?? locale}`);
      await writeFile(join(root, '_headers'), formatHeadersFile(headerRules({...options, hashes, localePaths})));
    },
  };
}
