import {isReservedTenant, reservedTenantNames} from '../../src/data/reserved-tenants';
import {siteSubmissionLimits} from '../../src/data/site-privacy';
import {
  checkoutSchemas,
  contactSchema,
  emailError,
  isBot,
  limits,
  tenantError,
  validate,
} from '../../src/forms/schemas';

const {cloud, ai, tenant, order} = checkoutSchemas();
const contact = contactSchema();

const goodTenantStep = {tenant: 'acme-iot', email: 'ops@acme.example', termsAccepted: true};
const goodOrder = {cloudPlan: 'pro', aiPlan: 'lightweight', ...goodTenantStep, locale: 'en'};
const goodContact = {
  name: 'Giulia Bianchi',
  email: 'giulia@acme.example',
  company: 'Acme S.p.A.',
  subject: 'Quote for 5,000 heat pumps',
  requestType: 'quote',
  message: 'We make heat pumps.\nWe expect 5,000 devices in the first year.',
  locale: 'it',
};

/** The codes of every problem with an input (the server's view of a refusal). */
function codes(schema: Parameters<typeof validate>[0], input: unknown): string[] {
  const result = validate(schema, input);
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);
}

describe('tenant names', () => {
  // [what is wrong, input, expected code]
  const bad: [string, string, string][] = [
    ['empty', '', 'tenant_required'],
    ['too short', 'ab', 'tenant_too_short'],
    ['64 characters', `a${'b'.repeat(63)}`, 'tenant_too_long'],
    ['uppercase', 'Acme', 'tenant_uppercase'],
    ['all uppercase', 'ACME', 'tenant_uppercase'],
    ['Cyrillic а look-alike', '\u0430cme', 'tenant_characters'],
    ['Cyrillic е inside', 'acm\u0435-iot', 'tenant_characters'],
    ['Greek ο look-alike', 'r\u03bfbot', 'tenant_characters'],
    ['full-width letters', '\uff41\uff43\uff4d\uff45', 'tenant_characters'],
    ['accented letter', 'caffè', 'tenant_characters'],
    ['whitespace only', '     ', 'tenant_characters'],
    ['leading space', ' acme', 'tenant_characters'],
    ['inner space', 'ac me', 'tenant_characters'],
    ['underscore', 'acme_iot', 'tenant_characters'],
    ['dot', 'acme.iot', 'tenant_characters'],
    ['script tag', '<script>alert(1)</script>', 'tenant_characters'],
    ['URL', 'https://acme', 'tenant_characters'],
    ['zero-width space', 'ac\u200bme', 'tenant_characters'],
    ['starts with a digit', '1acme', 'tenant_start'],
    ['starts with a hyphen', '-acme', 'tenant_start'],
    ['ends with a hyphen', 'acme-', 'tenant_end'],
    ['reserved www', 'www', 'tenant_reserved'],
    ['reserved api', 'api', 'tenant_reserved'],
    ['reserved admin', 'admin', 'tenant_reserved'],
    ['reserved app', 'app', 'tenant_reserved'],
    ['reserved mail', 'mail', 'tenant_reserved'],
    // Punycode: `xn--pple-43d` decodes to "аpple" with a Cyrillic а; any `ab--…` is kept for such encodings.
    ['Punycode look-alike', 'xn--pple-43d', 'tenant_hyphens'],
    ['hyphens in the third and fourth places', 'ab--cd', 'tenant_hyphens'],
    ['the brand with a staff word', 'fulcro-support', 'tenant_reserved'],
    ['the brand anywhere', 'acme-fulcro-iot', 'tenant_reserved'],
    ['a numbered host', 'www1', 'tenant_reserved'],
    ['a host with a suffix', 'api-eu', 'tenant_reserved'],
    ['a staff name', 'support-team', 'tenant_reserved'],
  ];
  it.each(bad)('refuses %s (%j) with %s', (_what, value, code) => {
    expect(tenantError(value)).toBe(code);
    expect(codes(tenant, {...goodTenantStep, tenant: value})).toEqual([`tenant:${code}`]);
  });

  it.each(
    ['abc', 'acme', 'acme-iot', 'a1b', 'a-b-c', `a${'b'.repeat(62)}`, 'x9', 'plant-42-north'].filter(
      (v) => v.length >= 3,
    ),
  )('accepts %j', (value) => {
    expect(tenantError(value)).toBeUndefined();
    expect(codes(tenant, {...goodTenantStep, tenant: value})).toEqual([]);
  });

  it('accepts exactly the bounds 3 and 63', () => {
    expect(tenantError('abc')).toBeUndefined();
    expect(tenantError(`a${'b'.repeat(limits.tenantMax - 1)}`)).toBeUndefined();
  });

  it('reserves the names the issue lists', () => {
    for (const name of ['www', 'api', 'admin', 'app', 'mail']) expect(reservedTenantNames.has(name)).toBe(true);
  });

  it('reserves a prefix only when a digit, a hyphen or nothing follows it', () => {
    for (const name of ['www', 'www7', 'www-eu', 'mail-01', 'admin2']) expect(isReservedTenant(name), name).toBe(true);
    for (const name of ['apiary', 'mailbox-co', 'supporto', 'administration-srl', 'devices-co'])
      expect(isReservedTenant(name), name).toBe(false);
    for (const name of reservedTenantNames)
      expect(tenantError(name) === 'tenant_reserved' || name.length < 3, name).toBe(true);
  });
});

