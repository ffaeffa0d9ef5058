/**
 * The typeface: Geist (SIL Open Font License, static/fonts/GEIST-OFL.txt), its variable weight axis cut to the 400-700
 * the site uses, Latin subset only (Basic Latin, Latin-1 with the Italian accented letters, general punctuation): 20 KB
 * of woff2, made by `npm run fonts` from @fontsource-variable/geist (tooling/font.mjs, whose recipe the weights and
 * unicode-range below repeat; a unit test holds them equal).
 *
 * Declared here, not in src/css/custom.css: the bundler rewrites a stylesheet's url() to a hashed asset, and the
 * preload below would then fetch a second copy under the static URL. From the head, the preload and the @font-face
 * name the same file, fetched once with the HTML. `font-display: optional`: a page whose font is not there by its
 * first paint keeps the fallback for its lifetime, so text never re-flows under the reader (CLS stays 0). The fallback
 * is a local Arial-metric face scaled to Geist's average advance and vertical metrics (size-adjust, ascent/descent
 * overrides), so such a page looks nearly the same.
 */
export const fontFile = '/fonts/geist-latin-wght.woff2';

export const fontFaceCss = `@font-face {
  font-family: 'Geist';
  src: url('${fontFile}') format('woff2');
  font-weight: 400 700;
  font-style: normal;
  font-display: optional;
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Geist fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  size-adjust: 105.85%;
  ascent-override: 94.94%;
  descent-override: 27.87%;
  line-gap-override: 0%;
}`;
