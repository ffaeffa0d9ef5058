import {fontFaceRules, fontRecipe} from '../../tooling/font.mjs';

/**
 * The typeface: Geist (SIL Open Font License, static/fonts/GEIST-OFL.txt), its variable weight axis cut to the 400-700
 * the site uses, Latin subset only (Basic Latin, Latin-1 with the Italian accented letters, general punctuation): 20 KB
 * of woff2, made by `npm run fonts` from @fontsource-variable/geist. Its recipe, and the @font-face rules built from
 * it, are tooling/font.mjs, which the build's scripts share.
 *
 * Declared in the head (plugins/features/head-tags), not in src/css/custom.css: the bundler rewrites a stylesheet's
 * url() to a hashed asset, and the preload would then fetch a second copy under the static URL. From the head, the
 * preload and the @font-face name the same file, fetched once with the HTML.
 */
export const fontFile = fontRecipe.output.slice('static'.length);

export const fontFaceCss = fontFaceRules(fontFile);
