import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownToHtml} from '@site/src/shared/inline-markdown';

type Props = {children?: ReactNode; className?: string};

/**
 * Replaces the API theme's Markdown component, which renders descriptions
 * with react-markdown, remark-gfm and rehype-raw (about 100 KB of gzipped
 * JavaScript on every API page). The specs' descriptions arrive as HTML,
 * rendered when the pages were generated (plugins/features/api-reference/prerender.ts);
 * the theme's own qualifiers ("**Possible values:** `>= 1`") are bold text
 * and code spans, rendered here by a few lines instead of a Markdown parser.
 */
export default function Markdown({children, className}: Props): ReactNode {
  if (typeof children !== 'string') {
    return <div className={className}>{children}</div>;
  }
  return (
    <div className={clsx('openapi-markdown', className)} dangerouslySetInnerHTML={{__html: markdownToHtml(children)}} />
  );
}
