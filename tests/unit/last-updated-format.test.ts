import {describe, expect, it} from 'vitest';
import {formatLastUpdatedDate} from '../../src/theme/LastUpdated/format';

/** The theme's own format (theme-classic `LastUpdated`), which ours must equal in every locale of the site. */
const intl = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);

describe('last-updated date', () => {
  for (const locale of ['en', 'it']) {
    it(`writes every month as Intl does (${locale})`, () => {
      for (let month = 0; month < 12; month++) {
        // Late in the day, UTC: the date must not move with the machine's time zone.
        const date = new Date(Date.UTC(2025, month, month + 1, 23, 30));
        expect(formatLastUpdatedDate(locale, date)).toBe(intl(locale, date));
      }
    });
  }

  it('falls back to Intl for another locale', () => {
    const date = new Date(Date.UTC(2025, 10, 22));
    expect(formatLastUpdatedDate('fr', date)).toBe(intl('fr', date));
  });
});
