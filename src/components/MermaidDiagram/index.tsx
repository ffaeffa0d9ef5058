import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The diagram rendered with the light colour mode's Mermaid theme (an SVG document). */
  light: string;
  /** The same diagram with the dark colour mode's theme. */
  dark: string;
};

/**
 * A ```mermaid block of a doc, as the production build renders it
 * (plugins/mermaid-svg): both colour modes' SVGs are in the page, and CSS
 * shows the one of the current mode, like a themed image. The SVGs come from
 * our own build (no scripts in them); each is named by the block's title. A
 * diagram wider than the column scrolls sideways, from the keyboard too
 * (focusable, like Docusaurus's code blocks).
 */
export default function MermaidDiagram({light, dark}: Props): ReactNode {
  return (
    <figure className={styles.diagram} data-diagram="">
      <div className={styles.light} data-color-mode="light" tabIndex={0} dangerouslySetInnerHTML={{__html: light}} />
      <div className={styles.dark} data-color-mode="dark" tabIndex={0} dangerouslySetInnerHTML={{__html: dark}} />
    </figure>
  );
}
