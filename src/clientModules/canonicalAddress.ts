import React from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import {alsoPreload, onRouteAdded} from '@site/src/plugins/route-shards/client/routeTable';
import type {RouteConfig, RouteConfigComponentProps} from 'react-router-config';

/**
 * One answer per address, the same before and after hydration. A static host answers
 * - `/docs//player` with the Player page (it collapses doubled slashes into one path), and
 * - `/DOCS/PLAYER` with 404.html (its files are case-sensitive),
 * while the client router matches paths case-insensitively and never matches doubled slashes:
 * it hydrated the first into the 404 page and the second into the Player page (React #418).
 * Here the client follows the host: doubled slashes are collapsed in the address bar before the
 * router reads it, and an address that matches a route only in another case renders the 404 page.
 */

/**
 * Whether the routes the client router would pick for `pathname` match it letter for letter, at
 * every level. An address no route matches is left to Docusaurus (its docs 404), as before.
 */
export function matchesExactly(candidates: RouteConfig[], pathname: string): boolean {
  // Without capitals in the address or in the route paths, matching ignores case for nothing: the
  // route that matches in any case matches letter for letter. This skips compiling a regular
  // expression for every route before the first match (~50 ms of a phone's startup at ~760 routes).
  if (!/[A-Z]/.test(pathname) && !hasCapitals(candidates)) return true;
  for (const route of candidates) {
    const options = {path: route.path as string, exact: route.exact, strict: route.strict, sensitive: false};
    if (!matchPath(pathname, options)) continue; // a Switch renders the first route that matches
    if (options.path !== '*' && !matchPath(pathname, {...options, sensitive: true})) return false;
    return route.routes ? matchesExactly(route.routes, pathname) : true;
  }
  return true;
}

let capitals = new WeakMap<RouteConfig[], boolean>();

/** Whether a route path in the list, or in the routes nested in them, has a capital letter. */
function hasCapitals(list: RouteConfig[]): boolean {
  let answer = capitals.get(list);
  if (answer === undefined) {
    answer = list.some(
      (route) =>
        /[A-Z]/.test(typeof route.path === 'string' ? route.path : String(route.path ?? '')) ||
        (route.routes ? hasCapitals(route.routes) : false),
    );
    capitals.set(list, answer);
  }
  return answer;
}

export const collapseSlashes = (pathname: string) => pathname.replace(/\/{2,}/g, '/');

type RouteComponent = React.ComponentType<RouteConfigComponentProps>;

// Docusaurus preloads the chunks of matchRoutes() before rendering, and matchRoutes() reads
// `sensitive` from each route: another case then preloads the 404 page it will render.
const matchLetterForLetter = (list: RouteConfig[]) =>
  list.forEach((route) => {
    route.sensitive = true;
    if (route.routes) matchLetterForLetter(route.routes);
  });
matchLetterForLetter(routes);

const notFound = routes.find((route) => route.path === '*');

/** A top-level route renders the 404 page for an address it matches only in another case. */
function renderNotFoundUnlessExact(route: RouteConfig): void {
  if (!notFound || route === notFound) return;
  const NotFoundPage = notFound.component as RouteComponent;
  const Page = route.component as RouteComponent;
  // renderRoutes() prefers route.render to route.component and reads it on every render.
  route.render = (props) =>
    matchesExactly([route], props.location.pathname)
      ? React.createElement(Page, {...props, route})
      : React.createElement(NotFoundPage, {...props, route: notFound});
}
routes.forEach(renderNotFoundUnlessExact);

// Page routes join the table as they load (src/plugins/route-shards).
onRouteAdded((route, depth) => {
  capitals = new WeakMap();
  route.sensitive = true;
  if (depth === 0) renderNotFoundUnlessExact(route);
});

// Docusaurus renders once the chunks of the routes it matched have loaded; for an address in
// another case those chunks must include the 404 page it is about to render instead.
alsoPreload((pathname) =>
  notFound && !matchesExactly(routes, collapseSlashes(pathname))
    ? (notFound.component as unknown as {preload: () => Promise<unknown>}).preload()
    : undefined,
);

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const collapsed = collapseSlashes(pathname);
  if (collapsed !== pathname) {
    window.history.replaceState(window.history.state, '', collapsed + search + hash);
  }
}
