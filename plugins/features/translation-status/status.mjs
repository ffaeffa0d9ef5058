/**
 * Which Italian copies still follow their English source (issue 32).
 *
 * Each Italian doc or page records in its front matter which English text it
 * translates: `translation_source: {hash: "…", date: "YYYY-MM-DD"}`, written
 * by `node scripts/i18n-status.mjs --mark` (never by hand). `hash` is the
 * first 12 hex digits of a SHA-256 of the English source's words: the body
 * (line endings and trailing spaces normalised), the front-matter fields a
 * visitor reads (`title`, `description`, `sidebar_label`, a success story's
 * `headline`: the Italian voice test reads the same ones), and the partials
 * (`_name.mdx`) the page imports, since their words are the page's too.
 * `sidebar_position`, `image`, a story's figures and the like change no words
 * and leave the hash alone. `date` is the day of the English version the copy
 * translates. Staleness needs only the files: no git history.
 *
 * A copy is `current` (its hash matches), `stale` (the English words changed
 * since), `unmarked` (an Italian file without a valid mark) or `missing` (no
 * Italian file: the site falls back to the English text).
 *
 * The date of the English change, which the notice on a stale page shows, is
 * read from git in ONE `git log --name-only` over the three content folders,
 * parsed once (the newest commit that touched each file), not with a call per
 * file; the English file's date is the newest of its own and its partials'.
 * Marking cannot record it, because the change comes after the mark. Where git
 * has no answer (no git, not a repository, a file not committed yet) the
 * file's modification time stands in. A shallow clone knows only its own
 * commits: a file untouched since the oldest one gets that commit's date, so
 * release builds should clone with full history (as "Last updated on" needs).
 *
 * The API reference's texts are translated by OpenAPI overlays,
 * `i18n/it/openapi/{area}.overlay.yaml` (plugins/features/api-reference/overlays.mjs):
 * each action records the hash of the English it replaces (`x-source-hash`),
 * so a text is `current`, `stale`, `unmarked`, `missing` (the page shows the
 * English), `orphaned` or `invalid` (the action no longer fits the spec). The
 * English date is that of the spec file; an Italian operation page that shows
 * a stale text gets the notice too.
 *
 * A plain ES module with a .d.mts beside it: scripts/i18n-status.mjs runs it
 * in Node as it is, plugins/features/translation-status imports it in the build.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {
  checkOverlay,
  emptyOverlay,
  markOverlay,
  operationTexts,
  overlayFile,
  readArea,
  specFile,
} from '../api-reference/overlays.mjs';
import {operationPageId} from '../../../src/data/operation-page-id.mjs';

/** The translated locale. */
export const translationLocale = 'it';

/** The front-matter key of the mark. */
export const markKey = 'translation_source';

/**
 * English folders and where their Italian copies live. The API reference's
 * hand-written files sit directly in its folder; its subfolders are generated
 * by `npm run gen-api` and are not translated copies.
 *
 * @type {ReadonlyArray<{kind: import('./status.d.mts').PairKind, english: string, italian: string, recursive: boolean}>}
 */
export const contentFolders = [
  {
    kind: 'docs',
    english: 'docs',
    italian: `i18n/${translationLocale}/docusaurus-plugin-content-docs/current`,
    recursive: true,
  },
  {
    kind: 'pages',
    english: 'src/pages',
    italian: `i18n/${translationLocale}/docusaurus-plugin-content-pages`,
    recursive: true,
  },
  {
    kind: 'api',
    english: 'api-reference',
    italian: `i18n/${translationLocale}/docusaurus-plugin-content-docs-api/current`,
    recursive: false,
  },
];

/** Front-matter fields whose words a visitor reads (dotted: a story's headline). */
export const translatableFields = ['title', 'description', 'sidebar_label', 'story.headline'];

const markdownFile = /\.mdx?$/;
const toPosix = (p) => p.split(path.sep).join('/');

