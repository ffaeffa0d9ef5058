import {translate} from '@docusaurus/Translate';
import {formatCount} from '../data/plans';
import {product} from '../data/product';
import {limits, type FormErrorCode, type MessageFor} from './schemas';

/**
 * The browser's sentences for the schemas' error codes, in the visitor's
 * language. Called when the schemas are built (at render time), so the
 * messages follow the page's locale.
 */
export function createMessageFor(locale: string): MessageFor {
  const n = (value: number) => formatCount(value, locale);
  return (code: FormErrorCode): string => {
    switch (code) {
      case 'cloud_plan_required':
        return translate({id: 'forms.error.cloudPlanRequired', message: 'Choose a cloud version to continue.'});
      case 'ai_plan_required':
        return translate({id: 'forms.error.aiPlanRequired', message: 'Choose an AI version, or None.'});
      case 'ai_not_available':
        return translate(
          {
            id: 'forms.error.aiNotAvailable',
            message: '{product} AI is not available for this {product} Cloud version.',
          },
          {product: product.name},
        );
      case 'tenant_required':
        return translate({id: 'forms.error.tenantRequired', message: 'Enter a tenant name.'});
      case 'tenant_too_short':
        return translate(
          {id: 'forms.error.tenantTooShort', message: 'Use at least {min} characters.'},
          {min: n(limits.tenantMin)},
        );
      case 'tenant_too_long':
        return translate(
          {id: 'forms.error.tenantTooLong', message: 'Use at most {max} characters.'},
          {max: n(limits.tenantMax)},
        );
      case 'tenant_uppercase':
        return translate({id: 'forms.error.tenantUppercase', message: 'Use lowercase letters only.'});
      case 'tenant_characters':
        return translate({
          id: 'forms.error.tenantCharacters',
          message: 'Use only lowercase letters (a–z), digits and hyphens, with no spaces or accents.',
        });
      case 'tenant_start':
        return translate({id: 'forms.error.tenantStart', message: 'Start with a letter.'});
      case 'tenant_end':
        return translate({id: 'forms.error.tenantEnd', message: 'Do not end with a hyphen.'});
      case 'tenant_reserved':
        return translate({id: 'forms.error.tenantReserved', message: 'This name is reserved. Choose another one.'});
      case 'tenant_hyphens':
        return translate({
          id: 'forms.error.tenantHyphens',
          message:
            'Do not use two hyphens as the third and fourth characters: such names are reserved for encoded addresses.',
        });
      case 'email_required':
        return translate({id: 'forms.error.emailRequired', message: 'Enter your email address.'});
      case 'email_too_long':
        return translate(
          {id: 'forms.error.emailTooLong', message: 'An email address has at most {max} characters.'},
          {max: n(limits.emailMax)},
        );
      case 'email_format':
        return translate({
          id: 'forms.error.emailFormat',
          message: 'Enter an email address like name@company.com.',
        });
      case 'terms_required':
        return translate({
          id: 'forms.error.termsRequired',
          message: 'Accept the terms and conditions and the acceptable-use policy to continue.',
        });
      case 'locale_invalid':
        return translate({id: 'forms.error.localeInvalid', message: 'This language is not supported.'});
      case 'name_required':
        return translate({id: 'forms.error.nameRequired', message: 'Enter your name.'});
      case 'name_too_long':
        return translate(
          {id: 'forms.error.nameTooLong', message: 'Use at most {max} characters.'},
          {max: n(limits.nameMax)},
        );
      case 'company_required':
        return translate({id: 'forms.error.companyRequired', message: 'Enter your company name.'});
      case 'company_too_long':
        return translate(
          {id: 'forms.error.companyTooLong', message: 'Use at most {max} characters.'},
          {max: n(limits.companyMax)},
        );
      case 'subject_too_long':
        return translate(
          {id: 'forms.error.subjectTooLong', message: 'Use at most {max} characters.'},
          {max: n(limits.subjectMax)},
        );
      case 'message_too_long':
        return translate(
          {id: 'forms.error.messageTooLong', message: 'Use at most {max} characters.'},
          {max: n(limits.messageMax)},
        );
      case 'text_characters':
        return translate({
          id: 'forms.error.textCharacters',
          message: 'Remove the characters < and > and any markup.',
        });
      case 'text_invisible':
        return translate({
          id: 'forms.error.textInvisible',
          message:
            'Remove the invisible characters (such as zero-width spaces or text-direction marks), often pasted along with text.',
        });
      case 'text_letters':
        return translate({id: 'forms.error.textLetters', message: 'Use at least one letter or digit.'});
      case 'invalid_value':
        return translate({id: 'forms.error.invalidValue', message: 'This value is not valid.'});
      case 'request_type_required':
        return translate({id: 'forms.error.requestTypeRequired', message: 'Choose what you would like from us.'});
    }
  };
}
