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
 *                                             translate the English as it is (paths of the Italian files)
 *   npm run i18n:status -- --mark-all         mark every existing Italian copy as current (only to
 *                                             initialise, or after reviewing them all)
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {formatReport, markTranslations, needsWork, translationStatus} from '../plugins/features/translation-status/status.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');

const usage = `Usage: node scripts/i18n-status.mjs [--strict | --mark <italian-file>... | --mark-all]`;

let args;
try {
  args = parseArgs({
    options: {strict: {type: 'boolean'}, mark: {type: 'boolean'}, 'mark-all': {type: 'boolean'}, help: {type: 'boolean', short: 'h'}},
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
if ((values.mark && values['mark-all']) || (values.mark && positionals.length === 0) || (!values.mark && positionals.length > 0)) {
  console.error(`--mark takes one or more Italian files; --mark-all takes none.\n${usage}`);
  process.exit(2);
}

if (values.mark || values['mark-all']) {
  try {
    const files = values['mark-all'] ? 'all' : positionals.map((file) => path.relative(siteDir, path.resolve(file)));
    const marked = markTranslations({siteDir, italianFiles: files});
    for (const entry of marked) console.log(`marked ${entry.italian} (English of ${entry.mark?.date})`);
    console.log(`${marked.length} Italian translation${marked.length === 1 ? '' : 's'} marked as current.`);
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
