import {createHash} from 'node:crypto';
import {contentSecurityPolicy, headerRules, inlineScripts, scriptHash, siteOutDir} from '../../plugins/features/security-headers';
import {formatHeadersFile, headersFor, parseHeadersFile} from '../../scripts/headers-file.mjs';
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
    connectSources: ['https://plausible.example/api/event', 'https://forms.example/orders', 'https://forms.example/contact', '/api/orders', null],
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
});

describe('the _headers file', () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules({hashes: ["'sha256-a'"], connectSources: [], localePaths: ['/it']})));

  it('sends the security headers with every document and image', () => {
    for (const path of ['/', '/it/docs/intro/about-fulcro', '/assets/images/drawing.123.svg']) {
      const headers = headersFor(rules, path);
      expect(Object.keys(headers)).toEqual(expect.arrayContaining(documentHeaders));
    }
  });

  it('leaves the document-only headers off scripts and style sheets, which keep nosniff and HSTS', () => {
    for (const path of ['/assets/js/main.123.js', '/it/assets/js/1df93b7f.456.js', '/assets/css/styles.789.css']) {
      const headers = headersFor(rules, path);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy']) {
        expect(headers[name], `${name} on ${path}`).toBeUndefined();
      }
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
    }
  });

  it('caches hashed assets for a year and makes HTML revalidate', () => {
    for (const path of ['/assets/js/main.123.js', '/it/assets/js/main.456.js', '/it/assets/diagrams/abc.svg']) {
      expect(headersFor(rules, path)['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/pricing', '/it/pricing', '/it/llms.txt']) {
      expect(headersFor(rules, path)['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('joins a header set by two matching rules, and "! Name" removes it', () => {
    const joined = parseHeadersFile('/*\n  X-A: 1\n/docs/*\n  X-A: 2\n');
    expect(headersFor(joined, '/docs/x')['x-a']).toBe('1, 2');
    expect(headersFor(joined, '/pricing')['x-a']).toBe('1');
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/before any path/);
  });
});

describe('where the file goes', () => {
  const i18n = {currentLocale: 'it', defaultLocale: 'en', localeConfigs: {it: {path: 'it'}}} as never;
  it('is the site root, whichever locale was built last', () => {
    expect(siteOutDir({i18n}, '/srv/site/build/it/')).toBe('/srv/site/build');
    expect(siteOutDir({i18n: {currentLocale: 'en', defaultLocale: 'en', localeConfigs: {}} as never}, '/srv/site/build')).toBe('/srv/site/build');
    // `docusaurus build --locale it` builds that locale alone, at the root.
    expect(siteOutDir({i18n}, '/srv/site/build')).toBe('/srv/site/build');
  });
});
