import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {seams, seamTarget} from '../../plugins/hydration-transitions';

const siteDir = join(import.meta.dirname, '..', '..');

/** Names a module exports, from its source: `export function f`, `export const C`, `export {a, b}`. */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:declare )?(?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) => m[1].split(',').map((s) => s.trim().split(/\s+as\s+/).pop()!)).filter(Boolean);
  return [...declared, ...listed].sort();
}

describe('the updates after hydration as transitions (plugins/hydration-transitions)', () => {
  it.each(seams)('replace $pkg/$file, which is still the code the copy was made from', (seam) => {
    expect(() => seamTarget(siteDir, seam)).not.toThrow();
  });

  it.each(seams)('replace $pkg/$file with a copy that exports the same names', (seam) => {
    const original = readFileSync(seamTarget(siteDir, seam), 'utf8');
    const copy = readFileSync(join(siteDir, 'plugins', 'hydration-transitions', seam.replacement), 'utf8');
    expect(exportedNames(copy)).toEqual(exportedNames(original));
    expect(copy).toMatch(/startTransition\(/);
  });

  it('stop the build when an upgrade changed a module', () => {
    const [seam] = seams;
    expect(() => seamTarget(siteDir, {...seam, expect: [...seam.expect, 'code that no Docusaurus has']})).toThrow(/no longer contains .*UPGRADING\.md/);
    expect(() => seamTarget(siteDir, {...seam, file: 'lib/client/gone.js'})).toThrow(/is gone/);
  });
});
