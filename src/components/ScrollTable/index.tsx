import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type ScrollerProps = {
  /** The region's accessible name (the table's caption). */
  label: string;
  className?: string;
  /** A `<table>`: a Markdown table, or one a component renders. */
  children: ReactNode;
};

/**
 * The one wrapper of a data table. On wide screens a table wider than its column scrolls sideways inside a named,
 * focusable region (so a keyboard can scroll it), its first column pinned while the others scroll, with a shadow on
 * the side that has more to show. Below 600 px the table inside stacks its rows (the site's one responsive table
 * pattern, `table-stack` in src/css/custom.css): a Markdown table gets the class and its cells' column names from
 * plugins/rehype/stacked-tables, a component's table writes them (`stackedTable`, `data-label`).
 */
export function TableScroller({label, className, children}: ScrollerProps): ReactNode {
  return (
    <div
      className={clsx(styles.scroller, className)}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-table-scroller="">
      {children}
    </div>
  );
}

/** The classes and ARIA role of a component's table that stacks on a phone (its cells carry `data-label`). */
export const stackedTable = {className: 'table-stack', role: 'table'} as const;

/** A data table in a `TableScroller`; the caller gives its `<thead>` and `<tbody>`, each body cell with its `data-label`. */
export default function ScrollTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <TableScroller label={label} className={styles.contained}>
      <table {...stackedTable}>{children}</table>
    </TableScroller>
  );
}
