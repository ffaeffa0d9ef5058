import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  apiChangeOperationsInline,
  apiChangeSegments,
  apiChangelogAnchor,
  apiChangelogEntries,
  apiChangelogEntryTitle,
  apiChangelogLabels,
  apiChangelogPaths,
  type ApiChange,
  type ApiChangelogEntry,
  type ApiChangelogLocale,
} from '@site/src/data/api-changelog';
import styles from './styles.module.css';
import {formatIsoDate} from '@site/src/shared/dates';

/**
 * The entries of the API changelog (/docs/api/changelog, issue 31), newest
 * first, in the page's language: each under a heading whose id is its anchor
 * (`#core-4.2.1`), with its date, its summary and its classified changes; the
 * annotations (descriptions, examples, extensions) folded away, and a change's
 * operations listed in a fold when there are many. Words come from
 * src/data/api-changelog.ts, which the feeds read too; paths stay code.
 */
export default function ApiChangelog(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale: ApiChangelogLocale = i18n.currentLocale === 'it' ? 'it' : 'en';
  const words = apiChangelogLabels[locale];
  const rss = useBaseUrl(apiChangelogPaths.rss);
  const atom = useBaseUrl(apiChangelogPaths.atom);
  return (
    <div className={styles.changelog}>
      <p className={styles.feeds}>
        {words.feeds} <a href={rss}>RSS</a> · <a href={atom}>Atom</a>
      </p>
      {apiChangelogEntries.map((entry) => (
        <Entry key={apiChangelogAnchor(entry)} entry={entry} locale={locale} />
      ))}
    </div>
  );
}

/** A summary's text, with `inline code` as code. */
function Summary({text}: {text: string}): ReactNode {
  return <p>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</p>;
}

function Entry({entry, locale}: {entry: ApiChangelogEntry; locale: ApiChangelogLocale}): ReactNode {
  const words = apiChangelogLabels[locale];
  const main = entry.changes.filter((change) => change.type !== 'annotation');
  const annotations = entry.changes.filter((change) => change.type === 'annotation');
  return (
    <section className={styles.entry}>
      <Heading as="h2" id={apiChangelogAnchor(entry)}>
        {apiChangelogEntryTitle(entry, locale)}
      </Heading>
      <p className={styles.date}>
        <time dateTime={entry.date}>{formatIsoDate(entry.date, locale)}</time>
      </p>
      <Summary text={entry.summary[locale]} />
      {entry.changes.length === 0 ? <p className={styles.baseline}>{words.baseline}</p> : null}
      {main.length > 0 ? (
        <ul className={styles.changes} aria-label={words.changesHeading}>
          {main.map((change, i) => (
            <Change key={i} change={change} locale={locale} />
          ))}
        </ul>
      ) : null}
      {annotations.length > 0 ? (
        <details className={styles.fold}>
          <summary>{words.annotations.replace('{count}', String(annotations.length))}</summary>
          <ul className={styles.changes}>
            {annotations.map((change, i) => (
              <Change key={i} change={change} locale={locale} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function Change({change, locale}: {change: ApiChange; locale: ApiChangelogLocale}): ReactNode {
  const words = apiChangelogLabels[locale];
  const operations = change.operations ?? [];
  return (
    <li className={styles.change}>
      <strong className={styles.type}>{words.types[change.type]}</strong>:{' '}
      {apiChangeSegments(change, locale).map((segment, i) =>
        'code' in segment ? (
          <code key={i}>{segment.code}</code>
        ) : (
          <React.Fragment key={i}>{segment.text}</React.Fragment>
        ),
      )}
      {operations.length > apiChangeOperationsInline ? (
        <details className={styles.fold}>
          <summary>{words.operationsList}</summary>
          <ul className={styles.operations}>
            {operations.map((operation) => (
              <li key={operation}>
                <code>{operation}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
