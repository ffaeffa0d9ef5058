/**
 * The checkout and contact form rules, shared by the browser (react-hook-form,
 * one schema per checkout step) and the receiver (src/forms/receiver/, run by
 * the Pages Functions and by `npm start`). This module imports nothing but zod
 * and two data modules, so a Worker and Node load it without Docusaurus.
 *
 * Text is normalised the same way on both sides: trimmed, then NFC, so that
 * `é` typed as one code point or as `e` + accent is one string. Invisible
 * format characters (Unicode category Cf: zero-width spaces and joiners, bidi
 * overrides like the one in `Mario\u202egnp.exe`, the soft hyphen) are refused
 * in every field, and a name or company needs a letter or a digit. One-line
 * fields refuse `<` and `>`; the message may hold them, because it is plain
 * text everywhere it is ever shown (contributing/forms.md).
 *
 * Every rule has an error code. The browser passes `messageFor` to turn codes
 * into translated sentences (src/forms/messages.ts); Node keeps the codes and
 * returns them in its problem-details reply.
 */
import * as z from 'zod/mini';
import {isReservedTenant} from '../data/reserved-tenants';
import {siteSubmissionLimits} from '../data/site-privacy';

/** Cloud plans that can be ordered online; Enterprise is contact-only (see src/data/plans.ts). */
export const orderableCloudPlans = ['standard', 'pro'] as const;
/** AI choices of the order; Full is contact-only. */
export const orderableAiPlans = ['none', 'lightweight'] as const;
/** The only cloud plans that may carry the Lightweight AI add-on. */
export const lightweightAiCloudPlans: readonly OrderCloudPlan[] = ['pro'];
export const requestTypes = ['quote', 'consultation'] as const;
export const formLocales = ['en', 'it'] as const;

export type OrderCloudPlan = (typeof orderableCloudPlans)[number];
export type OrderAiPlan = (typeof orderableAiPlans)[number];
export type RequestType = (typeof requestTypes)[number];
export type FormLocale = (typeof formLocales)[number];

export const limits = {
  tenantMin: 3,
  tenantMax: 63,
  emailMax: 254,
  nameMax: 100,
  companyMax: 120,
  subjectMax: 150,
  messageMax: 5000,
} as const;

/** Every error code a rule gives; the receiver reports them per field, the browser words them (./messages.ts). */
export const formErrorCodes = [
  'cloud_plan_required',
  'ai_plan_required',
  'ai_not_available',
  'tenant_required',
  'tenant_too_short',
  'tenant_too_long',
  'tenant_uppercase',
  'tenant_characters',
  'tenant_start',
  'tenant_end',
  'tenant_reserved',
  'tenant_hyphens',
  'email_required',
  'email_too_long',
  'email_format',
  'terms_required',
  'locale_invalid',
  'name_required',
  'name_too_long',
  'company_required',
  'company_too_long',
  'subject_too_long',
  'message_too_long',
  'text_characters',
  'text_invisible',
  'text_letters',
  'invalid_value',
  'request_type_required',
] as const;

export type FormErrorCode = (typeof formErrorCodes)[number];

/** True for a code of this list (a reply may carry one the page does not know). */
export function isFormErrorCode(code: string): code is FormErrorCode {
  return (formErrorCodes as readonly string[]).includes(code);
}

/** Turns an error code into the sentence shown next to the field. */
export type MessageFor = (code: FormErrorCode) => string;

/** Server side: the message of each issue is its code. */
export const codesOnly: MessageFor = (code) => code;

/** Why a tenant name is refused, or undefined when it is fine. */
export function tenantError(value: string): FormErrorCode | undefined {
  if (value.length === 0) return 'tenant_required';
  if (value.length < limits.tenantMin) return 'tenant_too_short';
  if (value.length > limits.tenantMax) return 'tenant_too_long';
  if (/^[A-Za-z0-9-]+$/.test(value) && /[A-Z]/.test(value)) return 'tenant_uppercase';
  if (!/^[a-z0-9-]+$/.test(value)) return 'tenant_characters';
  if (!/^[a-z]/.test(value)) return 'tenant_start';
  if (value.endsWith('-')) return 'tenant_end';
  // `xn--…` (Punycode: a look-alike of another name once decoded) and any other `ab--…`: DNS keeps
  // hyphens in the third and fourth positions for encodings (RFC 5891, section 4.2.3.1).
  if (value.slice(2, 4) === '--') return 'tenant_hyphens';
  if (isReservedTenant(value)) return 'tenant_reserved';
  return undefined;
}

// One DNS label: letters, digits and inner hyphens, at most 63 characters.
const domainLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const emailPattern = new RegExp(
  `^[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*@(?:${domainLabel}\\.)+[A-Za-z]{2,63}$`,
);

/**
 * Why an e-mail address is refused, or undefined when it is fine. ASCII
 * addresses only (dot-atom local part, a domain with a letter TLD); the local
 * part has at most 64 characters, the whole address at most 254.
 */
export function emailError(value: string): FormErrorCode | undefined {
  if (value.length === 0) return 'email_required';
  if (value.length > limits.emailMax) return 'email_too_long';
  const at = value.lastIndexOf('@');
  if (at < 1 || at > 64 || !emailPattern.test(value)) return 'email_format';
  return undefined;
}

