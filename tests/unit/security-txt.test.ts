import {securityTxt, validityDays} from '../../plugins/features/security-txt';

/** Parses a security.txt (RFC 9116 §4): one `Field: value` per line, comments and blank lines ignored. */
function parse(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (!match) throw new Error(`not a field line: ${line}`);
    fields.set(match[1].toLowerCase(), [...(fields.get(match[1].toLowerCase()) ?? []), match[2]]);
  }
  return fields;
}

describe('security.txt', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const fields = parse(securityTxt({siteUrl: 'https://www.fulcro.io', contact: 'mailto:security@fulcro.io'}, now));

  it('has the fields RFC 9116 requires, once where it says once', () => {
    expect(fields.get('contact')?.[0]).toBe('mailto:security@fulcro.io');
    expect(fields.get('expires')).toHaveLength(1);
    expect(fields.get('canonical')).toEqual(['https://www.fulcro.io/.well-known/security.txt']);
    expect(fields.get('preferred-languages')).toEqual(['en, it']);
    expect(fields.get('policy')).toContain('https://www.fulcro.io/vulnerability-reporting');
  });

  it('expires less than a year after the build, in ISO 8601', () => {
    const expires = fields.get('expires')![0];
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(validityDays - 1);
    expect(days).toBeLessThan(365);
  });
});
