import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The local-search plugin translates the placeholder but hard-codes
 * aria-label="Search"; give the input its translated accessible name so
 * that it matches the visible text in every locale.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  useEffect(() => {
    container.current?.querySelectorAll('input.navbar__search-input').forEach((input) => {
      input.setAttribute('aria-label', label);
    });
  });
  return (
    <div ref={container} className={styles.contents}>
      <SearchBar {...props} />
    </div>
  );
}
