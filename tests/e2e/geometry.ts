import type {Page} from '@playwright/test';

/**
 * What a visitor sees as broken, measured in the page: the page wider than the screen (it scrolls sideways), drawings
 * that are cut off or whose labels are too small to read, buttons and links that overlap or lie under something else,
 * a region that scrolls sideways without showing it, tables that do not fit a phone, heroes off the content's edge,
 * small print in the docs' and the API's interface (issue 40). Geometry, not pixels: the checks hold in both colour
 * modes and survive any change of copy.
 */

/** Smallest label a drawing may show, as rendered (CSS px). */
export const minDrawingLabelPx = 11;

/** Smallest text of the docs' and the API reference's pages, their interface included (CSS px). */
export const minDocsTextPx = 12;

/** Problems of the current page, each a sentence naming what and where; empty when the page is fine. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await pageProblems(page)), ...(await interactiveProblems(page)), ...(await structureProblems(page))];
}

function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate((minPx) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the widest element or line of text that sticks out (not one inside a region that scrolls or clips, nor
      // one fixed to the window, which cannot widen the page), so the failure says where to look.
      const outOfFlow = (el: Element) => {
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.position === 'fixed' || (e !== el && style.overflowX !== 'visible')) return true;
        }
        return false;
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
      let culprit = '';
      let widest = width;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const right = el.getBoundingClientRect().right + window.scrollX;
        if (right > widest + 0.5 && !outOfFlow(el)) {
          widest = right;
          culprit = name(el);
        }
      }
      // Text that runs out of its box (a long word that cannot break) widens the page while its element fits.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || outOfFlow(node.parentElement)) continue;
        range.selectNodeContents(node);
        const right = range.getBoundingClientRect().right + window.scrollX;
        if (right > widest + 0.5) {
          widest = right;
          culprit = `text «${node.textContent.trim().slice(0, 60)}» in ${name(node.parentElement)}`;
        }
      }
      problems.push(
        `the page is ${scrollWidth} px wide in a ${width} px window${culprit ? ` (widest: ${culprit}, to ${Math.round(widest)} px)` : ''}`,
      );
    }
    // Every drawing shown: inside its figure, and no label under the minimum.
    for (const svg of Array.from(document.querySelectorAll<SVGSVGElement>('svg[data-drawing]'))) {
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // the layout for the other width
      const name = svg.querySelector('title')?.textContent ?? 'a drawing';
      const container = svg.closest('figure') ?? svg.parentElement!;
      const frame = container.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
        problems.push(
          `drawing «${name}» is ${Math.round(box.width)} px wide in a ${Math.round(frame.width)} px figure: cut off`,
        );
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
        problems.push(
          `drawing «${name}»: label «${smallestText.slice(0, 40)}» renders at ${smallest.toFixed(1)} px (at least ${minPx})`,
        );
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
      if (Math.abs(offset) > 3)
        problems.push(`heading «${words.textContent?.trim()}» is ${offset.toFixed(0)} px off centre`);
    }
    return problems;
  }, minDrawingLabelPx);
}

/**
 * Buttons and links a visitor could not use as drawn: two whose boxes intersect, one cut by something drawn over it
 * (what `elementFromPoint` finds at its centre and its two sides, inset 3 px, is not the element), and buttons off
 * the site's one scale or whose label runs to more than two lines, or wraps in a button narrower than its row on a
 * phone. The boxes are the parts left visible by every ancestor that clips (a scrolled menu hides what it holds past
 * its edge). Content scrolled under the sticky navbar is not a problem, and while a menu or dialog covers the page,
 * only what is in it is measured.
 */
