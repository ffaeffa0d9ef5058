import type {LoadContext, Plugin} from '@docusaurus/types';
import {dirPattern, namedChunkGroup} from '../chunk-group';

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
  const src = (...segments: string[]) => dirPattern(context.siteDir, 'src', ...segments);
  const test = new RegExp(`^(?:${src('components', 'KeepServerMarkup')}index|${src('theme', 'CodeBlock')}(?:Content[\\\\/])?index|${src('theme', 'LastUpdated')}index)\\.tsx$`);
  return {
    name: 'fulcro-hydration-kit',
    configureWebpack(_config, isServer) {
      return namedChunkGroup(isServer, 'hydrationKit', 'hydration-kit', test);
    },
  };
}
