import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import FormPage from '@site/src/components/FormPage';
import {product} from '@site/src/data/product';
import CheckoutWizard from './_components/CheckoutWizard';

export default function Checkout(): ReactNode {
  return (
    <FormPage
      width={50}
      metaTitle={translate({id: 'checkout.meta.title', message: 'Create your instance'})}
      metaDescription={translate({
        id: 'checkout.meta.description',
        message: 'Create your Fulcro Cloud instance in three steps: cloud version, AI version and tenant.',
      })}
      title={
        <Translate id="checkout.title" values={{product: product.name}}>
          {'Create your {product} instance'}
        </Translate>
      }>
      <CheckoutWizard />
    </FormPage>
  );
}
