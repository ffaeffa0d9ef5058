import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useWindowSize} from '@docusaurus/theme-common';
import Chevron from '@site/src/components/Chevron';
import styles from './Contents.module.css';

type Props = {
  /** The page's sections as JSON `[{id, title}]`, written by the build (plugins/remark/section-contents); editors never set it. */
  entries?: string;
};

/**
 * The table of contents of a long page (the legal texts): a link to each `<Section>` of the page, in order. On
 * desktop a list under the hero; on phones (the theme's 996 px) a disclosure, folded until opened, as the docs'
 * "On this page". The static HTML has the button and the stylesheet folds the list only on phones, so neither gets
 * a layout shift when the page's script runs.
 */
export default function Contents({entries = '[]'}: Props): ReactNode {
  const sections = JSON.parse(entries) as {id: string; title: string}[];
  const foldable = useWindowSize() !== 'desktop';
  const [open, setOpen] = useState(false);
  const id = useId();
  // The theme's own words for the docs' table of contents, already translated.
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  return (
    <nav className={styles.contents} aria-labelledby={`${id}-title`} data-contents="">
      <div className={clsx('container', styles.inner)}>
        <p id={`${id}-title`} className={styles.title}>
          {foldable ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={`${id}-list`}
              onClick={() => setOpen((was) => !was)}>
              {label}
              <Chevron className={styles.chevron} />
            </button>
          ) : (
            label
          )}
        </p>
        <ol id={`${id}-list`} className={clsx(styles.list, foldable && !open && styles.folded)}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`} className={styles.link}>
                {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
