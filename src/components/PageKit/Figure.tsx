import React, {lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode} from 'react';
import clsx from 'clsx';
import {canvas} from '@site/src/components/DrawingKit';
import styles from './styles.module.css';

/** A drawing is a file `src/drawings/{name}.tsx`; its name is the file name. */
export type DrawingName = string;

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Each drawing is its own chunk, loaded only by the pages that show it (the
 * kit itself sits in every page's JavaScript). The static HTML always holds
 * the drawing: the build waits for it, and hydration keeps the server's SVG
 * until the chunk arrives.
 */
function drawing(name: string): LazyExoticComponent<ComponentType> {
  let component = loaded.get(name);
  if (!component) {
    component = lazy(() => import(`../../drawings/${name}.tsx`));
    loaded.set(name, component);
  }
  return component;
}

/** Holds the drawing's space (same 16:9 canvas) while its chunk loads after a client-side navigation. */
function Placeholder(): ReactNode {
  return <svg className={styles.placeholder} viewBox={`0 0 ${canvas.width} ${canvas.height}`} aria-hidden="true" />;
}

type Props = {
  /** File name in `src/drawings/` without `.tsx`, e.g. `cloud-services`. */
  drawing: DrawingName;
  /** A visible caption in the page's language (the drawing carries its own alt text). */
  caption?: string;
  /** Drawn on a card (used by the hero). */
  framed?: boolean;
};

/** A hand-made drawing from `src/drawings/`, designed for both colour modes. */
export default function Figure({drawing: name, caption, framed = false}: Props): ReactNode {
  const Drawing = drawing(name);
  return (
    <figure className={clsx(styles.figure, framed && styles.framed)} data-figure={name}>
      <div className={styles.figureScroller} tabIndex={0}>
        <Suspense fallback={<Placeholder />}>
          <Drawing />
        </Suspense>
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
