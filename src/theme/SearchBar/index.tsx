import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
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
  import('@theme-original/SearchBar').then((module: {default: SearchBarComponent}) => module.default);

type HandOver = {value: string; focused: boolean; given?: boolean};

/**
 * The input that stands in for the search box until its code has loaded.
 * When the real box replaces it, it reports what was typed into it and
 * whether it had the focus, at the last moment: its layout-effect cleanup
 * runs in the commit that removes it, while it is still in the document. A
 * visitor typing while the code loads loses no letter (reading the value
 * when the code arrived missed those typed until the real box was drawn).
 */
function StandIn({
  label,
  load,
  onLeave,
}: {
  label: string;
  load: () => void;
  onLeave: (state: HandOver) => void;
}): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (element) onLeave({value: element.value, focused: document.activeElement === element});
    },
    [onLeave],
  );
  return (
    <div className={clsx('navbar__search', pluginStyles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={pluginStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', pluginStyles.searchInput)}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
      />
    </div>
  );
}

/** The plugin's default shortcut, "mod+k". */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

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
  const handOver = useRef<HandOver | null>(null);
  const onLeave = useCallback((state: HandOver) => {
    handOver.current = state;
  }, []);
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
      (component) => setSearchBar(() => component),
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

  const searchInput = () => container.current?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;
  /** Gives the real box's input what the stand-in had: its text (before anything typed since) and its focus. */
  const give = (input: HTMLInputElement, pending: HandOver) => {
    if (pending.given) return;
    pending.given = true;
    if (pending.value) {
      // Through the native setter: React's value tracker still holds the old value, so the input event below is a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        pending.value + input.value,
      );
    }
    if (pending.focused) input.focus();
  };
  // In the commit that draws the real box, so that the next key already lands in its input.
  useLayoutEffect(() => {
    const input = searchInput();
    if (!input) return;
    input.setAttribute('aria-label', label);
    if (SearchBar && handOver.current) give(input, handOver.current);
  });
  // After the box's own effects (they set up its list), an input event lets it search for the text handed over.
  useEffect(() => {
    const pending = handOver.current;
    const input = searchInput();
    if (!SearchBar || !pending || !input) return;
    handOver.current = null;
    give(input, pending);
    // The box's set-up may have moved its input in the document, which drops the focus.
    if (pending.focused && document.activeElement !== input) input.focus();
    if (pending.value) input.dispatchEvent(new Event('input', {bubbles: true}));
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
      <StandIn label={label} load={load} onLeave={onLeave} />
    </div>
  );
}
