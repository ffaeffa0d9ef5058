/**
 * Pure rules deciding when a page view is sent; shared by the analytics
 * client module and its unit tests.
 */

/** Removes a leading locale segment (`/it/docs` → `/docs`). */
export function stripLocale(pathname: string, nonDefaultLocales: readonly string[]): string {
  for (const locale of nonDefaultLocales) {
    if (pathname === `/${locale}` || pathname === `/${locale}/`) {
      return '/';
    }
    if (pathname.startsWith(`/${locale}/`)) {
      return pathname.slice(locale.length + 1);
    }
  }
  return pathname;
}

/** Normalises `/x/`, `/x.html` and `/x/index.html` to `/x`. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1 && path.endsWith('/')) {
    path = path.slice(0, -1);
  }
  return path || '/';
}

/** True when the path (in any locale) matches an excluded path or prefix (`/x*`). */
export function isExcludedPath(
  pathname: string,
  excludedPaths: readonly string[],
  nonDefaultLocales: readonly string[],
): boolean {
  const path = normalizePath(stripLocale(pathname, nonDefaultLocales));
  return excludedPaths.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === normalizePath(pattern),
  );
}

/**
 * A page view is due on first load and whenever the path changes; a change
 * of only the hash or query string is not a new page view.
 */
export function isNewPageView(pathname: string, previousPathname: string | undefined): boolean {
  return previousPathname === undefined || previousPathname !== pathname;
}

/** What the browser says about tracking: Global Privacy Control and Do Not Track (in their several spellings). */
export type PrivacySignals = {globalPrivacyControl?: unknown; doNotTrack?: unknown; windowDoNotTrack?: unknown};

/**
 * True when the visitor asked not to be tracked: Global Privacy Control on,
 * or Do Not Track set to "1" (or "yes", as old Firefox wrote it). Analytics
 * then sends nothing at all (privacy policy).
 */
export function refusesTracking({globalPrivacyControl, doNotTrack, windowDoNotTrack}: PrivacySignals): boolean {
  const dnt = (value: unknown) => value === '1' || value === 'yes';
  return globalPrivacyControl === true || dnt(doNotTrack) || dnt(windowDoNotTrack);
}