// Markup and control characters have no place in a one-line field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeText = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A message may have line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeMessage = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Unicode format characters (category Cf): invisible, and able to reorder what is shown around them. */
const formatCharacter = /\p{Cf}/u;
/** A letter or a digit of any script. */
const letterOrDigit = /[\p{L}\p{N}]/u;

function codeCheck(rule: (value: string) => FormErrorCode | undefined, messageFor: MessageFor) {
  return z.superRefine<string>((value, ctx) => {
    const code = rule(value);
    if (code) ctx.addIssue({code: 'custom', message: messageFor(code), input: value});
  });
}

/** Trimmed, then NFC, then checked for markup, control and invisible characters. */
function cleanText(
  base: z.ZodMiniString<string>,
  max: number,
  tooLong: FormErrorCode,
  unsafe: RegExp,
  messageFor: MessageFor,
) {
  return base.check(
    z.trim(),
    z.normalize('NFC'),
    z.maxLength(max, {error: messageFor(tooLong)}),
    z.refine((v) => !unsafe.test(v), {error: messageFor('text_characters')}),
    z.refine((v) => !formatCharacter.test(v), {error: messageFor('text_invisible')}),
  );
}

/** A required one-line field that names someone or something: it needs a letter or a digit. */
function requiredName(max: number, required: FormErrorCode, tooLong: FormErrorCode, messageFor: MessageFor) {
  return cleanText(
    z.string({error: messageFor(required)}).check(z.trim(), z.minLength(1, {error: messageFor(required), abort: true})),
    max,
    tooLong,
    unsafeText,
    messageFor,
  ).check(z.refine((v) => v === '' || letterOrDigit.test(v), {error: messageFor('text_letters')}));
}

/** A free-text field that may be left out or empty. */
function optionalText(max: number, tooLong: FormErrorCode, unsafe: RegExp, messageFor: MessageFor) {
  return z.optional(cleanText(z.string({error: messageFor('invalid_value')}), max, tooLong, unsafe, messageFor));
}

function emailField(messageFor: MessageFor) {
  return z.string({error: messageFor('email_required')}).check(z.trim(), codeCheck(emailError, messageFor));
}

/** The checkout's three step schemas and the whole order the receiver accepts. */
export function checkoutSchemas(messageFor: MessageFor = codesOnly) {
  const cloudPlan = z.enum(orderableCloudPlans, {error: messageFor('cloud_plan_required')});
  const aiPlan = z.enum(orderableAiPlans, {error: messageFor('ai_plan_required')});
  const aiAvailable = z.refine<{cloudPlan: OrderCloudPlan; aiPlan: OrderAiPlan}>(
    (v) => v.aiPlan !== 'lightweight' || lightweightAiCloudPlans.includes(v.cloudPlan),
    {error: messageFor('ai_not_available'), path: ['aiPlan']},
  );
  const cloud = z.object({cloudPlan});
  const ai = z.object({cloudPlan, aiPlan}).check(aiAvailable);
  const tenant = z.object({
    tenant: z.string({error: messageFor('tenant_required')}).check(codeCheck(tenantError, messageFor)),
    email: emailField(messageFor),
    termsAccepted: z.literal(true, {error: messageFor('terms_required')}),
  });
  const order = z
    .object({
      cloudPlan,
      aiPlan,
      tenant: tenant.shape.tenant,
      email: tenant.shape.email,
      termsAccepted: tenant.shape.termsAccepted,
      locale: z.enum(formLocales, {error: messageFor('locale_invalid')}),
    })
    .check(aiAvailable);
  return {cloud, ai, tenant, order};
}

/** The contact form; `website` is the honeypot a person never fills in. */
export function contactSchema(messageFor: MessageFor = codesOnly) {
  return z.object({
    name: requiredName(limits.nameMax, 'name_required', 'name_too_long', messageFor),
    email: emailField(messageFor),
    company: requiredName(limits.companyMax, 'company_required', 'company_too_long', messageFor),
    subject: optionalText(limits.subjectMax, 'subject_too_long', unsafeText, messageFor),
    requestType: z.enum(requestTypes, {error: messageFor('request_type_required')}),
    message: optionalText(limits.messageMax, 'message_too_long', unsafeMessage, messageFor),
    locale: z.optional(z.enum(formLocales, {error: messageFor('locale_invalid')})),
    website: z.optional(z.string()),
    /** How long the form was open before it was sent, in milliseconds (the minimum fill time). */
    fillTimeMs: z.optional(z.number()),
  });
}

export type OrderRequest = z.infer<ReturnType<typeof checkoutSchemas>['order']>;
export type ContactRequest = z.infer<ReturnType<typeof contactSchema>>;

/**
 * True when the sender is a bot: it filled in the honeypot, or sent the form
 * faster than a person can (or without saying how fast: the site's form
 * always does). A bot is answered as if all went well, and nothing is kept.
 */
export function isBot(body: {website?: string; fillTimeMs?: number}): boolean {
  if (typeof body.website === 'string' && body.website.trim() !== '') return true;
  return !(typeof body.fillTimeMs === 'number' && body.fillTimeMs >= siteSubmissionLimits.minFillSeconds * 1000);
}

/** One validation problem as the receiver reports it. */
export type FieldProblem = {field: string; code: string};

/** Validates a request body on the server; returns field problems with error codes. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): {ok: true; data: z.infer<S>} | {ok: false; problems: FieldProblem[]} {
  const result = schema.safeParse(body);
  if (result.success) return {ok: true, data: result.data};
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({field: issue.path.map(String).join('.'), code: issue.message})),
  };
}
