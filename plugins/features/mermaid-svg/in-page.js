/* global mermaid */
/**
 * Runs inside the build's Chromium page, after Mermaid's browser bundle
 * (render.ts adds both with page.addScriptTag). Renders a batch of diagrams
 * and returns each as a finished SVG string, or the error Mermaid threw.
 *
 * Finishing an SVG:
 * - every id in it starts with the job's id, so the light and the dark copy of a
 *   diagram (and two diagrams of one page) never share a marker or a gradient;
 * - it is named by the block's title: a <title> first child referenced by
 *   aria-labelledby, as Mermaid does for `accTitle` (kept when the source has one);
 * - it shrinks with the column down to three quarters of its size, no further
 *   (labels stay at 12 px or more); a wider diagram scrolls sideways instead.
 */
window.fulcroRenderDiagrams = async function fulcroRenderDiagrams(jobs) {
  const results = [];
  let current;
  for (const job of jobs) {
    const config = JSON.stringify(job.config);
    if (config !== current) {
      mermaid.initialize({...job.config, startOnLoad: false});
      current = config;
    }
    try {
      const {svg} = await mermaid.render(job.id, job.source);
      results.push({key: job.key, svg: finish(svg, job)});
    } catch (error) {
      // Mermaid leaves its error drawing in the page; the next render must not see it.
      document.getElementById(`d${job.id}`)?.remove();
      results.push({key: job.key, error: String((error && error.message) || error)});
    }
  }
  return results;
};

/** Smallest scale a diagram is shown at: Mermaid's 16 px labels stay at 12 px or more. */
const minimumScale = 0.75;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function finish(svgText, job) {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = doc.documentElement;
  if (svg.nodeName !== 'svg') throw new Error(`Mermaid returned no SVG: ${svgText.slice(0, 200)}`);

  const renamed = new Map();
  for (const element of svg.querySelectorAll('[id]')) {
    if (!element.id.startsWith(job.id)) {
      renamed.set(element.id, `${job.id}-${element.id}`);
      element.id = `${job.id}-${element.id}`;
    }
  }
  if (renamed.size > 0) {
    const pattern = new RegExp(`#(${[...renamed.keys()].map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
    const rename = (text) => text.replace(pattern, (_, id) => `#${renamed.get(id)}`);
    for (const element of svg.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (attribute.value.includes('#')) attribute.value = rename(attribute.value);
      }
    }
    for (const style of svg.querySelectorAll('style')) style.textContent = rename(style.textContent);
  }

  const width = Number((svg.getAttribute('viewBox') ?? '').split(/[\s,]+/)[2]);
  if (width > 0) svg.style.minWidth = `${Math.ceil(width * minimumScale)}px`;

  if (!svg.querySelector(':scope > title')) {
    const title = doc.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.id = `${job.id}-title`;
    title.textContent = job.title;
    svg.insertBefore(title, svg.firstChild);
    svg.setAttribute('aria-labelledby', title.id);
  }
  return new XMLSerializer().serializeToString(svg);
}
