import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code-block themes: Visual Studio's light and dark, with the few token
 * colours that fall under 4.5:1 on their background replaced by a darker
 * (light) or lighter (dark) shade of the same hue. tests/unit/prism-contrast.test.ts
 * checks every token colour of both themes.
 */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour] ? {...entry, style: {...entry.style, color: replacements[colour]}} : entry;
    }),
  };
}

/** Attribute names (ini keys, HTML attributes): pure red is 4.0:1 on white. */
export const lightCodeTheme = withColours(themes.vsLight, {'rgb(255, 0, 0)': 'rgb(200, 0, 0)'});

/** Prolog, constants and markup punctuation are 1.4–4.2:1 on the dark background. */
export const darkCodeTheme = withColours(themes.vsDark, {
  'rgb(0, 0, 128)': 'rgb(140, 140, 255)',
  'rgb(100, 102, 149)': 'rgb(150, 152, 210)',
  '#808080': '#9a9a9a',
});
