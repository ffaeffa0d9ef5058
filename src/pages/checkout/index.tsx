import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {product} from '@site/src/data/product';
import CheckoutWizard from './_components/CheckoutWizard';
import styles from './_components/styles.module.css';

export default function Checkout(): ReactNode {
  return (
    <Layout
      title={translate({id: 'checkout.meta.title', message: 'Create your instance'})}
      description={translate({
        id: 'checkout.meta.description',
        message: 'Create your Fulcro Cloud instance in three steps: cloud version, AI version and tenant.',
      })}>
      <main className={styles.page}>
        <div className={styles.container}>
          <Heading as="h1" className={styles.title}>
            <Translate id="checkout.title" values={{product: product.name}}>
              {'Create your {product} instance'}
            </Translate>
          </Heading>
          <CheckoutWizard />
        </div>
      </main>
    </Layout>
  );
}
