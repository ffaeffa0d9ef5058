import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {italianPagesDir, pagesDir, readPage} from './lib/mdx-pages';

/**
 * One truth for the commercial, legal and operations facts (shared/PLATFORM.md,
 * "Commercial, legal and operations facts"): the order model, the company, support,
 * hosting and the sub-processors live in src/data/{order-model,company,support,hosting}.ts.
 * This test reads those modules and fails when a legal page, a FAQ answer, the help
 * center, the press kit or the vulnerability policy writes by hand what a module holds,
 * when a legal page has no Italian copy, and when the legal texts stop linking the
 * data-processing agreement and the sub-processors. Each failure names the file and
 * what to write instead.
 */

import {company, companyLegalLine} from '../../src/data/company';
import {orderModel} from '../../src/data/order-model';
import {support} from '../../src/data/support';
import {subProcessorsLastChanged, processing} from '../../src/data/hosting';
import {subProcessors, siteAnalytics} from '../../src/data/sub-processors';
import {product} from '../../src/data/product';
import {legalTexts} from '../../src/data/company';
import {siteAnalyticsRules} from '../../src/data/site-analytics';
import {siteHosting} from '../../src/data/site-privacy';
import {routes} from '../../src/data/routes';
import {footer} from '../../src/config/footer';
import {announcement} from '../../src/config/announcement';
import {draftStorageKey} from '../../src/forms/checkout-draft';

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The pages whose words the commercial facts govern, relative to the pages folder. */
const legalPages = walk(join(pagesDir, 'legal'))
  .filter((path) => path.endsWith('.mdx'))
  .map((path) => relative(pagesDir, path))
  .sort();
const faqPages = walk(join(pagesDir, 'faq'))
  .filter((path) => path.endsWith('.mdx'))
  .map((path) => relative(pagesDir, path))
  .sort();
const governed = [...legalPages, ...faqPages, 'help-center.mdx', 'press-kit.mdx', 'vulnerability-reporting.mdx'];
/** Where the order model's and support's day counts must come from `<Fact>` even in a contract's own prose. */
const figurePages = new Set([...legalPages, ...faqPages, 'help-center.mdx']);

const both = (file: string) => [join(pagesDir, file), join(italianPagesDir, file)];
const source = (path: string) => readFileSync(path, 'utf8');
/** The MDX without its import lines (a path is not prose). */
const prose = (path: string) => source(path).replace(/^import .*$/gm, '');

/** What a page must not type by hand: an address of fulcro.io, the company's identity, a request sent through the contact form. */
function handTypedIdentity(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/[\w.+-]+@fulcro\.io/g)) {
    const id = Object.entries(company.contacts).find(([, address]) => address === m[0])?.[0] ?? 'support';
    problems.push(
      `"${m[0]}" typed by hand; write <Email to="${id}" /> (in a FAQ answer <Email to="${id}"><Fact of="company.contacts.${id}" /></Email>) from src/components/Legal/Email`,
    );
  }
  const identity: [string, string][] = [
    [company.vatNumber, '<Fact of="company.vatNumber" /> or <CompanyIdentity />'],
    [company.reaNumber, '<Fact of="company.reaNumber" /> or <CompanyIdentity />'],
    [company.registeredOffice, '<Fact of="company.registeredOffice" /> or <CompanyIdentity />'],
    ['Via Esempio', '<Fact of="company.registeredOffice" /> or <CompanyIdentity />'],
  ];
  for (const [value, instead] of identity) {
    if (text.includes(value)) problems.push(`"${value}" typed by hand; write ${instead}`);
  }
  // Security, privacy and press requests go to their own addresses, not through the quote/consultation form.
  const viaForm =
    /\b(subject|oggetto)\b[^.\n]{0,30}["«“](Security|Privacy|Press|Stampa|Sicurezza)["»”]|["«“](Security|Privacy|Press|Stampa|Sicurezza)["»”][^.\n]{0,30}\b(subject|oggetto)\b/gi;
  for (const m of text.matchAll(viaForm)) {
    problems.push(
      `"${m[0]}" sends a request through the contact form; write <Email to="security" />, <Email to="privacy" /> or <Email to="press" />`,
    );
  }
  if (
    /contact-us\?type=consultation\)?[^.\n]{0,80}(vulnerab|security|sicurezza)/i.test(text) ||
    /(report|segnalazion)[^.\n]{0,40}\]\(\/contact-us/i.test(text)
  ) {
    problems.push(
      'a security report goes to the contact form; write <Email to="security" /> or <EmailCta to="security">',
    );
  }
  return problems;
}

