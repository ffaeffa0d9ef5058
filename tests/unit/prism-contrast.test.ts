import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';

function rgb(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = rgb(colour).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('code blocks are readable in both colour modes', () => {
  for (const [name, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    it(`every token colour of the ${name} theme reaches 4.5:1 on its background`, () => {
      const background = theme.plain.backgroundColor ?? '#ffffff';
      const low = theme.styles
        .filter((entry) => entry.style.color)
        .map((entry) => ({types: entry.types.join(','), colour: entry.style.color!, ratio: contrast(entry.style.color!, background)}))
        .filter(({ratio}) => ratio < 4.5);
      expect(low).toEqual([]);
    });
  }
});
