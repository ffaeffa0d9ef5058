import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Local plugin: one small `hydration-kit` chunk for the site's components that
 * many routes' chunks import: `KeepServerMarkup` and the components that use
 * it for code blocks and the "Last updated" date (README "Speed").
 *
 * Docusaurus turns webpack's default chunk groups off, and these modules live
 * outside `node_modules`, so they would be copied into every chunk that
 * needs them: into each API operation page's content chunk (+0.55 KB gzipped
 * each) and into the marketing pages' own chunks. Here they form one chunk of
 * their own, loaded once and cached.
 */
export default function hydrationKitPlugin(context: LoadContext): Plugin {
  const sep = '[\\\\/]';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const src = escape(path.join(context.siteDir, 'src'));
  const test = new RegExp(`^${src}${sep}(?:components${sep}KeepServerMarkup|theme${sep}CodeBlock|theme${sep}LastUpdated)${sep}[^\\\\/]+\\.tsx?$`);
  return {
    name: 'fulcro-hydration-kit',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              hydrationKit: {
                name: 'hydration-kit',
                test,
                chunks: 'all',
                enforce: true,
                // As the API reference's group: above Docusaurus' `common` (40), below its single CSS file (50).
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
