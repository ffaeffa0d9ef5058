import {z} from 'zod';
import {storySchema} from '../../../src/data/stories-schema';

/**
 * The front matter an editor may write, for MDX pages and for docs. One home for
 * the ranges (title and description lengths) so the content tests and the
 * editor-error tests read the same limits, and the messages quote them from here.
 */

/** An MDX page (src/pages/… and its Italian copy): README "Add a marketing page". */
export const pageFrontMatterSchema = z
  .object({
    title: z
      .string()
      .min(10, 'title: at least 10 characters')
      .max(70, 'title: at most 70 characters (search results cut it)'),
    description: z
      .string()
      .min(50, 'description: at least 50 characters')
      .max(160, 'description: at most 160 characters (search results cut it)'),
    image: z.string().optional(),
    hide_table_of_contents: z.boolean().optional(),
    /** Success stories only: the typed facts the index is built from. */
    story: storySchema.optional(),
    // Italian copies: which English text they translate (npm run i18n:status, plugins/features/translation-status).
    translation_source: z.strictObject({hash: z.string().regex(/^[0-9a-f]{12}$/), date: z.iso.date()}).optional(),
  })
  .strict();

/** Where an editor reads the page rules. */
export const pageFrontMatterRules = 'CONTRIBUTING.md#edit-a-page';

/** A doc (docs/…): README "Add a doc". Other keys (slug, outdated…) are Docusaurus's own. */
export const docFrontMatterSchema = z.looseObject({
  title: z.string(),
  description: z
    .string()
    .min(50, 'description: at least 50 characters (the line under the title in search results and llms.txt)'),
  sidebar_position: z.number(),
});

/** Where an editor reads the doc rules. */
export const docFrontMatterRules = 'CONTRIBUTING.md#add-a-doc';
