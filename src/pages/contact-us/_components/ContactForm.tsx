import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useForm, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import TextField from '@site/src/forms/fields/TextField';
import ChoiceGroup from '@site/src/forms/fields/ChoiceGroup';
import FormAlert from '@site/src/forms/fields/FormAlert';
import {RequiredNote} from '@site/src/forms/fields/RequiredMark';
import SubmissionFailureDetails, {RetryWait, useRetryWait} from '@site/src/forms/SubmissionFailureDetails';
import {useContactSchema} from '@site/src/forms/use-schemas';
import {useServerFieldErrors} from '@site/src/forms/use-server-errors';
import {useFormLocale, useFormsConfig} from '@site/src/forms/use-forms-config';
import {submitContact} from '@site/src/forms/submit-contact';
import {sessionStore} from '@site/src/forms/session-store';
import {
  clearContactDraft,
  contactIdempotencyFor,
  emptyContactValues,
  loadContactDraft,
  newContactDraft,
  saveContactDraft,
  type ContactDraft,
  type ContactValues,
} from '@site/src/forms/contact-draft';
import {requestTypes, type ContactRequest, type RequestType} from '@site/src/forms/schemas';
import {siteSubmissionLimits} from '@site/src/data/site-privacy';
import {formatCount, supportLimits} from '@site/src/data/plans-limits';
import {isRetryable, type FieldError, type SubmissionFailure} from '@site/src/forms/post-json';
import fieldStyles from '@site/src/forms/fields/styles.module.css';
import PrivacyNote from '@site/src/forms/fields/PrivacyNote';
import styles from './styles.module.css';

type Values = ContactValues & {website: string};

const fields = ['name', 'email', 'company', 'subject', 'requestType', 'message'] as const;

function requestTypeFrom(search: string): RequestType | undefined {
  const type = new URLSearchParams(search).get('type');
  return (requestTypes as readonly string[]).includes(type ?? '') ? (type as RequestType) : undefined;
}

