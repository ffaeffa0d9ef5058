/**
 * The numbers of the plans and support offers (fact sheet), with no UI words,
 * so build-time code (plugins, schemas, the FAQ structured data) can read
 * them; `plans.ts` builds the translated plans and offers on top of them.
 */
export type CloudPlanId = 'standard' | 'pro' | 'enterprise';

/** A limit is a count or unlimited. */
export type Limit = number | 'unlimited';

export const cloudPlans: Record<CloudPlanId, {devices: Limit; users: Limit}> = {
  standard: {devices: 2000, users: 1000},
  pro: {devices: 20000, users: 5000},
  enterprise: {devices: 'unlimited', users: 'unlimited'},
};

/** The support offers: a free first consultation, then the yearly jump-start pack. */
export const supportLimits = {
  consultationHours: 1,
  jumpStartMaxHoursPerYear: 10,
  jumpStartBlockHours: 1,
  jumpStartCarryOver: false,
} as const;

/** Formats a count in the visitor's locale, always with grouping (Italian writes 1.000, not 1000). */
export function formatCount(value: number, locale: string): string {
  // `useGrouping: 'always'` is ES2023 (Intl.NumberFormat v3); the project's lib is ES2022.
  const options = {useGrouping: 'always'} as unknown as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(locale, options).format(value);
}
