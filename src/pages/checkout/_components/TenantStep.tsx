import React, {useEffect, type ReactNode, type Ref} from 'react';
import {useForm, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import TextField from '@site/src/forms/fields/TextField';
import CheckboxField from '@site/src/forms/fields/CheckboxField';
import {useCheckoutSchemas} from '@site/src/forms/use-schemas';
import {useServerFieldErrors} from '@site/src/forms/use-server-errors';
import type {FieldError} from '@site/src/forms/post-json';
import type {CheckoutDraft} from '@site/src/forms/checkout-draft';
import {aiPlan, cloudPlan} from '@site/src/data/plans';
import {instanceUrl, product} from '@site/src/data/product';
import {routes} from '@site/src/data/routes';
import {orderModel} from '@site/src/data/order-model';
import {hosting} from '@site/src/data/hosting';
import PrivacyNote from '@site/src/forms/fields/PrivacyNote';
import StepFrame from './StepFrame';
import styles from './styles.module.css';

export type TenantValues = {tenant: string; email: string; termsAccepted: boolean};

type Props = {
  draft: CheckoutDraft;
  headingRef: Ref<HTMLHeadingElement>;
  /** Fields the receiver refused, shown on this step's own. */
  serverErrors?: readonly FieldError[];
  submitting: boolean;
  onChange: (patch: Partial<CheckoutDraft>) => void;
  onSubmit: (values: TenantValues) => void;
  onBack: (patch: Partial<CheckoutDraft>) => void;
};

function OrderSummary({draft}: {draft: CheckoutDraft}): ReactNode {
  return (
    <dl className={styles.summary}>
      <dt>
        <Translate id="checkout.summary.cloud">Cloud version</Translate>
      </dt>
      <dd>{draft.cloudPlan ? cloudPlan(draft.cloudPlan).name : '—'}</dd>
      <dt>
        <Translate id="checkout.summary.ai">AI version</Translate>
      </dt>
      <dd>
        {draft.aiPlan === 'none' ? <Translate id="checkout.summary.aiNone">None</Translate> : aiPlan(draft.aiPlan).name}
      </dd>
    </dl>
  );
}

/**
 * What follows the request, in the words of the order model (src/data/order-model.ts): the one
 * place of the checkout that says what happens if the quote is not accepted, and where the data lives.
 */
function WhatHappensNext(): ReactNode {
  return (
    <div className={styles.orderNote}>
      <p>
        <Translate
          id="checkout.next.evaluation"
          values={{
            days: orderModel.evaluationDays,
            quoteDays: orderModel.quoteBusinessDays,
            exportDays: orderModel.exportDaysAfterSuspension,
          }}>
          {
            'This is a request for a free evaluation instance, not a purchase. Within {quoteDays} business days we send you a quote; only your written acceptance starts a contract and any fee. Without it, the instance is suspended when its {days} days end, its data can be exported for {exportDays} more days, and then it is deleted. Nothing renews on its own.'
          }
        </Translate>
      </p>
      <p>
        <Translate
          id="checkout.next.dataRegions"
          values={{
            region: `AWS ${hosting.instanceRegion.name}`,
            backupRegion: `AWS ${hosting.backupRegion.name}`,
            subProcessors: (
              <Link to={routes.subProcessors}>
                <Translate id="checkout.next.subProcessors">sub-processors</Translate>
              </Link>
            ),
          }}>
          {
            'Your instance and its data stay in the EU: the instance in {region}, backups in {backupRegion}. The one exception is push notifications, when you send them: Apple and Google deliver them, outside the EEA. The {subProcessors} page lists who processes your data for us.'
          }
        </Translate>
      </p>
    </div>
  );
}

/** Step 3: tenant (shown live as the instance address), email and the terms; then the request is sent. */
export default function TenantStep({
  draft,
  headingRef,
  serverErrors,
  submitting,
  onChange,
  onSubmit,
  onBack,
}: Props): ReactNode {
  const schemas = useCheckoutSchemas();
  const form = useForm<TenantValues>({
    resolver: zodResolver(schemas.tenant) as unknown as Resolver<TenantValues>,
    defaultValues: {tenant: draft.tenant, email: draft.email, termsAccepted: draft.termsAccepted},
  });
  useServerFieldErrors(form, serverErrors, ['tenant', 'email', 'termsAccepted']);
  useEffect(() => {
    const subscription = form.watch((values) =>
      onChange({
        tenant: values.tenant ?? '',
        email: values.email ?? '',
        termsAccepted: values.termsAccepted === true,
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const tenant = form.watch('tenant');
  const errors = form.formState.errors;
  const example = translate({
    id: 'checkout.step.tenant.example',
    message: 'your-company',
    description: 'Tenant shown in the address preview while the field is empty',
  });

  return (
    <>
      <StepFrame
        title={<Translate id="checkout.step.tenant.title">Name your tenant</Translate>}
        intro={
          <Translate id="checkout.step.tenant.intro">
            The tenant is your company's space on Fulcro Cloud and the first part of your instance's address.
          </Translate>
        }
        headingRef={headingRef}
        showRequiredNote
        submitting={submitting}
        onBack={() => onBack(form.getValues())}
        submitLabel={
          <Translate id="checkout.submit" values={{product: product.name}}>
            {'Create my {product}'}
          </Translate>
        }
        onSubmit={form.handleSubmit(onSubmit)}>
        <OrderSummary draft={draft} />
        <TextField
          label={<Translate id="checkout.field.tenant.label">Tenant</Translate>}
          required
          registration={form.register('tenant')}
          error={errors.tenant?.message}
          hint={
            <Translate id="checkout.field.tenant.hint">
              3 to 63 characters: lowercase letters, digits and hyphens, starting with a letter.
            </Translate>
          }
          autoComplete="off"
          inputProps={{spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off'}}
          preview={
            <Translate
              id="checkout.field.tenant.preview"
              values={{url: <strong className={styles.url}>{instanceUrl(tenant || example)}</strong>}}>
              {'Your instance address: {url}'}
            </Translate>
          }
        />
        <TextField
          label={<Translate id="checkout.field.email.label">Email</Translate>}
          type="email"
          required
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
          hint={
            <Translate id="checkout.field.email.hint">
              We will write to this address when your instance is ready, and send the quote to it.
            </Translate>
          }
          inputProps={{spellCheck: false, autoCapitalize: 'none'}}
        />
        <WhatHappensNext />
        <CheckboxField
          required
          registration={form.register('termsAccepted')}
          error={errors.termsAccepted?.message}
          label={
            <Translate
              id="checkout.field.terms.label"
              values={{
                terms: (
                  <Link to={routes.termsAndConditions}>
                    <Translate id="checkout.field.terms.terms">terms and conditions</Translate>
                  </Link>
                ),
                aup: (
                  <Link to={routes.acceptableUsePolicy}>
                    <Translate id="checkout.field.terms.policy">acceptable-use policy</Translate>
                  </Link>
                ),
                dpa: (
                  <Link to={routes.dataProcessingAgreement}>
                    <Translate id="checkout.field.terms.dpa">data-processing agreement</Translate>
                  </Link>
                ),
              }}>
              {'I accept the {terms} and the {aup}, with the {dpa} they annex.'}
            </Translate>
          }
        />
      </StepFrame>
      <PrivacyNote />
    </>
  );
}