describe('email addresses', () => {
  const bad: [string, string, string][] = [
    ['empty', '', 'email_required'],
    ['whitespace only', '   ', 'email_required'],
    ['no at sign', 'giulia.acme.example', 'email_format'],
    ['no domain', 'giulia@', 'email_format'],
    ['no local part', '@acme.example', 'email_format'],
    ['no top-level domain', 'giulia@acme', 'email_format'],
    ['two at signs', 'giu@lia@acme.example', 'email_format'],
    ['space inside', 'giulia bianchi@acme.example', 'email_format'],
    ['Cyrillic а in the domain', 'giulia@\u0430cme.example', 'email_format'],
    ['Cyrillic о in the local part', 'r\u043ebot@acme.example', 'email_format'],
    ['script tag', '<script>@acme.example', 'email_format'],
    ['double dot', 'giulia..b@acme.example', 'email_format'],
    ['leading dot', '.giulia@acme.example', 'email_format'],
    ['domain starting with a hyphen', 'giulia@-acme.example', 'email_format'],
    ['numeric top-level domain', 'giulia@acme.123', 'email_format'],
    ['local part over 64 characters', `${'a'.repeat(65)}@acme.example`, 'email_format'],
    [
      '255 characters',
      `giulia@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.it`,
      'email_too_long',
    ],
  ];
  it.each(bad)('refuses %s with %s', (_what, value, code) => {
    if (code === 'email_too_long') expect(value).toHaveLength(255);
    expect(emailError(value.trim())).toBe(code);
    expect(codes(tenant, {...goodTenantStep, email: value})).toEqual([`email:${code}`]);
  });

  it.each(['a@b.co', 'giulia.bianchi@acme.example', 'ops+fulcro@plant-7.acme.it', "o'brien@acme.ie"])(
    'accepts %s',
    (value) => {
      expect(emailError(value)).toBeUndefined();
    },
  );

  it('accepts exactly 254 characters and trims surrounding spaces', () => {
    const email = `giulia@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(52)}.it`;
    expect(email).toHaveLength(254);
    expect(emailError(email)).toBeUndefined();
    const parsed = tenant.safeParse({...goodTenantStep, email: '  ops@acme.example '});
    expect(parsed.success && parsed.data.email).toBe('ops@acme.example');
  });
});

