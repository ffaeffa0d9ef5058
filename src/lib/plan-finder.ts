/**
 * The plan finder of /pricing: which plan a fleet needs, as pure functions
 * (no React, no DOM) so that the rules are tested on their own.
 *
 * Sizing rules
 * - A plan fits when every limit holds, each compared with `>` (a limit is
 *   inclusive: 2,000 devices fit Standard, 2,001 do not):
 *   - devices and users: the plan's limits in `src/data/plans-limits.ts`;
 *   - messages per device per minute: at most the plan's default message policy
 *     rate (`messagePolicyDefaults` in `src/data/platform.ts`) × 60. The rate is
 *     a token bucket; its *burst* only absorbs short peaks after a quiet spell
 *     and does not raise what a device can send minute after minute, so burst
 *     plays no part here (the finder assumes a device spreads its messages over
 *     the minute);
 *   - average payload: at most the policy's `maxPayloadKiB` × 1,024 bytes. The
 *     finder knows only the average; single messages above the maximum are
 *     refused whatever the average is.
 *   Enterprise has no fixed limits: its message policy is agreed when the
 *   instance is sized, so every need fits it.
 * - The recommendation is the smallest plan that fits, in the order of
 *   `cloudPlans` (Standard, Pro, Enterprise).
 * - Anomaly detection needs Fulcro AI. Fulcro AI Lightweight is self-service
 *   and comes only with the plans of `aiPlan('lightweight').availableWith`
 *   (Pro), so a need that Standard covers becomes Pro + Lightweight. On
 *   Enterprise, Fulcro AI is planned in the quote.
 * - Monthly messages = devices × messages per device per minute × the minutes
 *   of a 30-day month (43,200). Monthly data = monthly messages × average
 *   payload, shown in decimal units (1 kB = 1,000 bytes).
 *
 * State in the address: `?devices=&users=&perMinute=&payload=&anomaly=yes|no`,
 * numbers written without grouping and with a dot for decimals, so a link works
 * in both languages.
 */
import {routes} from '../data/routes';
import {cloudPlans as planLimits, type CloudPlanId} from '../data/plans-limits';
import {messagePolicyDefaults} from '../data/platform';
import {cloudPlan, isAiAvailable} from '../data/plans';

/** The four figures a visitor enters. */
export type FieldName = 'devices' | 'users' | 'perMinute' | 'payload';
export const fieldNames: readonly FieldName[] = ['devices', 'users', 'perMinute', 'payload'];

/**
 * What each field accepts. These bounds are the finder's own (site decision):
 * they refuse typing mistakes, not fleets; anything inside them gets an answer.
 * The largest inputs give 10,000,000 × 6,000 × 43,200 ≈ 2.6 × 10^15 messages a
 * month, still an exact integer in a JavaScript number.
 */
export const fieldRules: Record<FieldName, {integer: boolean; min: number; max: number}> = {
  devices: {integer: true, min: 1, max: 10_000_000},
  users: {integer: true, min: 1, max: 10_000_000},
  /** Above 0 (0.5 is one message every two minutes); 6,000 is 100 a second. */
  perMinute: {integer: false, min: 0, max: 6_000},
  /** Bytes; 1 MiB. */
  payload: {integer: true, min: 1, max: 1_048_576},
};

export const daysPerMonth = 30;
export const minutesPerMonth = daysPerMonth * 24 * 60;

export type FieldError = 'empty' | 'not-a-number' | 'not-whole' | 'out-of-range';
export type Parsed = {ok: true; value: number} | {ok: false; error: FieldError};

/** The needs of a fleet, once every field is valid. */
export type FleetNeeds = {
  devices: number;
  users: number;
  perMinute: number;
  payloadBytes: number;
  anomalyDetection: boolean;
};

/** One limit of a smaller plan that the need exceeds. */
export type BindingLimit = {plan: CloudPlanId; limit: FieldName; need: number; max: number};

export type AiAdvice =
  /** Anomaly detection asked for: Lightweight with the recommended plan. */
  | 'lightweight'
  /** No anomaly detection asked for; Lightweight could be added to this plan. */
  | 'lightweight-possible'
  /** Lightweight is not available with this plan (Standard). */
  | 'lightweight-not-with-plan'
  /** Fulcro AI is part of the quote (Enterprise). */
  | 'quote';

