import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createMessageFor} from './messages';
import {checkoutSchemas, contactSchema} from './schemas';

/** The checkout step schemas with messages in the page's language. */
export function useCheckoutSchemas(): ReturnType<typeof checkoutSchemas> {
  const {i18n} = useDocusaurusContext();
  return useMemo(() => checkoutSchemas(createMessageFor(i18n.currentLocale)), [i18n.currentLocale]);
}

/** The contact schema with messages in the page's language. */
export function useContactSchema(): ReturnType<typeof contactSchema> {
  const {i18n} = useDocusaurusContext();
  return useMemo(() => contactSchema(createMessageFor(i18n.currentLocale)), [i18n.currentLocale]);
}
