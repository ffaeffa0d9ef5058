import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  applyQuery,
  clearDraft,
  emptyDraft,
  idempotencyFor,
  loadDraft,
  normalise,
  saveDraft,
  withoutPreselection,
  type CheckoutDraft,
  type CheckoutStep,
} from '@site/src/forms/checkout-draft';
import {sessionStore} from '@site/src/forms/session-store';
import {submitOrder} from '@site/src/forms/submit-order';
import {useFormLocale, useFormsConfig} from '@site/src/forms/use-forms-config';
import type {OrderRequest} from '@site/src/forms/schemas';
import type {FieldError} from '@site/src/forms/post-json';
import StepIndicator from './StepIndicator';
import CloudStep from './CloudStep';
import AiStep from './AiStep';
import TenantStep, {type TenantValues} from './TenantStep';
import OrderResult, {type Outcome} from './OrderResult';

/**
 * The checkout: three steps, then the result. The draft lives in
 * sessionStorage (Back, Next and a reload keep it); `?plan=` and `?ai=`
 * preselect and are then removed from the address so a reload keeps the
 * visitor's later choices.
 */
export default function CheckoutWizard(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {orderEndpoint} = useFormsConfig();
  const locale = useFormLocale();

  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  // Bumped whenever the draft is replaced from outside a step, so the step's form remounts with it.
  const [revision, setRevision] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Fields the receiver refused: the step that holds the first one is shown with them marked.
  const [serverErrors, setServerErrors] = useState<FieldError[] | undefined>(undefined);

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    const stored = loaded ? draftRef.current : loadDraft(sessionStore);
    const preselected = applyQuery(stored, location.search);
    if (preselected) {
      history.replace({pathname: location.pathname, search: withoutPreselection(location.search), hash: location.hash});
    }
    if (!loaded || preselected) {
      setDraft(preselected ?? stored);
      setRevision((r) => r + 1);
      setOutcome(null);
      setLoaded(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the query string decides whether to preselect again
  }, [location.search]);

  useEffect(() => {
    if (!loaded) return;
    // The empty draft (a new visit, or after a successful order) leaves nothing in storage.
    if (draft === emptyDraft) clearDraft(sessionStore);
    else saveDraft(sessionStore, draft);
  }, [draft, loaded]);

  useEffect(() => {
    if (focusHeading.current) {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  });

  const update = useCallback((patch: Partial<CheckoutDraft>) => {
    setDraft((current) => normalise({...current, ...patch}));
  }, []);

  const goTo = useCallback(
    (step: CheckoutStep, patch: Partial<CheckoutDraft> = {}) => {
      focusHeading.current = true;
      update({...patch, step});
    },
    [update],
  );

  const placeOrder = useCallback(
    async (values: TenantValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      const current = normalise({...draftRef.current, ...values});
      const order: OrderRequest = {
        cloudPlan: current.cloudPlan || 'standard',
        aiPlan: current.aiPlan,
        tenant: current.tenant,
        email: current.email.trim(),
        termsAccepted: true,
        locale,
      };
      const idempotency = idempotencyFor(current, order);
      const sent = {...current, idempotency};
      // Stored before the request leaves, so a reload during it keeps the key.
      saveDraft(sessionStore, sent);
      setDraft(sent);
      setServerErrors(undefined);
      const result = await submitOrder(orderEndpoint, order, idempotency.key);
      inFlight.current = false;
      setSubmitting(false);
      if (result.ok) {
        focusHeading.current = true;
        clearDraft(sessionStore);
        setDraft(emptyDraft);
        setRevision((r) => r + 1);
        setOutcome({kind: 'success', order, accepted: result.data});
      } else if (result.failure.code === 'validation_failed' && result.failure.fieldErrors) {
        // Shown on the fields, as the browser's own checks are; the first refused field takes the focus.
        const fields = result.failure.fieldErrors.map((error) => error.field);
        const step: CheckoutStep = fields.includes('cloudPlan') ? 1 : fields.includes('aiPlan') ? 2 : 3;
        setServerErrors(result.failure.fieldErrors);
        setOutcome(null);
        setRevision((r) => r + 1);
        update({step});
      } else {
        focusHeading.current = true;
        setOutcome({kind: 'failure', failure: result.failure});
      }
    },
    [locale, orderEndpoint, update],
  );

  if (outcome) {
    return (
      <OrderResult
        outcome={outcome}
        headingRef={headingRef}
        submitting={submitting}
        onRetry={() => void placeOrder({tenant: draft.tenant, email: draft.email, termsAccepted: true})}
        onBackToForm={() => {
          setOutcome(null);
          setRevision((r) => r + 1);
          goTo(3);
        }}
      />
    );
  }

  const stepKey = `${draft.step}-${revision}`;
  return (
    <>
      <StepIndicator current={draft.step} />
      {draft.step === 1 && (
        <CloudStep
          key={stepKey}
          draft={draft}
          headingRef={headingRef}
          serverErrors={serverErrors}
          onChange={update}
          onNext={(v) => goTo(2, v)}
        />
      )}
      {draft.step === 2 && (
        <AiStep
          key={stepKey}
          draft={draft}
          headingRef={headingRef}
          serverErrors={serverErrors}
          onChange={update}
          onNext={(v) => goTo(3, v)}
          onBack={(v) => goTo(1, v)}
        />
      )}
      {draft.step === 3 && (
        <TenantStep
          key={stepKey}
          draft={draft}
          headingRef={headingRef}
          serverErrors={serverErrors}
          submitting={submitting}
          onChange={update}
          onSubmit={placeOrder}
          onBack={(v) => goTo(2, v)}
        />
      )}
    </>
  );
}
