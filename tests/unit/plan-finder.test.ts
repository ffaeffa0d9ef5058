import * as finder from '../../src/lib/plan-finder';
import {cloudPlans} from '../../src/data/plans-limits';
import {messagePolicyDefaults} from '../../src/data/platform';
import {applyQuery, emptyDraft} from '../../src/forms/checkout-draft';
const {recommend, parseField, readForm, toQuery, fromQuery, formatBytes, minutesPerMonth, fieldRules} = finder;

type Needs = Parameters<typeof recommend>[0];

/** A small fleet that fits Standard on every count; each test moves one figure. */
const small: Needs = {devices: 10, users: 5, perMinute: 1, payloadBytes: 200, anomalyDetection: false};
const need = (change: Partial<Needs>): Needs => ({...small, ...change});

// Limits read from the data, never retyped: the tests follow the data if a figure changes.
const std = {devices: cloudPlans.standard.devices as number, users: cloudPlans.standard.users as number};
const pro = {devices: cloudPlans.pro.devices as number, users: cloudPlans.pro.users as number};
const rate = {
  standard: messagePolicyDefaults.standard.messagesPerSecond * 60,
  pro: messagePolicyDefaults.pro.messagesPerSecond * 60,
};
const payload = {
  standard: messagePolicyDefaults.standard.maxPayloadKiB * 1024,
  pro: messagePolicyDefaults.pro.maxPayloadKiB * 1024,
};

describe('plan finder: the limits of the fact sheet', () => {
  it('reads the limits of the data modules (Standard 2,000 / 1,000, Pro 20,000 / 5,000)', () => {
    expect([std.devices, std.users, pro.devices, pro.users]).toEqual([2000, 1000, 20000, 5000]);
    expect(finder.planLimit('enterprise', 'devices')).toBeNull();
    expect(finder.planLimit('enterprise', 'perMinute')).toBeNull();
  });
});

describe('plan finder: sizing at the edge of each limit', () => {
  it.each([
    ['devices', std.devices, 'standard'],
    ['devices', std.devices + 1, 'pro'],
    ['devices', pro.devices, 'pro'],
    ['devices', pro.devices + 1, 'enterprise'],
    ['users', std.users, 'standard'],
    ['users', std.users + 1, 'pro'],
    ['users', pro.users, 'pro'],
    ['users', pro.users + 1, 'enterprise'],
    ['perMinute', rate.standard, 'standard'],
    ['perMinute', rate.standard + 0.5, 'pro'],
    ['perMinute', rate.pro, 'pro'],
    ['perMinute', rate.pro + 1, 'enterprise'],
    ['payloadBytes', payload.standard, 'standard'],
    ['payloadBytes', payload.standard + 1, 'pro'],
    ['payloadBytes', payload.pro, 'pro'],
    ['payloadBytes', payload.pro + 1, 'enterprise'],
  ] as const)('%s = %d → %s', (field, value, plan) => {
    expect(recommend(need({[field]: value})).plan).toBe(plan);
  });

  it('a fleet exactly at every Standard limit fits Standard, with nothing binding', () => {
    const r = recommend({
      devices: std.devices,
      users: std.users,
      perMinute: rate.standard,
      payloadBytes: payload.standard,
      anomalyDetection: false,
    });
    expect(r.plan).toBe('standard');
    expect(r.binding).toEqual([]);
  });

  it('names the limits of the next smaller plan that bind, and only those', () => {
    expect(recommend(need({users: 1200})).binding).toEqual([
      {plan: 'standard', limit: 'users', need: 1200, max: std.users},
    ]);
    // 25,000 devices pass Standard and Pro: the reason shown is Pro's limit; users within Pro are not listed.
    expect(recommend(need({devices: 25000, users: 1200})).binding).toEqual([
      {plan: 'pro', limit: 'devices', need: 25000, max: pro.devices},
    ]);
    expect(
      recommend(need({devices: 3000, perMinute: rate.standard + 1, payloadBytes: payload.standard + 1})).binding,
    ).toEqual([
      {plan: 'standard', limit: 'devices', need: 3000, max: std.devices},
      {plan: 'standard', limit: 'perMinute', need: rate.standard + 1, max: rate.standard},
      {plan: 'standard', limit: 'payload', need: payload.standard + 1, max: payload.standard},
    ]);
  });

  it('ignores the burst: a per-minute rate above rate × 60 does not fit, whatever the burst', () => {
    const burst = messagePolicyDefaults.standard.burst;
    expect(recommend(need({perMinute: rate.standard + burst})).plan).toBe('pro');
  });
});

