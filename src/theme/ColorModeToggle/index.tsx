import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * Two-state toggle: every click flips the mode the visitor sees (light ↔ dark).
 * The stock toggle also cycles through "system", which looks like a click
 * that does nothing when the system mode equals the current one. Without a
 * saved choice the system preference still applies (respectPrefersColorScheme).
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  return <ColorModeToggle {...props} value={colorMode} respectPrefersColorScheme={false} />;
}
