import {z} from 'zod';
import {cloudPlans, type CloudPlanId} from './plans-limits';

/**
 * The typed front matter of a success story (`src/pages/success-stories/{slug}.mdx`,
 * key `story`). The index page (/success-stories) and its industry filter are
 * built from it by plugins/success-stories, never from a hand-kept list.
 */

export const storyIndustries = ['hvac', 'washing', 'pool', 'smart-home', 'vending', 'electronics'] as const;
export type StoryIndustry = (typeof storyIndustries)[number];

/** Parts of the platform a story can name (product pages exist for each). */
export const storyParts = [
  'cloud',
  'edge',
  'ai',
  'control',
  'copilot',
  'auth',
  'exporter',
  'monitoring',
  'notifications',
  'pay',
  'resources',
  'rules-engine',
  'gdpr',
] as const;
export type StoryPart = (typeof storyParts)[number];

export const storySchema = z
  .object({
    /** The company's name as it writes it. */
    company: z.string().min(2),
    industry: z.enum(storyIndustries, {message: `industry: one of ${storyIndustries.join(', ')}`}),
    parts: z.array(z.enum(storyParts, {message: `parts: each one of ${storyParts.join(', ')}`})).min(1),
    plan: z.enum(['standard', 'pro', 'enterprise']),
    /** Connectables in service: a platform fact, within the plan's device limit. */
    connectables: z.number().int().positive(),
    /** One sentence for the index card. */
    headline: z.string().min(20).max(140),
    /** Order on the index (smaller first). */
    order: z.number().int().nonnegative(),
  })
  .strict()
  .superRefine((story, ctx) => {
    const limit = cloudPlans[story.plan as CloudPlanId].devices;
    if (limit !== 'unlimited' && story.connectables > limit) {
      ctx.addIssue({code: 'custom', message: `connectables: ${story.connectables} exceeds the ${story.plan} plan's ${limit} devices`});
    }
  });

export type Story = z.infer<typeof storySchema>;

/** A story as the index lists it: its front matter plus where it lives. */
export type StoryCard = Story & {slug: string; path: string; title: string; description: string};
