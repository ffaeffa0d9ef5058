import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A data table that scrolls sideways on narrow screens: a named, focusable
 * region (so a keyboard can scroll it) around a full-width `<table>`. The
 * caller gives the table's `<thead>` and `<tbody>`.
 */
export default function ScrollTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}
