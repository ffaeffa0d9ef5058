import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * theme-classic's `CodeBlock` (3.10), ejected for one change: it re-mounts
 * every code block after hydration (`key={String(isBrowser)}`), because the
 * server renders the light Prism theme's colours as inline styles and
 * hydration does not update them for a visitor in dark mode. That is each
 * block tokenised and built twice on every first load, in the light mode
 * too. Here a block re-mounts only when the Prism theme in use is not the
 * one the server rendered (`prism.theme`); in that theme the server's
 * markup stays as it is (`./Content` keeps it through hydration). The site
 * configures one theme for both modes, coloured by CSS variables
 * (src/config/prism.ts), so no block re-mounts in either mode.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  const serverTheme = useThemeConfig().prism.theme;
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  const key = isBrowser && prismTheme !== serverTheme ? 'client' : 'server';
  return (
    <CodeBlockComp key={key} {...props}>
      {children as never}
    </CodeBlockComp>
  );
}
