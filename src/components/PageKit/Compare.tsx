import React, {type ReactNode} from 'react';
import {TableScroller} from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

/**
 * Wraps a Markdown table: named by `caption` for screen readers; on phones its first column stays put while the others
 * scroll, with a visible cue (see ScrollTable).
 */
export default function Compare({caption, children}: {caption: string; children: ReactNode}): ReactNode {
  return (
    <TableScroller label={caption} className={styles.compare}>
      {children}
    </TableScroller>
  );
}
