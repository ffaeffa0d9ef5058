import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A page imports its drawing from `src/drawings/` with a plain MDX import
 * (`import CloudServicesDrawing from '@site/src/drawings/cloud-services';`)
 * and passes it as `drawing={CloudServicesDrawing}`: the drawing is in the
 * page's own chunk and in its static HTML, and in no other page's JavaScript.
 */
export type DrawingProps = {
  drawing: ComponentType;
};

type Props = DrawingProps & {
  /** A visible caption in the page's language (the drawing carries its own alt text). */
  caption?: string;
  /** Drawn on a card (used by the hero). */
  framed?: boolean;
};

/** A hand-made drawing from `src/drawings/`, designed for both colour modes. */
export default function Figure({drawing: Drawing, caption, framed = false}: Props): ReactNode {
  return (
    <figure className={clsx(styles.figure, framed && styles.framed)} data-figure="">
      {/* A drawing fits its column at every width (a portrait layout on narrow columns): nothing to scroll. */}
      <div className={styles.figureFrame}>
        <Drawing />
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
