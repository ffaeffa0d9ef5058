import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createMessageFor} from './messages';
import {checkoutSchemas, contactSchema, type MessageFor} from './schemas';

/** The error codes' sentences in the page's language. */
export function useMessageFor(): MessageFor {
  const {i18n} = useDocusaurusContext();
  return useMemo(() => createMessageFor(i18n.currentLocale), [i18n.currentLocale]);
}

/** The checkout step schemas with messages in the page's language. */
export function useCheckoutSchemas(): ReturnType<typeof checkoutSchemas> {
  const messageFor = useMessageFor();
  return useMemo(() => checkoutSchemas(messageFor), [messageFor]);
}

/** The contact schema with messages in the page's language. */
export function useContactSchema(): ReturnType<typeof contactSchema> {
  const messageFor = useMessageFor();
  return useMemo(() => contactSchema(messageFor), [messageFor]);
}