/** Figures of the order model, support and the agreement typed as digits where a `<Fact>` belongs. */
function handTypedFigures(texts: {text: string; line: number}[]): string[] {
  const dayFigures: [number, string][] = [
    [orderModel.evaluationDays, 'order.evaluationDays'],
    [orderModel.quoteBusinessDays, 'order.quoteBusinessDays'],
    [orderModel.exportDaysAfterSuspension, 'order.exportDaysAfterSuspension'],
    [support.firstResponseBusinessDays.standard, 'support.firstResponseBusinessDays.standard'],
    [support.firstResponseBusinessDays.pro, 'support.firstResponseBusinessDays.pro'],
  ];
  const problems: string[] = [];
  for (const {text, line} of texts) {
    for (const m of text.matchAll(/(?<![\d.,])(\d+)[\s\u00a0-]*(business |working )?(days?|giorn[oi])\b/giu)) {
      const names = dayFigures.filter(([value]) => value === Number(m[1])).map(([, name]) => name);
      if (names.length > 0)
        problems.push(`${line}: "${m[0]}" typed as digits; write <Fact of="${names.join('" /> or <Fact of="')}" />`);
    }
    for (const m of text.matchAll(/(?<![\d.,])(\d+)[\s\u00a0-]*(hours?|ore)\b/giu)) {
      if (Number(m[1]) === processing.breachNotificationHours) {
        problems.push(`${line}: "${m[0]}" typed as digits; write <Fact of="hosting.breachNotificationHours" />`);
      }
    }
    const percent = String(support.availability.monthlyTargetPercent);
    if (text.includes(percent) || text.includes(percent.replace('.', ','))) {
      problems.push(
        `${line}: the availability target typed by hand; write <Fact of="support.availabilityTargetPercent" />`,
      );
    }
    if (/\b\d{1,2}[:.]\d{2}\s*(–|-|to|alle)\s*\d{1,2}[:.]\d{2}\b/.test(text)) {
      problems.push(
        `${line}: support hours typed by hand; write <Fact of="support.opens" /> and <Fact of="support.closes" />`,
      );
    }
  }
  return problems;
}

describe('the detectors', () => {
  it('catch what the pages used to say', () => {
    const broken = [
      'Write to [security@fulcro.io](mailto:security@fulcro.io), or use the [contact form](/contact-us?type=consultation) with "Security" as the subject.',
      'la segnalazione va inviata tramite il modulo di contatto con oggetto «Security».',
      'Fulcro S.r.l., Via Esempio 1, 20100 Milano (MI), VAT IT00000000000.',
    ].join('\n');
    expect(handTypedIdentity(broken).length).toBeGreaterThanOrEqual(5);
    const figures = handTypedFigures([
      {text: 'The instance is free for 30 days; a quote follows within 2 business days.', line: 1},
      {text: "L'istanza è gratuita per 30 giorni; supporto dalle 9:00 alle 18:00, disponibilità 99,5 %.", line: 2},
      {text: 'We tell you within 48 hours.', line: 3},
    ]);
    expect(figures).toHaveLength(6);
  });

  it('let through what is not such a fact', () => {
    expect(handTypedIdentity('The data subjects, the security measures and Article 28(3) GDPR.')).toEqual([]);
    expect(
      handTypedFigures([{text: 'Article 28(3), Decree 231/2002, 15 days to perform, 72 hours.', line: 1}]),
    ).toEqual([]);
  });
});

