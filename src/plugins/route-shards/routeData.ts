/**
 * What the build writes for each page route and the browser reads before rendering it
 * (shared by the plugin and its client modules).
 */

/** A registry entry of a route module: [module id, fake-namespace mode (0: an ES module), chunk ids]. */
export type ModuleEntry = [moduleId: string | number, namespaceMode: number, chunkIds: (string | number)[]];

/** One page route, to be put in front of its siblings in the route tree. */
export type PageRoute = {
  /** Index of each layout route on the way down from the top-level list. */
  parents: number[];
  /** The route object without its component (path, exact, and props such as a doc's sidebar). */
  route: {path: string; exact: true; [prop: string]: unknown};
  /** The hash Docusaurus gave the route (its ComponentCreator's second argument). */
  hash: string;
  /** The route's chunk names, as in .docusaurus/routesChunkNames.json. */
  chunkNames: Record<string, unknown>;
};

/** The contents of one route-data file: the page routes whose keys fall in it. */
export type RouteDataFile = {
  /** The webpack compilation hash of the build that wrote the file. */
  build: string;
  routes: PageRoute[];
  modules: Record<string, ModuleEntry>;
};

export const ROUTE_DATA_DIR = 'route-data';

/** What the client needs to find a key's file (.docusaurus/route-shards/settings.json). */
export type RouteDataSettings = {buckets: number};
/** The id of the <script type="application/json"> holding the data of the page's own route. */
export const INLINE_ROUTE_DATA_ID = 'route-data';

/**
 * The key of every address a page route matches. Routes match like react-router's matchPath for an
 * exact path (strict: false, sensitive: false): any letter case, with or without a trailing slash.
 */
export function routeKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * The number of route-data files for `pages` page routes: a power of two, ~4 routes a file. Every
 * file exists (some empty), so looking up an address no page has is an answer, not an HTTP 404.
 */
export function bucketCount(pages: number): number {
  let buckets = 1;
  while (buckets * 4 < pages) buckets *= 2;
  return buckets;
}

/** The file (under ROUTE_DATA_DIR) holding a key's routes: its 32-bit FNV-1a hash, modulo the file count. */
export function routeDataFileName(key: string, buckets: number): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${((hash >>> 0) & (buckets - 1)).toString(16)}.json`;
}
