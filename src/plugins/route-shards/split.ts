import {matchPath} from 'react-router';
import type {PageRoute} from './routeData';

/** A route of .docusaurus/routes.js, its component kept as the arguments of its ComponentCreator call. */
export type RouteNode = {
  path: string;
  component: {creator: [path: string, hash?: string]};
  exact?: boolean;
  strict?: boolean;
  routes?: RouteNode[];
  [prop: string]: unknown;
};

/** Evaluates the generated routes module with a ComponentCreator that records its arguments. */
export function parseRoutesModule(source: string): RouteNode[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (body === source || !body.includes('return [')) {
    throw new Error('route-shards: .docusaurus/routes.js is not `export default [...]` (has Docusaurus changed it?)');
  }
  const evaluate = new Function('ComponentCreator', body) as (creator: unknown) => RouteNode[];
  return evaluate((path: string, hash?: string) => ({creator: hash === undefined ? [path] : [path, hash]}));
}

/** Whether `route` (an exact, static path) could be rendered for `path` by a route before it. */
function shadowedBy(earlier: RouteNode[], path: string): boolean {
  return earlier.some((route) =>
    matchPath(path, {path: route.path, exact: route.exact, strict: route.strict, sensitive: false}),
  );
}

/**
 * Splits the route tree into the routes the client keeps from the start (layout routes, the home
 * page, patterns, the catch-all) and page routes it loads when it needs them. A page route is put
 * back in front of its siblings, so only a route that no earlier sibling matches is split off: for
 * every address it matches, it is then still the first match.
 */
export function splitRoutes(
  routes: RouteNode[],
  homePath: string,
): {kept: RouteNode[]; pages: Omit<PageRoute, 'chunkNames'>[]} {
  const pages: Omit<PageRoute, 'chunkNames'>[] = [];
  const walk = (list: RouteNode[], parents: number[]): RouteNode[] => {
    const kept: RouteNode[] = [];
    list.forEach((route, index) => {
      if (route.routes) {
        kept.push({...route, routes: walk(route.routes, [...parents, kept.length])});
        return;
      }
      const isPage =
        route.exact === true &&
        !route.strict &&
        route.path !== homePath &&
        /^\/[^:*?()+]*$/.test(route.path) &&
        route.component.creator.length === 2 &&
        !shadowedBy(list.slice(0, index), route.path);
      if (!isPage) {
        kept.push(route);
        return;
      }
      const {component, ...data} = route;
      pages.push({parents, route: data as PageRoute['route'], hash: component.creator[1]!});
    });
    return kept;
  };
  return {kept: walk(routes, []), pages};
}

/** The routes as a module for the client, each component a ComponentCreator call as Docusaurus writes it. */
export function routesModule(routes: RouteNode[]): string {
  const serialize = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(serialize).join(',\n')}]`;
    if (value && typeof value === 'object') {
      if ('creator' in value) {
        return `ComponentCreator(${(value as RouteNode['component']).creator.map((arg) => JSON.stringify(arg)).join(', ')})`;
      }
      return `{${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}: ${serialize(item)}`)
        .join(',\n')}}`;
    }
    return JSON.stringify(value);
  };
  return `import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default ${serialize(routes)};\n`;
}

/** Every chunk name a route's chunk-names object refers to (Docusaurus nests them in objects and arrays). */
export function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(chunkNamesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/** The routes kept on the client, their component keys (`path-hash`), depth first. */
export function componentKeys(routes: RouteNode[]): string[] {
  return routes.flatMap((route) => [
    ...(route.component.creator.length === 2 ? [route.component.creator.join('-')] : []),
    ...componentKeys(route.routes ?? []),
  ]);
}

/** The chunk holding the whole registry, which no page loads (see registryModule). */
export const EVERY_ROUTE_MODULE = 'every-route-module';

/** A registry entry of .docusaurus/registry.js: [() => import("m"), "m", require.resolveWeak("m")]. */
const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), "[^"]+", require\.resolveWeak\("[^"]+"\)\](?:,|,};)?$/;

/** The registry's entries: chunk name → module request. Fails on an entry of another shape. */
export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unexpected: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('  "')) continue;
    const match = REGISTRY_ENTRY.exec(line);
    if (match) entries.set(match[1]!, match[2]!);
    else unexpected.push(line.slice(0, 120));
  }
  if (unexpected.length > 0) {
    throw new Error(
      `route-shards: unexpected registry entries (has Docusaurus changed registry.js?):\n${unexpected.join('\n')}`,
    );
  }
  return entries;
}

/**
 * The client's registry: the entries of the kept routes only. The module path (read only by
 * server rendering, to list the modules a page used) is left empty.
 */
export function registryModule(
  entries: Map<string, string>,
  chunkNames: Iterable<string>,
  everyRouteModule: string,
): string {
  const lines = [...new Set(chunkNames)].sort().map((name) => {
    const request = entries.get(name);
    if (request === undefined) throw new Error(`route-shards: chunk name ${name} is not in the registry`);
    const module = JSON.stringify(request);
    return `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${module}), "", require.resolveWeak(${module})],`;
  });
  return [
    'export default {',
    ...lines,
    '};',
    '',
    '// The whole registry, in a chunk no page loads: webpack compiles a module into a chunk only when an',
    "// import() reaches it, and the build reads each route module's chunk and module ids from this one.",
    `export const everyRouteModule = () => import(/* webpackChunkName: "${EVERY_ROUTE_MODULE}" */ ${JSON.stringify(everyRouteModule)});`,
    '',
  ].join('\n');
}
