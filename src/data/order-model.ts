/**
 * The order model: what submitting the checkout does and what follows
 * (shared/PLATFORM.md, "Commercial, legal and operations facts"). Pricing is
 * by quote and the checkout creates an instance at once, so the checkout
 * *requests an evaluation instance*; it is not a purchase.
 *
 * 1. The evaluation instance is free for `evaluationDays`.
 * 2. Within `quoteBusinessDays` Fulcro sends a quote: price, term, billing.
 * 3. A contract, and any fee, starts only when the customer accepts the quote
 *    in writing; the evaluation instance then becomes the contracted one, at
 *    the same address and with its data.
 * 4. Not accepted within the evaluation: the instance is suspended (no device
 *    connects, no user signs in), its data can be exported for
 *    `exportDaysAfterSuspension` more days, then the instance is deleted.
 * 5. Nothing renews before a contract exists.
 *
 * The terms (§4, §5, §12), the pricing FAQ, the checkout, /pricing and the
 * help center say exactly this, quoting the figures through
 * `<Fact of="order.…" />` (tests/unit/commercial-facts.test.ts). Business
 * days are Monday to Friday, except Italian public holidays.
 */
export const orderModel = {
  evaluationDays: 30,
  quoteBusinessDays: 2,
  exportDaysAfterSuspension: 30,
  /** A contract starts only with the customer's written acceptance of the quote. */
  contractStartsWith: 'written-acceptance-of-the-quote',
  /** On acceptance the evaluation instance is kept: same tenant, same address, same data. */
  instanceKeptOnAcceptance: true,
  /** No fee and no renewal of any kind before a contract exists. */
  renewsWithoutContract: false,
  /** Plans the checkout requests an evaluation instance of; Enterprise and Fulcro AI Full start with a quote request. */
  evaluationPlans: ['standard', 'pro'],
} as const;
