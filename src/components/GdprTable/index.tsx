import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {gdprStatuses, type GdprRow, type GdprStatus} from '@site/src/data/gdpr-map/types';
import {TableScroller} from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

/**
 * The table of the GDPR compliance map (`/fulcro-gdpr/table`) with its two
 * filters. It receives the rows of one language (see `en-table.tsx` and
 * `it-table.tsx`) and its words as props from the MDX page, so neither the
 * other language nor the table itself sits in every page's JavaScript.
 *
 * Every row is in the static HTML; filtering only hides rows (`hidden`), and
 * a live region says how many articles are shown.
 */
export type GdprTableLabels = {
  /** Name of the table for screen readers ("GDPR articles mapped to Fulcro features"). */
  caption: string;
  /** Label of the status filter and header of the status column ("Status"). */
  statusLabel: string;
  /** Label of the chapter filter and header of the chapter column ("Chapter"); options read "Chapter III". */
  chapterLabel: string;
  /** First option of the chapter filter ("All chapters"). */
  allChapters: string;
  /** Names of the three statuses, as on the legend page. */
  providedLabel: string;
  sharedLabel: string;
  customerLabel: string;
  /** Header of the first column ("Article"). */
  articleLabel: string;
  /** Header of the column of platform features ("What Fulcro provides"). */
  fulcroLabel: string;
  /** Header of the column of the customer's part ("What stays yours"). */
  customerColumnLabel: string;
  /** Text of the link to a feature's page ("Read more"). */
  linkLabel: string;
  /** Text of the link to the API's personal data by operation ("Personal data in the API"). */
  apiLabel: string;
  /** Live-region text for one article, with `{count}` ("{count} article shown"). */
  shownOne: string;
  /** Live-region text for any other count, with `{count}` ("{count} articles shown"). */
  shownMany: string;
};

type Props = GdprTableLabels & {rows: readonly GdprRow[]};

const markTone: Record<GdprStatus, string> = {
  provided: styles.markProvided,
  shared: styles.markShared,
  customer: styles.markCustomer,
};

/** A drawn mark per status: a full, half and empty circle (shape, not colour alone, tells them apart). */
export function StatusMark({status}: {status: GdprStatus}): ReactNode {
  return (
    <svg className={clsx(styles.mark, markTone[status])} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" className={styles.markRing} />
      {status === 'provided' && <circle cx="8" cy="8" r="6.5" className={styles.markFill} />}
      {status === 'shared' && <path d="M8 1.5 A6.5 6.5 0 0 1 8 14.5 Z" className={styles.markFill} />}
    </svg>
  );
}

export default function GdprTable({rows, ...labels}: Props): ReactNode {
  const id = useId();
  const [statuses, setStatuses] = useState<ReadonlySet<GdprStatus>>(() => new Set(gdprStatuses));
  const [chapter, setChapter] = useState('');
  const chapters = useMemo(() => [...new Set(rows.map((row) => row.chapter))], [rows]);
  const statusName: Record<GdprStatus, string> = {
    provided: labels.providedLabel,
    shared: labels.sharedLabel,
    customer: labels.customerLabel,
  };
  const visible = (row: GdprRow) => statuses.has(row.status) && (chapter === '' || row.chapter === chapter);
  const count = rows.filter(visible).length;
  const shown = (count === 1 ? labels.shownOne : labels.shownMany).replace('{count}', String(count));

  const toggle = (status: GdprStatus) =>
    setStatuses((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });

  return (
    <div className={styles.map} data-gdpr-table="">
      <div className={styles.filters}>
        <div className={styles.filter} role="group" aria-labelledby={`${id}-status`}>
          <span id={`${id}-status`} className={styles.filterLabel}>
            {labels.statusLabel}
          </span>
          <div className={styles.toggles}>
            {gdprStatuses.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.toggle}
                aria-pressed={statuses.has(status)}
                data-status={status}
                onClick={() => toggle(status)}>
                <StatusMark status={status} />
                {statusName[status]}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-chapter`} className={styles.filterLabel}>
            {labels.chapterLabel}
          </label>
          <select
            id={`${id}-chapter`}
            className={styles.select}
            value={chapter}
            onChange={(event) => setChapter(event.target.value)}>
            <option value="">{labels.allChapters}</option>
            {chapters.map((numeral) => (
              <option key={numeral} value={numeral}>
                {`${labels.chapterLabel} ${numeral}`}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} role="status" data-gdpr-count={count}>
          {shown}
        </p>
      </div>
      <TableScroller label={labels.caption} className={styles.scroller}>
        {/* On phones the rows become cards (the site's stacked rows, `table-stack` in custom.css); the roles keep it a table for screen readers then. */}
        <table className={clsx('table-stack', styles.table)} role="table">
          <caption className="sr-only">{labels.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className={styles.colArticle}>
                {labels.articleLabel}
              </th>
              <th scope="col" role="columnheader" className={styles.colChapter}>
                {labels.chapterLabel}
              </th>
              <th scope="col" role="columnheader" className={styles.colStatus}>
                {labels.statusLabel}
              </th>
              <th scope="col" role="columnheader">
                {labels.fulcroLabel}
              </th>
              <th scope="col" role="columnheader">
                {labels.customerColumnLabel}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr
                key={row.article}
                role="row"
                className={styles.row}
                hidden={!visible(row)}
                data-article={row.article}
                data-status={row.status}
                data-chapter={row.chapter}>
                <th scope="row" role="rowheader" className={styles.article}>
                  <span className={styles.number}>{row.article}</span>
                  <span className={styles.title}>{row.title}</span>
                </th>
                <td role="cell" className={styles.chapter} data-label={labels.chapterLabel}>
                  {row.chapter}
                </td>
                <td role="cell" data-label={labels.statusLabel}>
                  <span className={styles.badge}>
                    <StatusMark status={row.status} />
                    {statusName[row.status]}
                  </span>
                </td>
                <td role="cell" data-label={labels.fulcroLabel}>
                  {row.fulcro}
                  {row.fulcroLink && (
                    <>
                      {' '}
                      <Link to={row.fulcroLink} className={styles.link}>
                        {labels.linkLabel}
                        <span className="sr-only">{` (${labels.articleLabel} ${row.article})`}</span>
                      </Link>
                    </>
                  )}
                  {row.apiPersonalData && (
                    <>
                      {' · '}
                      <Link to="/docs/api/personal-data" className={styles.link}>
                        {labels.apiLabel}
                        <span className="sr-only">{` (${labels.articleLabel} ${row.article})`}</span>
                      </Link>
                    </>
                  )}
                </td>
                <td role="cell" data-label={labels.customerColumnLabel}>
                  {row.customer}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
