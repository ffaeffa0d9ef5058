import MDXComponents from '@theme-original/MDXComponents';
import * as pageKit from '@site/src/components/PageKit';

/**
 * Wraps the theme's MDX component map with the page kit, so every MDX page
 * and doc can write `<Hero>`, `<Section>`, `<Fact of="…" />`… without imports.
 */
export default {
  ...MDXComponents,
  ...pageKit,
};
