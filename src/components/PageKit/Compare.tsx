import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Wraps a Markdown table: it scrolls sideways on phones (keyboard-reachable)
 * and is named by `caption` for screen readers.
 */
export default function Compare({caption, children}: {caption: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.compare} role="region" aria-label={caption} tabIndex={0}>
      {children}
    </div>
  );
}
