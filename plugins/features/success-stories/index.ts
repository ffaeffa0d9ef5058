import matter from '@11ty/gray-matter';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {storySchema, type StoryCard} from '../../../src/data/stories-schema';

/**
 * Local plugin: the success-stories collection. Each story is an MDX page
 * `src/pages/success-stories/{slug}.mdx` (Italian copy under
 * `i18n/it/docusaurus-plugin-content-pages/success-stories/`) whose front
 * matter has a typed `story` block. This plugin reads those blocks for the
 * locale being built, refuses an invalid one, and adds the index route
 * `/success-stories` with the list as its data: nobody keeps a list by hand.
 */

const folder = 'success-stories';

function frontMatter(file: string): Record<string, unknown> {
  return matter(readFileSync(file, 'utf8')).data;
}

/** The stories of one locale: the localized copy where it exists, else the English page. */
export function readStories(siteDir: string, localizationDir: string): StoryCard[] {
  const englishDir = join(siteDir, 'src/pages', folder);
  const localDir = join(localizationDir, 'docusaurus-plugin-content-pages', folder);
  if (!existsSync(englishDir)) return [];
  const cards = readdirSync(englishDir)
    .filter((name) => name.endsWith('.mdx') && !name.startsWith('_') && name !== 'index.mdx')
    .map((name) => {
      const file = existsSync(join(localDir, name)) ? join(localDir, name) : join(englishDir, name);
      const data = frontMatter(file);
      const parsed = storySchema.safeParse(data.story);
      if (!parsed.success) {
        throw new Error(
          `${file}: front matter "story" is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      }
      const slug = name.replace(/\.mdx$/, '');
      return {
        ...parsed.data,
        slug,
        path: `/${folder}/${slug}`,
        title: typeof data.title === 'string' ? data.title : slug,
        description: typeof data.description === 'string' ? data.description : '',
      };
    });
  return cards.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export default function successStoriesPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'fulcro-success-stories',
    getPathsToWatch() {
      return [
        join(context.siteDir, 'src/pages', folder, '*.mdx'),
        join(context.localizationDir, 'docusaurus-plugin-content-pages', folder, '*.mdx'),
      ];
    },
    loadContent() {
      return readStories(context.siteDir, context.localizationDir);
    },
    async contentLoaded({content, actions}) {
      const stories = await actions.createData('stories.json', JSON.stringify(content));
      actions.addRoute({
        // baseUrl is '/' or '/it/' and always ends with a slash.
        path: `${context.baseUrl}${folder}`,
        component: '@site/src/components/SuccessStories/IndexPage',
        modules: {stories},
        exact: true,
      });
    },
  };
}
