import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * One figure of a stat band, inside a `<dl>`: what it counts (first, for
 * screen readers) and the number, shown large below its label's place. The
 * story pages' band and the stories index's cards both use it; a card sets its
 * own sizes through `--stat-value-size`, `--stat-label-size` and
 * `--stat-label-gap` on the `<dl>`.
 */
export default function StatFigure({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}): ReactNode {
  return (
    <div className={clsx(styles.statFigure, className)}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{children}</dd>
    </div>
  );
}
