import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docusaurus' <Link> prefetches the chunks of every internal link that scrolls into view
 * (an IntersectionObserver calling window.docusaurus.prefetch): with two long sidebars and
 * the footer, a reader scrolling one docs page fetches hundreds of chunks for pages they
 * never open. Here pages load on intent only: <Link> already preloads its target on
 * mouseenter and touchstart, and this module adds keyboard focus. Viewport prefetching
 * becomes a no-op.
 *
 * Docusaurus' preload() keeps its own rule of loading nothing on 2g connections or in
 * data-saver mode, so that rule holds for intent loading too.
 *
 * clientEntry assigns window.docusaurus after the client modules have run, so the
 * assignment is intercepted rather than the object patched (it is frozen).
 */
type DocusaurusGlobal = Window['docusaurus'];

function withoutViewportPrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({...docusaurus, prefetch: () => false as const});
}

/** The route path of an in-site link, or null for external, anchor-only and download links. */
function internalRoutePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return url.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = withoutViewportPrefetch(value);
    },
  });

  // Keyboard users signal intent by focus, as mouse users do by hovering.
  document.addEventListener('focusin', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !current) return;
    const routePath = internalRoutePath(anchor);
    if (routePath) current.preload(routePath);
  });
}