export type Recommendation = {
  plan: CloudPlanId;
  ai: AiAdvice;
  /** The smaller plan the fleet fits but which has no Lightweight: the plan moved up for anomaly detection. */
  movedUpForAi: CloudPlanId | null;
  /** The limits of the next smaller plan that the need exceeds (empty when the smallest plan fits). */
  binding: BindingLimit[];
  monthlyMessages: number;
  monthlyBytes: number;
  /** Where the visitor goes next: the checkout with plan and AI preselected, or a quote request. */
  next: {kind: 'checkout'; to: string} | {kind: 'quote'; to: string};
};

/** Plans from the smallest to the largest. */
export const planOrder = Object.keys(planLimits) as CloudPlanId[];

/** Separators the locale writes numbers with (en: "," and "."; it: "." and ","). */
function separators(locale: string): {group: string; decimal: string} {
  const parts = new Intl.NumberFormat(locale, {useGrouping: true}).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a number as a visitor of `locale` types it: grouping optional but in
 * threes (en 20,000 / it 20.000; spaces also group), the locale's decimal mark.
 * A sign is read so that "-5" is out of range rather than not a number.
 */
export function parseNumber(raw: string, locale: string): number | null {
  const text = raw.trim().replace(/[\u00a0\u202f]/g, ' ');
  const {group, decimal} = separators(locale);
  const g = `[${escape(group)} ]`;
  const pattern = new RegExp(`^([-+]?)(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`);
  const match = pattern.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  const value = Number(`${sign === '-' ? '-' : ''}${whole.replace(/\D/g, '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** Checks a number against a field's rule. */
export function checkValue(field: FieldName, value: number): Parsed {
  const rule = fieldRules[field];
  if (rule.integer && !Number.isInteger(value)) return {ok: false, error: 'not-whole'};
  const tooSmall = rule.integer ? value < rule.min : value <= rule.min;
  if (tooSmall || value > rule.max) return {ok: false, error: 'out-of-range'};
  return {ok: true, value};
}

/** Reads and checks what a visitor typed in one field. */
export function parseField(field: FieldName, raw: string, locale: string): Parsed {
  if (raw.trim() === '') return {ok: false, error: 'empty'};
  const value = parseNumber(raw, locale);
  if (value === null) return {ok: false, error: 'not-a-number'};
  return checkValue(field, value);
}

/** The form as typed: field texts in the visitor's locale, and the yes/no answer. */
export type FinderForm = Record<FieldName, string> & {anomaly: boolean};

export const emptyForm: FinderForm = {devices: '', users: '', perMinute: '', payload: '', anomaly: false};

export type FormResult = {ok: true; needs: FleetNeeds} | {ok: false; errors: Partial<Record<FieldName, FieldError>>};

/** Checks every field; the needs when all are valid, otherwise the error of each invalid field. */
export function readForm(form: FinderForm, locale: string): FormResult {
  const values: Partial<Record<FieldName, number>> = {};
  const errors: Partial<Record<FieldName, FieldError>> = {};
  for (const field of fieldNames) {
    const parsed = parseField(field, form[field], locale);
    if (parsed.ok) values[field] = parsed.value;
    else errors[field] = parsed.error;
  }
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {
    ok: true,
    needs: {
      devices: values.devices!,
      users: values.users!,
      perMinute: values.perMinute!,
      payloadBytes: values.payload!,
      anomalyDetection: form.anomaly,
    },
  };
}

/** A plan's limit for each field; null when the plan sets none (Enterprise). */
export function planLimit(plan: CloudPlanId, field: FieldName): number | null {
  if (field === 'devices' || field === 'users') {
    const limit = planLimits[plan][field];
    return limit === 'unlimited' ? null : limit;
  }
  const policy =
    plan in messagePolicyDefaults ? messagePolicyDefaults[plan as keyof typeof messagePolicyDefaults] : null;
  if (!policy) return null;
  return field === 'perMinute' ? policy.messagesPerSecond * 60 : policy.maxPayloadKiB * 1024;
}

function needOf(needs: FleetNeeds, field: FieldName): number {
  return field === 'payload' ? needs.payloadBytes : needs[field];
}

/** The limits of `plan` that the needs exceed (none: the plan fits). */
export function exceededLimits(plan: CloudPlanId, needs: FleetNeeds): BindingLimit[] {
  return fieldNames.flatMap((field) => {
    const max = planLimit(plan, field);
    const need = needOf(needs, field);
    return max !== null && need > max ? [{plan, limit: field, need, max}] : [];
  });
}

/** The plan that fits, whether Fulcro AI Lightweight goes with it, the monthly volume and where to go next. */
export function recommend(needs: FleetNeeds): Recommendation {
  const sized = planOrder.findIndex((plan) => exceededLimits(plan, needs).length === 0);
  // Enterprise has no fixed limits, so some plan always fits; -1 only if the data changed.
  const sizedIndex = sized === -1 ? planOrder.length - 1 : sized;
  const binding = sizedIndex > 0 ? exceededLimits(planOrder[sizedIndex - 1], needs) : [];

  let plan = planOrder[sizedIndex];
  let movedUpForAi: CloudPlanId | null = null;
  if (needs.anomalyDetection && !isAiAvailable('lightweight', plan)) {
    // The next larger plan with Lightweight (Pro), if any: larger limits, so the fleet still fits.
    const withAi = planOrder
      .slice(sizedIndex + 1)
      .find((p) => isAiAvailable('lightweight', p) && exceededLimits(p, needs).length === 0);
    if (withAi) {
      movedUpForAi = plan;
      plan = withAi;
    }
  }

  const lightweight = isAiAvailable('lightweight', plan);
  const ai: AiAdvice = lightweight
    ? needs.anomalyDetection
      ? 'lightweight'
      : 'lightweight-possible'
    : isSelfService(plan)
      ? 'lightweight-not-with-plan'
      : 'quote';

  const monthlyMessages = Math.round(needs.devices * needs.perMinute * minutesPerMonth);
  const next: Recommendation['next'] = isSelfService(plan)
    ? {kind: 'checkout', to: checkoutHref(plan, ai === 'lightweight' ? 'lightweight' : 'none')}
    : {kind: 'quote', to: `${routes.contactUs}?type=quote`};

  return {
    plan,
    ai,
    movedUpForAi,
    binding,
    monthlyMessages,
    monthlyBytes: monthlyMessages * needs.payloadBytes,
    next,
  };
}

function isSelfService(plan: CloudPlanId): boolean {
  return cloudPlan(plan).purchase === 'self-service';
}

/** The checkout with plan and AI preselected (`src/forms/checkout-draft.ts` reads `plan` and `ai`). */
export function checkoutHref(plan: CloudPlanId, ai: 'none' | 'lightweight'): string {
  return `${routes.checkout}?plan=${plan}&ai=${ai}`;
}

// --- Formatting ---------------------------------------------------------

/** A number in the visitor's locale with grouping (Italian 20.000; 0,5), for inputs restored from the address. */
export function formatInput(value: number, locale: string): string {
  const options = {useGrouping: 'always', maximumFractionDigits: 6} as unknown as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(locale, options).format(value);
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** A data size in decimal units (1 kB = 1,000 bytes), in the locale's format: "21.6 GB", "21,6 GB". */
export function formatBytes(bytes: number, locale: string): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const options = {
    style: 'unit',
    unit: byteUnits[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
    useGrouping: 'always',
  } as unknown as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(locale, options).format(value);
}

// --- State in the address -----------------------------------------------

/** Query keys of the finder's state on /pricing. */
export const queryKeys = {...Object.fromEntries(fieldNames.map((f) => [f, f])), anomaly: 'anomaly'} as Record<
  FieldName | 'anomaly',
  string
>;

/** Longest text taken from the address into a field (a hand-edited link cannot flood the form). */
const maxQueryText = 40;

/**
 * Writes the form into `search` (other parameters kept): a number the visitor
 * typed goes in plain form (20000, 0.5), so the link reads the same in every
 * language; text that is not a number goes as typed, so the link shows the same
 * error; an empty field is left out.
 */
export function toQuery(form: FinderForm, locale: string, search = ''): string {
  const params = new URLSearchParams(search);
  for (const field of fieldNames) {
    const raw = form[field].trim();
    const value = raw === '' ? null : parseNumber(raw, locale);
    if (raw === '') params.delete(queryKeys[field]);
    else params.set(queryKeys[field], value === null ? raw.slice(0, maxQueryText) : String(value));
  }
  params.set(queryKeys.anomaly, form.anomaly ? 'yes' : 'no');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Reads the form from the address; null when the address holds no finder state. */
export function fromQuery(search: string, locale: string): FinderForm | null {
  const params = new URLSearchParams(search);
  const keys = [...fieldNames.map((f) => queryKeys[f]), queryKeys.anomaly];
  if (!keys.some((key) => params.has(key))) return null;
  const form: FinderForm = {...emptyForm, anomaly: params.get(queryKeys.anomaly) === 'yes'};
  for (const field of fieldNames) {
    const raw = (params.get(queryKeys[field]) ?? '').trim();
    const plain = raw.length <= 20 && /^-?\d+(\.\d+)?$/.test(raw);
    form[field] = plain ? formatInput(Number(raw), locale) : raw.slice(0, maxQueryText);
  }
  return form;
}
