import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
// The plugin's own stylesheet, imported here so that it stays in the site's
// stylesheet: the search box looks the same before and after it loads.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;
type SearchBarComponent = ComponentType<Props>;

/** The search box's code (autocomplete, tokenizer, lunr's Italian stemmer): about 20 KB gzipped. */
const loadSearchBar = (): Promise<SearchBarComponent> =>
  import('@theme-original/SearchBar').then((module) => module.default as SearchBarComponent);

/** The plugin's default shortcut, "mod+k". */
const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The local-search plugin's search box, loaded when a visitor reaches for
 * it (pointer over it, focus, touch, Ctrl/⌘+K) instead of with every page:
 * its code otherwise runs before any page becomes interactive. Until then
 * the same input, with the same styles, stands in; what was typed into it
 * and its focus pass to the real one. Pages opened from a search result
 * (`?_highlight=`) load it at once, as it marks the words found.
 *
 * The plugin also hard-codes aria-label="Search": the input gets its
 * translated accessible name so that it matches the visible text in every
 * locale.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(null);
  const requested = useRef(false);
  const handOver = useRef<{value: string; focused: boolean} | null>(null);
  const {search} = useLocation();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadSearchBar().then(
      (component) => {
        const input = container.current?.querySelector('input');
        if (input) handOver.current = {value: input.value, focused: document.activeElement === input};
        setSearchBar(() => component);
      },
      () => {
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (search.includes('_highlight=')) load();
  }, [search, load]);

  useEffect(() => {
    if (SearchBar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      container.current?.querySelector('input')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar]);

  useEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    input.setAttribute('aria-label', label);
    const pending = handOver.current;
    if (!SearchBar || !pending) return;
    handOver.current = null;
    if (pending.value) {
      // Through the native setter, so that React's onChange sees the text.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, pending.value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (pending.focused) input.focus();
  });

  if (SearchBar) {
    return (
      <div ref={container} className={styles.contents}>
        <SearchBar {...props} />
      </div>
    );
  }

  return (
    <div ref={container} className={styles.contents}>
      <div className={clsx('navbar__search', pluginStyles.searchBarContainer)} dir="ltr">
        <svg aria-hidden="true" className={pluginStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
          <path
            fill="currentColor"
            d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
          />
        </svg>
        <input
          placeholder={label}
          aria-label={label}
          className={clsx('navbar__search-input', pluginStyles.searchInput)}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
        />
      </div>
    </div>
  );
}
