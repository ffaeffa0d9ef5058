#!/usr/bin/env node
/**
 * `npm run api:changelog`: writes the API changelog's classified lists.
 *
 * For every area with a released snapshot (openapi/released/{area}.yaml), it
 * compares the working spec (openapi/{area}.yaml) with the snapshot through
 * the guard (plugins/features/api-changelog/guard.mjs). When the API changed:
 * - it refuses, naming the area, if `info.version` was not raised, or if the
 *   changes include breaking ones and the major version was not raised;
 * - otherwise it writes the classified list of the entry for the working
 *   version into src/data/api-changelog.generated.json, and adds to
 *   src/data/api-changelog.ts that entry (dated today, with empty summaries) when it is missing. It
 *   never writes a summary: that is the editor's, in both languages, and the
 *   unit test fails until it is there.
 *
 * `npm run api:changelog -- --release` does the same, then (when every entry
 * has its summaries) copies the working specs over the snapshot: the next
 * changes are compared with this release, and writes the snapshot's hashes
 * into openapi/released/manifest.json: the unit test refuses a snapshot edited
 * by hand. The snapshot is files in the repository rather than a git tag, so
 * a shallow clone or a tarball (no history, no tags) finds it too.
 */
import {copyFileSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {
  bumpSuffices,
  classifyChanges,
  compareVersions,
  describeRows,
  parseVersion,
  releaseManifestFile,
  requiredBump,
  snapshotHash,
} from '../plugins/features/api-changelog/guard.mjs';

const dataFile = 'src/data/api-changelog.ts';
const releasedDir = 'openapi/released';
const release = process.argv.includes('--release');

const generatedFile = 'src/data/api-changelog.generated.json';
const newEntriesMarker = '// npm run api:changelog adds new entries here, newest first.';

/** openapi/released/manifest.json: what the last --release wrote, to tell a hand edit from a release. */
function writeReleaseManifest(released) {
  const files = Object.fromEntries(
    released.map((area) => [`${area}.yaml`, snapshotHash(readFileSync(join(releasedDir, `${area}.yaml`), 'utf8'))]),
  );
  const manifest = {
    note: 'Written by npm run api:changelog -- --release. The snapshot is never edited by hand.',
    released: new Date().toISOString().slice(0, 10),
    files,
  };
  writeFileSync(join(releasedDir, releaseManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
}

const load = (file) => yaml.load(readFileSync(file, 'utf8'));
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The generated file's text: one change per line, keys in order. */
function generatedJson(generated) {
  const keys = Object.keys(generated).sort((a, b) => {
    const [areaA, versionA] = a.split('@');
    const [areaB, versionB] = b.split('@');
    return areaA === areaB ? compareVersions(versionA, versionB) : areaA < areaB ? -1 : 1;
  });
  const body = keys.map(
    (key) =>
      `  ${JSON.stringify(key)}: [\n${generated[key].map((change) => `    ${JSON.stringify(change)}`).join(',\n')}\n  ]`,
  );
  return keys.length ? `{\n${body.join(',\n')}\n}\n` : '{}\n';
}

/** The `area@version` of every entry written in the data module, with its line. */
function entriesIn(source) {
  const found = new Map();
  for (const match of source.matchAll(/area: '([a-z-]+)',\s*\n\s*version: '([^']+)'/g))
    found.set(`${match[1]}@${match[2]}`, lineOf(source, match.index));
  return found;
}

/** Lines of entries whose summary is still empty. */
function emptySummaries(source) {
  return [...source.matchAll(/^\s*(en|it): '',$/gm)].map((match) => lineOf(source, match.index));
}

function skeleton(area, version) {
  const today = new Date().toISOString().slice(0, 10);
  return `  {\n    area: '${area}',\n    version: '${version}',\n    date: '${today}',\n    summary: {\n      en: '',\n      it: '',\n    },\n  },\n`;
}

let source = readFileSync(dataFile, 'utf8');
const generated = JSON.parse(readFileSync(generatedFile, 'utf8'));
const known = entriesIn(source);
const areas = readdirSync(releasedDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.replace(/\.yaml$/, ''))
  .sort();

const problems = [];
const report = [];
const newEntries = [];
for (const area of areas) {
  const released = load(join(releasedDir, `${area}.yaml`));
  const working = load(join('openapi', `${area}.yaml`));
  const from = String(released.info.version);
  const to = String(working.info.version);
  const changes = classifyChanges(released, working);
  if (changes.length === 0) continue;
  const bump = requiredBump(changes);
  if (compareVersions(to, from) <= 0) {
    problems.push(
      `${area}: the API changed since ${from} (${describeRows(changes)}) but openapi/${area}.yaml still says info.version ${to}: raise it to ${bump === 'major' ? `${parseVersion(from)[0] + 1}.0.0 (the changes include breaking ones)` : 'a higher patch version at least'} and run this again`,
    );
    continue;
  }
  if (!bumpSuffices(from, to, changes)) {
    problems.push(
      `${area}: ${from} → ${to} has breaking changes (${describeRows(changes.filter((c) => c.type === 'breaking' || c.type === 'unclassified'))}): raise info.version to ${parseVersion(from)[0] + 1}.0.0 in openapi/${area}.yaml and run this again`,
    );
    continue;
  }
  generated[`${area}@${to}`] = changes;
  // A version written for this area since the snapshot and then replaced by another one is no release: its list goes.
  for (const key of Object.keys(generated)) {
    const [keyArea, keyVersion] = key.split('@');
    if (keyArea === area && keyVersion !== to && compareVersions(keyVersion, from) > 0) {
      delete generated[key];
      report.push(
        `${area}: removed the list of ${keyVersion}, which is not the working version${known.has(key) ? `: delete its entry too (${dataFile}:${known.get(key)})` : ''}`,
      );
    }
  }
  if (!known.has(`${area}@${to}`)) newEntries.push(skeleton(area, to));
  const counts = new Map();
  for (const change of changes) counts.set(change.type, (counts.get(change.type) ?? 0) + 1);
  report.push(`${area} ${from} → ${to}: ${[...counts].map(([type, count]) => `${count} ${type}`).join(', ')}`);
}

if (problems.length > 0) {
  console.error(`api:changelog: nothing written.\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

writeFileSync(generatedFile, generatedJson(generated));
if (newEntries.length > 0) {
  const marker = source.indexOf(newEntriesMarker);
  if (marker < 0) throw new Error(`${dataFile}: the line "${newEntriesMarker}" is missing`);
  const at = source.indexOf('\n', marker) + 1;
  source = source.slice(0, at) + newEntries.join('') + source.slice(at);
}
writeFileSync(dataFile, source);

console.log(
  report.length
    ? `api:changelog: ${generatedFile} written.\n- ${report.join('\n- ')}`
    : 'api:changelog: no spec changed since its released snapshot.',
);
const empty = emptySummaries(source);
if (empty.length > 0) {
  console.log(
    `Write the summaries (one or two sentences, English and Italian) at ${empty.map((line) => `${dataFile}:${line}`).join(', ')}.`,
  );
}

if (release) {
  if (empty.length > 0) {
    console.error('api:changelog --release: not released while a summary is empty.');
    process.exit(1);
  }
  for (const area of areas) copyFileSync(join('openapi', `${area}.yaml`), join(releasedDir, `${area}.yaml`));
  writeReleaseManifest(areas);
  console.log(`api:changelog --release: ${releasedDir}/ now holds the working specs of ${areas.join(', ')}.`);
}
