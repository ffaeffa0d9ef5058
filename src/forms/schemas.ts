/**
 * The checkout and contact form rules, shared by the browser (react-hook-form,
 * one schema per checkout step) and the dev-server receiver in Node
 * (plugins/features/forms-receiver). This module imports nothing but zod, so Node can
 * load it without Docusaurus.
 *
 * Every rule has an error code. The browser passes `messageFor` to turn codes
 * into translated sentences (src/forms/messages.ts); Node keeps the codes and
 * returns them in its problem-details reply.
 */
import * as z from 'zod/mini';

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

/**
 * Sub-domains a customer may not take: they are used by the platform, by mail
 * and DNS, or would impersonate the company.
 */
export const reservedTenants: ReadonlySet<string> = new Set([
  'www', 'api', 'admin', 'app', 'mail', 'smtp', 'imap', 'pop', 'pop3', 'ftp', 'ns1', 'ns2', 'dns', 'mx',
  'auth', 'login', 'sso', 'id', 'iam', 'account', 'accounts', 'billing', 'pay', 'payments', 'checkout',
  'status', 'help', 'support', 'docs', 'blog', 'news', 'cdn', 'static', 'assets', 'media', 'files',
  'dashboard', 'console', 'portal', 'control', 'edge', 'copilot', 'cloud', 'fulcro',
  'dev', 'test', 'staging', 'sandbox', 'demo', 'root', 'system', 'internal', 'localhost',
  'security', 'abuse', 'postmaster', 'webmaster', 'hostmaster', 'noreply', 'no-reply',
]);

export type FormErrorCode =
  | 'cloud_plan_required'
  | 'ai_plan_required'
  | 'ai_not_available'
  | 'tenant_required'
  | 'tenant_too_short'
  | 'tenant_too_long'
  | 'tenant_uppercase'
  | 'tenant_characters'
  | 'tenant_start'
  | 'tenant_end'
  | 'tenant_reserved'
  | 'email_required'
  | 'email_too_long'
  | 'email_format'
  | 'terms_required'
  | 'locale_invalid'
  | 'name_required'
  | 'name_too_long'
  | 'company_required'
  | 'company_too_long'
  | 'subject_too_long'
  | 'message_too_long'
  | 'text_characters'
  | 'invalid_value'
  | 'request_type_required';

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
  if (reservedTenants.has(value)) return 'tenant_reserved';
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
const unsafeMessage = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|<\s*\/?\s*script/i;

function codeCheck(rule: (value: string) => FormErrorCode | undefined, messageFor: MessageFor) {
  return z.superRefine<string>((value, ctx) => {
    const code = rule(value);
    if (code) ctx.addIssue({code: 'custom', message: messageFor(code), input: value});
  });
}

function requiredText(max: number, required: FormErrorCode, tooLong: FormErrorCode, messageFor: MessageFor) {
  return z.string({error: messageFor(required)}).check(
    z.trim(),
    z.minLength(1, {error: messageFor(required), abort: true}),
    z.maxLength(max, {error: messageFor(tooLong)}),
    z.refine((v) => !unsafeText.test(v), {error: messageFor('text_characters')}),
  );
}

/** A free-text field that may be left out or empty. */
function optionalText(max: number, tooLong: FormErrorCode, unsafe: RegExp, messageFor: MessageFor) {
  return z.optional(
    z.string({error: messageFor('invalid_value')}).check(
      z.trim(),
      z.maxLength(max, {error: messageFor(tooLong)}),
      z.refine((v) => !unsafe.test(v), {error: messageFor('text_characters')}),
    ),
  );
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
    name: requiredText(limits.nameMax, 'name_required', 'name_too_long', messageFor),
    email: emailField(messageFor),
    company: requiredText(limits.companyMax, 'company_required', 'company_too_long', messageFor),
    subject: optionalText(limits.subjectMax, 'subject_too_long', unsafeText, messageFor),
    requestType: z.enum(requestTypes, {error: messageFor('request_type_required')}),
    message: optionalText(limits.messageMax, 'message_too_long', unsafeMessage, messageFor),
    locale: z.optional(z.enum(formLocales, {error: messageFor('locale_invalid')})),
    website: z.optional(z.string()),
  });
}

export type OrderRequest = z.infer<ReturnType<typeof checkoutSchemas>['order']>;
export type ContactRequest = z.infer<ReturnType<typeof contactSchema>>;

/** True when the honeypot was filled in: the sender is a bot. */
export function isBot(body: {website?: string}): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
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
