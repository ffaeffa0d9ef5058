import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActiveDocContext, useActivePlugin, useVersions} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';

/**
 * The docs version dropdown, shown on docs pages only. It lists every docs
 * version (today only "Next"); each item keeps the visitor on the same doc
 * when that doc exists in the version.
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled: _activeClassDisabled,
  dropdownItemsBefore: _before,
  dropdownItemsAfter: _after,
  versions: _versions,
  ...props
}: Props): ReactNode {
  const activePlugin = useActivePlugin();
  const versions = useVersions(docsPluginId);
  const activeDocContext = useActiveDocContext(docsPluginId);
  if (!activePlugin) {
    return null;
  }
  const current = activeDocContext.activeVersion ?? versions[0];
  const items = versions.map((version) => {
    const doc =
      activeDocContext.alternateDocVersions[version.name] ??
      version.docs.find((d) => d.id === version.mainDocId)!;
    return {
      label: version.label,
      to: doc.path,
      isActive: () => version.name === current.name,
    };
  });
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={current.label}
      aria-label={translate(
        {
          id: 'navbar.versionDropdown.ariaLabel',
          message: 'Documentation version: {version}',
          description: 'Accessible name of the docs version dropdown',
        },
        {version: current.label},
      )}
      items={items}
    />
  );
}
