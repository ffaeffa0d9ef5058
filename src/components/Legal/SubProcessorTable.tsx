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
  const purpose = translate({id: 'legal.subProcessors.purpose', message: 'Purpose'});
  const location = translate({id: 'legal.subProcessors.location', message: 'Location of the processing'});
  const applies = translate({id: 'legal.subProcessors.applies', message: 'When it applies'});
  // The roles keep it a table for assistive technology when it stacks on a phone (ScrollTable); data-label names a cell there.
  return (
    <ScrollTable label={caption}>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            <Translate id="legal.subProcessors.name">Sub-processor and service</Translate>
          </th>
          <th scope="col" role="columnheader">
            {purpose}
          </th>
          <th scope="col" role="columnheader">
            {location}
          </th>
          <th scope="col" role="columnheader">
            {applies}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {subProcessors.map((entry) => (
          <tr key={entry.id} role="row">
            <th scope="row" role="rowheader">
              {entry.name}
              <span className={styles.service}>{entry.service}</span>
            </th>
            <td role="cell" data-label={purpose}>
              {entry.purpose[lang]}
            </td>
            <td role="cell" data-label={location}>
              {entry.location[lang]}
            </td>
            <td role="cell" data-label={applies}>
              {entry.appliesWhen[lang]}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
