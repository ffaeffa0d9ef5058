import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * In MDX an editor writes `drawing="cloud-services"`, the file name of a
 * drawing in `src/drawings/`; the build (plugins/remark-page-imports) imports
 * that file into the page's own chunk and passes the component here, with its
 * name. Drawings are therefore in the static HTML and in no other page's
 * JavaScript.
 */
export type DrawingProps = {
  drawing: ComponentType;
  /** The drawing's file name, set by the build. */
  drawingName: string;
};

type Props = DrawingProps & {
  /** A visible caption in the page's language (the drawing carries its own alt text). */
  caption?: string;
  /** Drawn on a card (used by the hero). */
  framed?: boolean;
};

/** A hand-made drawing from `src/drawings/`, designed for both colour modes. */
export default function Figure({drawing: Drawing, drawingName, caption, framed = false}: Props): ReactNode {
  return (
    <figure className={clsx(styles.figure, framed && styles.framed)} data-figure={drawingName}>
      <div className={styles.figureScroller} tabIndex={0}>
        <Drawing />
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
