import type {Plugin} from '@docusaurus/types';
import {codeTheme} from '../../../src/config/prism';
import {fontFaceCss, fontFile} from '../../../src/config/fonts';
import {canonicalPathScript} from '../../../src/config/head-scripts';

/**
 * Local plugin: the tags every page's head carries besides Docusaurus's own,
 * given through the plugin lifecycle (`injectHtmlTags`) rather than the
 * config's `headTags`. Both land in the same place of the HTML, but the config
 * is also serialized into every page's main bundle, where this CSS and script
 * text served nothing: 1.2 KB gzip off every page.
 */
export default function headTagsPlugin(): Plugin {
  return {
    name: 'fulcro-head-tags',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'meta', attributes: {name: 'theme-color', content: '#0b4f8a'}},
          // The code blocks' colours in each mode (src/config/prism.ts).
          {tagName: 'style', innerHTML: codeTheme.css},
          // The site's typeface (src/config/fonts.ts): fetched with the HTML, declared where the bundler does not rename it.
          {
            tagName: 'link',
            attributes: {rel: 'preload', href: fontFile, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
          },
          {tagName: 'style', innerHTML: fontFaceCss},
          {tagName: 'script', innerHTML: canonicalPathScript},
        ],
      };
    },
  };
}