describe('checkout steps', () => {
  it('step 1 needs a cloud version: Standard or Pro, never Enterprise', () => {
    expect(codes(cloud, {})).toEqual(['cloudPlan:cloud_plan_required']);
    expect(codes(cloud, {cloudPlan: ''})).toEqual(['cloudPlan:cloud_plan_required']);
    expect(codes(cloud, {cloudPlan: 'enterprise'})).toEqual(['cloudPlan:cloud_plan_required']);
    expect(codes(cloud, {cloudPlan: 'PRO'})).toEqual(['cloudPlan:cloud_plan_required']);
    expect(codes(cloud, {cloudPlan: 'standard'})).toEqual([]);
    expect(codes(cloud, {cloudPlan: 'pro'})).toEqual([]);
  });

  it('step 2 refuses Lightweight with Standard and Full everywhere', () => {
    expect(codes(ai, {cloudPlan: 'standard', aiPlan: 'lightweight'})).toEqual(['aiPlan:ai_not_available']);
    expect(codes(ai, {cloudPlan: 'pro', aiPlan: 'full'})).toEqual(['aiPlan:ai_plan_required']);
    expect(codes(ai, {cloudPlan: 'standard', aiPlan: 'none'})).toEqual([]);
    expect(codes(ai, {cloudPlan: 'pro', aiPlan: 'lightweight'})).toEqual([]);
  });

  it('step 3 needs the terms accepted', () => {
    expect(codes(tenant, {...goodTenantStep, termsAccepted: false})).toEqual(['termsAccepted:terms_required']);
    expect(codes(tenant, {...goodTenantStep, termsAccepted: 'true'})).toEqual(['termsAccepted:terms_required']);
    expect(codes(tenant, {tenant: '', email: '', termsAccepted: false})).toEqual([
      'tenant:tenant_required',
      'email:email_required',
      'termsAccepted:terms_required',
    ]);
  });

  it('the whole order combines the steps and needs a known locale', () => {
    expect(codes(order, goodOrder)).toEqual([]);
    expect(codes(order, {...goodOrder, cloudPlan: 'standard'})).toEqual(['aiPlan:ai_not_available']);
    expect(codes(order, {...goodOrder, locale: 'fr'})).toEqual(['locale:locale_invalid']);
    expect(codes(order, {...goodOrder, tenant: 'Admin'})).toEqual(['tenant:tenant_uppercase']);
    expect(codes(order, null).length).toBeGreaterThan(0);
  });

  it('builds its messages through the function it is given', () => {
    const translated = checkoutSchemas((code) => `msg:${code}`);
    const result = translated.tenant.safeParse({tenant: 'www', email: 'x', termsAccepted: false});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'msg:tenant_reserved',
      'msg:email_format',
      'msg:terms_required',
    ]);
  });
});

