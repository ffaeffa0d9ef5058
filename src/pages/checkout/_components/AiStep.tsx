import React, {useEffect, useId, type ReactNode, type Ref} from 'react';
import {useForm, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import Translate from '@docusaurus/Translate';
import ChoiceGroup from '@site/src/forms/fields/ChoiceGroup';
import {useCheckoutSchemas} from '@site/src/forms/use-schemas';
import {useServerFieldErrors} from '@site/src/forms/use-server-errors';
import type {FieldError} from '@site/src/forms/post-json';
import type {OrderAiPlan} from '@site/src/forms/schemas';
import type {CheckoutDraft} from '@site/src/forms/checkout-draft';
import {aiPlan, cloudPlan, cloudPlanHasAi, isAiAvailable} from '@site/src/data/plans';
import {aiPlanWords} from '@site/src/lib/plan-words';
import {product} from '@site/src/data/product';
import StepFrame from './StepFrame';
import ContactOnlyOption from './ContactOnlyOption';
import styles from './styles.module.css';

type Values = {cloudPlan: string; aiPlan: string};

type Props = {
  draft: CheckoutDraft;
  headingRef: Ref<HTMLHeadingElement>;
  /** Fields the receiver refused, shown on this step's own. */
  serverErrors?: readonly FieldError[];
  onChange: (patch: Partial<CheckoutDraft>) => void;
  onNext: (patch: {aiPlan: OrderAiPlan}) => void;
  onBack: (patch: {aiPlan: OrderAiPlan}) => void;
};

function asAiPlan(value: string | undefined): OrderAiPlan {
  return value === 'lightweight' ? 'lightweight' : 'none';
}

/**
 * Step 2: no AI (the default) or Lightweight; Full is shown with its quote
 * link. With a cloud version that has no AI, Lightweight is disabled and the
 * page says so.
 */
export default function AiStep({draft, headingRef, serverErrors, onChange, onNext, onBack}: Props): ReactNode {
  const schemas = useCheckoutSchemas();
  const noticeId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(schemas.ai) as unknown as Resolver<Values>,
    defaultValues: {cloudPlan: draft.cloudPlan, aiPlan: draft.aiPlan},
  });
  useServerFieldErrors(form, serverErrors, ['aiPlan']);
  useEffect(() => {
    const subscription = form.watch((values) => onChange({aiPlan: asAiPlan(values.aiPlan)}));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const cloud = draft.cloudPlan || 'standard';
  const lightweightAvailable = isAiAvailable('lightweight', cloud);
  const lightweight = aiPlan('lightweight');
  const full = aiPlan('full');
  const back = () => onBack({aiPlan: asAiPlan(form.getValues('aiPlan'))});

  return (
    <StepFrame
      title={<Translate id="checkout.step.ai.title">Choose your AI version</Translate>}
      intro={
        <Translate id="checkout.step.ai.intro">
          Fulcro AI adds anomaly detection and forecasting to the data your devices send.
        </Translate>
      }
      headingRef={headingRef}
      onBack={back}
      onSubmit={form.handleSubmit((values) => onNext({aiPlan: asAiPlan(values.aiPlan)}))}>
      {!cloudPlanHasAi(cloud) && (
        <div id={noticeId} className={styles.notice}>
          <p className={styles.noticeTitle}>
            <Translate id="checkout.step.ai.unavailable" values={{product: product.name}}>
              {'{product} AI is not available for this {product} Cloud version.'}
            </Translate>
          </p>
          <p>
            <Translate
              id="checkout.step.ai.unavailableAdvice"
              values={{current: cloudPlan(cloud).name, pro: cloudPlan('pro').name}}>
              {
                'You chose {current}. Choose a different plan, such as {pro}, to add Fulcro AI, or create the instance without it.'
              }
            </Translate>
          </p>
          <button type="button" className="button button--outline button--primary" onClick={back}>
            <Translate id="checkout.step.ai.changePlan">Choose a different plan</Translate>
          </button>
        </div>
      )}
      <ChoiceGroup
        legend={<Translate id="checkout.step.ai.legend">AI version</Translate>}
        registration={form.register('aiPlan')}
        error={form.formState.errors.aiPlan?.message}
        choices={[
          {
            value: 'none',
            label: <Translate id="checkout.step.ai.none">None</Translate>,
            description: (
              <Translate id="checkout.step.ai.noneDescription">
                Create the instance without Fulcro AI. On Pro, Lightweight can be added later on request to support.
              </Translate>
            ),
          },
          {
            value: 'lightweight',
            label: lightweight.name,
            description: aiPlanWords('lightweight').summary,
            disabled: !lightweightAvailable,
            describedBy: lightweightAvailable ? undefined : noticeId,
          },
        ]}>
        <ContactOnlyOption
          name={full.fullName}
          description={aiPlanWords('full').summary}
          cta={{label: aiPlanWords('full').cta, to: full.cta.to}}
        />
      </ChoiceGroup>
    </StepFrame>
  );
}