describe('plan finder: anomaly detection and Fulcro AI', () => {
  it('moves a Standard-sized fleet to Pro + Lightweight, and says so', () => {
    const r = recommend(need({anomalyDetection: true}));
    expect(r).toMatchObject({plan: 'pro', ai: 'lightweight', movedUpForAi: 'standard', binding: []});
    expect(r.next).toEqual({kind: 'checkout', to: '/checkout?plan=pro&ai=lightweight'});
  });

  it('adds Lightweight to a Pro-sized fleet without moving it', () => {
    const r = recommend(need({devices: std.devices + 1, anomalyDetection: true}));
    expect(r).toMatchObject({plan: 'pro', ai: 'lightweight', movedUpForAi: null});
  });

  it('offers Lightweight as a possibility on Pro, and not on Standard, when no anomaly detection is asked', () => {
    expect(recommend(need({devices: std.devices + 1})).ai).toBe('lightweight-possible');
    expect(recommend(need({devices: std.devices + 1})).next.to).toBe('/checkout?plan=pro&ai=none');
    expect(recommend(small).ai).toBe('lightweight-not-with-plan');
    expect(recommend(small).next.to).toBe('/checkout?plan=standard&ai=none');
  });

  it('leaves Fulcro AI to the quote on Enterprise, with or without anomaly detection', () => {
    for (const anomalyDetection of [true, false]) {
      const r = recommend(need({users: pro.users + 1, anomalyDetection}));
      expect(r).toMatchObject({plan: 'enterprise', ai: 'quote', movedUpForAi: null});
      expect(r.next).toEqual({kind: 'quote', to: '/contact-us?type=quote'});
    }
  });

  it('links to checkout values that the checkout accepts (plan and ai preselected)', () => {
    for (const needs of [small, need({anomalyDetection: true}), need({devices: std.devices + 1})]) {
      const r = recommend(needs);
      const draft = applyQuery(emptyDraft, r.next.to.split('?')[1]);
      expect(draft).toMatchObject({cloudPlan: r.plan, aiPlan: r.ai === 'lightweight' ? 'lightweight' : 'none'});
    }
  });
});

describe('plan finder: monthly volume', () => {
  it('counts a 30-day month', () => {
    expect(minutesPerMonth).toBe(30 * 24 * 60);
    const r = recommend(need({devices: 2500, perMinute: 2, payloadBytes: 200}));
    expect(r.monthlyMessages).toBe(2500 * 2 * 43_200);
    expect(r.monthlyBytes).toBe(2500 * 2 * 43_200 * 200);
  });

  it('writes data sizes in decimal units in the locale format', () => {
    expect(formatBytes(43_200_000_000, 'en')).toBe('43.2 GB');
    expect(formatBytes(43_200_000_000, 'it')).toBe('43,2 GB');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    expect(formatBytes(1_500_000_000_000_000, 'en')).toBe('1.5 PB');
    // The largest inputs stay exact and readable.
    const max = recommend({
      devices: fieldRules.devices.max,
      users: 1,
      perMinute: fieldRules.perMinute.max,
      payloadBytes: fieldRules.payload.max,
      anomalyDetection: false,
    });
    expect(Number.isSafeInteger(max.monthlyMessages)).toBe(true);
    expect(formatBytes(max.monthlyBytes, 'en')).toMatch(/^[\d,]+(\.\d)? PB$/);
  });
});

