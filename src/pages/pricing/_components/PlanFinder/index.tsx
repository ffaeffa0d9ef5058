import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {aiPlan, cloudPlan, cloudPlans, formatCount} from '@site/src/data/plans';
import {
  daysPerMonth,
  emptyForm,
  fieldNames,
  fieldRules,
  formatBytes,
  fromQuery,
  readForm,
  recommend,
  toQuery,
  type FieldError,
  type FieldName,
  type FinderForm,
  type Recommendation,
} from '@site/src/lib/plan-finder';
import styles from './styles.module.css';

type Errors = Partial<Record<FieldName, FieldError>>;

function useLabels(): Record<FieldName, string> {
  return {
    devices: translate({id: 'pricing.finder.devices', message: 'Connected devices'}),
    users: translate({id: 'pricing.finder.users', message: 'Users'}),
    perMinute: translate({id: 'pricing.finder.perMinute', message: 'Messages per device per minute'}),
    payload: translate({id: 'pricing.finder.payload', message: 'Average payload size, in bytes'}),
  };
}

/** The message under a field: what it accepts, in the page's number format. */
function errorMessage(field: FieldName, format: (n: number) => string): string {
  const {min, max} = fieldRules[field];
  return fieldRules[field].integer
    ? translate(
        {id: 'pricing.finder.error.whole', message: 'Enter a whole number from {min} to {max}.'},
        {min: format(min), max: format(max)},
      )
    : translate(
        {id: 'pricing.finder.error.rate', message: 'Enter a number above {min} and up to {max}, such as {example}.'},
        {min: format(min), max: format(max), example: format(0.5)},
      );
}

type FieldProps = {
  name: FieldName;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: (el: HTMLInputElement | null) => void;
};

