import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docs sidebars open at the page being read: after each navigation the desktop sidebar scrolls
 * its active link into view, and the mobile drawer does the same each time it opens. Nothing
 * moves when the link is already visible (a click inside the sidebar keeps its place).
 */
const ACTIVE_LINK = 'a.menu__link--active[aria-current="page"]';

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return null;
}

/** Scrolls only the list that holds the link, never the page, and only when the link is out of sight. */
export function revealActiveLink(container: Element | null): void {
  const link = container?.querySelector<HTMLElement>(ACTIVE_LINK);
  const scroller = link && scrollParent(link);
  if (!link || !scroller) return;
  const view = scroller.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  if (box.top >= view.top && box.bottom <= view.bottom) return;
  scroller.scrollTop += box.top - view.top - scroller.clientHeight / 3;
}

export function onRouteDidUpdate(): void {
  // After the new page's sidebar has rendered its active state.
  window.requestAnimationFrame(() => revealActiveLink(document.querySelector('.theme-doc-sidebar-menu')));
}

if (ExecutionEnvironment.canUseDOM) {
  // The mobile drawer is rendered when it opens (navbar-sidebar--show on the navbar).
  const watchDrawer = () => {
    const navbar = document.querySelector('nav.navbar');
    if (!navbar) return;
    new MutationObserver(() => {
      if (navbar.classList.contains('navbar-sidebar--show')) {
        window.requestAnimationFrame(() =>
          revealActiveLink(navbar.querySelector('.navbar-sidebar .theme-doc-sidebar-menu')),
        );
      }
    }).observe(navbar, {attributes: true, attributeFilter: ['class']});
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', watchDrawer, {once: true});
  } else {
    watchDrawer();
  }
}
