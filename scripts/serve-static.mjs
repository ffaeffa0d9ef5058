#!/usr/bin/env node
/**
 * Serves the production build the way a static host does: `/x` and `/x/`
 * serve `x/index.html`, `/x.html` and `/x/index.html` serve the same page,
 * and unknown paths get the locale's 404 page with status 404. Every
 * response carries the headers the build wrote to `_headers` (security
 * headers, caching), as a static host applies them.
 *
 * Usage: node scripts/serve-static.mjs [--port 3100] [--dir build]
 */
import {createServer} from 'node:http';
import {readFileSync, existsSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {headersFor, parseHeadersFile} from './headers-file.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3100));
const root = resolve(option('dir', 'build'));
const locales = ['it'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Candidate files for a URL path, most specific first. */
export function candidates(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const list = [];
  if (clean.endsWith('/')) {
    list.push(join(clean, 'index.html'));
  } else {
    list.push(clean);
    if (clean.endsWith('.html')) {
      list.push(join(clean.slice(0, -'.html'.length), 'index.html'));
    } else {
      list.push(join(clean, 'index.html'), `${clean}.html`);
    }
  }
  return list;
}

const compressible = (type) => /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
const gzipCache = new Map();
/** The file's gzip encoding, computed once per file (the build does not change while served). */
function gzipped(file, body) {
  let cached = gzipCache.get(file);
  if (!cached) {
    cached = gzipSync(body);
    gzipCache.set(file, cached);
  }
  return cached;
}

function notFoundPage(pathname) {
  const locale = locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return join(root, locale ?? '', '404.html');
}

/** The rules of the build's `_headers` file; a build without one is served without them, with a warning. */
function loadHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) {
    console.warn(`serve-static: ${file} is missing; serving without security headers (run a production build)`);
    return [];
  }
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

function startServer() {
const rules = loadHeaderRules();
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const candidate of candidates(url.pathname)) {
    const file = join(root, candidate);
    // `_headers` is the host's configuration, not a page (static hosts never serve it).
    if (file.startsWith(root) && file !== join(root, '_headers') && (await isFile(file))) {
      const type = types[extname(file)] ?? 'application/octet-stream';
      let body = await readFile(file);
      const headers = {
        ...headersFor(rules, url.pathname),
        'content-type': type,
        vary: 'accept-encoding',
      };
      // Text is sent gzip-compressed, as static hosts do.
      if (compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipped(file, body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(body);
      return;
    }
  }
  res.writeHead(404, {...headersFor(rules, url.pathname), 'content-type': types['.html']});
  res.end(await readFile(notFoundPage(url.pathname)).catch(() => 'Not found'));
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer();
}