function NumberField({name, label, value, error, onChange, inputRef}: FieldProps): ReactNode {
  const id = `plan-finder-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode={fieldRules[name].integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : false}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(styles.input, error && styles.inputInvalid)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Result({
  result,
  labels,
  format,
  locale,
}: {
  result: Recommendation;
  labels: Record<FieldName, string>;
  format: (n: number) => string;
  locale: string;
}): ReactNode {
  const plan = cloudPlan(result.plan);
  const lightweight = aiPlan('lightweight');
  const withAi = result.ai === 'lightweight';
  const name = withAi ? `${plan.name} + ${lightweight.fullName}` : plan.name;
  const lightweightPlans = lightweight.availableWith.map((id) => cloudPlan(id).name).join(', ');
  return (
    <>
      <p className={styles.eyebrow}>
        <Translate id="pricing.finder.result">The plan that fits</Translate>
      </p>
      <Heading as="h3" className={styles.planName}>
        {name}
      </Heading>
      <p className={styles.purchase}>
        {plan.purchase === 'self-service' ? (
          <Translate id="pricing.purchase.selfService">Self-service: create it online</Translate>
        ) : (
          <Translate id="pricing.purchase.contact">Contact only: by quote</Translate>
        )}
      </p>
      <ul className={styles.reasons}>
        {result.binding.length === 0 && !result.movedUpForAi && (
          <li>
            <Translate id="pricing.finder.fits" values={{plan: plan.name}}>
              {'Within every limit of {plan}.'}
            </Translate>
          </li>
        )}
        {result.binding.map((b) => (
          <li key={b.limit}>
            <Translate
              id="pricing.finder.over"
              values={{
                what: labels[b.limit],
                need: <strong>{format(b.need)}</strong>,
                max: format(b.max),
                plan: cloudPlan(b.plan).name,
              }}>
              {'{what}: {need}, over the {plan} limit of {max}'}
            </Translate>
          </li>
        ))}
        {result.movedUpForAi && (
          <li>
            <Translate
              id="pricing.finder.movedUp"
              values={{ai: lightweight.fullName, plan: lightweightPlans, smaller: cloudPlan(result.movedUpForAi).name}}>
              {'Anomaly detection needs {ai}, which comes only with {plan}: {smaller} is not enough.'}
            </Translate>
          </li>
        )}
      </ul>
      <dl className={styles.facts}>
        <dt>
          <Translate id="pricing.finder.monthlyMessages">Messages a month</Translate>
        </dt>
        <dd data-fact="messages">{format(result.monthlyMessages)}</dd>
        <dt>
          <Translate id="pricing.finder.monthlyData">Data a month</Translate>
        </dt>
        <dd data-fact="data">{formatBytes(result.monthlyBytes, locale)}</dd>
        <dt>{lightweight.fullName}</dt>
        <dd data-fact="ai">
          {result.ai === 'lightweight' && <Translate id="pricing.matrix.value.included">Included</Translate>}
          {result.ai === 'lightweight-possible' && (
            <Translate id="pricing.finder.ai.possible">Possible: add it when you create the instance</Translate>
          )}
          {result.ai === 'lightweight-not-with-plan' && (
            <Translate id="pricing.finder.ai.notWithPlan" values={{plan: plan.name, with: lightweightPlans}}>
              {'Not with {plan}, only with {with}'}
            </Translate>
          )}
          {result.ai === 'quote' && (
            <Translate id="pricing.finder.ai.quote" values={{plan: plan.name}}>
              {'With {plan}, Fulcro AI is part of the quote'}
            </Translate>
          )}
        </dd>
      </dl>
      <p className={styles.assumptions}>
        <Translate id="pricing.finder.assumptions" values={{days: format(daysPerMonth), bytes: format(1000)}}>
          {'A month is {days} days; sizes in decimal units (1 kB = {bytes} bytes).'}
        </Translate>
      </p>
      <Link
        to={result.next.to}
        className={clsx(
          'button',
          result.next.kind === 'checkout' ? 'button--primary' : 'button--outline button--primary',
          styles.cta,
        )}>
        {result.next.kind === 'checkout' ? (
          <Translate id="pricing.finder.cta.checkout" values={{plan: name}}>
            {'Start with {plan}'}
          </Translate>
        ) : (
          <Translate id="pricing.finder.cta.quote" values={{plan: name}}>
            {'Request a quote for {plan}'}
          </Translate>
        )}
      </Link>
    </>
  );
}

/**
 * The answer box before the first answer: the limits the finder weighs, from the plans' data, so that the box
 * already tells a visitor something and shows where the answer will appear.
 */
function HowItDecides({format}: {format: (n: number) => string}): ReactNode {
  const lightweight = aiPlan('lightweight');
  return (
    <>
      <p className={styles.eyebrow}>
        <Translate id="pricing.finder.howItDecides">What the finder weighs</Translate>
      </p>
      <dl className={styles.limits}>
        {cloudPlans.map((plan) => (
          <div key={plan.id} className={styles.limit}>
            <dt>{plan.name}</dt>
            <dd>
              {typeof plan.devices === 'number' && typeof plan.users === 'number' ? (
                <Translate
                  id="pricing.finder.limits"
                  values={{devices: format(plan.devices), users: format(plan.users)}}>
                  {'Up to {devices} devices and {users} users'}
                </Translate>
              ) : (
                <Translate id="pricing.finder.limits.none">No limit on devices or users</Translate>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.rule}>
        <Translate
          id="pricing.finder.rule.anomaly"
          values={{
            ai: lightweight.fullName,
            plan: lightweight.availableWith.map((id) => cloudPlan(id).name).join(', '),
          }}>
          {'Anomaly detection needs {ai}, which comes only with {plan}.'}
        </Translate>
      </p>
      <p className={styles.placeholder}>
        <Translate id="pricing.finder.placeholder">Your plan appears here.</Translate>
      </p>
    </>
  );
}

/**
 * The plan finder: four figures and a yes/no in, the plan that fits out
 * (rules in `src/lib/plan-finder.ts`). The answer is kept in the address
 * (`?devices=…`), replaced on every answer and read back on load, so it can be
 * shared; the locale dropdown carries it into the other language.
 */
export default function PlanFinder(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const history = useHistory();
  const location = useLocation();
  const labels = useLabels();
  const format = (n: number) => formatCount(n, locale);

  const [form, setForm] = useState<FinderForm>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Recommendation | null>(null);
  const [focusError, setFocusError] = useState(0);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const answer = (next: FinderForm): boolean => {
    const read = readForm(next, locale);
    setErrors(read.ok ? {} : read.errors);
    setResult(read.ok ? recommend(read.needs) : null);
    return read.ok;
  };

  // A shared link: restore the form and answer at once (after hydration, so the static HTML stays the same).
  useEffect(() => {
    const restored = fromQuery(location.search, locale);
    if (restored) {
      setForm(restored);
      answer(restored);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read the address once, on load
  }, []);

  useEffect(() => {
    if (focusError === 0) return;
    const first = fieldNames.find((f) => errors[f]);
    if (first) inputs.current[first]?.focus();
  }, [focusError, errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer(form)) setFocusError((n) => n + 1);
    // React Router's replace (history.replaceState underneath): no new history entry, no scroll, no page view.
    const {pathname, search, hash} = history.location;
    history.replace({pathname, search: toQuery(form, locale, search), hash});
  };

  return (
    <div className={styles.finder}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="plan-finder-title">
        <div className={styles.fields}>
          {fieldNames.map((name) => (
            <NumberField
              key={name}
              name={name}
              label={labels[name]}
              value={form[name]}
              error={errors[name] && errorMessage(name, format)}
              onChange={(value) => setForm((f) => ({...f, [name]: value}))}
              inputRef={(el) => {
                inputs.current[name] = el;
              }}
            />
          ))}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>
            <Translate id="pricing.finder.anomaly">Do you need anomaly detection?</Translate>
          </legend>
          <div className={styles.choices}>
            {[true, false].map((yes) => (
              <label key={String(yes)} className={styles.choice}>
                <input
                  type="radio"
                  name="anomaly"
                  value={yes ? 'yes' : 'no'}
                  checked={form.anomaly === yes}
                  onChange={() => setForm((f) => ({...f, anomaly: yes}))}
                  className={styles.radio}
                />
                {yes ? (
                  <Translate id="pricing.finder.yes">Yes, I need it</Translate>
                ) : (
                  <Translate id="pricing.finder.no">No, I don't</Translate>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={clsx('button button--primary', styles.submit)}>
          <Translate id="pricing.finder.submit">Find my plan</Translate>
        </button>
      </form>
      <div className={styles.result} aria-live="polite">
        {result ? (
          <Result result={result} labels={labels} format={format} locale={locale} />
        ) : (
          <HowItDecides format={format} />
        )}
      </div>
    </div>
  );
}
