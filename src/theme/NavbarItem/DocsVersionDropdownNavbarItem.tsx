import React, {useMemo, type ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useLocation} from '@docusaurus/router';
import {useActivePlugin, useActiveVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';

type GlobalDoc = GlobalVersion['docs'][number];

/**
 * The doc at `pathname` in each version that has it, by version name.
 * Docusaurus' `useActiveDocContext` finds the current doc by compiling a
 * route pattern for every doc of the version (about 25 ms on a phone on each
 * doc page's first render); doc paths are plain paths, so this compares
 * strings.
 */
export function docInEachVersion(versions: readonly GlobalVersion[], activeVersion: GlobalVersion | undefined, pathname: string): Record<string, GlobalDoc> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const activeDoc = activeVersion?.docs.find((doc) => doc.path === path);
  const docs: Record<string, GlobalDoc> = {};
  if (!activeDoc) return docs;
  for (const version of versions) {
    const doc = version.docs.find((d) => d.id === activeDoc.id);
    if (doc) docs[version.name] = doc;
  }
  return docs;
}

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
  const activeVersion = useActiveVersion(docsPluginId);
  const {pathname} = useLocation();
  const sameDoc = useMemo(() => docInEachVersion(versions, activeVersion, pathname), [versions, activeVersion, pathname]);
  if (!activePlugin) {
    return null;
  }
  const current = activeVersion ?? versions[0];
  const items = versions.map((version) => {
    const doc = sameDoc[version.name] ?? version.docs.find((d) => d.id === version.mainDocId)!;
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
