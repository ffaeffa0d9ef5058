/**
 * The build-vs-buy cost model of /fulcro-vs-custom-projects: what building and
 * running an IoT platform in-house costs, from five assumptions a visitor can
 * change. Pure functions, no React: the component and its unit test share them.
 * No Fulcro price appears here (pricing is by quote).
 */

/** The assumptions, in the order the page shows them. */
export const fields = ['engineers', 'buildMonths', 'costPerEngineer', 'runEngineers', 'years'] as const;

export type Field = (typeof fields)[number];

export type Inputs = Record<Field, number>;

/**
 * Defaults: a small platform team building for a year, then keeping one and a
 * half engineers on it, compared over three years. EUR, loaded cost per year.
 */
export const defaults: Inputs = {
  engineers: 4,
  buildMonths: 12,
  costPerEngineer: 80_000,
  runEngineers: 1.5,
  years: 3,
};

/** Accepted range of each assumption (inclusive). */
export const bounds: Record<Field, {min: number; max: number}> = {
  engineers: {min: 1, max: 50},
  buildMonths: {min: 1, max: 60},
  costPerEngineer: {min: 20_000, max: 400_000},
  runEngineers: {min: 0, max: 20},
  years: {min: 1, max: 10},
};

/** Which assumptions are amounts of money (shown as EUR). */
export const isMoney = (field: Field): boolean => field === 'costPerEngineer';

export type Results = {
  /** Engineers × months of building × monthly cost. */
  buildCost: number;
  /** Share of engineers kept on the platform after launch × yearly cost. */
  yearlyRunCost: number;
  /** Build cost plus the run cost of every year compared. */
  total: number;
};

export function compute(inputs: Inputs): Results {
  const buildCost = inputs.engineers * (inputs.buildMonths / 12) * inputs.costPerEngineer;
  const yearlyRunCost = inputs.runEngineers * inputs.costPerEngineer;
  const total = buildCost + yearlyRunCost * inputs.years;
  return {buildCost: Math.round(buildCost), yearlyRunCost: Math.round(yearlyRunCost), total: Math.round(total)};
}

/** The words of the validation messages; `{min}` and `{max}` are replaced by the bounds, formatted for the locale. */
export type Messages = {
  notANumber: string;
  belowMin: string;
  aboveMax: string;
};

function separators(locale: string): {decimal: string; group: string} {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a number typed in the page's language: `80.000` or `1,5` in Italian,
 * `80,000` or `1.5` in English; spaces and a trailing `€` are ignored. A lone
 * separator that does not group thousands is read as the decimal mark, so
 * `1.5` also works in Italian. Returns NaN when the text is not a number.
 */
export function parseNumber(raw: string, locale: string): number {
  const trimmed = raw.replace(/[\s\u00a0\u202f€]/g, '');
  const negative = /^[-\u2212]/.test(trimmed);
  const text = negative ? trimmed.slice(1) : trimmed;
  if (text === '') return NaN;
  const {decimal, group} = separators(locale);
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d+)?$`);
  let plain: string;
  if (grouped.test(text)) {
    plain = text.split(group).join('').replace(decimal, '.');
  } else {
    const marks = text.replace(/\d/g, '');
    if (marks.length > 1) return NaN;
    plain = text.replace(/[.,]/, '.');
  }
  if (!/^\d+(\.\d+)?$/.test(plain)) return NaN;
  return negative ? -Number(plain) : Number(plain);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {maximumFractionDigits: 2}).format(value);
}

export function formatEur(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR', maximumFractionDigits: 0}).format(value);
}

/** A field's value as it is first shown in its input (Italian: `80.000`, `1,5`). */
export function formatInput(value: number, locale: string): string {
  return formatNumber(value, locale);
}

export type Checked = {ok: true; value: number} | {ok: false; message: string};

/** Checks what a visitor typed in one field; the message names the bound in the page's language. */
export function validate(field: Field, raw: string, locale: string, messages: Messages): Checked {
  const value = parseNumber(raw, locale);
  const {min, max} = bounds[field];
  const show = (n: number) => (isMoney(field) ? formatEur(n, locale) : formatNumber(n, locale));
  const fill = (template: string) => template.replace('{min}', show(min)).replace('{max}', show(max));
  if (Number.isNaN(value)) return {ok: false, message: fill(messages.notANumber)};
  if (value < min) return {ok: false, message: fill(messages.belowMin)};
  if (value > max) return {ok: false, message: fill(messages.aboveMax)};
  return {ok: true, value};
}
