import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import LinkItem from '@theme/Footer/LinkItem';
import type {Props} from '@theme/Footer/Links/MultiColumn';
import Chevron from '@site/src/components/Chevron';
import styles from './styles.module.css';

type Column = Props['columns'][number];

function ColumnLinkItem({item}: {item: Column['items'][number]}): ReactNode {
  return item.html ? (
    // The site's configuration wrote this HTML (src/config/footer.ts), as the theme's own column trusts it.
    <li className={clsx('footer__item', item.className)} dangerouslySetInnerHTML={{__html: item.html}} />
  ) : (
    <li className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}

/**
 * One column. On phones (the theme's breakpoint, 996 px) its title is a disclosure button (`aria-expanded`,
 * `aria-controls`) and its links stay folded until opened; on desktop the title is plain text and the links show.
 * The static HTML has the button, and the stylesheet folds the lists only below the breakpoint, so a phone gets the
 * folded footer before any script and a desktop never sees it folded; once hydrated on desktop the button becomes
 * the plain title again, so no control announces a state the page does not have.
 */
function FooterColumn({column, foldable}: {column: Column; foldable: boolean}): ReactNode {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={clsx(ThemeClassNames.layout.footer.column, 'col footer__col', styles.column, column.className)}>
      <div className={clsx('footer__title', styles.title)}>
        {foldable ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((was) => !was)}>
            {column.title}
            <Chevron className={styles.chevron} />
          </button>
        ) : (
          column.title
        )}
      </div>
      <ul id={listId} className={clsx('footer__items clean-list', styles.items, foldable && !open && styles.folded)}>
        {column.items.map((item, i) => (
          <ColumnLinkItem key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer's link columns (ejected from theme-classic 3.10, where the swizzle list marks it safe): the same
 * markup and classes, with the columns as disclosures on phones. Every link stays in the page; a phone's footer
 * goes from 2,564 px to the seven titles.
 */
export default function FooterLinksMultiColumn({columns}: Props): ReactNode {
  const foldable = useWindowSize() !== 'desktop';
  return (
    <div className={clsx('row footer__links', styles.columns)}>
      {columns.map((column, i) => (
        <FooterColumn key={i} column={column} foldable={foldable} />
      ))}
    </div>
  );
}
