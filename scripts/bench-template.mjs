#!/usr/bin/env node
/**
 * `npm run bench:template`: the bare Docusaurus site that `npm run
 * bench:lighthouse` measures the site against (issue 45's goal).
 *
 * Generates the classic template with `create-docusaurus` at the Docusaurus
 * version this project has installed, in JavaScript (the answer its prompt
 * preselects), installs it from the npm registry and builds it, as it comes,
 * in `.cache/bench-template/` (ignored by git; outside `node_modules/`, where
 * Docusaurus would not transpile the site's own pages). Run it once, and again
 * after a Docusaurus upgrade: the bench refuses a template of another version.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

export const templateRoot = '.cache/bench-template';
export const templateSite = join(templateRoot, 'site');
export const templateBuild = join(templateSite, 'build');

/** The version of `@docusaurus/core` installed in `dir` (the project's by default). */
export const docusaurusVersion = (dir = '.') =>
  JSON.parse(readFileSync(join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;

function run(command, args, cwd) {
  console.log(`\n$ (cd ${cwd} && ${command} ${args.join(' ')})`);
  const {status} = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = docusaurusVersion();
  rmSync(templateRoot, {recursive: true, force: true});
  mkdirSync(templateRoot, {recursive: true});
  // --skip-install: create-docusaurus exits 0 even when its own install fails.
  run(
    'npx',
    ['--yes', `create-docusaurus@${version}`, 'site', 'classic', '--javascript', '--skip-install'],
    templateRoot,
  );
  run('npm', ['install', '--no-audit', '--no-fund'], templateSite);
  run('npm', ['run', 'build'], templateSite);
  console.log(`\nThe classic template of Docusaurus ${docusaurusVersion(templateSite)} is built in ${templateBuild}/.`);
}
