import React, {type ReactNode} from 'react';
import {fields, formatEur, formatNumber, isMoney, type Field, type Inputs, type Results} from './model';
import styles from './styles.module.css';

/** The words of the cost model, given by the MDX page in its own language. */
export type BuildVsBuyLabels = {
  /** The table's caption (its accessible name). */
  caption: string;
  /** Column headings. */
  assumption: string;
  value: string;
  /** One label per assumption; say the unit (months, EUR, years). */
  engineers: string;
  buildMonths: string;
  costPerEngineer: string;
  runEngineers: string;
  years: string;
  /** Heading of the results part. */
  results: string;
  buildCost: string;
  yearlyRunCost: string;
  total: string;
  /** The sentence under the table: compare the total with a Fulcro quote. */
  compare: string;
};

/** What an editable cell needs; absent while the table is static (server HTML, before hydration). */
export type EditableCell = {
  id: string;
  raw: string;
  message?: string;
  onChange: (raw: string) => void;
};

type Props = {
  labels: BuildVsBuyLabels;
  locale: string;
  /** The assumptions the results were computed from. */
  values: Inputs;
  results: Results;
  /** Inputs per assumption when the model is interactive. */
  cells?: Record<Field, EditableCell>;
};

function Shown({field, value, locale}: {field: Field; value: number; locale: string}): ReactNode {
  return <>{isMoney(field) ? formatEur(value, locale) : formatNumber(value, locale)}</>;
}

/**
 * The cost model as a table: assumptions, then results. Without `cells` it is a
 * plain table of the given values (what visitors without JavaScript see).
 */
export function CostTable({labels, locale, values, results, cells}: Props): ReactNode {
  return (
    <div className={styles.model}>
      <div className={styles.scroller} role="region" aria-label={labels.caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.assumption}</th>
              <th scope="col" className={styles.numeric}>
                {labels.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const cell = cells?.[field];
              return (
                <tr key={field}>
                  <th scope="row" className={styles.rowHeading}>
                    {cell ? <label htmlFor={cell.id}>{labels[field]}</label> : labels[field]}
                  </th>
                  <td className={styles.numeric}>
                    {cell ? (
                      <>
                        <input
                          id={cell.id}
                          className={styles.input}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={cell.raw}
                          aria-invalid={cell.message ? true : undefined}
                          aria-describedby={cell.message ? `${cell.id}-message` : undefined}
                          onChange={(event) => cell.onChange(event.target.value)}
                        />
                        {cell.message && (
                          <span id={`${cell.id}-message`} className={styles.message} role="alert">
                            {cell.message}
                          </span>
                        )}
                      </>
                    ) : (
                      <Shown field={field} value={values[field]} locale={locale} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tbody className={styles.results}>
            <tr>
              <th scope="colgroup" colSpan={2} className={styles.resultsHeading}>
                {labels.results}
              </th>
            </tr>
            <tr>
              <th scope="row" className={styles.rowHeading}>
                {labels.buildCost}
              </th>
              <td className={styles.numeric}>{formatEur(results.buildCost, locale)}</td>
            </tr>
            <tr>
              <th scope="row" className={styles.rowHeading}>
                {labels.yearlyRunCost}
              </th>
              <td className={styles.numeric}>{formatEur(results.yearlyRunCost, locale)}</td>
            </tr>
            <tr className={styles.totalRow}>
              <th scope="row" className={styles.rowHeading}>
                {labels.total}
              </th>
              <td className={styles.numeric}>
                <output aria-live="polite">{formatEur(results.total, locale)}</output>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{labels.compare}</p>
    </div>
  );
}
