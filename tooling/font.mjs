/**
 * How static/fonts/geist-latin-wght.woff2, the site's one font file, is made
 * (`npm run fonts`), and its @font-face rules: Fontsource's Latin
 * subset of Geist (a pinned devDependency), its weight axis cut to the range
 * the site's stylesheets use, by HarfBuzz's subsetter (subset-font).
 *
 * The stylesheets ask for 400 to 700 (Infima's normal, semibold and bold, and
 * the site's 500 and 650); Fontsource's file carries the axis from 100 to 900.
 * Cutting it leaves the glyphs the same at every weight the site shows and
 * takes 9.4 KB off the file (29.4 → 20.0 KB), which every first visit fetches
 * before its first paint. A weight outside the range is drawn at its nearest
 * end (a `bolder` inside bold text stays at 700).
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

export const fontRecipe = {
  /** Fontsource's file, from the package pinned in package.json. */
  source: '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  output: 'static/fonts/geist-latin-wght.woff2',
  weights: {min: 400, max: 700},
  /** Fontsource's `unicode-range` for the Latin subset, which the @font-face rule declares. */
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/**
 * The @font-face rules of the site's typeface (src/config/fonts.ts says where they go): Geist from `url`, with the
 * recipe's weights and characters, and its fallback. `font-display: optional`: a page whose font is not there by its
 * first paint keeps the fallback for its lifetime, so text never re-flows under the reader (CLS stays 0). The
 * fallback is a local Arial-metric face scaled to Geist's average advance and vertical metrics (size-adjust,
 * ascent/descent overrides), so such a page looks nearly the same.
 */
export function fontFaceRules(url) {
  return `@font-face {
  font-family: 'Geist';
  src: url('${url}') format('woff2');
  font-weight: ${fontRecipe.weights.min} ${fontRecipe.weights.max};
  font-style: normal;
  font-display: optional;
  unicode-range: ${fontRecipe.unicodeRange};
}
@font-face {
  font-family: 'Geist fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  size-adjust: 105.85%;
  ascent-override: 94.94%;
  descent-override: 27.87%;
  line-gap-override: 0%;
}`;
}

/** Every code point a `unicode-range` value names. */
export function codePoints(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    const first = parseInt(from, 16);
    return Array.from({length: parseInt(to, 16) - first + 1}, (_, i) => first + i);
  });
}

/** The font file's bytes, as the recipe makes them. */
export async function makeFont() {
  const {default: subsetFont} = await import('subset-font');
  const source = await readFile(createRequire(import.meta.url).resolve(fontRecipe.source));
  const text = String.fromCodePoint(...codePoints(fontRecipe.unicodeRange));
  return subsetFont(source, text, {targetFormat: 'woff2', variationAxes: {wght: fontRecipe.weights}});
}
