import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  documentOnlyHeaders,
  formatHeadersFile,
  headerRules,
  inlineScripts,
  scriptHash,
  siteOutDir,
} from '../../plugins/features/security-headers';
import {documentHeaders} from '../lib/security-headers';

const html = [
  '<html><head>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script src=/assets/js/main.js defer></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type=module>import("/x.js")</script>',
  '</head></html>',
].join('');

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser executes, not external scripts or JSON-LD data', () => {
    expect(inlineScripts(html)).toEqual(['document.documentElement.dataset.theme="dark"', 'import("/x.js")']);
  });

  it('hashes the exact script text as a CSP source', () => {
    const text = 'document.documentElement.dataset.theme="dark"';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });
});

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    hashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    connectSources: [
      'https://plausible.example/api/event',
      'https://forms.example/orders',
      'https://forms.example/contact',
      '/api/orders',
      null,
    ],
    reportPath: '/api/csp-reports',
  });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from the site and the listed hashes only', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('lets pages fetch only from the site, the analytics host and the form endpoints (origins, once each)', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://forms.example https://plausible.example");
  });

  it('cannot be framed, and has no plugins or foreign base URL', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('reports violations to the site, by the Reporting API and by report-uri', () => {
    expect(directive('report-to')).toBe('report-to csp');
    expect(directive('report-uri')).toBe('report-uri /api/csp-reports');
  });
});

describe('the _headers file', () => {
  const rules = headerRules({
    hashes: ["'sha256-a'"],
    connectSources: [],
    reportPath: '/api/csp-reports',
    localePaths: ['/it'],
  });
  const block = (pattern: string) => rules.find((rule) => rule.pattern === pattern)?.headers ?? [];
  const value = (pattern: string, name: string) =>
    block(pattern).find((h) => h.name === name && h.value !== undefined)?.value;

  it('sends every page and file the security headers (what Pages does with them: tests/e2e/security.spec.ts)', () => {
    const names = block('/*').map((h) => h.name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(documentHeaders));
    expect(value('/*', 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains; preload');
    expect(value('/*', 'Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(value('/*', 'Reporting-Endpoints')).toBe('csp="/api/csp-reports"');
  });

  it('leaves the document-only headers off scripts and style sheets, in every locale', () => {
    for (const pattern of ['/assets/js/*', '/assets/css/*', '/it/assets/js/*', '/it/assets/css/*']) {
      expect(block(pattern), pattern).toEqual(documentOnlyHeaders.map((name) => ({name})));
    }
    expect(documentOnlyHeaders).not.toContain('Strict-Transport-Security');
    expect(documentOnlyHeaders).not.toContain('X-Content-Type-Options');
  });

  it('caches hashed assets for a year, replacing the revalidation every other file gets', () => {
    expect(value('/*', 'Cache-Control')).toBe('public, max-age=0, must-revalidate');
    for (const pattern of ['/assets/*', '/it/assets/*']) {
      expect(block(pattern), pattern).toEqual([
        {name: 'Cache-Control'},
        {name: 'Cache-Control', value: 'public, max-age=31536000, immutable'},
      ]);
    }
  });

  it('is written in the format Pages reads: a path, then indented headers, `! Name` to remove one', () => {
    expect(
      formatHeadersFile([
        {pattern: '/assets/*', headers: [{name: 'Cache-Control'}, {name: 'Cache-Control', value: 'max-age=1'}]},
      ]),
    ).toBe('/assets/*\n  ! Cache-Control\n  Cache-Control: max-age=1\n');
  });
});

describe('where the file goes', () => {
  const i18n = {currentLocale: 'it', defaultLocale: 'en', localeConfigs: {it: {path: 'it'}}} as never;
  it('is the site root, whichever locale was built last', () => {
    expect(siteOutDir({i18n}, '/srv/site/build/it/')).toBe('/srv/site/build');
    expect(
      siteOutDir({i18n: {currentLocale: 'en', defaultLocale: 'en', localeConfigs: {}} as never}, '/srv/site/build'),
    ).toBe('/srv/site/build');
    // `docusaurus build --locale it` builds that locale alone, at the root.
    expect(siteOutDir({i18n}, '/srv/site/build')).toBe('/srv/site/build');
  });
});
