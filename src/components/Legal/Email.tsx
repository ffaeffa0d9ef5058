import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {company, type ContactId} from '@site/src/data/company';

type Props = {
  /** Which address of `company.contacts` (src/data/company.ts): `support`, `privacy`, `security` or `press`. */
  to: ContactId;
  /**
   * The link's text; the address itself when left out. Inside a FAQ answer write
   * `<Email to="support"><Fact of="company.contacts.support" /></Email>`: the FAQ's
   * structured data reads `<Fact>` but not this component, so the address reaches
   * search engines too.
   */
  children?: ReactNode;
};

/** One of the company's e-mail addresses as a mailto link, never typed by hand in a page. */
export default function Email({to, children}: Props): ReactNode {
  const address = company.contacts[to];
  if (!address) throw new Error(`<Email to="${to}">: no such address in company.contacts (src/data/company.ts)`);
  return <Link href={`mailto:${address}`}>{children ?? address}</Link>;
}
