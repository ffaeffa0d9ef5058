import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cloudServices, serviceSummaries} from '@site/src/data/services';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

/**
 * Every service of a Fulcro Cloud instance, from src/data/services.ts: what it
 * does and whether it has a REST API (base paths and the API reference), or
 * where it is set up instead. Pages show this table rather than describing the
 * services by hand, so the count and the APIs stay true (issue 27, item 7).
 */
export default function CloudServiceTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale === 'it' ? 'it' : 'en';
  const caption = translate({
    id: 'services.table.caption',
    message: 'The services of Fulcro Cloud and their REST APIs',
  });
  const does = translate({id: 'services.table.does', message: 'What it does'});
  const api = translate({id: 'services.table.api', message: 'REST API'});
  // The roles keep it a table for assistive technology when it stacks on a phone (ScrollTable); data-label names a cell there.
  return (
    <ScrollTable label={caption}>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            <Translate id="services.table.service">Service</Translate>
          </th>
          <th scope="col" role="columnheader">
            {does}
          </th>
          <th scope="col" role="columnheader">
            {api}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {cloudServices.map((service) => (
          <tr key={service.id} role="row">
            <th scope="row" role="rowheader">
              <Link to={service.learnMore}>{service.name}</Link>
              {service.addOn && (
                <span className={styles.addOn}>
                  <Translate id="services.table.addOn">add-on, Pro and Enterprise</Translate>
                </span>
              )}
            </th>
            <td role="cell" data-label={does}>
              {serviceSummaries[service.id][lang]}
            </td>
            <td role="cell" data-label={api}>
              {service.api ? (
                <>
                  {service.api.basePaths.map((path) => (
                    <code key={path} className={styles.path}>
                      {path}
                    </code>
                  ))}
                  <Link to={`/docs/api/${service.api.spec}`}>
                    <Translate id="services.table.reference">API reference</Translate>
                  </Link>
                </>
              ) : (
                <Translate id="services.table.noApi">None: set up in Fulcro Control</Translate>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
