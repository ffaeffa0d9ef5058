import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import svgs from '@fulcro/diagram-svgs';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';
import {landscapeFrom, parseSize, publicDir, withRepeat} from '@site/src/shared/mermaid-rendering';
import styles from './styles.module.css';

type ColorMode = 'light' | 'dark';
type Layout = 'wide' | 'narrow';

type Props = {
  /** The block's title: the SVG's accessible name, and the link text if the drawing cannot be loaded. */
  title: string;
  /** Key of the authored layout's rendering with the light colour mode's Mermaid theme. */
  light: string;
  /** Key of the authored layout's rendering with the dark colour mode's theme. */
  dark: string;
  /** "width height" of the authored layout's drawing (its viewBox). */
  size: string;
  /** The portrait layout's renderings and size, when the authored layout is too wide for a phone. */
  narrowLight?: string;
  narrowDark?: string;
  narrowSize?: string;
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
  const common = {className: clsx(styles.rendering, styles[mode]), 'data-color-mode': mode};
  if (svg !== null) return <div {...common} dangerouslySetInnerHTML={{__html: svg}} />;
  const {width, height} = parseSize(size);
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
        <div className={styles.placeholder} style={{aspectRatio: `${width} / ${height}`, maxWidth: width}} />
      )}
    </div>
  );
}

/**
 * Which layout the column shows, as a container query on the figure: the wide
 * layout from the width that keeps its labels at 12 px or more
 * (src/shared/mermaid-rendering.ts), the portrait one below. The threshold is
 * the diagram's own, so the rule is written with it; a `<style>` element is
 * not allowed in a page's body, but is inside an SVG.
 */
function LayoutRule({diagram, from}: {diagram: string; from: number}): ReactNode {
  const figure = `[data-diagram="${diagram}"]`;
  const css =
    // min-/max-width, not `width < …`: inside an SVG the HTML parser reads `<` as the start of a tag (a parse error).
    `@container (max-width: ${from - 0.02}px) { ${figure} > [data-layout="wide"] { display: none; } }\n` +
    `@container (min-width: ${from}px) { ${figure} > [data-layout="narrow"] { display: none; } }`;
  return (
    <svg className={styles.rule} aria-hidden="true" focusable="false">
      <style>{css}</style>
    </svg>
  );
}

/**
 * A ```mermaid block of a doc, as the production build renders it
 * (plugins/features/mermaid-svg): each layout's SVG in both colour modes is in
 * the page, and CSS shows the one of the current mode and of the column's
 * width, like a themed image with a portrait variant. The SVGs come from our
 * own build (no scripts in them); each is named by the block's title. A
 * diagram never scrolls: it shrinks with its column, and switches to its
 * portrait layout before its labels would get too small.
 */
export default function MermaidDiagram({
  title,
  light,
  dark,
  size,
  narrowLight,
  narrowDark,
  narrowSize,
  repeat = '1',
}: Props): ReactNode {
  const layouts: {layout: Layout; keys: Record<ColorMode, string>; size: string}[] = [
    {layout: 'wide', keys: {light, dark}, size},
    ...(narrowLight && narrowDark && narrowSize
      ? [{layout: 'narrow' as const, keys: {light: narrowLight, dark: narrowDark}, size: narrowSize}]
      : []),
  ];
  return (
    <KeepServerMarkup>
      <figure className={styles.diagram} data-diagram={light}>
        {layouts.length > 1 && <LayoutRule diagram={light} from={landscapeFrom(parseSize(size).width)} />}
        {layouts.map(({layout, keys, size: layoutSize}) => (
          <div key={layout} data-layout={layout}>
            {(['light', 'dark'] as const).map((mode) => (
              <Rendering
                key={mode}
                mode={mode}
                renderingKey={keys[mode]}
                repeat={Number(repeat)}
                title={title}
                size={layoutSize}
              />
            ))}
          </div>
        ))}
      </figure>
    </KeepServerMarkup>
  );
}
