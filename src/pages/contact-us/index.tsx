import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ContactForm from './_components/ContactForm';
import styles from './_components/styles.module.css';

export default function ContactUs(): ReactNode {
  return (
    <Layout
      title={translate({id: 'contact.meta.title', message: 'Contact us'})}
      description={translate({
        id: 'contact.meta.description',
        message: 'Ask Fulcro for a custom quote or book a free one-hour consultation with our engineers.',
      })}>
      <main className={styles.page}>
        <div className={styles.container}>
          <Heading as="h1" className={styles.title}>
            <Translate id="contact.title">Contact us</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="contact.lead">
              Tell us about your product and your fleet. We prepare custom quotes for every plan, and the first one-hour consultation with our engineers is free.
            </Translate>
          </p>
          <ContactForm />
        </div>
      </main>
    </Layout>
  );
}
