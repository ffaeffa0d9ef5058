import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';
import {contrast} from '../lib/contrast';

function rgb(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

describe('code blocks are readable in both colour modes', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`every token colour of the ${name} theme reaches 4.5:1 on its background`, () => {
      const background = theme.plain.backgroundColor ?? '#ffffff';
      const low = theme.styles
        .filter((entry) => entry.style.color)
        .map((entry) => ({
          types: entry.types.join(','),
          colour: entry.style.color!,
          ratio: contrast(rgb(entry.style.color!), rgb(background)),
        }))
        .filter(({ratio}) => ratio < 4.5);
      expect(low).toEqual([]);
    });
  }
});
