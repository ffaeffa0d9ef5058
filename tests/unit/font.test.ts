import {readFileSync} from 'node:fs';
import {codePoints, fontRecipe, makeFont} from '../../tooling/font.mjs';
import {fontFaceCss, fontFile} from '../../src/config/fonts';

describe("the site's font file", () => {
  it('is what its recipe makes (`npm run fonts` writes it)', async () => {
    const made = await makeFont();
    const committed = readFileSync(fontRecipe.output);
    expect(
      Buffer.compare(made, committed),
      `${fontRecipe.output} differs from its recipe (tooling/font.mjs): run \`npm run fonts\``,
    ).toBe(0);
  }, 30_000);

  it('is declared with the weights and characters it carries, at the path the head preloads', () => {
    const {min, max} = fontRecipe.weights;
    expect(fontFaceCss).toContain(`font-weight: ${min} ${max};`);
    expect(fontFaceCss).toContain(`unicode-range: ${fontRecipe.unicodeRange};`);
    expect(`static${fontFile}`).toBe(fontRecipe.output);
  });

  it('covers the Italian accented letters and the euro sign', () => {
    const covered = new Set(codePoints(fontRecipe.unicodeRange));
    for (const char of 'àèéìòùÀÈÉÌÒÙ€«»’“”–—') expect(covered.has(char.codePointAt(0)!), char).toBe(true);
  });
});
