import React, {useEffect} from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DesktopType>;

/**
 * The stock desktop dropdown plus Escape: with the focus on the toggle or an item of an
 * open dropdown, Escape closes it and puts the focus back on its toggle.
 */
export default function DesktopWrapper(props: Props): React.ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) {
        return;
      }
      const open = document.activeElement?.closest('.navbar .dropdown--show');
      if (!open) {
        return;
      }
      event.preventDefault();
      open.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
      // The dropdown keeps its open state to itself and closes on a mousedown outside it.
      document.dispatchEvent(new MouseEvent('mousedown'));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <Desktop {...props} />;
}
