import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FormsConfig} from '../config/forms';
import type {FormLocale} from './schemas';

/** The endpoints the build was configured with (docusaurus.config.ts customFields.forms). */
export function useFormsConfig(): FormsConfig {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.forms as FormsConfig;
}

/** The page's locale as the order and contact requests carry it. */
export function useFormLocale(): FormLocale {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'it' ? 'it' : 'en';
}
