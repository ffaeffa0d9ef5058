import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {company, type ContactId} from '@site/src/data/company';
import kitStyles from '@site/src/components/PageKit/styles.module.css';

type Props = {
  /** Which address of `company.contacts` (src/data/company.ts) the button writes to. */
  to: ContactId;
  /** `primary` (filled, one per row) or `secondary` (outlined), as the kit's `<Cta>`. */
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/** A button that opens an e-mail to one of the company's addresses, for an `<Actions>` row beside the kit's `<Cta>`. */
export default function EmailCta({to, variant = 'primary', children}: Props): ReactNode {
  const address = company.contacts[to];
  if (!address) throw new Error(`<EmailCta to="${to}">: no such address in company.contacts (src/data/company.ts)`);
  return (
    <Link
      href={`mailto:${address}`}
      className={clsx(
        'button',
        variant === 'primary' ? 'button--primary' : 'button--outline button--primary',
        kitStyles.cta,
      )}>
      {children}
    </Link>
  );
}
