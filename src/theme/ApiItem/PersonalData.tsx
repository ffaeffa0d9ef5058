import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PersonalDataBlock, PersonalDataRow} from '@site/src/shared/api-page';

/**
 * The operation's personal data (issue 31): which request and response fields
 * can hold it, their category, and the retention that applies on hosted
 * instances. Written at generation time from the specs' `x-personal-data`
 * marks (plugins/features/api-reference/markdown.ts), so it is in the page's
 * HTML in both languages; the whole API's list is /docs/api/personal-data.
 */
export default function PersonalData({block}: {block: PersonalDataBlock}): ReactNode {
  const headingId = useId();
  const {i18n} = useDocusaurusContext();
  const words = i18n.currentLocale === 'it' ? block.it : block.en;
  const where = (row: PersonalDataRow) => {
    const side =
      row.where === 'request'
        ? translate({
            id: 'apiReference.personalData.request',
            message: 'Request',
            description: 'Where a personal-data field travels: in the request',
          })
        : translate({
            id: 'apiReference.personalData.response',
            message: 'Response',
            description: 'Where a personal-data field travels: in the response',
          });
    return row.in ? `${side} (${row.in})` : side;
  };
  const whereLabel = translate({
    id: 'apiReference.personalData.where',
    message: 'Where',
    description: 'Column of the personal-data table: request or response',
  });
  const categoryLabel = translate({
    id: 'apiReference.personalData.category',
    message: 'Category',
    description: "Column of the personal-data table: the data's category",
  });
  return (
    <section className="api-personal-data" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Translate
          id="apiReference.personalData.title"
          description="Heading of the personal-data block of an API operation page">
          Personal data
        </Translate>
      </h2>
      {block.fields.length === 0 ? (
        <p>
          <Translate
            id="apiReference.personalData.none"
            description="Personal-data block of an API operation whose fields hold no personal data">
            No field of this operation holds personal data.
          </Translate>
        </p>
      ) : (
        <>
          <p>
            <Translate
              id="apiReference.personalData.intro"
              description="Introduction of the personal-data block of an API operation page">
              These fields can hold personal data of the people your product serves. The retention below applies on
              hosted instances.
            </Translate>
          </p>
          {/* Stacked rows on a phone (`table-stack`, src/css/custom.css); the roles keep it a table for assistive technology then. */}
          <table className="table-stack" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  <Translate
                    id="apiReference.personalData.field"
                    description="Column of the personal-data table: the field's name">
                    Field
                  </Translate>
                </th>
                <th scope="col" role="columnheader">
                  {whereLabel}
                </th>
                <th scope="col" role="columnheader">
                  {categoryLabel}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {block.fields.map((row) => (
                <tr key={`${row.where} ${row.in ?? ''} ${row.field}`} role="row">
                  <td role="cell">
                    <code>{row.field}</code>
                  </td>
                  <td role="cell" data-label={whereLabel}>
                    {where(row)}
                  </td>
                  <td role="cell" data-label={categoryLabel}>
                    {words.categories[row.category]?.label ?? row.category}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="api-personal-data__retention">
            {Object.entries(words.categories).map(([id, category]) => (
              <React.Fragment key={id}>
                <dt>{category.label}</dt>
                {category.retention.map((clause) => (
                  <dd key={clause.rule}>{clause.about ? `${clause.about}: ${clause.rule}` : clause.rule}</dd>
                ))}
              </React.Fragment>
            ))}
            <dt>
              <Translate
                id="apiReference.personalData.afterErasure"
                description="Term of the personal-data block: what outlives a deletion (backups, exports)">
                After deletion
              </Translate>
            </dt>
            <dd>{words.afterErasure}</dd>
          </dl>
        </>
      )}
      <p>
        <Link to="/docs/api/personal-data">
          <Translate
            id="apiReference.personalData.summaryLink"
            description="Link from an operation's personal-data block to the API-wide list">
            Every operation that processes personal data, by category
          </Translate>
        </Link>
      </p>
    </section>
  );
}
