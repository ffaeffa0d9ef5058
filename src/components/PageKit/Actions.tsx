import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A row of calls to action: it wraps, and on a phone each button fills its row (`.fulcro-button-row`, custom.css). */
export function Actions({children}: {children: ReactNode}): ReactNode {
  return <div className={clsx('fulcro-button-row', styles.actions)}>{children}</div>;
}

type CtaProps = {
  /** Internal path (`/checkout?plan=pro`) or docs link. */
  to: string;
  /** `primary` (filled, one per row) or `secondary` (outlined). */
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/** A button-styled link; internal paths are checked by the build like any link. */
export function Cta({to, variant = 'primary', children}: CtaProps): ReactNode {
  return (
    <Link
      to={to}
      className={clsx(
        'button',
        variant === 'primary' ? 'button--primary' : 'button--outline button--primary',
        styles.cta,
      )}>
      {children}
    </Link>
  );
}
