import {join} from 'node:path';
import {chromiumArgs, chromiumBinary, chromiumPath} from '../../../scripts/chromium.mjs';
import {mermaidPackage, type RenderJob} from './diagrams';

/**
 * Renders diagrams in one headless Chromium: Mermaid lays text out with the
 * browser's font metrics, so it needs a real DOM. One browser and one blank
 * page for the whole batch, no network: Mermaid's browser bundle is read from
 * node_modules. The browser is Debian's (scripts/chromium.mjs), never a
 * downloaded one.
 */

export type RenderResult = {key: string; svg?: string; error?: string};

/** Jobs per round trip to the page: results reach the cache as they come. */
const batchSize = 16;

export async function renderInChromium(
  jobs: RenderJob[],
  {siteDir, onResult}: {siteDir: string; onResult: (result: RenderResult) => void},
): Promise<void> {
  if (jobs.length === 0) return;
  const {chromium} = await import('@playwright/test');
  let browser;
  try {
    browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  } catch (error) {
    throw new Error(
      `Rendering ${jobs.length} diagram(s) needs Chromium at ${chromiumBinary} (set CHROMIUM_PATH to another binary; ` +
        `README "Add a diagram"): ${(error as Error).message.split('\n')[0]}`,
    );
  }
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({path: mermaidPackage(siteDir).browserBundle});
    await page.addScriptTag({path: join(siteDir, 'plugins', 'features', 'mermaid-svg', 'in-page.js')});
    // Same configuration next to each other: the page re-initialises Mermaid only when it changes.
    const configOf = (job: RenderJob) => JSON.stringify(job.config);
    const ordered = [...jobs].sort((a, b) => configOf(a).localeCompare(configOf(b)));
    for (let start = 0; start < ordered.length; start += batchSize) {
      const batch = ordered.slice(start, start + batchSize);
      const results = await page.evaluate(
        (batch) => (window as unknown as {fulcroRenderDiagrams: (jobs: unknown) => Promise<RenderResult[]>}).fulcroRenderDiagrams(batch),
        batch,
      );
      results.forEach(onResult);
    }
  } finally {
    await browser.close();
  }
}
