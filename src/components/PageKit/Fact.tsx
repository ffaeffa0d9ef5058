import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {defaultFormat, formatFact, lookupFact, type FactFormat} from '@site/src/data/facts';
import {product} from '@site/src/data/product';

type Props = {
  /** Dotted name in `src/data/facts.ts`, e.g. `plans.pro.devices` or `retentionDefaults.exportsKeptDays`. */
  of: string;
  /** `count` (grouped, the default), `plain` (ports: the default for names ending in "port") or `eur`. */
  format?: FactFormat;
};

/** A figure read from the data modules and written in the page's locale. */
export function Fact({of, format}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const value = lookupFact(of);
  if (value === undefined) {
    // Fails the build (and the unit test that reads every MDX page) instead of showing a wrong figure.
    throw new Error(`<Fact of="${of}"> names no fact in src/data/facts.ts`);
  }
  return <>{formatFact(value, i18n.currentLocale, format ?? defaultFormat(of))}</>;
}

/** The product's name, from `src/data/product.ts`. */
export function Product(): ReactNode {
  return <>{product.name}</>;
}