describe('contact form', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['empty name', {name: ''}, 'name:name_required'],
    ['whitespace-only name', {name: '  \t '}, 'name:name_required'],
    ['name of 101 characters', {name: 'a'.repeat(101)}, 'name:name_too_long'],
    ['script tag in the name', {name: '<script>alert(1)</script>'}, 'name:text_characters'],
    ['control character in the name', {name: 'Giu\u0007lia'}, 'name:text_characters'],
    ['empty company', {company: ''}, 'company:company_required'],
    ['whitespace-only company', {company: '   '}, 'company:company_required'],
    ['company of 121 characters', {company: 'c'.repeat(121)}, 'company:company_too_long'],
    ['markup in the company', {company: 'Acme <b>bold</b>'}, 'company:text_characters'],
    ['subject of 151 characters', {subject: 's'.repeat(151)}, 'subject:subject_too_long'],
    ['script tag in the subject', {subject: '<script src=//x></script>'}, 'subject:text_characters'],
    ['message of 5,001 characters', {message: 'm'.repeat(5001)}, 'message:message_too_long'],
    ['control character in the message', {message: 'Hello\u0007'}, 'message:text_characters'],
    ['bidi override in the name', {name: 'Mario\u202egnp.exe'}, 'name:text_invisible'],
    ['zero-width spaces inside a company', {company: 'Ac\u200bme'}, 'company:text_invisible'],
    ['zero-width joiner in the subject', {subject: 'Quo\u200dte'}, 'subject:text_invisible'],
    ['soft hyphen in the message', {message: 'Heat\u00adpumps'}, 'message:text_invisible'],
    ['byte-order mark inside the name', {name: 'Giu\ufefflia'}, 'name:text_invisible'],
    ['a name with no letter or digit', {name: '!!! ---'}, 'name:text_letters'],
    ['a company with no letter or digit', {company: '...'}, 'company:text_letters'],
    ['markup in the subject', {subject: '<img src=x onerror=alert(1)>'}, 'subject:text_characters'],
    ['unknown request type', {requestType: 'demo'}, 'requestType:request_type_required'],
    ['missing request type', {requestType: undefined}, 'requestType:request_type_required'],
    ['bad email', {email: 'giulia@acme'}, 'email:email_format'],
    ['empty email', {email: ''}, 'email:email_required'],
  ];
  it.each(bad)('refuses %s', (_what, change, code) => {
    expect(codes(contact, {...goodContact, ...change})).toEqual([code]);
  });

  it('accepts a full request and one with only the required fields', () => {
    expect(codes(contact, goodContact)).toEqual([]);
    expect(
      codes(contact, {
        name: 'Giulia',
        email: 'g@acme.example',
        company: 'Acme',
        subject: '',
        requestType: 'consultation',
        message: '',
      }),
    ).toEqual([]);
  });

  it('accepts the exact length bounds and names in any script', () => {
    expect(
      codes(contact, {
        ...goodContact,
        name: 'Юлия Ж'.padEnd(100, 'я'),
        company: 'c'.repeat(120),
        subject: 's'.repeat(150),
        message: 'm'.repeat(5000),
      }),
    ).toEqual([]);
  });

  it('answers wrong types with error codes, never a default message', () => {
    expect(codes(contact, {...goodContact, name: 5, subject: 7, message: null})).toEqual([
      'name:name_required',
      'subject:invalid_value',
      'message:invalid_value',
    ]);
    expect(codes(contact, {name: 'G', email: 'g@acme.example', company: 'A', requestType: 'quote'})).toEqual([]);
    expect(codes(tenant, {tenant: 42, email: false, termsAccepted: true})).toEqual([
      'tenant:tenant_required',
      'email:email_required',
    ]);
  });

  it('gives every rule a field breaks: zero-width spaces alone are invisible and no letter', () => {
    expect(codes(contact, {...goodContact, company: '\u200b\u200b'})).toEqual([
      'company:text_invisible',
      'company:text_letters',
    ]);
  });

  it('trims what it accepts and composes it (NFC)', () => {
    const parsed = contact.safeParse({...goodContact, name: '  Giulia  ', company: ' Acme ', subject: 'Caffe\u0300 '});
    expect(parsed.success && [parsed.data.name, parsed.data.company, parsed.data.subject]).toEqual([
      'Giulia',
      'Acme',
      'Caff\u00e8',
    ]);
  });

  it('takes the message as plain text: < and > are text there, never markup (contributing/forms.md)', () => {
    expect(
      codes(contact, {
        ...goodContact,
        message: 'Fewer than <5,000 devices; <img src=x onerror=alert(1)> is just text.',
      }),
    ).toEqual([]);
    expect(codes(contact, {...goodContact, message: 'Line one\r\nLine two\twith a tab'})).toEqual([]);
  });

  it('recognises a bot: the honeypot filled, or sent faster than a person fills the form in', () => {
    const person = siteSubmissionLimits.minFillSeconds * 1000;
    expect(isBot({website: 'http://spam.example', fillTimeMs: person})).toBe(true);
    expect(isBot({website: '', fillTimeMs: person - 1})).toBe(true);
    expect(isBot({})).toBe(true);
    expect(isBot({website: '', fillTimeMs: person})).toBe(false);
    expect(isBot({fillTimeMs: 60_000})).toBe(false);
  });
});
