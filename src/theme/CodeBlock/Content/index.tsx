import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';

type Props = ComponentProps<typeof Content>;

/**
 * A code block's highlighted lines, kept as the server rendered them when
 * the page hydrates: Prism does not tokenise the code again, and React does
 * not hydrate a node per token (`../index.tsx` re-mounts the block when the
 * colour mode needs other colours). The word-wrap button reads the `<pre>`
 * through the block's `codeBlockRef`, which the original sets on its own
 * `<pre>`; for the kept markup it is set here. After an in-app navigation
 * the block renders as usual.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return (
    <KeepServerMarkup
      keep
      onKept={(wrapper) => {
        wordWrap.codeBlockRef.current = wrapper.querySelector('pre');
      }}>
      <Content {...props} />
    </KeepServerMarkup>
  );
}