function withoutType(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('type');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The contact form: name, email and company are required; `?type=` preselects
 * the request type (then leaves the address, so a reload keeps the visitor's
 * choice). What is typed, and the Idempotency-Key of the request last sent,
 * survive a reload within the tab (sessionStorage); a failed send keeps every
 * field and, when sending again can help, offers a retry with the same key.
 * A honeypot field and a minimum fill time keep bots out without a third
 * party or a cookie.
 */
export default function ContactForm(): ReactNode {
  const schema = useContactSchema();
  const location = useLocation();
  const history = useHistory();
  const locale = useFormLocale();
  const {contactEndpoint} = useFormsConfig();
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: {...emptyContactValues, website: ''},
  });
  const [sent, setSent] = useState<{name: string; email: string} | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[] | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const draft = useRef<ContactDraft | null>(null);
  const alertRef = useRef<HTMLHeadingElement>(null);
  const retryWait = useRetryWait(failure);
  const retryWaitId = useId();
  useServerFieldErrors(form, serverErrors, fields);

  useEffect(() => {
    // After hydration: the draft of this tab, if any, then the request type of the address.
    if (draft.current === null) {
      draft.current = loadContactDraft(sessionStore);
      form.reset({...draft.current.values, website: ''});
    }
    const type = requestTypeFrom(location.search);
    if (type) {
      form.setValue('requestType', type);
      history.replace({pathname: location.pathname, search: withoutType(location.search), hash: location.hash});
    }
  }, [location.search, location.pathname, location.hash, history, form]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (draft.current === null) return;
      const {website: _honeypot, ...kept} = values;
      draft.current = {...draft.current, values: {...draft.current.values, ...kept}};
      saveContactDraft(sessionStore, draft.current);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (sent || failure) alertRef.current?.focus();
  }, [sent, failure]);

  const send = async (values: Values) => {
    if (inFlight.current) return;
    const request: Omit<ContactRequest, 'fillTimeMs' | 'website'> = {
      name: values.name,
      email: values.email,
      company: values.company,
      subject: values.subject,
      requestType: values.requestType,
      message: values.message,
      locale,
    };
    if (values.website.trim() !== '') {
      // A bot filled the hidden field: pretend all went well and send nothing.
      setSent({name: request.name, email: request.email});
      return;
    }
    inFlight.current = true;
    setSending(true);
    setServerErrors(undefined);
    const current = draft.current ?? newContactDraft();
    const reused = contactIdempotencyFor(current, request);
    // Sent no sooner than the minimum fill time after the form was first shown (a person rarely notices).
    await sleep(siteSubmissionLimits.minFillSeconds * 1000 - (Date.now() - current.startedAt));
    // A retry sends the first attempt's body again, fill time included: same key, same body.
    const idempotency = {...reused, fillTimeMs: reused.fillTimeMs ?? Date.now() - current.startedAt};
    draft.current = {...current, idempotency};
    // Stored before the request leaves, so a reload during it keeps the key and the body.
    saveContactDraft(sessionStore, draft.current);
    const result = await submitContact(
      contactEndpoint,
      {...request, fillTimeMs: idempotency.fillTimeMs},
      idempotency.key,
    );
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      clearContactDraft(sessionStore);
      draft.current = newContactDraft();
      setFailure(null);
      setSent({name: request.name, email: request.email});
    } else if (result.failure.code === 'validation_failed' && result.failure.fieldErrors) {
      // The receiver refused fields the browser let through: shown on the fields, as the browser's own checks are.
      setFailure(null);
      setServerErrors(result.failure.fieldErrors);
    } else {
      setFailure(result.failure);
    }
  };
  const onSubmit = form.handleSubmit(send);
  const retryable = failure !== null && isRetryable(failure);

  if (sent) {
    return (
      <FormAlert tone="success" ref={alertRef} title={<Translate id="contact.success.title">Thank you!</Translate>}>
        <p>
          <Translate id="contact.success.body" values={{name: sent.name, email: <strong>{sent.email}</strong>}}>
            {'Thank you, {name}: your request has reached us. We will get back to you at {email}.'}
          </Translate>
        </p>
      </FormAlert>
    );
  }

  const errors = form.formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <RequiredNote />
      <TextField
        label={<Translate id="contact.field.name.label">Name</Translate>}
        required
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={<Translate id="contact.field.email.label">Email</Translate>}
        type="email"
        required
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
        inputProps={{spellCheck: false, autoCapitalize: 'none'}}
      />
      <TextField
        label={<Translate id="contact.field.company.label">Company</Translate>}
        required
        autoComplete="organization"
        registration={form.register('company')}
        error={errors.company?.message}
      />
      <ChoiceGroup
        legend={<Translate id="contact.field.requestType.legend">What would you like?</Translate>}
        layout="list"
        registration={form.register('requestType')}
        error={errors.requestType?.message}
        choices={[
          {value: 'quote', label: <Translate id="contact.field.requestType.quote">Get a custom quote</Translate>},
          {
            value: 'consultation',
            label: (
              <Translate
                id="contact.field.requestType.consultation"
                values={{hours: formatCount(supportLimits.consultationHours, locale)}}>
                {'Request a free consultation of {hours} hour'}
              </Translate>
            ),
          },
        ]}
      />
      <TextField
        label={<Translate id="contact.field.subject.label">Subject</Translate>}
        registration={form.register('subject')}
        error={errors.subject?.message}
      />
      <TextField
        label={<Translate id="contact.field.message.label">Message</Translate>}
        multiline
        registration={form.register('message')}
        error={errors.message?.message}
        hint={
          <Translate id="contact.field.message.hint">
            Your product, how many devices you expect, and anything we should know.
          </Translate>
        }
      />
      {/* Honeypot: hidden from people and assistive technology, filled in only by bots. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">
          {translate({id: 'contact.field.website.label', message: 'Leave this field empty'})}
        </label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      {failure && (
        <FormAlert
          tone="danger"
          ref={alertRef}
          title={<Translate id="contact.failure.title">Your message was not sent.</Translate>}>
          <p>
            {retryable ? (
              <Translate id="contact.failure.body">
                Nothing you typed is lost. Please try again; if it keeps failing, here is everything we know about the
                error:
              </Translate>
            ) : (
              <Translate id="contact.failure.bodyFinal">
                Nothing you typed is lost, but sending it again would fail the same way. Here is everything we know
                about the error:
              </Translate>
            )}
          </p>
          <SubmissionFailureDetails failure={failure} />
          {retryable && (
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void onSubmit()}
                disabled={sending || retryWait > 0}
                aria-describedby={retryWait > 0 ? retryWaitId : undefined}>
                <Translate id="contact.failure.retry">Try again</Translate>
              </button>
              <RetryWait seconds={retryWait} id={retryWaitId} />
            </>
          )}
        </FormAlert>
      )}
      <div className={`fulcro-button-row ${fieldStyles.actions}`}>
        <button type="submit" className="button button--primary" disabled={sending}>
          <Translate id="contact.submit">Send</Translate>
        </button>
      </div>
      <PrivacyNote />
      {sending && (
        <p role="status" className={fieldStyles.status}>
          <Translate id="contact.sending">Sending your message…</Translate>
        </p>
      )}
    </form>
  );
}
