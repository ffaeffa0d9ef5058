import {readFileSync} from 'node:fs';
import {expectNoAxeViolations} from './axe';
import {load} from 'js-yaml';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  navigateInApp,
  locales,
  transitionsSettled,
  recordLayoutShifts,
  layoutShifts,
} from './fixtures';
import {apiAreas, operationPageId} from '../../src/data/api-areas';
import {sampleLanguages} from '../../src/shared/api-page';
import {checkOverlay, normalizedPath, readArea} from '../../plugins/features/api-reference/overlays.mjs';
import type {MqttContract} from '../../src/shared/mqtt-contract';
import {problemTypes, problemTypeUri, reasonPhrases} from '../../src/data/problem-types';

/** The API reference as a visitor sees it, in both languages. */

type Parameter = {name: string; in: string; description?: string; $ref?: string};
type Operation = {operationId: string; parameters?: Parameter[]; responses: Record<string, unknown>};
type Spec = {paths: Record<string, Record<string, Operation> & {parameters?: Parameter[]}>};

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/** The Italian an area's overlay gives each place of its spec (i18n/it/openapi/{area}.overlay.yaml). */
function italianTexts(area: string): Map<string, {summary?: string; description?: string}> {
  const {spec, overlay} = readArea(process.cwd(), area);
  const texts = new Map<string, {summary?: string; description?: string}>();
  for (const action of checkOverlay(spec, overlay).actions)
    for (const where of action.paths) texts.set(where, {...texts.get(where), ...action.italian});
  return texts;
}