describe('plan finder: what a visitor types', () => {
  it('reads numbers in the locale format', () => {
    expect(parseField('devices', '20,000', 'en')).toEqual({ok: true, value: 20000});
    expect(parseField('devices', '20.000', 'it')).toEqual({ok: true, value: 20000});
    expect(parseField('devices', ' 20000 ', 'it')).toEqual({ok: true, value: 20000});
    expect(parseField('devices', '20 000', 'it')).toEqual({ok: true, value: 20000});
    expect(parseField('perMinute', '0.5', 'en')).toEqual({ok: true, value: 0.5});
    expect(parseField('perMinute', '0,5', 'it')).toEqual({ok: true, value: 0.5});
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '12abc', '1e6', '2,00', '--3', '0x10', '1,5.3']) {
      expect(parseField('devices', text, 'en'), text).toEqual({ok: false, error: 'not-a-number'});
    }
    expect(parseField('devices', '', 'en')).toEqual({ok: false, error: 'empty'});
    expect(parseField('devices', '   ', 'en')).toEqual({ok: false, error: 'empty'});
  });

  it('refuses negative, zero where meaningless, fractions of a device, and absurd figures', () => {
    expect(parseField('devices', '-5', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('devices', '0', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('users', '0', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('perMinute', '0', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('payload', '0', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('devices', '2.5', 'en')).toEqual({ok: false, error: 'not-whole'});
    expect(parseField('devices', '999,999,999,999', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('devices', '10,000,001', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('devices', '10,000,000', 'en')).toEqual({ok: true, value: 10_000_000});
    expect(parseField('perMinute', '6001', 'en')).toEqual({ok: false, error: 'out-of-range'});
    expect(parseField('perMinute', '0.01', 'en')).toEqual({ok: true, value: 0.01});
  });

  it('gives the needs when every field is valid, and the error of each field otherwise', () => {
    const form = {devices: '2.500', users: '1.200', perMinute: '0,5', payload: '200', anomaly: true};
    expect(readForm(form, 'it')).toEqual({
      ok: true,
      needs: {devices: 2500, users: 1200, perMinute: 0.5, payloadBytes: 200, anomalyDetection: true},
    });
    expect(readForm({...form, devices: 'lots', users: '-1', payload: ''}, 'it')).toEqual({
      ok: false,
      errors: {devices: 'not-a-number', users: 'out-of-range', payload: 'empty'},
    });
  });
});

describe('plan finder: state in the address', () => {
  const form = {devices: '2,500', users: '1,200', perMinute: '0.5', payload: '200', anomaly: true};

  it('writes plain numbers, so a link reads the same in both languages', () => {
    expect(toQuery(form, 'en')).toBe('?devices=2500&users=1200&perMinute=0.5&payload=200&anomaly=yes');
    expect(toQuery({...form, devices: '2.500', users: '1.200', perMinute: '0,5'}, 'it')).toBe(
      '?devices=2500&users=1200&perMinute=0.5&payload=200&anomaly=yes',
    );
  });

  it('round-trips: the form read back from its address gives the same needs, in either language', () => {
    for (const locale of ['en', 'it']) {
      const back = fromQuery(toQuery(form, 'en'), locale)!;
      expect(readForm(back, locale)).toEqual(readForm(form, 'en'));
    }
    expect(fromQuery('?devices=20000&users=1200&perMinute=0.5&payload=200&anomaly=no', 'it')).toEqual({
      devices: '20.000',
      users: '1.200',
      perMinute: '0,5',
      payload: '200',
      anomaly: false,
    });
    const query = '?devices=20000&users=1200&perMinute=0.5&payload=200&anomaly=no';
    expect(toQuery(fromQuery(query, 'it')!, 'it')).toBe(query);
  });

  it('keeps other parameters, leaves empty fields out and carries invalid text so the link shows the same error', () => {
    const search = toQuery({...form, devices: 'lots', payload: ''}, 'en', '?utm_source=mail&devices=1');
    expect(search).toBe('?utm_source=mail&devices=lots&users=1200&perMinute=0.5&anomaly=yes');
    const back = fromQuery(search, 'en')!;
    expect(back.devices).toBe('lots');
    expect(readForm(back, 'en')).toEqual({ok: false, errors: {devices: 'not-a-number', payload: 'empty'}});
  });

  it('reads nothing from an address without finder state, and caps hand-edited text', () => {
    expect(fromQuery('', 'en')).toBeNull();
    expect(fromQuery('?utm_source=mail', 'en')).toBeNull();
    const long = fromQuery(`?devices=${'9'.repeat(500)}x`, 'en')!;
    expect(long.devices).toBe('9'.repeat(40));
    expect(readForm(long, 'en')).toMatchObject({ok: false, errors: {devices: 'out-of-range'}});
  });
});
