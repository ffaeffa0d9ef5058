import {
  isExcludedPath,
  isNewPageView,
  normalizePath,
  refusesTracking,
  stripLocale,
} from '../../src/lib/analytics-rules';
import {excludedPaths} from '../../src/config/analytics';

describe('analytics rules', () => {
  it.each([
    ['/it', '/'],
    ['/it/', '/'],
    ['/it/pricing', '/pricing'],
    ['/italy-trip', '/italy-trip'],
    ['/pricing', '/pricing'],
  ])('strips the locale from %s', (input, expected) => {
    expect(stripLocale(input, ['it'])).toBe(expected);
  });

  it.each([
    ['/pricing/', '/pricing'],
    ['/pricing.html', '/pricing'],
    ['/pricing/index.html', '/pricing'],
    ['/', '/'],
    ['/index.html', '/'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each([
    ['/checkout', true],
    ['/it/checkout', true],
    ['/checkout/', true],
    ['/checkout.html', true],
    ['/checkouts', false],
    ['/docs/internal-api', true],
    ['/it/docs/internal-api/core', true],
    ['/docs/api', false],
    ['/', false],
  ])('%s excluded: %s', (path, excluded) => {
    expect(isExcludedPath(path, excludedPaths, ['it'])).toBe(excluded);
  });

  it('counts the first load and path changes, not hash or query changes', () => {
    expect(isNewPageView('/', undefined)).toBe(true);
    expect(isNewPageView('/docs', '/')).toBe(true);
    expect(isNewPageView('/docs', '/docs')).toBe(false);
  });

  it('hears Global Privacy Control and Do Not Track, in the spellings browsers use', () => {
    expect(refusesTracking({globalPrivacyControl: true})).toBe(true);
    expect(refusesTracking({doNotTrack: '1'})).toBe(true);
    expect(refusesTracking({doNotTrack: 'yes'})).toBe(true);
    expect(refusesTracking({windowDoNotTrack: '1'})).toBe(true);
    expect(refusesTracking({globalPrivacyControl: false, doNotTrack: '0'})).toBe(false);
    expect(refusesTracking({doNotTrack: 'unspecified'})).toBe(false);
    expect(refusesTracking({doNotTrack: null})).toBe(false);
    expect(refusesTracking({})).toBe(false);
  });
});
