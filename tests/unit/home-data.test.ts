import {existsSync} from 'node:fs';
import {homeActions, homeCards} from '../../src/data/home';
import type {HomeContent} from '../../src/components/Home/content';
import {homeContent as english} from '../../src/pages/_home-content';
import {homeContent as italian} from '../../i18n/it/docusaurus-plugin-content-pages/_home-content';

/**
 * The home page: shared cards and links (src/data/home.ts), and each
 * language's copy beside its page file. The type already requires every
 * field in every language; these tests check what a visitor would notice.
 */

/** The page file or doc that serves a path. */
function hasPage(path: string): boolean {
  const base = path.startsWith('/docs/') ? `docs${path.slice('/docs'.length)}` : `src/pages${path}`;
  return ['.md', '.mdx', '.tsx', '/index.md', '/index.mdx', '/index.tsx'].some((ext) => existsSync(`${base}${ext}`));
}

/** Every piece of text of a language's copy, by its path in the object (`platform.cards.cloud.title`). */
function texts(content: HomeContent): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else for (const [key, child] of Object.entries(value as object)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(content, '');
  return out;
}

/** Product and market names, the same in both languages. */
const names = new Set(['Fulcro Edge', 'Fulcro AI', 'Fulcro Control', 'Fulcro Copilot', 'HVAC']);

describe('home page', () => {
  it('has its six capabilities, three steps, two audiences and the five industries of the fact sheet', () => {
    expect(Object.keys(homeCards.platform)).toEqual(['cloud', 'edge', 'ai', 'control', 'copilot', 'gdpr']);
    expect(Object.keys(homeCards.howItWorks)).toEqual(['connect', 'manage', 'act']);
    expect(Object.keys(homeCards.audiences)).toEqual(['managers', 'developers']);
    expect(Object.keys(homeCards.industries)).toEqual(['hvac', 'vending', 'smart-home', 'pool', 'washing']);
  });

  it('leads only to pages that exist, from every card, button and call to action', () => {
    const links = [
      ...Object.values(homeCards).flatMap((band) => Object.values(band).map((card: {to?: string}) => card.to)),
      ...Object.values(homeActions).map((action) => action.to),
    ].filter((to): to is string => to !== undefined);
    expect(links.length).toBeGreaterThan(15);
    expect(links.filter((to) => !hasPage(to))).toEqual([]);
  });

  it.each([
    ['English', english],
    ['Italian', italian],
  ] as const)('%s copy: a real title and description on every card', (_language, content) => {
    for (const band of [content.platform, content.howItWorks, content.audiences, content.industries]) {
      const cards = Object.values(band.cards);
      expect(new Set(cards.map((card) => card.title)).size, band.title).toBe(cards.length);
      for (const card of cards) {
        expect(card.title.length, card.title).toBeGreaterThan(2);
        expect(card.description.length, card.title).toBeGreaterThan(40);
      }
    }
  });

  it('Italian copy: every text translated, except product and market names', () => {
    const en = texts(english);
    const it = texts(italian);
    expect([...it.keys()]).toEqual([...en.keys()]);
    const untranslated = [...en]
      .filter(([path, text]) => it.get(path) === text && !names.has(text))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });
});
