import React, {type ReactNode} from 'react';
import {TableScroller} from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

/**
 * Wraps a Markdown table: named by `caption` for screen readers; on wide screens it scrolls sideways if it must, and on
 * a phone its rows stack, each value under its column's name (see ScrollTable and plugins/rehype/stacked-tables).
 */
export default function Compare({caption, children}: {caption: string; children: ReactNode}): ReactNode {
  return (
    <TableScroller label={caption} className={styles.compare}>
      {children}
    </TableScroller>
  );
}
