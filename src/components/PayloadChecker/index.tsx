import React, {lazy, Suspense, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {exampleIds} from '@site/src/shared/payload-examples';
import type {CheckerMessages} from './Checker';
import styles from './styles.module.css';

export type {CheckerMessages} from './Checker';

/** The checker itself, its validators, the contract and the CBOR decoder: a chunk only this doc's page loads (budget in tests/e2e/budgets.spec.ts). */
const Checker = lazy(() => import(/* webpackChunkName: "payload-checker" */ './Checker'));

export type PayloadCheckerProps = {
  /** The sentences of the result, from the doc (English or Italian), `{name}` replaced by the line's parameters. */
  messages: CheckerMessages;
  /** Shown before the checker has loaded, and instead of it without JavaScript. */
  children: ReactNode;
};

/**
 * The payload checker of /docs/core/payload-checker (issue 42): it runs in the
 * browser only, since it reads its state from the URL fragment, which the
 * server never sees.
 */
export default function PayloadChecker({messages, children}: PayloadCheckerProps): ReactNode {
  const browser = useIsBrowser();
  // Docs link to an example with `#example={id}`, a fragment the checker reads rather than an element's id: declare
  // them, so that the build's broken-anchor check knows them.
  const brokenLinks = useBrokenLinks();
  for (const example of exampleIds) brokenLinks.collectAnchor(`example=${example}`);
  // With scripts on, the fallback keeps the checker's room (styles.module.css), so the page does not jump when it arrives.
  const fallback = (
    <div className={styles.loading} data-payload-checker="loading">
      {children}
    </div>
  );
  if (!browser) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Checker messages={messages} />
    </Suspense>
  );
}
