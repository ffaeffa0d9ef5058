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
  const caption = translate({id: 'services.table.caption', message: 'The services of Fulcro Cloud and their REST APIs'});
  return (
    <ScrollTable label={caption}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="services.table.service">Service</Translate>
            </th>
            <th scope="col">
              <Translate id="services.table.does">What it does</Translate>
            </th>
            <th scope="col">
              <Translate id="services.table.api">REST API</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {cloudServices.map((service) => (
            <tr key={service.id}>
              <th scope="row">
                <Link to={service.learnMore}>{service.name}</Link>
                {service.addOn && (
                  <span className={styles.addOn}>
                    <Translate id="services.table.addOn">add-on, Pro and Enterprise</Translate>
                  </span>
                )}
              </th>
              <td>{serviceSummaries[service.id][lang]}</td>
              <td>
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
