#!/usr/bin/env node
/**
 * `npm run forms:export`: the stored submissions for the sales desk, oldest
 * first, as JSON lines (one object per submission) or as CSV.
 *
 *   npm run forms:export [-- --csv] [--remote] [--kind order|contact] [--persist-to .wrangler/state] [--csp-reports]
 *
 * By default it reads the local database of `npm run preview` and `npm start`
 * (--persist-to names another one); --remote reads the deployed one (it needs
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID, contributing/deploying.md).
 * --csp-reports exports the Content-Security-Policy reports instead.
 *
 * In the CSV, a cell that starts with `=`, `+`, `-`, `@` (or a tab or carriage
 * return) gets a leading `'`, so that a spreadsheet shows a name such as
 * `=HYPERLINK(…)` as text instead of running it as a formula.
 */
import {parseArgs} from 'node:util';
import {resolve} from 'node:path';
import {defaultPersistTo, root, runWrangler} from '../tooling/wrangler-env.mjs';

/** The columns of the CSV, in order; JSON lines carry the same names. */
export const submissionColumns = [
  'id',
  'kind',
  'receivedAt',
  'notifiedAt',
  'email',
  'locale',
  'tenant',
  'cloudPlan',
  'aiPlan',
  'termsAccepted',
  'name',
  'company',
  'requestType',
  'subject',
  'message',
  'requestId',
];
export const cspReportColumns = [
  'id',
  'receivedAt',
  'documentUrl',
  'directive',
  'blockedUrl',
  'sourceFile',
  'line',
  'column',
  'disposition',
];

/** One CSV cell: quoted when it must be, and never a formula. */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows, columns) {
  return (
    [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\r\n') +
    '\r\n'
  );
}

/** A stored row as the desk reads it: the submission's fields beside its bookkeeping. */
export function submissionFromRow(row) {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.received_at,
    notifiedAt: row.notified_at,
    ...JSON.parse(row.data),
    requestId: row.request_id,
  };
}

function cspReportFromRow(row) {
  return {
    id: row.id,
    receivedAt: row.received_at,
    documentUrl: row.document_url,
    directive: row.directive,
    blockedUrl: row.blocked_url,
    sourceFile: row.source_file,
    line: row.line,
    column: row.column_number,
    disposition: row.disposition,
  };
}

/** Runs one SELECT on the local or deployed database; resolves to its rows. */
export async function query(sql, {remote = false, persistTo = defaultPersistTo} = {}) {
  const where = remote ? ['--remote'] : ['--local', '--persist-to', resolve(root, persistTo)];
  const stdout = await runWrangler(['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {quiet: true});
  const [result] = JSON.parse(stdout);
  return result?.results ?? [];
}

async function main() {
  const {values: options} = parseArgs({
    options: {
      csv: {type: 'boolean', default: false},
      remote: {type: 'boolean', default: false},
      kind: {type: 'string'},
      'persist-to': {type: 'string', default: defaultPersistTo},
      'csp-reports': {type: 'boolean', default: false},
    },
  });
  if (options.kind !== undefined && !['order', 'contact'].includes(options.kind)) {
    console.error(`forms:export: --kind is order or contact, not "${options.kind}"`);
    process.exit(1);
  }
  const where = {remote: options.remote, persistTo: options['persist-to']};
  let rows;
  let columns;
  if (options['csp-reports']) {
    rows = (await query('SELECT * FROM csp_reports ORDER BY id', where)).map(cspReportFromRow);
    columns = cspReportColumns;
  } else {
    const filter = options.kind ? ` WHERE kind = '${options.kind}'` : '';
    rows = (await query(`SELECT * FROM submissions${filter} ORDER BY received_at, id`, where)).map(submissionFromRow);
    columns = submissionColumns;
  }
  process.stdout.write(options.csv ? toCsv(rows, columns) : rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`forms:export: ${error.message}`);
    process.exit(1);
  });
}
