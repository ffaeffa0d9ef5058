import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActivePlugin, useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';

/**
 * The theme's docs version item, wrapped: shown on docs pages only (on other
 * pages a version means nothing to the reader), with an accessible name that
 * says what the label is. Everything else is the theme's own: the same doc in
 * the other version, `?query#hash` kept on a switch, the preferred version
 * saved, a plain link while there is a single version ("Next").
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin();
  if (!activePlugin) return null;
  return <VersionItem {...props} />;
}

function VersionItem(props: Props): ReactNode {
  const [displayed] = useDocsVersionCandidates(props.docsPluginId);
  const label = displayed?.label ?? '';
  const ariaLabel = translate(
    {
      id: 'navbar.versionDropdown.ariaLabel',
      message: 'Documentation version: {version}',
      description: 'Accessible name of the docs version dropdown',
    },
    {version: label},
  );
  return <DocsVersionDropdownNavbarItem {...props} aria-label={ariaLabel} />;
}
