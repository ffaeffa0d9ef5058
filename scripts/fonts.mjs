#!/usr/bin/env node
/**
 * `npm run fonts`: writes the site's font file from its recipe (tooling/font.mjs).
 * Run it after changing the recipe or the pinned Fontsource package; a unit
 * test (tests/unit/font.test.ts) fails while the committed file differs.
 */
import {writeFile} from 'node:fs/promises';
import {fontRecipe, makeFont} from '../tooling/font.mjs';

const font = await makeFont();
await writeFile(fontRecipe.output, font);
console.log(`${fontRecipe.output}: ${font.length} bytes, weights ${fontRecipe.weights.min}-${fontRecipe.weights.max}`);
