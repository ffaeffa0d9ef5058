import React, {useEffect, type ReactNode, type Ref} from 'react';
import {useForm, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import Translate from '@docusaurus/Translate';
import ChoiceGroup from '@site/src/forms/fields/ChoiceGroup';
import PlanLimits from '@site/src/components/PlanLimits';
import {useCheckoutSchemas} from '@site/src/forms/use-schemas';
import {useServerFieldErrors} from '@site/src/forms/use-server-errors';
import type {FieldError} from '@site/src/forms/post-json';
import {orderableCloudPlans, type OrderCloudPlan} from '@site/src/forms/schemas';
import type {CheckoutDraft} from '@site/src/forms/checkout-draft';
import {cloudPlan} from '@site/src/data/plans';
import {cloudPlanWords} from '@site/src/lib/plan-words';
import {messagePolicyValues} from '@site/src/data/platform';
import StepFrame from './StepFrame';
import ContactOnlyOption from './ContactOnlyOption';

type Values = {cloudPlan: string};

type Props = {
  draft: CheckoutDraft;
  headingRef: Ref<HTMLHeadingElement>;
  /** Fields the receiver refused, shown on this step's own. */
  serverErrors?: readonly FieldError[];
  onChange: (patch: Partial<CheckoutDraft>) => void;
  onNext: (patch: {cloudPlan: OrderCloudPlan}) => void;
};

/** Step 1: Standard or Pro; Enterprise is shown with its quote link. Next needs a choice. */
export default function CloudStep({draft, headingRef, serverErrors, onChange, onNext}: Props): ReactNode {
  const schemas = useCheckoutSchemas();
  const form = useForm<Values>({
    resolver: zodResolver(schemas.cloud) as unknown as Resolver<Values>,
    defaultValues: {cloudPlan: draft.cloudPlan},
  });
  useServerFieldErrors(form, serverErrors, ['cloudPlan']);
  useEffect(() => {
    const subscription = form.watch((values) => {
      const value = values.cloudPlan;
      if (value === 'standard' || value === 'pro') onChange({cloudPlan: value});
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const enterprise = cloudPlan('enterprise');
  return (
    <StepFrame
      title={<Translate id="checkout.step.cloud.title">Choose your Fulcro Cloud version</Translate>}
      intro={
        <Translate id="checkout.step.cloud.differences" values={messagePolicyValues}>
          {
            'Every version includes the whole platform. Versions differ in the devices and users they admit. Each sets a default message policy per device: {standardRate} messages a second of up to {standardPayload} KiB on Standard, {proRate} of up to {proPayload} KiB on Pro. Fulcro AI Lightweight comes only with Pro; Fulcro AI Full is offered by quote. Only Enterprise can run in your own cluster, and it starts with a quote.'
          }
        </Translate>
      }
      headingRef={headingRef}
      onSubmit={form.handleSubmit((values) => onNext({cloudPlan: values.cloudPlan as OrderCloudPlan}))}>
      <ChoiceGroup
        legend={<Translate id="checkout.step.cloud.legend">Cloud version</Translate>}
        required
        registration={form.register('cloudPlan')}
        error={form.formState.errors.cloudPlan?.message}
        choices={orderableCloudPlans.map((id) => {
          const plan = cloudPlan(id);
          return {value: id, label: plan.name, description: <PlanLimits plan={plan} />};
        })}>
        <ContactOnlyOption
          name={enterprise.name}
          description={<PlanLimits plan={enterprise} />}
          cta={{label: cloudPlanWords('enterprise').cta, to: enterprise.cta.to}}
        />
      </ChoiceGroup>
    </StepFrame>
  );
}
