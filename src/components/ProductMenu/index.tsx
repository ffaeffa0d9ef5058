import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import Icon from '@site/src/components/Icon';
import type {ProductMenuEntry} from '@site/src/config/navbar';
import styles from './styles.module.css';

/** The products of the panel; each is also the name of its icon. */
type ProductKey = ProductMenuEntry['product'];

type Props = {
  label: string;
  items: ProductMenuEntry[];
  /** Set by the theme in the phone's sidebar. */
  mobile?: boolean;
  position?: 'left' | 'right';
  className?: string;
  onClick?: () => void;
};

/** One line per product, under its name: interface words (code.json), written here so write-translations finds each id. */
function useDescriptions(): Record<ProductKey, string> {
  return {
    cloud: translate({
      id: 'navbar.product.cloud.description',
      message: 'Ingestion, storage, identity and every platform service',
      description: 'One line under "Cloud" in the navbar Product panel',
    }),
    edge: translate({
      id: 'navbar.product.edge.description',
      message: 'The agent for Linux gateways, with store-and-forward',
      description: 'One line under "Edge" in the navbar Product panel',
    }),
    ai: translate({
      id: 'navbar.product.ai.description',
      message: 'Anomaly detection and forecasting on your time series',
      description: 'One line under "AI" in the navbar Product panel',
    }),
    control: translate({
      id: 'navbar.product.control.description',
      message: 'The device-management app for your operations team',
      description: 'One line under "Control" in the navbar Product panel',
    }),
    copilot: translate({
      id: 'navbar.product.copilot.description',
      message: 'Answers about your fleet, in plain language',
      description: 'One line under "Copilot" in the navbar Product panel',
    }),
  };
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

type EntryProps = {
  item: ProductMenuEntry;
  description: string;
  onNavigate: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

function Entry({item, description, onNavigate, onKeyDown}: EntryProps): ReactNode {
  const descriptionId = useId();
  const {pathname} = useLocation();
  const href = useBaseUrl(item.to);
  const current = withoutSlash(pathname) === withoutSlash(href);
  return (
    <li>
      <Link
        to={item.to}
        className={clsx('dropdown__link', styles.entry, current && styles.current)}
        aria-current={current ? 'page' : undefined}
        aria-describedby={descriptionId}
        data-product-link=""
        onClick={onNavigate}
        onKeyDown={onKeyDown}>
        <span className={styles.icon}>
          <Icon name={item.product} size={22} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{item.label}</span>
          {/* Read as the link's description (aria-describedby), not as part of its name. */}
          <span id={descriptionId} className={styles.description} aria-hidden="true">
            {description}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The desktop panel: a disclosure (a button with `aria-expanded` and the list it shows), as the WAI "disclosure
 * navigation menu" pattern has it. Enter, Space or ArrowDown open it (ArrowDown also moves to the first product);
 * ArrowUp/ArrowDown, Home and End move between products; Escape closes it and gives the focus back to the button;
 * Tab walks through the products and out, which closes it; so do a click or a touch outside. The pointer opens it
 * on hover, as Infima's other dropdowns (`dropdown--hoverable`), with no script.
 */
function ProductPanel({label, items, position, className}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const panelId = useId();
  const descriptions = useDescriptions();
  const {pathname} = useLocation();

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-product-link]') ?? []);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    // Opened with ArrowDown: the first product takes the focus. A key event's update is drawn, and its effects run,
    // before the next key event, so an Enter typed right after lands on the product.
    if (focusFirst.current) {
      focusFirst.current = false;
      links()[0]?.focus();
    }
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  /** Escape, from the button or a product: closes the panel, the focus on the button. */
  const closeOnEscape = (event: KeyboardEvent): boolean => {
    if (event.key !== 'Escape' || !open) return false;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
    return true;
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event) || event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) links()[0]?.focus();
    else {
      focusFirst.current = true;
      setOpen(true);
    }
  };

  const onEntryKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event)) return;
    const list = links();
    const at = list.indexOf(event.currentTarget as HTMLAnchorElement);
    const next = {ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[(next + list.length) % list.length].focus();
  };

  return (
    <div
      ref={root}
      className={clsx(
        'navbar__item',
        'dropdown',
        'dropdown--hoverable',
        position === 'right' && 'dropdown--right',
        open && 'dropdown--show',
      )}>
      <button
        ref={toggle}
        type="button"
        className={clsx('navbar__link', styles.toggle, className)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onToggleKeyDown}>
        {label}
      </button>
      <div id={panelId} className={clsx('dropdown__menu', styles.panel)}>
        <ul className={styles.list}>
          {items.map((item) => (
            <Entry
              key={item.product}
              item={item}
              description={descriptions[item.product]}
              onNavigate={() => setOpen(false)}
              onKeyDown={onEntryKeyDown}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The navbar's Product item (`type: 'custom-productMenu'` in `src/config/navbar.ts`, registered in
 * `src/theme/NavbarItem/ComponentTypes.tsx`): on desktop a panel with each product's icon and one line about it; in
 * the phone's sidebar the theme's own collapsible list of the same links.
 */
export default function ProductMenuNavbarItem({mobile = false, items, ...props}: Props): ReactNode {
  if (mobile) {
    return <DropdownNavbarItem mobile {...props} items={items.map(({label, to}) => ({label, to}))} />;
  }
  return <ProductPanel {...props} items={items} />;
}
