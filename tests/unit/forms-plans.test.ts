import * as plans from '../../src/data/plans';
import {checkoutSchemas, orderableAiPlans, orderableCloudPlans, validate} from '../../src/forms/schemas';
const {aiPlans, cloudPlans, comparisonMatrix, formatCount, isAiAvailable, supportOffers} = plans;

describe('plans data module', () => {
  it('has the three cloud plans and the two AI plans of the fact sheet, with unique ids', () => {
    expect(cloudPlans.map((p) => p.id)).toEqual(['standard', 'pro', 'enterprise']);
    expect(aiPlans.map((p) => p.id)).toEqual(['lightweight', 'full']);
    expect(cloudPlans.map((p) => p.name)).toEqual(['Standard', 'Pro', 'Enterprise']);
    expect(aiPlans.map((p) => p.name)).toEqual(['Lightweight', 'Full']);
  });

  it('carries the limits of the fact sheet', () => {
    const limits = Object.fromEntries(cloudPlans.map((p) => [p.id, [p.devices, p.users]]));
    expect(limits).toEqual({standard: [2000, 1000], pro: [20000, 5000], enterprise: ['unlimited', 'unlimited']});
  });

  it('makes Standard and Pro self-service and Enterprise and Full contact-only', () => {
    expect(cloudPlans.map((p) => p.purchase)).toEqual(['self-service', 'self-service', 'contact']);
    expect(aiPlans.map((p) => p.purchase)).toEqual(['self-service', 'contact']);
  });

  it('offers Lightweight only with Pro and no AI at all with Standard', () => {
    expect(plans.aiPlan('lightweight').availableWith).toEqual(['pro']);
    expect(plans.cloudPlanHasAi('standard')).toBe(false);
    expect(plans.cloudPlanHasAi('pro')).toBe(true);
  });

  it('links each call to action where the issue says', () => {
    const ctas = Object.fromEntries([...cloudPlans, ...aiPlans].map((p) => [p.id, p.cta.to]));
    expect(ctas).toEqual({
      standard: '/checkout?plan=standard',
      pro: '/checkout?plan=pro',
      enterprise: '/contact-us?type=quote',
      lightweight: '/checkout?plan=pro&ai=lightweight',
      full: '/contact-us?type=quote',
    });
    expect(supportOffers.consultation.cta.to).toBe('/contact-us?type=consultation');
  });

  it('describes the support offers of the fact sheet', () => {
    expect(supportOffers.consultation.hours).toBe(1);
    expect(supportOffers.jumpStart).toMatchObject({maxHoursPerYear: 10, blockHours: 1, carryOver: false});
  });

  it('gives every matrix row a value for every cloud plan, with unique keys', () => {
    const rows = comparisonMatrix.flatMap((g) => g.rows);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const row of rows) {
      expect(Object.keys(row.values).sort(), row.key).toEqual(['enterprise', 'pro', 'standard']);
    }
  });

  it('uses exactly the tier values unlimited, 1,000, 2,000, 5,000 and 20,000', () => {
    const tiers = new Set(
      comparisonMatrix
        .flatMap((g) => g.rows)
        .flatMap((r) => Object.values(r.values))
        .filter((v) => typeof v === 'number' || v === 'unlimited'),
    );
    expect([...tiers].sort()).toEqual([1000, 2000, 5000, 20000, 'unlimited'].sort());
  });

  it('derives the matrix limits and AI rows from the plans', () => {
    const row = (key: string) => comparisonMatrix.flatMap((g) => g.rows).find((r) => r.key === key)!;
    expect(row('devices').values).toEqual({standard: 2000, pro: 20000, enterprise: 'unlimited'});
    expect(row('users').values).toEqual({standard: 1000, pro: 5000, enterprise: 'unlimited'});
    expect(row('aiLightweight').values.standard).toBe('not-included');
    expect(row('aiLightweight').values.pro).toBe('add-on');
    expect(row('aiFull').values).toEqual({standard: 'not-included', pro: 'on-request', enterprise: 'on-request'});
    expect(row('selfService').values).toEqual({standard: 'included', pro: 'included', enterprise: 'not-included'});
  });

  it('formats counts in each locale with grouping (Italian 1.000, not 1000)', () => {
    expect([1000, 2000, 5000, 20000].map((n) => formatCount(n, 'en'))).toEqual(['1,000', '2,000', '5,000', '20,000']);
    expect([1000, 2000, 5000, 20000].map((n) => formatCount(n, 'it'))).toEqual(['1.000', '2.000', '5.000', '20.000']);
  });
});

describe('the order schema agrees with the plans', () => {
  const order = checkoutSchemas().order;
  const base = {tenant: 'acme', email: 'ops@acme.example', termsAccepted: true, locale: 'en'};

  it('accepts exactly the self-service plans', () => {
    expect([...orderableCloudPlans]).toEqual(cloudPlans.filter((p) => p.purchase === 'self-service').map((p) => p.id));
    expect([...orderableAiPlans]).toEqual([
      'none',
      ...aiPlans.filter((p) => p.purchase === 'self-service').map((p) => p.id),
    ]);
  });

  it.each(cloudPlans.flatMap((c) => (['none', ...aiPlans.map((a) => a.id)] as const).map((ai) => [c.id, ai] as const)))(
    'decides %s + %s as the plans do',
    (cloud, ai) => {
      const selfService = plans.cloudPlan(cloud).purchase === 'self-service';
      const aiOk = ai === 'none' || (plans.aiPlan(ai).purchase === 'self-service' && isAiAvailable(ai, cloud));
      expect(validate(order, {...base, cloudPlan: cloud, aiPlan: ai}).ok).toBe(selfService && aiOk);
    },
  );
});