export function interactiveProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} «${text}»`;
    };
    const overlay = document.querySelector(
      '.navbar-sidebar--show .navbar-sidebar, .DocSearch-Modal, [role="dialog"][aria-modal="true"]',
    );
    const scope = overlay ?? document.body;
    const navbar = document.querySelector('nav.navbar');
    const navbarBottom = overlay ? 0 : (navbar?.getBoundingClientRect().bottom ?? 0);
    type Box = {left: number; top: number; right: number; bottom: number};
    const everything: Box = {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
    // What an element's ancestors leave visible of it: the intersection of the boxes of those that clip (memoized per
    // ancestor, since the controls of a page share most of theirs).
    const clips = new Map<Element, Box>();
    const clipOf = (el: Element | null): Box => {
      if (!el || el === document.documentElement) return everything;
      const known = clips.get(el);
      if (known) return known;
      const style = getComputedStyle(el);
      let box = style.position === 'fixed' ? everything : clipOf(el.parentElement);
      const clipsX = style.overflowX !== 'visible' || style.clipPath !== 'none';
      const clipsY = style.overflowY !== 'visible' || style.clipPath !== 'none';
      if (clipsX || clipsY) {
        const r = el.getBoundingClientRect();
        box = {
          left: clipsX ? Math.max(box.left, r.left) : box.left,
          right: clipsX ? Math.min(box.right, r.right) : box.right,
          top: clipsY ? Math.max(box.top, r.top) : box.top,
          bottom: clipsY ? Math.min(box.bottom, r.bottom) : box.bottom,
        };
      }
      clips.set(el, box);
      return box;
    };
    const clip = (box: Box, el: Element): Box | null => {
      const c = clipOf(el.parentElement);
      const [left, right, top, bottom] = [
        Math.max(box.left, c.left),
        Math.min(box.right, c.right),
        Math.max(box.top, c.top),
        Math.min(box.bottom, c.bottom),
      ];
      return right - left >= 1 && bottom - top >= 1 ? {left, top, right, bottom} : null;
    };
    const shown = (el: Element) =>
      el.checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
      !el.closest('svg, [aria-hidden="true"], .sr-only, [hidden]');
    // A control that floats over the page by design (fixed: "back to top") is left out; an open menu is measured whole.
    const floating = (el: Element) => {
      for (let e: Element | null = el; e && e !== scope; e = e.parentElement)
        if (getComputedStyle(e).position === 'fixed') return true;
      return false;
    };
    const controls = Array.from(
      scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]'),
    )
      .filter((el) => shown(el) && !el.closest('.hash-link') && !floating(el))
      .map((el) => {
        // An inline link that wraps has one box per line.
        const rects =
          getComputedStyle(el).display === 'inline' ? Array.from(el.getClientRects()) : [el.getBoundingClientRect()];
        const boxes = rects
          .filter((r) => r.width >= 2 && r.height >= 2)
          .map((r) => clip(r, el))
          .filter((b): b is Box => b !== null);
        return {el, boxes, inNavbar: !overlay && navbar?.contains(el) === true};
      })
      .filter((c) => c.boxes.length > 0);
    // Two controls whose visible boxes intersect by more than a pixel (neither inside the other).
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const [a, b] = [controls[i], controls[j]];
        if (a.inNavbar !== b.inNavbar || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const hit = a.boxes.some((p) =>
          b.boxes.some(
            (q) =>
              Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 &&
              Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1,
          ),
        );
        if (hit) problems.push(`${name(a.el)} and ${name(b.el)} overlap`);
      }
    }
    // Covered: the element is not what the pointer would reach at its centre or at either side.
    for (const {el, boxes} of controls) {
      const box = boxes[0];
      const cy = (box.top + box.bottom) / 2;
      if (cy < navbarBottom || cy > window.innerHeight || box.right < 0 || box.left > window.innerWidth) continue;
      for (const x of [(box.left + box.right) / 2, box.left + 3, box.right - 3]) {
        if (x < 0 || x > window.innerWidth) continue;
        const top = document.elementFromPoint(x, cy);
        if (
          top &&
          top !== el &&
          !el.contains(top) &&
          !(top instanceof HTMLLabelElement && top.control === el) &&
          !top.contains(el)
        ) {
          problems.push(`${name(el)} is covered by ${name(top)} at (${Math.round(x)}, ${Math.round(cy)})`);
          break;
        }
      }
    }
    // One button scale: 16 px for actions, 13 px for the compact tools; a label on two lines at most.
    const phone = window.innerWidth <= 600;
    for (const button of Array.from(scope.querySelectorAll<HTMLElement>('.button'))) {
      if (!shown(button) || button.getBoundingClientRect().width === 0 || button.closest('.navbar, .pagination-nav'))
        continue;
      const style = getComputedStyle(button);
      const size = parseFloat(style.fontSize);
      const compact = button.classList.contains('button--sm');
      if (size !== (compact ? 13 : 16))
        problems.push(`${name(button)} is ${size} px, off the button scale (16 px, or 13 px compact)`);
      const inner =
        button.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderTopWidth) -
        parseFloat(style.borderBottomWidth);
      const lines = Math.round(inner / parseFloat(style.lineHeight));
      if (lines > 2) problems.push(`${name(button)} wraps to ${lines} lines`);
      const row = button.parentElement;
      if (phone && lines > 1 && row && getComputedStyle(row).display === 'flex') {
        const rowStyle = getComputedStyle(row);
        const rowWidth = row.clientWidth - parseFloat(rowStyle.paddingLeft) - parseFloat(rowStyle.paddingRight);
        if (button.getBoundingClientRect().width < rowWidth - 1) {
          problems.push(
            `${name(button)} wraps to ${lines} lines in ${Math.round(button.getBoundingClientRect().width)} px of a ${Math.round(rowWidth)} px row`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * What the page's structure must give at this width: a region that scrolls sideways shows a shadow on the side that
 * has more (custom.css), nothing is cut by a box that clips, a table of three columns or more is stacked rows on a
 * phone and no table is wider than its column there, a hero has the content's width and left edge, the docs' tools
 * sit on one line, the API reference's request samples are beside the text only where each has 520 px (under the
 * endpoint otherwise) with every tab in view, and no text of a docs or API page is under 12 px.
 */
export function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate((minDocsPx) => {
    const problems: string[] = [];
    const what = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
    const main = document.querySelector('main');
    if (!main) return problems;
    const visible = (el: Element) =>
      el.getBoundingClientRect().width > 0 && el.checkVisibility({visibilityProperty: true});
    // Regions that scroll sideways, and boxes that cut what they hold.
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('pre, table, div, section, figure'))) {
      if (el.scrollWidth <= el.clientWidth + 1 || !visible(el) || el.closest('svg')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        const cue = `${style.backgroundImage} ${el.closest('[data-table-scroller]') ? getComputedStyle(el.closest('[data-table-scroller]')!).backgroundImage : ''}`;
        if (!cue.includes('radial-gradient'))
          problems.push(
            `${what(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth}) without a visible cue`,
          );
      } else if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        // A box that clips on purpose clips a drawing or a stripe of decoration: text or controls cut by it are lost.
        const cut = Array.from(el.querySelectorAll('a, button, p, li, td, th, code')).find(
          (child) => child.getBoundingClientRect().right > el.getBoundingClientRect().right + 1,
        );
        if (cut) problems.push(`${what(el)} cuts ${what(cut)} off (${el.scrollWidth} px in ${el.clientWidth})`);
      }
    }
    // Tables on a phone: stacked from three columns, none wider than its column.
    if (window.innerWidth <= 600) {
      for (const table of Array.from(main.querySelectorAll('table'))) {
        if (!visible(table)) continue;
        const columns = Math.max(0, ...Array.from(table.rows).map((row) => row.cells.length));
        const row = table.tBodies[0]?.rows[0];
        if (columns >= 3 && row && getComputedStyle(row).display === 'table-row')
          problems.push(`a table of ${columns} columns is not stacked on a phone`);
        const box = table.parentElement!.getBoundingClientRect();
        if (table.scrollWidth > table.clientWidth + 1 || table.getBoundingClientRect().right > box.right + 1) {
          problems.push(`a table of ${columns} columns is ${table.scrollWidth} px wide in ${Math.round(box.width)} px`);
        }
      }
    }
    // A hero has the content's width and left edge (the sections' container).
    const hero = main.querySelector(':scope header .container, :scope > header .container');
    const section = main.querySelector('section .container');
    if (hero && section && visible(hero)) {
      const edge = (el: Element) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft);
      if (Math.abs(edge(hero) - edge(section)) > 1)
        problems.push(
          `the hero's content starts at ${Math.round(edge(hero))} px, the sections' at ${Math.round(edge(section))} px`,
        );
    }
    // The docs' tools ("Copy page", "View as Markdown") on one line.
    const tools = main.querySelector('[data-doc-tools]');
    if (tools && visible(tools)) {
      const tops = new Set(
        Array.from(tools.children)
          .filter(visible)
          .map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)),
      );
      if (tops.size > 1) problems.push(`the doc's tools take ${tops.size} lines`);
    }
    // An API operation: the samples beside the text only where both have 520 px, else under the endpoint; tabs whole.
    const samples = main.querySelector('.api-samples');
    const body = main.querySelector('.api-operation__body');
    const endpoint = main.querySelector('.openapi__method-endpoint');
    if (samples && body && endpoint) {
      const [s, b, e] = [samples, body, endpoint].map((el) => el.getBoundingClientRect());
      const beside = s.left >= b.right - 1;
      if (beside && (s.width < 520 || b.width < 520))
        problems.push(`the request samples (${Math.round(s.width)} px) sit beside a ${Math.round(b.width)} px text`);
      if (!beside && (s.top < e.bottom - 1 || s.bottom > b.top + 1))
        problems.push('the request samples are neither beside the text nor under the endpoint');
      for (const tab of Array.from(main.querySelectorAll('[role="tab"]'))) {
        const t = tab.getBoundingClientRect();
        const list = tab.closest('[role="tablist"]')!.parentElement!.getBoundingClientRect();
        if (t.width > 0 && (t.left < list.left - 1 || t.right > list.right + 1))
          problems.push(`tab «${tab.textContent?.trim()}» is cut by its strip`);
      }
    }
    // Docs and API pages: no text under 12 px, their interface included (the sidebar, breadcrumbs, tabs, labels).
    if (/^(\/it)?\/docs\//.test(location.pathname)) {
      const roots = [main, document.querySelector('.theme-doc-sidebar-container')].filter(
        (el): el is Element => el !== null,
      );
      const small = new Map<string, number>();
      const seen = new Set<Element>();
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!el || seen.has(el) || !node.textContent?.trim()) continue;
          seen.add(el);
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px >= minDocsPx - 0.05 || el.closest('svg, .sr-only, [hidden]') || !visible(el)) continue;
          small.set(`${what(el)} «${node.textContent.trim().slice(0, 30)}»`, px);
        }
      }
      for (const [text, px] of small) problems.push(`${text} is ${px} px (at least ${minDocsPx})`);
    }
    return problems;
  }, minDocsTextPx);
}

