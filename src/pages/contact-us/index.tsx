import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import FormPage from '@site/src/components/FormPage';
import ContactForm from './_components/ContactForm';

export default function ContactUs(): ReactNode {
  return (
    <FormPage
      metaTitle={translate({id: 'contact.meta.title', message: 'Contact us'})}
      metaDescription={translate({
        id: 'contact.meta.description',
        message: 'Ask Fulcro for a custom quote or book a free one-hour consultation with our engineers.',
      })}
      title={<Translate id="contact.title">Contact us</Translate>}
      lead={
        <Translate id="contact.lead">
          Tell us about your product and your fleet. We prepare custom quotes for every plan, and the first one-hour consultation with our engineers is free.
        </Translate>
      }>
      <ContactForm />
    </FormPage>
  );
}
