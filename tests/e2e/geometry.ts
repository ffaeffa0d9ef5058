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
      // Name the widest element that sticks out (not one inside a region that scrolls or clips), so the failure says
      // where to look.
      const clippedByAncestor = (el: Element) => {
        for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
          if (getComputedStyle(e).overflowX !== 'visible') return true;
        }
        return false;
      };
      let culprit = '';
      let widest = width;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const right = el.getBoundingClientRect().right + window.scrollX;
        if (right > widest + 0.5 && !clippedByAncestor(el)) {
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
    // A centred section heading is centred: its words, not words plus the hidden "#" anchor (one-line headings).
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('.fulcro-centred-heading'))) {
      const words = Array.from(heading.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!words) continue;
      const range = document.createRange();
      range.selectNodeContents(words);
      const lines = range.getClientRects();
      const box = heading.getBoundingClientRect();
      if (lines.length !== 1 || box.width === 0) continue;
      const offset = lines[0].left + lines[0].width / 2 - (box.left + box.width / 2);
      if (Math.abs(offset) > 3) problems.push(`heading «${words.textContent?.trim()}» is ${offset.toFixed(0)} px off centre`);
    }
    return problems;
  }, minDrawingLabelPx);
}

/**
 * A product hero at 1280 × 800, as a first-time visitor sees it before scrolling: the h1 in three lines at most, a
 * lead of three lines at most, the calls to action side by side, and the whole drawing above the fold.
 */
export function heroProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    const hero = document.querySelector('main header, article header');
    const h1 = hero?.querySelector('h1');
    if (!hero || !h1) return ['no hero with an h1'];
    const lines = (el: Element) => {
      const style = getComputedStyle(el);
      return Math.round((el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight));
    };
    if (lines(h1) > 3) problems.push(`the h1 takes ${lines(h1)} lines`);
    const buttons = Array.from(hero.querySelectorAll('a.button'));
    const lead = Array.from(hero.querySelectorAll('p')).filter(
      (p) => h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING && !buttons.some((b) => b.contains(p) || p.contains(b)),
    );
    const leadLines = lead.reduce((sum, p) => sum + lines(p), 0);
    if (leadLines > 3) problems.push(`the lead takes ${leadLines} lines`);
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    if (tops.size > 1) problems.push(`the ${buttons.length} calls to action are on ${tops.size} rows`);
    const drawing = hero.querySelector('[data-figure]');
    if (drawing && drawing.getBoundingClientRect().bottom > window.innerHeight) {
      problems.push(`the drawing ends at ${Math.round(drawing.getBoundingClientRect().bottom)} px, below the fold (${window.innerHeight} px)`);
    }
    return problems;
  });
}
