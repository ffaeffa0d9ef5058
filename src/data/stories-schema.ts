import * as z from 'zod';
import {cloudPlans} from './plans-limits';
import {messagePolicyDefaults} from './platform';

/**
 * The typed front matter of a success story (`src/pages/success-stories/{slug}.mdx`,
 * key `story`). The index page (/success-stories) and its industry filter are
 * built from it by plugins/features/success-stories, never from a hand-kept list.
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
    /** Connectables the illustrative project is designed for (a design figure, never a fact about the company), within the plan's device limit. */
    connectables: z.number().int().positive(),
    /** Messages a day the project is designed for: within what the message policy admits for that many connectables. */
    messagesPerDay: z.number().int().positive(),
    /** Planned weeks from the first connected prototype to the fleet. */
    rolloutWeeks: z.number().int().positive().max(104),
    /** One sentence for the index card. */
    headline: z.string().min(20).max(140),
    /** Order on the index (smaller first). */
    order: z.number().int().nonnegative(),
  })
  .strict()
  .superRefine((story, ctx) => {
    const limit = cloudPlans[story.plan].devices;
    if (limit !== 'unlimited' && story.connectables > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `connectables: ${story.connectables} exceeds the ${story.plan} plan's ${limit} devices`,
      });
    }
    // Enterprise policies are set per contract; the Pro defaults bound what a story may claim.
    const policy = story.plan === 'standard' ? messagePolicyDefaults.standard : messagePolicyDefaults.pro;
    const ceiling = story.connectables * policy.messagesPerSecond * 86_400;
    if (story.messagesPerDay > ceiling) {
      ctx.addIssue({
        code: 'custom',
        message: `messagesPerDay: ${story.messagesPerDay} is more than ${story.connectables} connectables may send under the ${story.plan} message policy (${ceiling})`,
      });
    }
  });

export type Story = z.infer<typeof storySchema>;

/** A story as the index lists it: its front matter plus where it lives. */
export type StoryCard = Story & {slug: string; path: string; title: string; description: string};
