import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatCount, supportLimits} from '@site/src/data/plans-limits';
import FormPage from '@site/src/components/FormPage';
import ContactForm from './_components/ContactForm';

export default function ContactUs(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const hours = formatCount(supportLimits.consultationHours, i18n.currentLocale);
  return (
    <FormPage
      metaTitle={translate({id: 'contact.meta.title', message: 'Contact us'})}
      metaDescription={translate(
        {
          id: 'contact.meta.description',
          message: 'Ask Fulcro for a custom quote or book a free consultation of {hours} hour with our engineers.',
        },
        {hours},
      )}
      title={<Translate id="contact.title">Contact us</Translate>}
      lead={
        <Translate id="contact.lead" values={{hours}}>
          {
            'Tell us about your product and your fleet. We prepare custom quotes for every plan, and your first consultation with our engineers, {hours} hour long, is free.'
          }
        </Translate>
      }>
      <ContactForm />
    </FormPage>
  );
}
