/**
 * A doc's last-update date as `Intl.DateTimeFormat(locale, {day: 'numeric',
 * month: 'short', year: 'numeric', timeZone: 'UTC'})` writes it, for the
 * site's locales, without Intl: the first `Intl.DateTimeFormat` a page
 * creates loads the locale's calendar data, 15–30 ms of main-thread work on a
 * laptop (four times that on a phone) in the middle of a doc page's hydration.
 * Other locales fall back to Intl. `tests/unit/last-updated-format.test.ts`
 * checks the output against Intl.
 */
const shortMonths: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
};

export function formatLastUpdatedDate(locale: string, date: Date): string {
  const months = shortMonths[locale];
  if (!months) {
    return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);
  }
  const day = date.getUTCDate();
  const month = months[date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return locale === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}
