/**
 * The drawings' palette in both colour modes, for what cannot read CSS variables: the docs diagrams, which Mermaid
 * renders to SVG at build time (docusaurus.config.ts passes them as its `themeVariables`). The hand-made drawings use
 * the same colours as `--drawing-*` variables of src/css/custom.css; tests/unit/drawing-palette.test.ts fails when the
 * two disagree.
 */
export const drawingPalette = {
  light: {
    surface: '#f3f6fa',
    panel: '#ffffff',
    line: '#7a8899',
    lineStrong: '#56657a',
    text: '#1c2430',
    muted: '#4f5b69',
    accent: '#0b5394',
    accentLine: '#0b5394',
    accentSoft: '#e3eefa',
    onAccent: '#ffffff',
    warm: '#b34700',
    onWarm: '#ffffff',
    ok: '#1e7b3e',
    okSoft: '#e6f4ea',
  },
  dark: {
    surface: '#16202b',
    panel: '#1d2a38',
    line: '#71849a',
    lineStrong: '#9fb0c2',
    text: '#e3e9f0',
    muted: '#b0bccb',
    accent: '#7cb8f2',
    accentLine: '#7cb8f2',
    accentSoft: '#173350',
    onAccent: '#0b1a2a',
    warm: '#f2a65a',
    onWarm: '#1a1206',
    ok: '#5cc47e',
    okSoft: '#11301d',
  },
} as const;

type Palette = (typeof drawingPalette)['light' | 'dark'];

/** Mermaid's `base` theme, coloured like the drawings: soft accent boxes with accent borders, the drawings' lines. */
export function mermaidThemeVariables(mode: 'light' | 'dark'): Record<string, string | boolean> {
  const p: Palette = drawingPalette[mode];
  return {
    darkMode: mode === 'dark',
    background: p.surface,
    fontSize: '16px',
    textColor: p.text,
    primaryColor: p.accentSoft,
    primaryBorderColor: p.accentLine,
    primaryTextColor: p.text,
    secondaryColor: p.panel,
    secondaryBorderColor: p.line,
    secondaryTextColor: p.text,
    tertiaryColor: p.surface,
    tertiaryBorderColor: p.line,
    tertiaryTextColor: p.text,
    mainBkg: p.accentSoft,
    nodeBorder: p.accentLine,
    nodeTextColor: p.text,
    lineColor: p.lineStrong,
    defaultLinkColor: p.lineStrong,
    edgeLabelBackground: p.panel,
    clusterBkg: p.panel,
    clusterBorder: p.line,
    titleColor: p.text,
    // Sequence diagrams
    actorBkg: p.accentSoft,
    actorBorder: p.accentLine,
    actorTextColor: p.text,
    actorLineColor: p.line,
    signalColor: p.lineStrong,
    signalTextColor: p.text,
    labelBoxBkgColor: p.panel,
    labelBoxBorderColor: p.line,
    labelTextColor: p.text,
    loopTextColor: p.text,
    noteBkgColor: p.panel,
    noteBorderColor: p.warm,
    noteTextColor: p.text,
    activationBkgColor: p.panel,
    activationBorderColor: p.accentLine,
    sequenceNumberColor: p.onAccent,
    // State diagrams
    labelColor: p.text,
    altBackground: p.surface,
    compositeBackground: p.panel,
    compositeTitleBackground: p.accentSoft,
    stateBkg: p.accentSoft,
    stateBorder: p.accentLine,
    innerEndBackground: p.accentLine,
    specialStateColor: p.lineStrong,
  };
}
