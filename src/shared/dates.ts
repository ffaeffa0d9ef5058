/**
 * A day written `2026-11-27` as the page's language writes it: "November 27,
 * 2026", "27 novembre 2026". The day as written, whatever the reader's time
 * zone. Facts (src/data/facts.ts), the API changelog and the stale-translation
 * notice all write dates with it.
 */
export function formatIsoDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${day}T00:00:00Z`));
}
