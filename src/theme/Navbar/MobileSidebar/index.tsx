import React, {useEffect, useRef} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const TOGGLE = '.navbar__toggle';

/**
 * The stock mobile sidebar, operable by keyboard: opening it moves the focus into it,
 * Escape closes it, and closing it gives the focus back to the toggle that opened it.
 */
export default function MobileSidebarWrapper(): React.ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const wasShown = useRef(false);

  useEffect(() => {
    if (shown) {
      wasShown.current = true;
      // The sidebar slides in; it is focusable once it is visible, on the next frame.
      const frame = requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('.navbar-sidebar .navbar-sidebar__close')?.focus();
      });
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          toggle();
        }
      };
      document.addEventListener('keydown', onKeyDown);
      return () => {
        cancelAnimationFrame(frame);
        document.removeEventListener('keydown', onKeyDown);
      };
    }
    if (wasShown.current) {
      wasShown.current = false;
      // A link followed from the sidebar closes it too; the route change then moves the focus on.
      document.querySelector<HTMLElement>(TOGGLE)?.focus();
    }
    return undefined;
  }, [shown, toggle]);

  return <MobileSidebar />;
}
