import {
  bounds,
  compute,
  defaults,
  fields,
  formatEur,
  formatInput,
  parseNumber,
  validate,
  type Messages,
} from '../../src/components/BuildVsBuy/model';

/** Italian formats put a no-break space before €; compare with plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const enMessages: Messages = {
  notANumber: 'Enter a number between {min} and {max}.',
  belowMin: 'Enter {min} or more.',
  aboveMax: 'Enter {max} or less.',
};
const itMessages: Messages = {
  notANumber: 'Scrivi un numero tra {min} e {max}.',
  belowMin: 'Scrivi almeno {min}.',
  aboveMax: 'Scrivi al massimo {max}.',
};

describe('build-vs-buy model', () => {
  it('computes the totals of the defaults', () => {
    expect(defaults).toEqual({engineers: 4, buildMonths: 12, costPerEngineer: 80_000, runEngineers: 1.5, years: 3});
    // 4 engineers for 12 months at 80,000 a year; 1.5 engineers a year to run it, over 3 years.
    expect(compute(defaults)).toEqual({buildCost: 320_000, yearlyRunCost: 120_000, total: 680_000});
  });

  it('prorates months and keeps zero run cost possible', () => {
    expect(compute({...defaults, buildMonths: 6, runEngineers: 0})).toEqual({
      buildCost: 160_000,
      yearlyRunCost: 0,
      total: 160_000,
    });
  });

  it('accepts every default and both bounds of every field', () => {
    for (const field of fields) {
      expect(validate(field, formatInput(defaults[field], 'en'), 'en', enMessages)).toEqual({
        ok: true,
        value: defaults[field],
      });
      expect(validate(field, String(bounds[field].min), 'en', enMessages)).toEqual({
        ok: true,
        value: bounds[field].min,
      });
      expect(validate(field, String(bounds[field].max), 'en', enMessages)).toEqual({
        ok: true,
        value: bounds[field].max,
      });
    }
  });

  it.each([
    ['engineers', '0', 'Enter 1 or more.'],
    ['engineers', '51', 'Enter 50 or less.'],
    ['buildMonths', '0', 'Enter 1 or more.'],
    ['buildMonths', '61', 'Enter 60 or less.'],
    ['costPerEngineer', '19999', 'Enter €20,000 or more.'],
    ['costPerEngineer', '400001', 'Enter €400,000 or less.'],
    ['runEngineers', '-1', 'Enter 0 or more.'],
    ['runEngineers', '20.5', 'Enter 20 or less.'],
    ['years', '0', 'Enter 1 or more.'],
    ['years', '11', 'Enter 10 or less.'],
  ] as const)('refuses %s = %s with its message', (field, raw, message) => {
    expect(validate(field, raw, 'en', enMessages)).toEqual({ok: false, message});
  });

  it.each(['', 'abc', '12a', '1.2.3', '1,2.3,4'])('refuses the non-number %j', (raw) => {
    expect(validate('engineers', raw, 'en', enMessages)).toEqual({
      ok: false,
      message: 'Enter a number between 1 and 50.',
    });
  });

  it('writes the bounds in Italian in Italian messages', () => {
    const low = validate('costPerEngineer', '10.000', 'it', itMessages);
    expect(low.ok).toBe(false);
    if (!low.ok) expect(spaces(low.message)).toBe('Scrivi almeno 20.000 €.');
    const high = validate('runEngineers', '25', 'it', itMessages);
    expect(high).toEqual({ok: false, message: 'Scrivi al massimo 20.'});
    const text = validate('years', 'tre', 'it', itMessages);
    expect(text).toEqual({ok: false, message: 'Scrivi un numero tra 1 e 10.'});
  });

  it('reads numbers typed the way each language writes them', () => {
    expect(parseNumber('80,000', 'en')).toBe(80_000);
    expect(parseNumber('1.5', 'en')).toBe(1.5);
    expect(parseNumber('€ 80,000', 'en')).toBe(80_000);
    expect(parseNumber('80.000', 'it')).toBe(80_000);
    expect(parseNumber('1,5', 'it')).toBe(1.5);
    expect(parseNumber('1.234.567,5', 'it')).toBe(1_234_567.5);
    expect(parseNumber('80 000 €', 'it')).toBe(80_000);
    expect(parseNumber('1.5', 'it')).toBe(1.5);
    expect(parseNumber('-2', 'en')).toBe(-2);
  });

  it('formats amounts as EUR for the locale', () => {
    expect(formatEur(1_234_567, 'en')).toBe('€1,234,567');
    expect(spaces(formatEur(1_234_567, 'it'))).toBe('1.234.567 €');
    expect(spaces(formatEur(compute(defaults).total, 'it'))).toBe('680.000 €');
    expect(formatInput(1.5, 'it')).toBe('1,5');
    expect(formatInput(80_000, 'it')).toBe('80.000');
    expect(formatInput(80_000, 'en')).toBe('80,000');
  });
});