/** The words a description starts with, before any Markdown: what the page shows as plain text. */
const plainStart = (markdown: string) => /^[^`*[\]<_]*/.exec(markdown)![0].trim();

/**
 * The first operation of an area that takes parameters (every area has one),
 * with its Italian title and the Italian description of an inline parameter.
 */
function sampleOperation(area: string) {
  const spec = load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as Spec;
  const italian = italianTexts(area);
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      const parameters = [...(item.parameters ?? []), ...(operation?.parameters ?? [])];
      if (operation && parameters.length > 0) {
        const inline = (operation.parameters ?? []).findIndex(
          (p) => p.$ref === undefined && typeof p.description === 'string',
        );
        const parameterIt =
          inline < 0
            ? undefined
            : italian.get(normalizedPath(['paths', path, method, 'parameters', inline]))?.description;
        return {
          method,
          path,
          page: operationPageId(operation.operationId),
          parameters: parameters.map((p) => p.name),
          firstResponse: Object.keys(operation.responses)[0],
          titleIt: italian.get(normalizedPath(['paths', path, method]))?.summary,
          parameterIt:
            inline < 0 || !parameterIt
              ? undefined
              : {name: operation.parameters![inline].name, text: plainStart(parameterIt)},
        };
      }
    }
  }
  throw new Error(`${area} has no operation with parameters`);
}

/** The tabs of the request samples, in order (src/shared/api-page.ts). */
const sampleLabels = sampleLanguages.map(({label}) => label);

const words = {
  en: {
    request: 'Request',
    responses: 'Responses',
    sample: 'Request sample',
    personalData: 'Personal data',
    personalDataPage: 'Personal data in the API',
  },
  it: {
    request: 'Richiesta',
    responses: 'Risposte',
    sample: 'Esempio di richiesta',
    personalData: 'Dati personali',
    personalDataPage: "Dati personali nell'API",
  },
} as const;

/**
 * Markers of the API theme's code: class names its components render. (Its
 * translation ids are no marker: Docusaurus puts every Italian interface
 * string in the main bundle.)
 */
const apiThemeMarkers = ['openapi-schema__', 'openapi-tabs__', 'openapi-params__'];

/** URL and text of every script a page loads, until the network is idle. */
async function loadScripts(page: Page, path: string) {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), body);
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  return scripts;
}

for (const {code, prefix} of locales) {
  const w = words[code];
  test.describe(`API reference (${code})`, () => {
    // One browser page walks an operation of every area: the first loaded in full, the others through the app's router.
    // In Italian, the page reads in Italian: title, heading, sidebar label, parameter descriptions (the overlays).
    test(`an operation of every area shows method, path, parameters and responses, without a send button`, async ({
      page,
    }) => {
      for (const [i, {id: area}] of apiAreas.entries()) {
        const op = sampleOperation(area);
        const url = `${prefix}/docs/api/${area}/${op.page}`;
        if (i === 0) {
          await page.goto(url);
          await waitForHydration(page);
        } else {
          await navigateInApp(page, url);
        }
        if (code === 'it') {
          expect(op.titleIt, `${area}: the overlay names the operation`).toBeTruthy();
          await expect(page.locator('h1').first(), url).toHaveText(op.titleIt!);
          await expect(page, url).toHaveTitle(new RegExp(`^${op.titleIt!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
          await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last(), url).toHaveText(op.titleIt!);
          if (op.parameterIt && op.parameterIt.text.length >= 8) {
            await expect(
              page.locator('.openapi-params__list-item').filter({hasText: op.parameterIt.name}).first(),
              `${url}: ${op.parameterIt.name}`,
            ).toContainText(op.parameterIt.text);
          }
        }
        const endpoint = page.locator('.openapi__method-endpoint').first();
        await expect(endpoint, url).toContainText(op.method.toUpperCase());
        await expect(endpoint, url).toContainText(op.path.replace(/\{([^}]+)\}/g, ':$1'));
        await expect(page.locator('h2', {hasText: w.request}).first(), url).toBeVisible();
        const parameters = page.locator('.openapi-params__list-item');
        for (const name of op.parameters) {
          await expect(parameters.filter({hasText: name}).first(), `${url}: parameter ${name}`).toBeVisible();
        }
        // Descriptions and qualifiers read as formatted text, not as Markdown source.
        for (const text of await parameters.allInnerTexts()) {
          expect(text, url).not.toMatch(/\*\*|`|<!--/);
        }
        await expect(page.locator('h2', {hasText: w.responses}).first(), url).toBeVisible();
        await expect(
          page.locator('.openapi-tabs__response-code-item').filter({hasText: op.firstResponse}).first(),
          url,
        ).toBeVisible();
        await expect(page.getByRole('heading', {name: w.sample, exact: true}), url).toBeVisible();
        const samples = page.locator('.api-samples');
        await expect(samples.getByRole('tab'), url).toHaveText(sampleLabels);
        await expect(samples.getByRole('tabpanel').locator('code'), url).toContainText('curl');
        await expect(page.getByRole('button', {name: /send api request|invia la richiesta/i}), url).toHaveCount(0);
        await expect(page.locator('.openapi-explorer__request-btn'), url).toHaveCount(0);
        // Every operation says what personal data it handles, in the page's language, and links the API-wide list.
        const personalData = page.locator('section.api-personal-data');
        await expect(personalData.getByRole('heading', {name: w.personalData, exact: true}), url).toBeVisible();
        await expect(personalData.locator(`a[href="${prefix}/docs/api/personal-data"]`), url).toHaveCount(1);
      }
    });

    test(`${prefix}/docs/api indexes the areas, the internal APIs and every area's downloads`, async ({page}) => {
      await page.goto(`${prefix}/docs/api`);
      await waitForHydration(page);
      const article = page.locator('article');
      for (const {id} of apiAreas) {
        await expect(article.locator(`a[href="${prefix}/docs/api/${id}"]`)).toHaveCount(1);
        // A stable path, `/openapi/{file}` (the Italian site serves the same files under /it/).
        for (const file of [`${id}.yaml`, `${id}.json`, `${id}.postman_collection.json`]) {
          await expect(article.locator(`#downloads ~ * a[href="${prefix}/openapi/${file}"]`), file).toHaveCount(1);
        }
      }
      await expect(article.locator(`a[href="${prefix}/docs/internal-api"]`)).toHaveCount(1);
      // Core's AsyncAPI document, next to the OpenAPI files.
      for (const file of ['core.asyncapi.yaml', 'core.asyncapi.json']) {
        await expect(article.locator(`#downloads ~ * a[href="${prefix}/openapi/${file}"]`), file).toHaveCount(1);
      }
      await expect(article.locator(`a[href="${prefix}/docs/api/mqtt"]`).first()).toBeVisible();
      // The API changelog's feeds, announced in the head of every page, in the page's language.
      for (const type of ['application/rss+xml', 'application/atom+xml']) {
        const href = await page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href');
        expect(href, type).toBe(`${prefix}/docs/api/changelog/${type.includes('rss') ? 'rss' : 'atom'}.xml`);
        const feed = await page.request.get(href!);
        expect(feed.status(), href!).toBe(200);
        const xml = await feed.text();
        expect(xml, href!).toMatch(new RegExp(`xml:lang="${code}"|<language>${code}</language>`));
        expect(xml.match(/<(item|entry)>/g)?.length ?? 0, `${href}: entries`).toBeGreaterThanOrEqual(apiAreas.length);
      }
      if (code === 'it') {
        await expect(article.getByText('Specifiche da scaricare in inglese')).toBeVisible();
      }
    });

    test(`${prefix}/docs/api/personal-data lists the operations by category, and the GDPR table's rows for Articles 5, 25, 30 and 32 link it`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/fulcro-gdpr/table`);
      await waitForHydration(page);
      const linked = page.locator(`tr[data-article]:has(a[href="${prefix}/docs/api/personal-data"])`);
      await expect(linked).toHaveCount(4);
      expect(await linked.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-article')))).toEqual([
        '5',
        '25',
        '30',
        '32',
      ]);
      await navigateInApp(page, `${prefix}/docs/api/personal-data`);
      await expect(page.locator('h1')).toHaveText(w.personalDataPage);
      for (const category of ['contact', 'identifier', 'usage']) {
        await expect(page.locator(`h2#${category}`), category).toBeVisible();
        await expect(
          page.locator(`h2#${category} ~ table a[href^="${prefix}/docs/api/"]`).first(),
          category,
        ).toBeVisible();
      }
    });

    test(`every problem type URI answers 200 under ${prefix || '/'}, with its page, its status and its Markdown copy; the index lists them`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/docs/api/problems`);
      await waitForHydration(page);
      const index = page.locator('article');
      for (const type of problemTypes) {
        await expect(index.locator(`a[href="${prefix}/docs/api/problems/${type.name}"]`), type.name).toHaveCount(1);
        // The type URI's path, in this language: the page a client's error message leads to.
        const path = `${prefix}${new URL(problemTypeUri(type.name)).pathname}`;
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(
          new RegExp(`<h1[^>]*>${type.title[code].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
        );
        expect(html, path).toContain(`${type.status} ${reasonPhrases[type.status]}`);
        expect((await page.request.get(`${path}.md`)).status(), `${path}.md`).toBe(200);
      }
      // In the app: the sidebar's category leads to a type's page, which links the operations that return it.
      await navigateInApp(page, `${prefix}/docs/api/problems/token-expired`);
      await expect(page.locator('h1')).toHaveText(problemTypes.find((t) => t.name === 'token-expired')!.title[code]);
      // An area where every operation returns it is one line linking the area; another lists its operations.
      await expect(page.locator(`#operations ~ ul a[href="${prefix}/docs/api/exporter"]`)).toHaveCount(1);
      await expect(page.locator(`#operations ~ ul a[href="${prefix}/docs/api/core/send-command"]`)).toHaveCount(1);
    });

    test(`${prefix}/docs/api/core is the Core overview, in the visitor's language, with its downloads`, async ({
      page,
    }) => {
      // Nothing but the site itself and its analytics (intercepted by the fixtures).
      const otherOrigins: string[] = [];
      page.on('request', (request) => {
        const {origin} = new URL(request.url());
        if (
          origin !== new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin &&
          origin !== 'https://plausible.test'
        )
          otherOrigins.push(request.url());
      });
      await page.goto(`${prefix}/docs/api/core`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(code === 'it' ? 'API di Fulcro Core' : 'Fulcro Core API');
      await expect(page.locator('#security-schemes')).toBeVisible();
      // Its cards are the operation groups, each with its count: an operation's card would have no description, which no
      // API page loads (plugins/patches/doc-descriptions).
      const cards = page.locator('article .card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.locator('p').count(), 'every card has its text').toBe(await cards.count());
      // The downloads: same origin, the size the table states, and contents a tool can load; the OpenAPI spec and the AsyncAPI document.
      const rows = page.locator('#downloads + p + table tbody tr, #downloads ~ table tbody tr');
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) {
        const link = row.locator('a');
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(
          new RegExp(
            `^${prefix}/openapi/core\\.(yaml|json|postman_collection\\.json|asyncapi\\.yaml|asyncapi\\.json)$`,
          ),
        );
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        const body = await response.body();
        const stated = Number((await row.locator('td').last().innerText()).replace(/[^\d,.]/g, '').replace(',', '.'));
        expect(
          Math.abs(body.length / 1024 - stated),
          `${href}: ${body.length} bytes, the table says ${stated} KB`,
        ).toBeLessThan(0.1);
        if (href.endsWith('.json')) expect(() => JSON.parse(body.toString('utf8')) as unknown, href).not.toThrow();
        else
          expect(body.toString('utf8'), href).toMatch(
            href.includes('asyncapi') ? /^asyncapi: 3\.0\.0$/m : /^openapi: 3\.1\.0$/m,
          );
      }
      expect(otherOrigins).toEqual([]);
    });

    test(`${prefix}/docs/api/mqtt lists every channel, and a channel page shows its address, access, payload, example and REST operations`, async ({
      page,
    }) => {
      const contract = JSON.parse(readFileSync('api-reference/_generated/mqtt-contract.json', 'utf8')) as MqttContract;
      const mqttWords = {
        en: {
          title: 'MQTT and WebSocket',
          access: 'Who publishes and who subscribes',
          payload: 'Payload',
          rest: 'REST operations',
          address: 'Address:',
        },
        it: {
          title: 'MQTT e WebSocket',
          access: 'Chi pubblica e chi si iscrive',
          payload: 'Payload',
          rest: 'Operazioni REST',
          address: 'Indirizzo:',
        },
      }[code];
      await page.goto(`${prefix}/docs/api/mqtt`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(mqttWords.title);
      const article = page.locator('article');
      for (const channel of contract.channels) {
        await expect(
          article.locator(`h2#channels + table a[href="${prefix}/docs/api/mqtt/${channel.slug}"]`),
          channel.id,
        ).toHaveCount(1);
      }
      // The API sidebar holds the reference after Core, its overview and one link per channel.
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.getByRole('link', {name: mqttWords.title, exact: true})).toBeVisible();
      await expect(sidebar.locator(`a[href^="${prefix}/docs/api/mqtt/"]`)).toHaveCount(contract.channels.length);
      const commands = contract.channels.find((channel) => channel.id === 'commands')!;
      await navigateInApp(page, `${prefix}/docs/api/mqtt/${commands.slug}`);
      await expect(page.locator('h1')).toHaveText(code === 'it' ? commands.it.title : commands.title);
      await expect(article.locator('li', {hasText: mqttWords.address}).locator('code')).toHaveText(commands.address);
      await expect(page.locator('h2#access')).toHaveText(mqttWords.access);
      await expect(page.locator('h2#access + table tbody tr')).toHaveCount(commands.operations.length);
      await expect(page.locator('h3#command-payload')).toHaveText(mqttWords.payload);
      await expect(page.locator('h3#command-payload ~ ul').first().locator('li').first()).toContainText('id');
      await expect(page.locator('h3#command-examples ~ div code').first()).toContainText('"set_setpoint"');
      await expect(page.locator('h2#rest')).toHaveText(mqttWords.rest);
      for (const op of commands.rest)
        await expect(article.locator(`h2#rest + table a[href="${prefix}${op.page}"]`), op.operationId).toHaveCount(1);
      // A REST operation it names opens, through the app's router.
      await page.locator(`h2#rest + table a[href="${prefix}${commands.rest[0].page}"]`).click();
      await expect(page.locator('.openapi__method-endpoint').first()).toContainText(
        commands.rest[0].method.toUpperCase(),
      );
    });

    if (code === 'en') {
      test("the request sample's language is remembered across pages and reloads, set by a link, and usable from the keyboard", async ({
        page,
      }) => {
        const samples = page.locator('.api-samples');
        const selected = samples.getByRole('tab', {selected: true});
        await page.goto('/docs/api/core/create-thing');
        await waitForHydration(page);
        await expect(selected).toHaveText('curl');
        // The command as a reader copies it: one option a line, each line continued with a backslash.
        const lines = (await samples.getByRole('tabpanel').locator('code').innerText())
          .split('\n')
          .map((line) => line.trimEnd());
        expect(lines[0]).toMatch(/^curl .* \\$/);
        expect(lines).toContain('--header "Authorization: Bearer $FULCRO_TOKEN" \\');
        await samples.getByRole('tab', {name: 'Python'}).click();
        await expect(samples.getByRole('tabpanel').locator('code')).toContainText('import requests');
        await expect(samples.getByRole('tabpanel').locator('code')).toContainText('os.environ["FULCRO_TOKEN"]');
        // Another operation, through the app's router, then a reload: still Python.
        await navigateInApp(page, '/docs/api/core/get-thing');
        await expect(selected).toHaveText('Python');
        await page.reload();
        await waitForHydration(page);
        await expect(selected).toHaveText('Python');
        // The keyboard moves along the tabs (arrow keys) and chooses one (Enter); Java is highlighted like the others.
        await selected.focus();
        await page.keyboard.press('ArrowRight');
        await expect(samples.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(selected).toHaveText('JavaScript');
        await samples.getByRole('tab', {name: 'Java', exact: true}).click();
        await expect(samples.getByRole('tabpanel').locator('code .token.keyword').first()).toBeVisible();
        // A link may choose the language: ?sample=go.
        await page.goto('/docs/api/core/list-things?sample=go');
        await waitForHydration(page);
        await expect(selected).toHaveText('Go');
        await expect(samples.getByRole('tabpanel').locator('code')).toContainText('os.Getenv("FULCRO_TOKEN")');
      });
    }

    test(`${prefix}/docs/internal-api is in the docs sidebar's API reference`, async ({page}) => {
      await page.goto(`${prefix}/docs/intro/about-fulcro`);
      await waitForHydration(page);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await sidebar.getByRole('button', {name: code === 'it' ? 'Riferimento API' : 'API reference'}).click();
      await transitionsSettled(page);
      await sidebar.getByRole('link', {name: code === 'it' ? 'API interne' : 'Internal APIs'}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/internal-api$`));
      await expect(page.locator('h1')).toHaveText(code === 'it' ? 'API interne' : 'Internal APIs');
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`${prefix}/docs/api/core/get-thing passes axe (WCAG 2.1 AA) in ${mode} mode`, async ({page}) => {
        await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
        await page.goto(`${prefix}/docs/api/core/get-thing`);
        await waitForHydration(page);
        await expect(page.locator('.openapi-params__list-item').first()).toBeVisible();
        await expectNoAxeViolations(page, `${code} get-thing (${mode})`);
      });

      test(`${prefix}/docs/api/mqtt/commands passes axe (WCAG 2.1 AA) in ${mode} mode`, async ({page}) => {
        await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
        await page.goto(`${prefix}/docs/api/mqtt/commands`);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${code} MQTT commands (${mode})`);
      });
    }
  });
}

test.describe('API reference layout', () => {
  test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  for (const path of ['/docs/api/core/get-thing', '/it/docs/api/core/get-thing', '/docs/api/core/create-thing']) {
    test(`${path} does not shift on a phone while its scripts run`, async ({page}) => {
      await recordLayoutShifts(page);
      await page.goto(path, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await expect(page.locator('.openapi-tabs__response-code-item').first()).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test.describe('API reference weight', () => {
  // The API reference's own pages that are no operation (its index, the MQTT reference) render as docs, without the API theme.
  for (const path of [
    '/docs/intro/about-fulcro',
    '/it/docs/intro/about-fulcro',
    '/',
    '/docs/api',
    '/docs/api/mqtt/commands',
    '/it/docs/api/mqtt/config',
  ]) {
    test(`${path} loads none of the API theme's code`, async ({page}) => {
      const scripts = await loadScripts(page, path);
      expect(scripts.size).toBeGreaterThan(0);
      const offending = [...scripts]
        .filter(([url, body]) => url.includes('api-reference') || apiThemeMarkers.some((m) => body.includes(m)))
        .map(([url]) => url);
      expect(offending).toEqual([]);
    });
  }
});
