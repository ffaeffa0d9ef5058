import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {monitoring, monitoringMetrics, type MetricScope} from '@site/src/data/monitoring';
import {certificates} from '@site/src/data/platform';
import {splitMarkdown} from './lib/docs-contract';

/**
 * The Monitoring docs (issue 41) and src/data/monitoring.ts say the same
 * thing, in both languages: the metric tables list every metric with its unit
 * and labels, in the module's order; the certificate flags and the built-in
 * rules are the module's; and no figure the module holds is typed by hand
 * (it is a `<Fact of="monitoring.…" />`).
 */

const dirs = {en: 'docs/monitoring', it: 'i18n/it/docusaurus-plugin-content-docs/current/monitoring'} as const;
const none = {en: 'none', it: 'nessuna'} as const;

/** The rows of the first table after the heading with id `id`: each cell's text. */
export function tableAfter(markdown: string, id: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{2,3} .*\\{#${id}\\}\\s*$`).test(line));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{2,3} /.test(line)) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** Figures of the module written as digits before a unit of time, outside code and `<Fact>`. */
export function typedFigures(markdown: string): string[] {
  const held = new Set(
    [
      ...Object.values(monitoring.retention),
      monitoring.sampleSeconds,
      monitoring.certificates.lateDays,
      monitoring.certificates.criticalDays,
      ...Object.values(monitoring.alerts).filter((v) => typeof v === 'number'),
      ...Object.values(certificates).filter((v) => typeof v === 'number'),
    ].map(String),
  );
  const prose = splitMarkdown(markdown)
    .prose.replace(/`[^`]*`/g, ' ')
    .replace(/<Fact[^>]*\/>/g, ' fact ');
  return [...prose.matchAll(/\b(\d+)\s+(days?|hours?|minutes?|seconds?|years?|giorni|ore|minuti|secondi|anni)\b/g)]
    .filter((m) => held.has(m[1]))
    .map((m) => m[0]);
}

describe.each(Object.entries(dirs))('the Monitoring docs (%s)', (locale, dir) => {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const noLabel = none[locale as keyof typeof none];

  it.each(['tenant', 'connectable'] as MetricScope[])(
    'metrics.mdx lists every %s metric with its unit and labels, in order',
    (scope) => {
      const rows = tableAfter(read('metrics.mdx'), scope).map(([name, unit, labels]) => ({
        name: code(name)[0],
        unit: code(unit)[0],
        labels: labels === noLabel ? [] : code(labels),
      }));
      expect(rows).toEqual(
        monitoringMetrics
          .filter((m) => m.scope === scope)
          .map(({name, unit, labels}) => ({name, unit, labels: [...labels]})),
      );
    },
  );

  it('certificate-expiry.mdx gives the flags and the built-in rules of the data', () => {
    const text = read('certificate-expiry.mdx');
    expect(tableAfter(text, 'flags').map(([flag]) => code(flag)[0])).toEqual([...monitoring.certificates.flags]);
    expect(tableAfter(text, 'alerts').map(([rule]) => code(rule)[0])).toEqual([
      ...monitoring.certificates.builtInRules,
    ]);
  });

  it('types no figure the data holds', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.mdx'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(
      files.flatMap((name) =>
        typedFigures(read(name)).map((figure) => `${dir}/${name}: "${figure}": write it as <Fact of="monitoring.…" />`),
      ),
    ).toEqual([]);
  });
});

describe('the checks catch a broken state', () => {
  it('a metric missing from a table, or with another unit', () => {
    const table =
      '## Tenant metrics {#tenant}\n\n| Metric | Unit | Labels | What |\n|---|---|---|---|\n| `connectables.registered` | `1/s` | `kind`, `state` | x |\n';
    expect(tableAfter(table, 'tenant')).toEqual([['`connectables.registered`', '`1/s`', '`kind`, `state`', 'x']]);
  });

  it('a retention typed by hand', () => {
    expect(typedFigures(`Samples are kept ${monitoring.retention.minuteSamplesDays} days.`)).toEqual([
      `${monitoring.retention.minuteSamplesDays} days`,
    ]);
    expect(
      typedFigures('Samples are kept <Fact of="monitoring.retention.minuteSamplesDays" /> days, for 10 minutes.'),
    ).toEqual([]);
  });
});
