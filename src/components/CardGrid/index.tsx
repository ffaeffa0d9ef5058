import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export type Card = {
  key: string;
  icon: IconName;
  title: string;
  description: string;
  to?: string;
};

/** A responsive grid of icon cards; a card with `to` ends with a "Learn more" link. */
export default function CardGrid({cards, columns = 3}: {cards: Card[]; columns?: 2 | 3 | 5}): ReactNode {
  return (
    <ul className={clsx(styles.grid, styles[`columns${columns}`])}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={card.icon} />
          </span>
          <Heading as="h3" className={styles.title}>
            {card.title}
          </Heading>
          <p className={styles.description}>{card.description}</p>
          {card.to && (
            <Link className={styles.more} to={card.to}>
              <Translate id="cardGrid.learnMore" values={{topic: <span className="sr-only">{card.title}</span>}}>
                {'Learn more {topic}'}
              </Translate>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
