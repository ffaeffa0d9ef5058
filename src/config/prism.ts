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

type Style = PrismTheme['styles'][number]['style'];

/** A CSS custom property name for a token type, optionally within one language: `--code-token-string`, `--code-markup-tag`. */
const variable = (type: string, language?: string) => `--code-${language ?? 'token'}-${type.replace(/[^\w-]/g, '_')}`;

/** The style a theme gives a token type in a language: the language's own entry if it has one, else the general one. */
function styleOf(theme: PrismTheme, type: string, language?: string): Style | undefined {
  const matches = (entry: PrismTheme['styles'][number]) =>
    entry.types.includes(type) && (language ? entry.languages?.includes(language) : !entry.languages);
  const entry =
    theme.styles.find(matches) ??
    (language ? theme.styles.find((e) => e.types.includes(type) && !e.languages) : undefined);
  return entry?.style;
}

/**
 * One Prism theme for both colour modes, whose colours are CSS variables, and the stylesheet that gives the variables
 * each mode's values (from the two themes above). The server renders a code block's colours as inline styles in the
 * theme it is configured with; with literal colours that is the light theme, so a dark-mode visitor saw light code
 * blocks until hydration re-rendered them (about 3 s on an API operation page, on a 2-core machine). With variables,
 * the static HTML is right in both modes and no block is rendered twice.
 */
export function codeColours(light: PrismTheme, dark: PrismTheme): {theme: PrismTheme; css: string} {
  const general = [
    ...new Set([light, dark].flatMap((t) => t.styles.filter((e) => !e.languages).flatMap((e) => e.types))),
  ];
  const specific = [
    ...new Set(
      [light, dark].flatMap((t) =>
        t.styles
          .filter((e) => e.languages)
          .flatMap((e) => e.languages!.flatMap((l) => e.types.map((type) => `${l} ${type}`))),
      ),
    ),
  ].map((key) => key.split(' ') as [string, string]);
  const declare = (style: Style | undefined, name: string) =>
    [style?.color && `${name}: ${style.color};`, style?.fontStyle && `${name}-style: ${style.fontStyle};`]
      .filter(Boolean)
      .join(' ');
  const block = (theme: PrismTheme) =>
    [
      `--code-color: ${theme.plain.color}; --code-background: ${theme.plain.backgroundColor};`,
      ...general.map((type) => declare(styleOf(theme, type), variable(type))),
      ...specific.map(([language, type]) => declare(styleOf(theme, type, language), variable(type, language))),
    ]
      .filter(Boolean)
      .join(' ');
  const tokenStyle = (name: string): Style => ({
    color: `var(${name})`,
    fontStyle: `var(${name}-style, normal)` as Style['fontStyle'],
  });
  return {
    theme: {
      plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
      styles: [
        ...general.map((type) => ({types: [type], style: tokenStyle(variable(type))})),
        ...specific.map(([language, type]) => ({
          types: [type],
          languages: [language],
          style: tokenStyle(variable(type, language)),
        })),
      ],
    },
    css: `:root { ${block(light)} }\n[data-theme='dark'] { ${block(dark)} }`,
  };
}

/** The theme both colour modes render with, and its stylesheet (docusaurus.config.ts puts it in every page's head). */
export const codeTheme = codeColours(lightCodeTheme, darkCodeTheme);
