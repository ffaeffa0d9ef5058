import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useForm, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import TextField from '@site/src/forms/fields/TextField';
import ChoiceGroup from '@site/src/forms/fields/ChoiceGroup';
import FormAlert from '@site/src/forms/fields/FormAlert';
import {RequiredNote} from '@site/src/forms/fields/RequiredMark';
import SubmissionFailureDetails from '@site/src/forms/SubmissionFailureDetails';
import {useContactSchema} from '@site/src/forms/use-schemas';
import {useFormLocale, useFormsConfig} from '@site/src/forms/use-forms-config';
import {submitContact} from '@site/src/forms/submit-contact';
import {randomId} from '@site/src/forms/session-store';
import {isBot, requestTypes, type ContactRequest, type RequestType} from '@site/src/forms/schemas';
import {formatCount, supportLimits} from '@site/src/data/plans-limits';
import type {SubmissionFailure} from '@site/src/forms/post-json';
import fieldStyles from '@site/src/forms/fields/styles.module.css';
import PrivacyNote from '@site/src/forms/fields/PrivacyNote';
import styles from './styles.module.css';

type Values = {
  name: string;
  email: string;
  company: string;
  subject: string;
  requestType: string;
  message: string;
  website: string;
};

function requestTypeFrom(search: string): RequestType | undefined {
  const type = new URLSearchParams(search).get('type');
  return (requestTypes as readonly string[]).includes(type ?? '') ? (type as RequestType) : undefined;
}

/**
 * The contact form: name, email and company are required; `?type=` preselects
 * the request type. A failed send keeps every field and offers a retry with
 * the same Idempotency-Key.
 */
export default function ContactForm(): ReactNode {
  const schema = useContactSchema();
  const location = useLocation();
  const locale = useFormLocale();
  const {contactEndpoint} = useFormsConfig();
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: {name: '', email: '', company: '', subject: '', requestType: 'quote', message: '', website: ''},
  });
  const [sent, setSent] = useState<{name: string; email: string} | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotency = useRef<{key: string; fingerprint: string} | null>(null);
  const alertRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const type = requestTypeFrom(location.search);
    if (type) form.setValue('requestType', type);
  }, [location.search, form]);

  useEffect(() => {
    if (sent || failure) alertRef.current?.focus();
  }, [sent, failure]);

  const send = async (values: Values) => {
    if (inFlight.current) return;
    const request: ContactRequest = {
      name: values.name,
      email: values.email,
      company: values.company,
      subject: values.subject,
      requestType: values.requestType as RequestType,
      message: values.message,
      locale,
    };
    if (isBot(values)) {
      // A bot filled the hidden field: pretend all went well and send nothing.
      setSent({name: request.name, email: request.email});
      return;
    }
    inFlight.current = true;
    setSending(true);
    const fingerprint = JSON.stringify(request);
    if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = {key: randomId(), fingerprint};
    const result = await submitContact(contactEndpoint, request, idempotency.current.key);
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      idempotency.current = null;
      setFailure(null);
      setSent({name: request.name, email: request.email});
    } else {
      setFailure(result.failure);
    }
  };
  const onSubmit = form.handleSubmit(send);

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
            <Translate id="contact.failure.body">
              Nothing you typed is lost. Please try again; if it keeps failing, here is everything we know about the error:
            </Translate>
          </p>
          <SubmissionFailureDetails failure={failure} />
          <button type="button" className="button button--primary" onClick={() => void onSubmit()} disabled={sending}>
            <Translate id="contact.failure.retry">Try again</Translate>
          </button>
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
