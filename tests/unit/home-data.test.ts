import {vi} from 'vitest';

vi.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}));

const {audiences, capabilities, industries, steps, callsToAction} = await import('../../src/data/home');

describe('home page data', () => {
  it.each([
    ['capabilities', capabilities, 6],
    ['steps', steps, 3],
    ['audiences', audiences, 2],
    ['industries', industries, 5],
  ] as const)('%s has %i cards with unique keys and real text', (_name, cards, count) => {
    expect(cards).toHaveLength(count);
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.title.length).toBeGreaterThan(2);
      expect(card.description.length).toBeGreaterThan(40);
    }
  });

  it('names the five industries of the fact sheet', () => {
    expect(industries.map((i) => i.key)).toEqual(['hvac', 'vending', 'smart-home', 'pool', 'washing']);
  });

  it('always offers at least one call to action', () => {
    expect(callsToAction.length).toBeGreaterThan(0);
  });
});
