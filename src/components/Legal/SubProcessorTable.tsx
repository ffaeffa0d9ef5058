import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {subProcessors} from '@site/src/data/sub-processors';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

/**
 * The sub-processors of hosted instances, from src/data/hosting.ts (name,
 * service, purpose, location, when it applies), in the page's language. A
 * change of the list is a change of that module and of its
 * `subProcessorsLastChanged` date, never of a page.
 */
export default function SubProcessorTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale === 'it' ? 'it' : 'en';
  const caption = translate({id: 'legal.subProcessors.caption', message: 'Sub-processors of hosted instances'});
  return (
    <ScrollTable label={caption}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="legal.subProcessors.name">Sub-processor and service</Translate>
            </th>
            <th scope="col">
              <Translate id="legal.subProcessors.purpose">Purpose</Translate>
            </th>
            <th scope="col">
              <Translate id="legal.subProcessors.location">Location of the processing</Translate>
            </th>
            <th scope="col">
              <Translate id="legal.subProcessors.applies">When it applies</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {subProcessors.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                {entry.name}
                <span className={styles.service}>{entry.service}</span>
              </th>
              <td>{entry.purpose[lang]}</td>
              <td>{entry.location[lang]}</td>
              <td>{entry.appliesWhen[lang]}</td>
            </tr>
          ))}
        </tbody>
    </ScrollTable>
  );
}
