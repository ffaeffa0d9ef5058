import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company} from '@site/src/data/company';
import styles from './styles.module.css';

function Mail({address}: {address: string}): ReactNode {
  return <Link href={`mailto:${address}`}>{address}</Link>;
}

/**
 * Who Fulcro S.r.l. is and where to write to it, read from src/data/company.ts:
 * the legal pages and the press kit show this block instead of typing the
 * values (`import CompanyIdentity from '@site/src/components/Legal/CompanyIdentity';`).
 */
export default function CompanyIdentity(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const capital = new Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR', maximumFractionDigits: 0}).format(
    company.shareCapitalEur,
  );
  const country = new Intl.DisplayNames([locale], {type: 'region'}).of(company.country) ?? company.country;
  return (
    <dl className={styles.identity}>
      <div>
        <dt>
          <Translate id="legal.identity.company">Company</Translate>
        </dt>
        <dd>{company.legalName}</dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.office">Registered office</Translate>
        </dt>
        <dd>
          {company.registeredOffice}, {country}
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.vat">VAT number</Translate>
        </dt>
        <dd>{company.vatNumber}</dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.rea">REA number (register of companies)</Translate>
        </dt>
        <dd>{company.reaNumber}</dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.capital">Share capital</Translate>
        </dt>
        <dd>
          <Translate id="legal.identity.capitalPaid" values={{amount: capital}}>
            {'{amount}, fully paid up'}
          </Translate>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.privacy">Privacy and data protection officer</Translate>
        </dt>
        <dd>
          <Mail address={company.contacts.privacy} />
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.support">Support</Translate>
        </dt>
        <dd>
          <Mail address={company.contacts.support} />
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.security">Security reports</Translate>
        </dt>
        <dd>
          <Mail address={company.contacts.security} />
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="legal.identity.press">Press</Translate>
        </dt>
        <dd>
          <Mail address={company.contacts.press} />
        </dd>
      </div>
    </dl>
  );
}