describe('the commercial data modules', () => {
  it('give the company fulcro.io addresses, and security.txt reads the security address from them', () => {
    for (const [id, address] of Object.entries(company.contacts)) {
      expect(address, `company.contacts.${id} (src/data/company.ts)`).toMatch(/^[a-z]+@fulcro\.io$/);
    }
    expect(product.securityEmail, 'src/data/product.ts: securityEmail must be company.contacts.security').toBe(
      company.contacts.security,
    );
    expect(product.company, 'src/data/product.ts: company must be company.legalName').toBe(company.legalName);
  });

  it('keep placeholder identity values obviously fictional until going live (contributing/going-live.md)', () => {
    expect(company.registeredOffice).toMatch(/Esempio/);
    expect(company.vatNumber).toMatch(/^IT0{11}$/);
    expect(company.reaNumber).toMatch(/^[A-Z]{2}-0+$/);
  });

  it('hold an order model, support targets and processing commitments that make sense', () => {
    expect(orderModel.evaluationDays).toBeGreaterThan(0);
    expect(orderModel.quoteBusinessDays).toBeLessThan(orderModel.evaluationDays);
    expect(orderModel.exportDaysAfterSuspension).toBeGreaterThan(0);
    expect(orderModel.renewsWithoutContract).toBe(false);
    expect(support.firstResponseBusinessDays.pro).toBeLessThanOrEqual(support.firstResponseBusinessDays.standard);
    expect(support.availability.serviceCredits).toBe(false);
    expect(processing.breachNotificationHours).toBeLessThan(72);
  });

  it('list each sub-processor once, in both languages, with a date of last change; Plausible is not one of them', () => {
    const ids = subProcessors.map((entry) => entry.id);
    expect(new Set(ids).size, 'duplicate sub-processor ids in src/data/hosting.ts').toBe(ids.length);
    for (const entry of subProcessors) {
      for (const field of ['purpose', 'location', 'appliesWhen'] as const) {
        expect(entry[field].en.length, `src/data/hosting.ts: ${entry.id}.${field}.en is empty`).toBeGreaterThan(0);
        expect(entry[field].it, `src/data/hosting.ts: write ${entry.id}.${field}.it in Italian`).not.toBe(
          entry[field].en,
        );
      }
    }
    expect(subProcessorsLastChanged).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      subProcessors.some((entry) => /plausible/i.test(`${entry.name} ${entry.service}`)),
      "Plausible is the website's processor, not the platform's: say so on the page, not in the table",
    ).toBe(false);
  });
});

