import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The theme's variable for the bar's height: the docs sidebar's menu keeps that much clear of its collapse button. */
const heightVariable = '--docusaurus-announcement-bar-height';

/**
 * Docusaurus hides a dismissed bar before hydration with an attribute set
 * by an inline script that only looks at the "dismissed" flag, not at the
 * bar's id. When a bar with a new id replaces a dismissed one, React shows it
 * again but the attribute keeps it hidden; clear the attribute here.
 *
 * The bar's text takes one or two lines depending on the width and the
 * language, so its height is measured rather than the theme's fixed 30 px
 * (src/css/custom.css lets the bar itself grow): while the bar is in view the
 * docs sidebar's menu ends that far above the window's bottom, and its last
 * item is never under the sidebar's collapse button.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    const root = document.documentElement;
    if (!isActive) return undefined;
    root.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    const bar = document.querySelector<HTMLElement>(`.${ThemeClassNames.announcementBar.container}`);
    if (!bar) return undefined;
    const observer = new ResizeObserver(() => root.style.setProperty(heightVariable, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(heightVariable);
    };
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
