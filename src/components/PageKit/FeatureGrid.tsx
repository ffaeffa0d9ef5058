import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

/** A responsive grid of `<Feature>` cards (2 or 3 columns on wide screens). */
export function FeatureGrid({columns = 3, children}: {columns?: 2 | 3; children: ReactNode}): ReactNode {
  return <ul className={clsx(styles.featureGrid, columns === 3 && styles.columns3)}>{children}</ul>;
}

type FeatureProps = {title: string; icon?: IconName; children: ReactNode};

/** One capability: an icon, a short title and a few sentences with specifics. */
export function Feature({title, icon, children}: FeatureProps): ReactNode {
  return (
    <li className={styles.feature}>
      {icon && (
        <span className={styles.featureIcon}>
          <Icon name={icon} />
        </span>
      )}
      <Heading as="h3" className={styles.featureTitle}>
        {title}
      </Heading>
      <div className={styles.featureBody}>{children}</div>
    </li>
  );
}
