import {isAbsolute, relative, sep} from 'node:path';
import {facts, lookupFact} from '../../../src/data/facts';

/**
 * What an editor reads when a `<Fact>` is wrong: one line with the file and line,
 * what is wrong and what to write instead (`src/pages/x.mdx:12: <Fact of="…"> names
 * no fact. Write one of: …`). The build (plugins/remark/facts) and the unit tests
 * (tests/unit/lib/editor-errors.ts, which formats every content error this way)
 * share it, so a typo reads the same in `npm start` and in `npm test`.
 */

/** One error in a file an editor writes: where, what is wrong, what to write instead. */
export type EditorFinding = {file: string; line?: number; problem: string; fix: string};

/** The finding as one line: `file:line: problem fix` (`file: problem fix` without a line). */
export function formatFinding({file, line, problem, fix}: EditorFinding): string {
  return `${file}${line ? `:${line}` : ''}: ${problem}${fix ? ` ${fix}` : ''}`;
}

/** Every dotted name `<Fact of>` accepts, in the order of src/data/facts.ts. */
export function factNames(): string[] {
  const names: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    const name = path.join('.');
    if (path.length > 0 && lookupFact(name) !== undefined) {
      names.push(name);
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(facts, []);
  return names;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The `count` candidates closest to `name` (case ignored), nearest first; ties keep the candidates' order. */
export function nearestNames(name: string, candidates: readonly string[], count = 3): string[] {
  const wanted = name.toLowerCase();
  return candidates
    .map((candidate, index) => ({candidate, index, distance: editDistance(wanted, candidate.toLowerCase())}))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({candidate}) => candidate);
}

/** A compiled file's path as the editor knows it: relative to the site when it lies inside it. */
export function sitePath(path: string, root = process.cwd()): string {
  return isAbsolute(path) && path.startsWith(root + sep) ? relative(root, path) : path;
}

/** What is wrong with an unknown fact name, and what to write instead. */
export function unknownFact(of: string): {problem: string; fix: string} {
  return {
    problem: `<Fact of="${of}"> names no fact.`,
    fix: `Write one of: ${nearestNames(of, factNames()).join(', ')} (every name is in src/data/facts.ts).`,
  };
}
