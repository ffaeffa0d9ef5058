import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import FormPage from '@site/src/components/FormPage';
import {product} from '@site/src/data/product';
import {orderModel} from '@site/src/data/order-model';
import CheckoutWizard from './_components/CheckoutWizard';

export default function Checkout(): ReactNode {
  return (
    <FormPage
      width={50}
      metaTitle={translate({id: 'checkout.meta.title', message: 'Request a free evaluation instance'})}
      metaDescription={translate({
        id: 'checkout.meta.description',
        message:
          'Request a free Fulcro Cloud evaluation instance in three steps: cloud version, AI version and tenant. A quote follows; you pay only if you accept it.',
      })}
      title={
        <Translate id="checkout.title" values={{product: product.name}}>
          {'Create your {product} instance'}
        </Translate>
      }
      lead={
        <Translate
          id="checkout.lead"
          description="Under the checkout's title: the order model (src/data/order-model.ts)"
          values={{days: orderModel.evaluationDays, quoteDays: orderModel.quoteBusinessDays}}>
          {
            'A free evaluation instance for {days} days. Within {quoteDays} business days we send you a quote; a contract and any fee start only if you accept it in writing.'
          }
        </Translate>
      }>
      <CheckoutWizard />
    </FormPage>
  );
}