/**
 * Content files of one folder, relative to the site, as the docs and pages
 * plugins see them: Markdown and MDX, no partial (a name starting with `_`,
 * or inside such a folder) and no test file.
 *
 * @param {string} siteDir
 * @param {string} folder
 * @param {boolean} recursive
 * @returns {string[]}
 */
function contentFiles(siteDir, folder, recursive) {
  const root = path.join(siteDir, folder);
  if (!existsSync(root)) return [];
  /** @type {string[]} */
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (recursive) walk(full);
      } else if (markdownFile.test(entry.name) && !/\.test\./.test(entry.name)) {
        found.push(toPosix(path.relative(siteDir, full)));
      }
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Every English doc and page with the place of its Italian copy (which may not exist).
 *
 * @param {string} siteDir
 * @returns {import('./status.d.mts').TranslationPair[]}
 */
export function listPairs(siteDir) {
  return contentFolders.flatMap(({kind, english, italian, recursive}) =>
    contentFiles(siteDir, english, recursive).map((file) => ({
      kind,
      english: file,
      italian: `${italian}/${file.slice(english.length + 1)}`,
    })),
  );
}

/**
 * Front matter and body of a Markdown file, read as Docusaurus reads them
 * (@11ty/gray-matter, the parser of @docusaurus/utils), line endings normalised.
 *
 * @param {string} text
 * @returns {{frontMatter: Record<string, unknown>, body: string}}
 */
export function splitFrontMatter(text) {
  const {data: frontMatter, content} = matter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  return {frontMatter, body: content};
}

/** Lines without trailing spaces, no blank lines at either end. */
const normaliseBody = (body) =>
  body
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

function field(frontMatter, dotted) {
  /** @type {unknown} */
  let value = frontMatter;
  for (const key of dotted.split('.')) {
    value = value && typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value)[key] : undefined;
  }
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * The partials (`_name.md`, `_name.mdx`) a file imports, relative to the site,
 * through a relative or an `@site/` path.
 *
 * @param {string} siteDir
 * @param {string} file relative to the site
 * @param {string} body
 * @returns {string[]}
 */
