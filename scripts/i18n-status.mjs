#!/usr/bin/env node
/**
 * `npm run i18n:status`: which Italian docs and pages no longer follow their
 * English source (plugins/features/translation-status/status.mjs says how it
 * is decided). The build prints the same count and shows a notice on each
 * stale Italian page; this lists them for the translator.
 *
 *   npm run i18n:status                       every stale, unmarked or missing translation; exit 0
 *   npm run i18n:status -- --strict           the same, exit 1 if there is any (release builds)
 *   npm run i18n:status -- --mark <file>...   after updating Italian copies: record that they now
 *                                             translate the English as it is (paths of the Italian files,
 *                                             or of API overlays, i18n/it/openapi/{area}.overlay.yaml:
 *                                             every action of the file is marked)
 *   npm run i18n:status -- --mark-all         mark every existing Italian copy and overlay as current
 *                                             (only to initialise, or after reviewing them all)
 *   npm run i18n:status -- --api-todo [area]  the API texts no overlay translates yet, as overlay
 *                                             actions to paste into i18n/it/openapi/{area}.overlay.yaml
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  formatReport,
  isOverlayFile,
  markOverlays,
  markTranslations,
  needsWork,
  translationStatus,
} from '../plugins/features/translation-status/status.mjs';
import {
  actionsToTranslate,
  checkOverlay,
  emptyOverlay,
  overlayFile,
  readArea,
} from '../plugins/features/api-reference/overlays.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');

const usage = `Usage: node scripts/i18n-status.mjs [--strict | --mark <italian-file>... | --mark-all | --api-todo [area]]`;

let args;
try {
  args = parseArgs({
    options: {
      strict: {type: 'boolean'},
      mark: {type: 'boolean'},
      'mark-all': {type: 'boolean'},
      'api-todo': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'},
    },
    allowPositionals: true,
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const {values, positionals} = args;

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values['api-todo']) {
  if (positionals.length > 1) {
    console.error(`--api-todo takes at most one area.\n${usage}`);
    process.exit(2);
  }
  const report = translationStatus({siteDir});
  const areas = [...new Set(report.api.entries.map((entry) => entry.area))].filter(
    (area) => positionals.length === 0 || area === positionals[0],
  );
  if (areas.length === 0) {
    console.error(`No API area ${positionals[0]}.\n${usage}`);
    process.exit(2);
  }
  for (const area of areas) {
    const {spec, overlay} = readArea(siteDir, area);
    const {missing} = checkOverlay(spec, overlay ?? emptyOverlay(area));
    if (missing.length === 0) continue;
    console.log(
      `# ${overlayFile(area)}: ${missing.length} texts to translate (write the Italian over the English; the hashes are the English's)`,
    );
    console.log(actionsToTranslate(spec, missing));
  }
  process.exit(0);
}

if (
  (values.mark && values['mark-all']) ||
  (values.mark && positionals.length === 0) ||
  (!values.mark && positionals.length > 0)
) {
  console.error(`--mark takes one or more Italian files; --mark-all takes none.\n${usage}`);
  process.exit(2);
}

if (values.mark || values['mark-all']) {
  try {
    const files = positionals.map((file) => path.relative(siteDir, path.resolve(file)));
    const overlays = values['mark-all'] ? 'all' : files.filter((file) => isOverlayFile(file));
    const copies = values['mark-all'] ? 'all' : files.filter((file) => !isOverlayFile(file));
    const marked = copies.length === 0 ? [] : markTranslations({siteDir, italianFiles: copies});
    for (const entry of marked) console.log(`marked ${entry.italian} (English of ${entry.mark?.date})`);
    const markedOverlays = overlays.length === 0 ? [] : markOverlays({siteDir, overlayFiles: overlays});
    for (const {file, marked: actions} of markedOverlays)
      console.log(`marked ${file} (${actions} action${actions === 1 ? '' : 's'})`);
    console.log(
      `${marked.length + markedOverlays.length} Italian translation${marked.length + markedOverlays.length === 1 ? '' : 's'} marked as current.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  process.exit(0);
}

const report = translationStatus({siteDir});
console.log(formatReport(report));
if (values.strict && needsWork(report)) {
  console.error('--strict: every Italian translation must be current (update the copy, then mark it with --mark).');
  process.exit(1);
}
