import {readFileSync} from 'node:fs';
import {drawingPalette} from '../../src/shared/drawing-palette';

/** The drawings' colours live twice (CSS variables for the drawings, a module for the build-time diagrams): they must agree. */
const css = readFileSync('src/css/custom.css', 'utf8');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function block(selector: RegExp): string {
  const start = css.search(selector);
  return css.slice(start, css.indexOf('\n}', start));
}

describe('drawing palette', () => {
  for (const [mode, selector] of [
    ['light', /^:root \{/m],
    ['dark', /^\[data-theme='dark'\] \{/m],
  ] as const) {
    it(`custom.css has the ${mode} palette of src/shared/drawing-palette.ts`, () => {
      const text = block(selector);
      const inCss = Object.fromEntries(
        [...text.matchAll(/--drawing-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]),
      );
      const inModule = Object.fromEntries(Object.entries(drawingPalette[mode]).map(([k, v]) => [kebab(k), v]));
      expect(inCss).toEqual(inModule);
    });
  }
});
