import React, {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import svgs from '@fulcro/diagram-svgs';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';
import {parseSize, publicDir, withRepeat} from '@site/src/shared/mermaid-rendering';
import styles from './styles.module.css';

type ColorMode = 'light' | 'dark';

type Props = {
  /** The block's title: the SVG's accessible name, and the link text if the drawing cannot be loaded. */
  title: string;
  /** Key of the rendering with the light colour mode's Mermaid theme. */
  light: string;
  /** Key of the rendering with the dark colour mode's theme. */
  dark: string;
  /** "width height minWidth" of the drawing, to keep its place while it loads. */
  size: string;
  /** Which occurrence of this diagram on the page (from 2, its ids get a suffix). */
  repeat?: string;
};

type RenderingProps = {mode: ColorMode; renderingKey: string; repeat: number; title: string; size: string};

/**
 * The markup of one rendering. The server bundle has every rendering
 * (`@fulcro/diagram-svgs`), so the static HTML shows the diagram; the
 * browser bundle has none, so that no SVG travels in the page's JavaScript.
 * On the first load the diagram keeps the server's markup through hydration
 * (`KeepServerMarkup`, below) and this never runs in the browser; after an
 * in-app navigation the rendering is fetched from the file the build
 * published.
 */
function useRendering(renderingKey: string, repeat: number, url: string): {svg: string | null; failed: boolean} {
  const [svg, setSvg] = useState<string | null>(() => {
    const own = svgs[renderingKey];
    return own === undefined ? null : withRepeat(own, renderingKey, repeat);
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (svg !== null) return undefined;
    let current = true;
    setFailed(false);
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => current && setSvg(withRepeat(text, renderingKey, repeat)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [svg, url, renderingKey, repeat]);
  return {svg, failed};
}

function Rendering({mode, renderingKey, repeat, title, size}: RenderingProps): ReactNode {
  const url = useBaseUrl(`/${publicDir}/${renderingKey}.svg`);
  const {svg, failed} = useRendering(renderingKey, repeat, url);
  const common = {className: styles[mode], 'data-color-mode': mode};
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide diagram scrolls sideways: focusable, so a keyboard can scroll it (axe scrollable-region-focusable)
  if (svg !== null) return <div {...common} tabIndex={0} dangerouslySetInnerHTML={{__html: svg}} />;
  const {width, height, minWidth} = parseSize(size);
  return (
    <div {...common}>
      {failed ? (
        <p className={styles.failed} role="status">
          <Translate
            id="diagram.loadFailed"
            description="Shown in place of a diagram of the docs that could not be loaded (connection lost); the link opens the drawing as an image"
            values={{
              title: (
                <a href={url} target="_blank" rel="noopener">
                  {title}
                </a>
              ),
            }}>
            {'The diagram could not be loaded. Open it as an image: {title}'}
          </Translate>
        </p>
      ) : (
        <div className={styles.placeholder} style={{aspectRatio: `${width} / ${height}`, maxWidth: width, minWidth: minWidth || undefined}} />
      )}
    </div>
  );
}

/**
 * A ```mermaid block of a doc, as the production build renders it
 * (plugins/features/mermaid-svg): both colour modes' SVGs are in the page, and CSS
 * shows the one of the current mode, like a themed image. The SVGs come from
 * our own build (no scripts in them); each is named by the block's title. A
 * diagram wider than the column scrolls sideways, from the keyboard too
 * (focusable, like Docusaurus's code blocks).
 */
export default function MermaidDiagram({title, light, dark, size, repeat = '1'}: Props): ReactNode {
  return (
    <KeepServerMarkup keep>
      <figure className={styles.diagram} data-diagram="">
        {(['light', 'dark'] as const).map((mode) => (
          <Rendering key={mode} mode={mode} renderingKey={mode === 'light' ? light : dark} repeat={Number(repeat)} title={title} size={size} />
        ))}
      </figure>
    </KeepServerMarkup>
  );
}