function importedPartials(siteDir, file, body) {
  /** @type {string[]} */
  const partials = [];
  for (const m of body.matchAll(/^import\s[^'"\n]*?from\s+['"]([^'"]+)['"]/gm)) {
    const spec = m[1];
    let target;
    if (spec.startsWith('@site/')) target = spec.slice('@site/'.length);
    else if (spec.startsWith('./') || spec.startsWith('../')) target = path.posix.join(path.posix.dirname(file), spec);
    else continue;
    // A partial that `npm run gen-api` writes (`_generated/`) is the same in both languages and changes with the
    // specs (download sizes): it is no English text an Italian copy translates.
    if (/(^|\/)_generated\//.test(target)) continue;
    if (/(^|\/)_[^/]*\.mdx?$/.test(target) && existsSync(path.join(siteDir, target))) partials.push(target);
  }
  return partials;
}

/**
 * The hash of an English source's words, and the files they come from (the
 * source first, then its partials, each once).
 *
 * @param {string} siteDir
 * @param {string} englishFile relative to the site
 * @returns {{hash: string, files: string[]}}
 */
export function sourceHash(siteDir, englishFile) {
  const {frontMatter, body} = splitFrontMatter(readFileSync(path.join(siteDir, englishFile), 'utf8'));
  const parts = [translatableFields.map((name) => [name, field(frontMatter, name)]), normaliseBody(body)];
  const files = [englishFile];
  const queue = importedPartials(siteDir, englishFile, body);
  while (queue.length > 0) {
    const partial = /** @type {string} */ (queue.shift());
    if (files.includes(partial)) continue;
    files.push(partial);
    const partialBody = splitFrontMatter(readFileSync(path.join(siteDir, partial), 'utf8')).body;
    parts.push(normaliseBody(partialBody));
    queue.push(...importedPartials(siteDir, partial, partialBody));
  }
  const hash = createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);
  return {hash, files};
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The mark an Italian file carries, or null when it has none or an invalid one.
 *
 * @param {string} text
 * @returns {import('./status.d.mts').TranslationMark | null}
 */
export function readMark(text) {
  const value = splitFrontMatter(text).frontMatter[markKey];
  if (!value || typeof value !== 'object') return null;
  const {hash, date} = /** @type {{hash?: unknown, date?: unknown}} */ (value);
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  if (typeof hash !== 'string' || !/^[0-9a-f]{12}$/.test(hash) || typeof day !== 'string' || !isoDay.test(day))
    return null;
  return {hash, date: day};
}

/**
 * The Italian file with its mark set to `mark`: any earlier mark (one line, or
 * a block with indented lines) is removed and the new one closes the front
 * matter; a file without front matter gets one. Nothing else changes.
 *
 * @param {string} text
 * @param {import('./status.d.mts').TranslationMark} mark
 * @returns {string}
 */
export function writeMark(text, mark) {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const line = `${markKey}: {hash: "${mark.hash}", date: "${mark.date}"}`;
  const lines = text.split(/\r?\n/);
  const hasFrontMatter = lines[0].replace(/^\uFEFF/, '') === '---' && lines.indexOf('---', 1) > 0;
  if (!hasFrontMatter) return ['---', line, '---', ...lines].join(eol);
  const end = lines.indexOf('---', 1);
  const kept = [];
  for (let i = 1; i < end; i++) {
    if (lines[i].startsWith(`${markKey}:`)) {
      while (i + 1 < end && /^\s/.test(lines[i + 1])) i++;
      continue;
    }
    kept.push(lines[i]);
  }
  return [lines[0], ...kept, line, ...lines.slice(end)].join(eol);
}

/**
 * Runs git once and returns its standard output, or null when git cannot
 * answer (not installed, not a repository).
 *
 * @type {import('./status.d.mts').GitRunner}
 */
export function runGit(args, cwd) {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** Whether the repository holding `siteDir` is a shallow clone (read from its files: no process). */
function isShallowClone(siteDir) {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, '.git');
    if (existsSync(dotGit)) {
      let gitDir = dotGit;
      if (statSync(dotGit).isFile()) {
        const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'));
        if (!m) return false;
        gitDir = path.resolve(dir, m[1].trim());
      }
      return existsSync(path.join(gitDir, 'shallow'));
    }
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The day each file under `folders` last changed in git, newest commit first,
 * from a single `git log` (paths relative to `siteDir`).
 *
 * @param {string} siteDir
 * @param {string[]} folders
 * @param {import('./status.d.mts').GitRunner} git
 * @returns {Map<string, string> | null} null when git had no answer
 */
export function gitChangeDates(siteDir, folders, git) {
  const out = git(
    ['-c', 'core.quotePath=false', 'log', '--relative', '--format=%x00%cs', '--name-only', '--', ...folders],
    siteDir,
  );
  if (out === null) return null;
  /** @type {Map<string, string>} */
  const dates = new Map();
  for (const commit of out.split('\0')) {
    const [day, ...files] = commit.split('\n');
    if (!isoDay.test(day)) continue;
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, day);
  }
  return dates;
}

/** The day a file was last modified, as the file system says (UTC). */
const modifiedDay = (siteDir, file) => statSync(path.join(siteDir, file)).mtime.toISOString().slice(0, 10);

/**
 * The state of every Italian copy. Reads the files and runs git once.
 *
 * @param {{siteDir: string, git?: import('./status.d.mts').GitRunner}} options
 * @returns {import('./status.d.mts').TranslationReport}
 */
export function translationStatus({siteDir, git = runGit}) {
  const pairs = listPairs(siteDir);
  const gitDates = gitChangeDates(siteDir, [...contentFolders.map((folder) => folder.english), specsFolder], git);
  const dateOf = (file) => gitDates?.get(file) ?? modifiedDay(siteDir, file);
  /** @type {import('./status.d.mts').TranslationEntry[]} */
  const entries = pairs.map((pair) => {
    const {hash, files} = sourceHash(siteDir, pair.english);
    const englishDate = files.map(dateOf).sort().at(-1) ?? modifiedDay(siteDir, pair.english);
    const italianPath = path.join(siteDir, pair.italian);
    if (!existsSync(italianPath)) return {...pair, state: 'missing', englishHash: hash, englishDate, mark: null};
    const mark = readMark(readFileSync(italianPath, 'utf8'));
    const state = mark === null ? 'unmarked' : mark.hash === hash ? 'current' : 'stale';
    return {...pair, state, englishHash: hash, englishDate, mark};
  });
  /** @type {Record<import('./status.d.mts').TranslationState, number>} */
  const counts = {current: 0, stale: 0, unmarked: 0, missing: 0};
  for (const entry of entries) counts[entry.state]++;
  return {
    entries,
    counts,
    api: apiTextStatus(siteDir, dateOf),
    dates: gitDates === null ? 'files' : isShallowClone(siteDir) ? 'shallow-git' : 'git',
  };
}

/** Folder of the English specs. */
const specsFolder = 'openapi';

/** Where the Italian operation pages are generated (`npm run gen-api`). */
const italianApiPages = `i18n/${translationLocale}/docusaurus-plugin-content-docs-api/current`;

/**
 * The areas of the API reference: the specs in `openapi/` that describe
 * operations (`common.yaml` holds shared components only; a document without
 * `paths`, such as an AsyncAPI one, has no operation pages).
 *
 * @param {string} siteDir
 * @returns {{area: string, spec: unknown, overlay: unknown}[]}
 */
function apiAreasOf(siteDir) {
  const dir = path.join(siteDir, specsFolder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({area: name.replace(/\.yaml$/, ''), ...readArea(siteDir, name.replace(/\.yaml$/, ''))}))
    .filter(
      ({spec}) =>
        spec && typeof spec === 'object' && Object.keys(/** @type {{paths?: object}} */ (spec).paths ?? {}).length > 0,
    );
}

/**
 * The state of every translated API text, and the Italian operation pages
 * that show a stale one.
 *
 * @param {string} siteDir
 * @param {(file: string) => string} dateOf
 * @returns {import('./status.d.mts').ApiTextReport}
 */
export function apiTextStatus(siteDir, dateOf) {
  /** @type {import('./status.d.mts').ApiTextEntry[]} */
  const entries = [];
  /** @type {import('./status.d.mts').ApiTextReport['stalePages']} */
  const stalePages = [];
  let pages = 0;
  for (const {area, spec, overlay} of apiAreasOf(siteDir)) {
    const english = specFile(area);
    const italian = overlayFile(area, translationLocale);
    const englishDate = dateOf(english);
    const check = checkOverlay(spec, overlay ?? emptyOverlay(area));
    const base = {area, english, italian, englishDate};
    for (const problem of check.problems) entries.push({...base, target: '', keys: [], state: 'invalid', problem});
    for (const action of check.actions) {
      entries.push({
        ...base,
        target: action.target,
        keys: action.keys,
        state: action.state,
        ...(action.problem ? {problem: action.problem} : {}),
      });
    }
    for (const text of check.missing) {
      entries.push({
        ...base,
        target: text.target,
        keys: /** @type {('summary' | 'description')[]} */ (Object.keys(text.texts)),
        state: 'missing',
        excerpt: text.texts.summary ?? text.texts.description,
      });
    }
    const stale = new Set(check.actions.filter((action) => action.state === 'stale').flatMap((action) => action.paths));
    for (const operation of operationTexts(spec, check.texts)) {
      pages += 1;
      if ([...operation.texts].some((where) => stale.has(where))) {
        stalePages.push({
          italian: `${italianApiPages}/${area}/${operationPageId(operation.operationId)}.api.mdx`,
          englishDate,
        });
      }
    }
  }
  /** @type {import('./status.d.mts').ApiTextReport['counts']} */
  const counts = {current: 0, stale: 0, unmarked: 0, missing: 0, orphaned: 0, invalid: 0};
  for (const entry of entries) counts[entry.state]++;
  return {entries, counts, pages, stalePages};
}

/** Whether a file is an area's overlay (`i18n/it/openapi/{area}.overlay.yaml`). */
export const isOverlayFile = (file) =>
  new RegExp(`^i18n/${translationLocale}/openapi/[^/]+\\.overlay\\.yaml$`).test(file.split(path.sep).join('/'));

/**
 * Marks overlays as translating the English specs as they are now: the hash
 * of every applicable action is rewritten. Refuses a file with an orphaned or
 * invalid action (fix it first: marking would hide it).
 *
 * @param {{siteDir: string, overlayFiles: string[] | 'all'}} options
 * @returns {{file: string, marked: number}[]}
 */
export function markOverlays({siteDir, overlayFiles}) {
  const files =
    overlayFiles === 'all'
      ? apiAreasOf(siteDir)
          .map(({area}) => overlayFile(area, translationLocale))
          .filter((file) => existsSync(path.join(siteDir, file)))
      : overlayFiles.map((file) => toPosix(path.relative(siteDir, path.resolve(siteDir, file))));
  const done = [];
  for (const file of files) {
    const area = /([^/]+)\.overlay\.yaml$/.exec(file)?.[1];
    if (!isOverlayFile(file) || !area || !existsSync(path.join(siteDir, file)))
      throw new Error(`Not an overlay of an API area: ${file}`);
    const {spec} = readArea(siteDir, area);
    const {text, marked, refused} = markOverlay(readFileSync(path.join(siteDir, file), 'utf8'), spec);
    if (refused.length > 0) {
      throw new Error(
        `${file}: not marked, fix these actions first:\n${refused.map((action) => `  ${action.target}: ${action.problem ?? action.state}`).join('\n')}`,
      );
    }
    writeFileSync(path.join(siteDir, file), text);
    done.push({file, marked});
  }
  return done;
}

/**
 * Marks Italian copies as translating the English source as it is now. Only
 * existing Italian files of known pairs; anything else is refused.
 *
 * @param {{siteDir: string, italianFiles: string[] | 'all', git?: import('./status.d.mts').GitRunner}} options
 * @returns {import('./status.d.mts').TranslationEntry[]} the entries marked, with their new mark
 */
export function markTranslations({siteDir, italianFiles, git = runGit}) {
  const report = translationStatus({siteDir, git});
  const existing = report.entries.filter((entry) => entry.state !== 'missing');
  let chosen = existing;
  if (italianFiles !== 'all') {
    const byPath = new Map(existing.map((entry) => [entry.italian, entry]));
    const unknown = [];
    chosen = [];
    for (const file of italianFiles) {
      const relative = toPosix(path.relative(siteDir, path.resolve(siteDir, file)));
      const entry = byPath.get(relative);
      if (entry) chosen.push(entry);
      else unknown.push(file);
    }
    const missing = new Set(report.entries.filter((entry) => entry.state === 'missing').map((entry) => entry.italian));
    const notYet = unknown.filter((file) => missing.has(toPosix(path.relative(siteDir, path.resolve(siteDir, file)))));
    if (notYet.length > 0)
      throw new Error(`No Italian copy yet: ${notYet.join(', ')}. Translate the English file into it first.`);
    if (unknown.length > 0) {
      throw new Error(
        `Not an Italian copy of an English doc or page: ${unknown.join(', ')}. Give paths such as ${contentFolders[0].italian}/intro/about-fulcro.md`,
      );
    }
  }
  return chosen.map((entry) => {
    const file = path.join(siteDir, entry.italian);
    const mark = {hash: entry.englishHash, date: entry.englishDate};
    const text = readFileSync(file, 'utf8');
    const marked = writeMark(text, mark);
    if (marked !== text) writeFileSync(file, marked);
    return {...entry, state: 'current', mark};
  });
}

/** How many API texts need a translator (every state but current). */
export const apiWork = (report) =>
  Object.entries(report.api.counts).reduce((sum, [state, n]) => sum + (state === 'current' ? 0 : n), 0);

/** Whether a report has anything for a translator to do. */
export const needsWork = (report) =>
  report.counts.stale + report.counts.unmarked + report.counts.missing + apiWork(report) > 0;

const apiStateWords = {
  stale: 'stale: the English text changed since its Italian was marked',
  unmarked: 'unmarked: the action does not say which English it translates',
  missing: 'missing: no Italian yet (the Italian page shows the English)',
  orphaned: 'orphaned: the action translates what the English spec no longer has (left out of the pages)',
  invalid: 'invalid: the action breaks the overlay rules (left out of the pages)',
};

const stateWords = {
  stale: 'stale: the English source changed since the Italian copy was marked',
  unmarked: 'unmarked: the Italian copy does not say which English text it translates',
  missing: 'missing: no Italian copy (the Italian site shows the English text)',
};

/**
 * The report as text: every copy that needs work, grouped by state, each with
 * both paths and the English date, then the counts.
 *
 * @param {import('./status.d.mts').TranslationReport} report
 * @returns {string}
 */
export function formatReport(report) {
  const lines = [];
  for (const state of /** @type {const} */ (['stale', 'unmarked', 'missing'])) {
    const entries = report.entries.filter((entry) => entry.state === state);
    if (entries.length === 0) continue;
    lines.push(`${stateWords[state]} (${entries.length})`);
    for (const entry of entries) {
      const translated = entry.mark ? `, Italian translates the English of ${entry.mark.date}` : '';
      lines.push(`  ${entry.english} (English last changed ${entry.englishDate}${translated})`);
      lines.push(`    → ${entry.italian}`);
    }
    lines.push('');
  }
  for (const state of /** @type {const} */ (['stale', 'unmarked', 'missing', 'orphaned', 'invalid'])) {
    const entries = report.api.entries.filter((entry) => entry.state === state);
    if (entries.length === 0) continue;
    lines.push(`API reference, ${apiStateWords[state]} (${entries.length})`);
    for (const entry of entries) {
      const what = entry.keys.join(', ');
      const excerpt = entry.excerpt ? ` «${entry.excerpt.split('\n')[0].slice(0, 60)}»` : '';
      const because = entry.problem ? `: ${entry.problem}` : '';
      lines.push(
        `  ${entry.english} ${entry.target}${what ? ` (${what})` : ''}${excerpt}${state === 'stale' ? `, English last changed ${entry.englishDate}` : ''}${because}`,
      );
      lines.push(`    → ${entry.italian}`);
    }
    lines.push('');
  }
  if (report.api.counts.missing > 0)
    lines.push('npm run i18n:status -- --api-todo prints the missing texts as overlay actions to translate.', '');
  const {current, stale, unmarked, missing} = report.counts;
  lines.push(`${current} current, ${stale} stale, ${unmarked} unmarked, ${missing} missing Italian translations.`);
  const api = report.api.counts;
  lines.push(
    `API reference: ${api.current} current, ${api.stale} stale, ${api.unmarked} unmarked, ${api.missing} missing, ${api.orphaned} orphaned, ${api.invalid} invalid Italian texts; ` +
      `${report.api.stalePages.length} of ${report.api.pages} operation pages show a stale one.`,
  );
  if (report.dates === 'files') lines.push('Dates come from file modification times: git had no history to read.');
  if (report.dates === 'shallow-git')
    lines.push('Shallow clone: a file untouched since its oldest commit shows that commit’s date.');
  return lines.join('\n');
}
