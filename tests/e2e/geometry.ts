import type {Page} from '@playwright/test';

/**
 * What a visitor sees as broken, measured in the page: the page wider than the screen (it scrolls sideways), and
 * drawings that are cut off or whose labels are too small to read. Geometry, not pixels: the checks hold in both
 * colour modes and survive any change of copy.
 */

/** Smallest label a drawing may show, as rendered (CSS px). */
export const minDrawingLabelPx = 11;

/** Problems of the current page, each a sentence naming what and where; empty when the page is fine. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minPx) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the widest element that sticks out, so the failure says where to look.
      let culprit = '';
      let widest = width;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const right = el.getBoundingClientRect().right + window.scrollX;
        if (right > widest + 0.5 && el.closest('[data-table-scroller], .theme-code-block, pre, [role="region"]') === null) {
          widest = right;
          culprit = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
        }
      }
      problems.push(`the page is ${scrollWidth} px wide in a ${width} px window${culprit ? ` (widest: ${culprit}, to ${Math.round(widest)} px)` : ''}`);
    }
    // Every drawing shown: inside its figure, and no label under the minimum.
    for (const svg of Array.from(document.querySelectorAll<SVGSVGElement>('svg[data-drawing]'))) {
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // the layout for the other width
      const name = svg.querySelector('title')?.textContent ?? 'a drawing';
      const container = svg.closest('figure') ?? svg.parentElement!;
      const frame = container.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
        problems.push(`drawing «${name}» is ${Math.round(box.width)} px wide in a ${Math.round(frame.width)} px figure: cut off`);
      }
      const scale = box.width / svg.viewBox.baseVal.width;
      let smallest = Infinity;
      let smallestText = '';
      for (const text of Array.from(svg.querySelectorAll('text'))) {
        if (!text.textContent?.trim()) continue;
        const px = parseFloat(getComputedStyle(text).fontSize) * scale;
        if (px < smallest) {
          smallest = px;
          smallestText = text.textContent.trim();
        }
      }
      if (smallest < minPx - 0.05) {
        problems.push(`drawing «${name}»: label «${smallestText.slice(0, 40)}» renders at ${smallest.toFixed(1)} px (at least ${minPx})`);
      }
    }
    return problems;
  }, minDrawingLabelPx);
}