describe('pages that state commercial facts', () => {
  it.each(governed)('%s types no fulcro.io address, company identity or contact-form detour by hand', (file) => {
    const problems = both(file)
      .filter((path) => existsSync(path))
      .flatMap((path) => handTypedIdentity(prose(path)).map((problem) => `${path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it.each([...figurePages])('%s writes the order model, support and breach figures through <Fact>', (file) => {
    const problems = both(file)
      .filter((path) => existsSync(path))
      .flatMap((path) =>
        handTypedFigures(readPage(path.startsWith(italianPagesDir) ? italianPagesDir : pagesDir, file).texts).map(
          (problem) => `${path}:${problem}`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it.each(legalPages)('%s has its Italian copy', (file) => {
    const italian = join(italianPagesDir, file);
    expect(
      existsSync(italian),
      `${join(pagesDir, file)} has no Italian copy: create ${italian} with the same components, ids and facts, in the legal register of the other Italian legal pages`,
    ).toBe(true);
  });

  it('the new legal pages have their routes', () => {
    for (const [name, file] of [
      ['dataProcessingAgreement', 'legal/data-processing-agreement.mdx'],
      ['subProcessors', 'legal/sub-processors.mdx'],
    ] as const) {
      expect(routes[name], `src/data/routes.ts: add ${name}`).toBe(`/${file.replace(/\.mdx$/, '')}`);
      for (const path of both(file)) expect(existsSync(path), `missing ${path}`).toBe(true);
    }
  });
});

describe('the order model where a buyer reads it', () => {
  const orderFacts = ['order.evaluationDays', 'order.quoteBusinessDays', 'order.exportDaysAfterSuspension'];
  const factsOf = (dir: string, file: string) =>
    readPage(dir, file)
      .components.filter((c) => c.name === 'Fact')
      .map((c) => c.attributes.find((a) => a.name === 'of')?.value);

  it.each(['legal/terms-and-conditions.mdx', 'faq/faq-pricing.mdx'])(
    '%s states the whole order model from the module',
    (file) => {
      for (const dir of [pagesDir, italianPagesDir]) {
        const used = factsOf(dir, file);
        for (const name of orderFacts)
          expect(used, `${dir}/${file}: state the order model with <Fact of="${name}" />`).toContain(name);
      }
    },
  );

  it('the checkout, /pricing and the success message read the order model from the module', () => {
    for (const path of [
      'src/pages/checkout/index.tsx',
      'src/pages/checkout/_components/TenantStep.tsx',
      'src/pages/checkout/_components/OrderResult.tsx',
      'src/pages/pricing/_components/PlanNotes/index.tsx',
    ]) {
      const text = source(path);
      expect(text, `${path}: import orderModel from src/data/order-model.ts and pass its figures as values`).toMatch(
        /orderModel\.evaluationDays|orderModel\.quoteBusinessDays/,
      );
      expect(
        text,
        `${path}: a day count typed in a message; pass {days}/{quoteDays}/{exportDays} from orderModel`,
      ).not.toMatch(/message: '[^']*\b(30|2) (business )?days/);
    }
  });

  it("the checkout's one terms box links the terms, the acceptable-use policy and the data-processing agreement", () => {
    const text = source('src/pages/checkout/_components/TenantStep.tsx');
    for (const route of ['termsAndConditions', 'acceptableUsePolicy', 'dataProcessingAgreement', 'subProcessors']) {
      expect(text, `TenantStep.tsx: link routes.${route} near the terms box`).toContain(`routes.${route}`);
    }
    expect(text.match(/<CheckboxField/g), 'the terms stay one checkbox').toHaveLength(1);
  });

  it('the help center and the support FAQ publish hours and first-response targets from the module', () => {
    for (const file of ['help-center.mdx', 'faq/faq-support.mdx']) {
      for (const dir of [pagesDir, italianPagesDir]) {
        const used = factsOf(dir, file);
        for (const name of [
          'support.opens',
          'support.closes',
          'support.firstResponseBusinessDays.standard',
          'support.firstResponseBusinessDays.pro',
        ]) {
          expect(used, `${dir}/${file}: write <Fact of="${name}" />`).toContain(name);
        }
      }
    }
  });
});

describe('what a data-protection officer reads', () => {
  it('the terms, the privacy policy and the footer link the data-processing agreement and the sub-processors', () => {
    for (const file of ['legal/terms-and-conditions.mdx', 'legal/privacy-policy.mdx']) {
      for (const path of both(file)) {
        const text = source(path);
        for (const route of [routes.dataProcessingAgreement, routes.subProcessors]) {
          expect(text, `${path}: link ${route}`).toContain(`](${route}`);
        }
      }
    }
    const footerTargets = footer.links.flatMap((column) => column.items.map((item) => item.to));
    expect(footerTargets, 'src/config/footer.ts: link the data-processing agreement').toContain(
      routes.dataProcessingAgreement,
    );
    expect(footerTargets, 'src/config/footer.ts: link the sub-processors').toContain(routes.subProcessors);
  });

  it('a contractual text takes effect no sooner than the notice the terms promise, and the privacy policy says why it does not wait', () => {
    const days = (from: string, to: string) =>
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    const {contract, changeNoticeDays} = legalTexts;
    expect(
      days(contract.publishedOn, contract.effectiveFrom),
      'src/data/company.ts: effectiveFrom is at least changeNoticeDays after publishedOn',
    ).toBeGreaterThanOrEqual(changeNoticeDays);
    expect(
      days(contract.previous.effectiveFrom, contract.publishedOn),
      'the previous version was in force when this one was published',
    ).toBeGreaterThanOrEqual(0);
    for (const path of both('legal/terms-and-conditions.mdx')) {
      expect(source(path), `${path}: clause 13.1 quotes the notice from the module`).toContain(
        '<Fact of="legal.changeNoticeDays" />',
      );
    }
    for (const file of [
      'legal/terms-and-conditions.mdx',
      'legal/acceptable-use-policy.mdx',
      'legal/data-processing-agreement.mdx',
    ]) {
      for (const path of both(file)) {
        for (const name of ['legal.publishedOn', 'legal.effectiveFrom', 'legal.previousVersion'])
          expect(source(path), `${path}: <Fact of="${name}" />`).toContain(`<Fact of="${name}" />`);
      }
    }
  });

  it('the privacy policy names every processor of the website, the support and e-mail rows, and what the analytics does not send', () => {
    for (const path of both('legal/privacy-policy.mdx')) {
      const text = source(path);
      for (const name of [
        siteHosting.name,
        siteAnalytics.name,
        'Amazon Web Services EMEA SARL',
        siteHosting.services.pages,
        siteHosting.services.functions,
        siteHosting.services.database,
        ...siteAnalyticsRules.silentOn,
      ]) {
        expect(text, `${path}: name ${name}`).toContain(name);
      }
      expect(text, `${path}: a missing page is a ${siteAnalyticsRules.notFoundEvent} event`).toContain(
        `\`${siteAnalyticsRules.notFoundEvent}\``,
      );
      for (const fact of ['contactRequestMonths', 'evaluationRequestExtraDays', 'cspReportDays', 'cspReportMaxRows'])
        expect(text).toContain(`<Fact of="site.retention.${fact}" />`);
    }
    expect(
      subProcessors.map((s) => s.id),
      'src/data/sub-processors.ts: e-mail delivery and the support helpdesk have rows of their own',
    ).toEqual(expect.arrayContaining(['aws-ses', 'support-helpdesk']));
  });

  it("the footer's legal line is the company module in both languages", () => {
    expect(footer.copyright, 'src/config/footer.ts: copyright must be companyLegalLine("en", …)').toBe(
      companyLegalLine('en', product.copyrightYear),
    );
    const italian = JSON.parse(readFileSync('i18n/it/docusaurus-theme-classic/footer.json', 'utf8')) as Record<
      string,
      {message: string}
    >;
    expect(
      italian.copyright.message,
      `i18n/it/docusaurus-theme-classic/footer.json: set "copyright" to "${companyLegalLine('it', product.copyrightYear)}"`,
    ).toBe(companyLegalLine('it', product.copyrightYear));
  });

  it("the data-processing agreement has the clauses of Article 28(3) GDPR, the module's figures and 700 to 1,500 words", () => {
    const ids = [
      'parties',
      'processing',
      'data',
      'instructions',
      'security',
      'sub-processors',
      'transfers',
      'assistance',
      'breaches',
      'end',
      'audits',
    ];
    for (const dir of [pagesDir, italianPagesDir]) {
      const page = readPage(dir, 'legal/data-processing-agreement.mdx');
      for (const id of ids)
        expect(page.ids, `${dir}/legal/data-processing-agreement.mdx: section #${id}`).toContain(id);
      const used = page.components
        .filter((c) => c.name === 'Fact')
        .map((c) => c.attributes.find((a) => a.name === 'of')?.value);
      for (const name of [
        'hosting.breachNotificationHours',
        'hosting.subProcessorNoticeDays',
        'order.exportDaysAfterSuspension',
        'hosting.instanceRegion',
        'legal.effectiveFrom',
      ]) {
        expect(used, `${dir}/legal/data-processing-agreement.mdx: write <Fact of="${name}" />`).toContain(name);
      }
      expect(
        page.components.map((c) => c.name),
        'the company identity from the module',
      ).toContain('CompanyIdentity');
    }
    const words = readPage(pagesDir, 'legal/data-processing-agreement.mdx').words.length;
    // 1,500: issue 43 added the clauses on support requests and self-hosted installations (1.2, 1.3) a DPO asked for.
    expect(words, 'the data-processing agreement: 700–1,500 words').toBeGreaterThanOrEqual(700);
    expect(words, 'the data-processing agreement: 700–1,500 words').toBeLessThanOrEqual(1500);
  });

  it('the sub-processor page shows the table and the date from the module', () => {
    for (const dir of [pagesDir, italianPagesDir]) {
      const page = readPage(dir, 'legal/sub-processors.mdx');
      const names = page.components.map((c) => c.name);
      expect(names, `${dir}/legal/sub-processors.mdx: <SubProcessorTable /> renders src/data/hosting.ts`).toContain(
        'SubProcessorTable',
      );
      const used = page.components
        .filter((c) => c.name === 'Fact')
        .map((c) => c.attributes.find((a) => a.name === 'of')?.value);
      expect(used, `${dir}/legal/sub-processors.mdx: <Fact of="hosting.subProcessorsLastChanged" />`).toContain(
        'hosting.subProcessorsLastChanged',
      );
      expect(used).toContain('hosting.subProcessorNoticeDays');
    }
  });

  it('the privacy policy names the analytics processor and lists every key the site writes to browser storage', () => {
    const feedback = /`(fulcro\.feedback:)\$\{/.exec(source('src/components/DocTools/PageFeedback.tsx'))?.[1];
    expect(
      feedback,
      'src/components/DocTools/PageFeedback.tsx: storage key prefix not found; update this test',
    ).toBeDefined();
    const config = source('docusaurus.config.ts');
    expect(config, 'docusaurus.config.ts: storage keys are listed without a namespace').toMatch(
      /storage: \{type: 'localStorage', namespace: false\}/,
    );
    const keys = [
      'theme',
      'docs-preferred-version-default',
      ...(announcement.enabled ? ['docusaurus.announcement.id', 'docusaurus.announcement.dismiss'] : []),
      draftStorageKey,
      feedback!,
    ];
    // A new place that writes to browser storage must be added here and to the policy (§5).
    const writers = walk('src')
      .filter((path) => /\.(ts|tsx)$/.test(path))
      .filter((path) => /(local|session)Storage\.setItem\(|storage\(\)\?\.setItem\(/.test(source(path)))
      .sort();
    expect(
      writers,
      'a new browser-storage writer: list its key in the privacy policy §5 (both languages) and here',
    ).toEqual(['src/components/DocTools/PageFeedback.tsx', 'src/forms/session-store.ts']);
    for (const path of both('legal/privacy-policy.mdx')) {
      const text = source(path);
      for (const key of keys)
        expect(text, `${path}: list the browser-storage key \`${key}\` with its purpose and lifetime`).toContain(
          `\`${key}\``,
        );
      expect(text, `${path}: name ${siteAnalytics.name} as the website's analytics processor`).toContain(
        siteAnalytics.name,
      );
      expect(
        text,
        `${path}: Plausible processes the IP address for a moment; do not say it collects no personal data`,
      ).not.toMatch(/collects no personal data|non raccoglie dati personali/);
    }
  });
});

describe('success stories are illustrative projects', () => {
  const stories = walk(join(pagesDir, 'success-stories'))
    .filter((path) => path.endsWith('.mdx') && !/[\\/]_/.test(path))
    .map((path) => relative(pagesDir, path));

  it('there are stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s says so at its top, in both languages', (file) => {
    for (const dir of [pagesDir, italianPagesDir]) {
      const page = readPage(dir, file);
      const first = page.components.find((c) => c.name !== 'Hero');
      expect(
        first?.name,
        `${join(dir, file)}: put <IllustrativeNote /> first inside the page's <Hero> (import IllustrativeNote from '@site/src/components/SuccessStories/IllustrativeNote')`,
      ).toBe('IllustrativeNote');
    }
  });
});