/**
 * A product hero at 1280 × 800, as a first-time visitor sees it before scrolling: the h1 in three lines at most, a
 * lead of five lines at most (beside the drawing, the lead's column is narrow since the hero shares the content's
 * width: issue 40), the calls to action and the whole drawing above the fold. That no call to action is under the
 * drawing is layoutProblems' (a control covered at its centre or sides).
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
      return Math.round(
        (el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
          parseFloat(style.lineHeight),
      );
    };
    if (lines(h1) > 3) problems.push(`the h1 takes ${lines(h1)} lines`);
    const buttons = Array.from(hero.querySelectorAll('a.button'));
    const lead = Array.from(hero.querySelectorAll('p')).filter(
      (p) =>
        h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !buttons.some((b) => b.contains(p) || p.contains(b)),
    );
    const leadLines = lead.reduce((sum, p) => sum + lines(p), 0);
    if (leadLines > 5) problems.push(`the lead takes ${leadLines} lines`);
    const lowest = Math.max(0, ...buttons.map((b) => b.getBoundingClientRect().bottom));
    if (lowest > window.innerHeight)
      problems.push(`the calls to action end at ${Math.round(lowest)} px, below the fold (${window.innerHeight} px)`);
    const drawing = hero.querySelector('[data-figure]');
    if (drawing && drawing.getBoundingClientRect().bottom > window.innerHeight) {
      problems.push(
        `the drawing ends at ${Math.round(drawing.getBoundingClientRect().bottom)} px, below the fold (${window.innerHeight} px)`,
      );
    }
    return problems;
  });
}
