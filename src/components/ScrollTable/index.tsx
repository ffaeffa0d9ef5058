import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type ScrollerProps = {
  /** The region's accessible name (the table's caption). */
  label: string;
  className?: string;
  /** Show the phone's "swipe sideways" cue (off for a table that lays itself out for phones). */
  cue?: boolean;
  /** A `<table>`: a Markdown table, or one a component renders. */
  children: ReactNode;
};

/**
 * The one way a wide table scrolls on a narrow screen: a named, focusable region (so a keyboard can scroll it), the
 * first column pinned while the others scroll, and on phones a visible cue above a table of three columns or more
 * (wider than the screen at the columns' minimum widths).
 */
export function TableScroller({label, className, cue = true, children}: ScrollerProps): ReactNode {
  return (
    <div className={clsx(styles.scroller, className)} role="region" aria-label={label} tabIndex={0} data-table-scroller="">
      {cue && (
        <p className={styles.cue} aria-hidden="true">
          <Translate id="table.scrollCue" description="Shown above a table that is wider than a phone's screen">
            Swipe sideways for the other columns →
          </Translate>
        </p>
      )}
      {children}
    </div>
  );
}

/** A data table that scrolls sideways on narrow screens; the caller gives the table's `<thead>` and `<tbody>`. */
export default function ScrollTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <TableScroller label={label} className={styles.contained}>
      <table>{children}</table>
    </TableScroller>
  );
}
