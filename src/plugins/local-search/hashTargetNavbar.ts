/**
 * Client module: after a navigation to a heading on another page, the navbar
 * must not cover that heading.
 *
 * With `navbar.hideOnScroll`, headings keep only a small scroll margin and the
 * theme's navbar (theme-common's useHideableNavbar) hides itself on a hash
 * navigation it sees or on a scroll that does not go up. That works while one
 * navbar stays mounted (docs page to docs page). Blog, learn and success-story
 * pages render a Layout of their own: the navbar is mounted afresh, takes the
 * jump to the heading for its starting position, and stays visible over the
 * heading a search result (or any link) just opened.
 *
 * When that happens, the navbar is told that the page scrolled (a `scroll`
 * event with the position unchanged), which it answers by hiding, as after any
 * scroll that is not upwards. Nothing else changes: no scrolling, no history
 * entry, and the next scroll up brings the navbar back as usual.
 */
import type {ClientModule} from '@docusaurus/types';

type Location = {pathname: string; hash: string};

function targetOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Whether the fixed navbar overlaps the top of `target`. */
export function navbarCovers(target: Element): boolean {
  const navbar = document.querySelector('nav.navbar');
  if (!navbar) return false;
  const bar = navbar.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  return bar.bottom > 0 && box.top < bar.bottom && box.bottom > bar.top;
}

function announceScroll() {
  window.dispatchEvent(new Event('scroll'));
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}) {
    // Same page (in-page hash links) and first load keep the navbar the theme manages already.
    if (!previousLocation || previousLocation.pathname === location.pathname || !location.hash) {
      return;
    }
    // Let the new navbar mount and settle on its first scroll position, then look.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const target = targetOf(location.hash);
        if (target && navbarCovers(target)) {
          announceScroll();
        }
      }),
    );
  },
};

export default clientModule;
