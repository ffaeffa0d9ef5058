import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {marked} from 'marked';

type Props = {children?: ReactNode; className?: string};

/**
 * Replaces the API theme's Markdown component, which renders descriptions
 * with react-markdown, remark-gfm and rehype-raw (about 100 KB of gzipped
 * JavaScript on every API page). The texts are the specs' descriptions and
 * the theme's own qualifiers ("Possible values: …", enum tables): trusted,
 * CommonMark plus tables, rendered here to HTML with marked, the same on the
 * server and in the browser.
 */
export default function Markdown({children, className}: Props): ReactNode {
  const html = useMemo(
    () => (typeof children === 'string' ? (marked.parse(children, {async: false, gfm: true}) as string) : null),
    [children],
  );
  if (html === null) {
    return <div className={className}>{children}</div>;
  }
  return <div className={clsx('openapi-markdown', className)} dangerouslySetInnerHTML={{__html: html}} />;
}
