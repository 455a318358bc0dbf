import React from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import type {Props} from '@theme/Navbar/ColorModeToggle';
import styles from '@docusaurus/theme-classic/lib/theme/Navbar/ColorModeToggle/styles.module.css';

/**
 * Two modes, light and dark. The page follows the system preference until the reader
 * chooses (respectPrefersColorScheme stays on in the config); each click then switches
 * to the other mode. The stock toggle cycles through a third "system" state, which on a
 * light system makes the first click change nothing visible.
 */
export default function NavbarColorModeToggle({className}: Props): React.ReactNode {
  const navbarStyle = useThemeConfig().navbar.style;
  const {disableSwitch} = useThemeConfig().colorMode;
  const {colorMode, setColorMode} = useColorMode();
  if (disableSwitch) {
    return null;
  }
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={navbarStyle === 'dark' ? styles.darkNavbarColorModeToggle : undefined}
      respectPrefersColorScheme={false}
      value={colorMode}
      onChange={(mode) => setColorMode(mode)}
    />
  );
}
