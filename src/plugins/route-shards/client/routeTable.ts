/**
 * The client's route table. It starts with the layout routes, the home page, patterns and the
 * catch-all (the build's skeleton of .docusaurus/routes.js); each page route is added, in front
 * of its siblings, from its route-data file before the page renders (see ./preload.ts). So what a
 * page downloads and evaluates depends on the page, not on how many pages the site has.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import settings from '@generated/route-shards/settings.json';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {RouteConfig} from 'react-router-config';
import {
  INLINE_ROUTE_DATA_ID,
  ROUTE_DATA_DIR,
  routeDataFileName,
  routeKey,
  type ModuleEntry,
  type RouteDataFile,
} from '../routeData';

type WebpackRequire = ((id: string | number) => unknown) & {t: (id: string | number, mode: number) => unknown};
declare const __webpack_require__: WebpackRequire;
declare const __webpack_chunk_load__: (chunkId: string | number) => Promise<unknown>;
declare const __webpack_hash__: string;

type Loader = () => Promise<unknown>;
const mutableRegistry = registry as unknown as Record<string, [Loader, string, string | number]>;
const mutableChunkNames = routesChunkNames as unknown as Record<string, unknown>;

/** Called with each page route added to the table and its depth (0: a top-level route). */
type RouteAddedListener = (route: RouteConfig, depth: number) => void;
const listeners: RouteAddedListener[] = [];
export function onRouteAdded(listener: RouteAddedListener): void {
  listeners.push(listener);
}

const preloadSteps: ((pathname: string) => unknown)[] = [];
/** More to load before an address renders, once its page route is in the table. */
export function alsoPreload(step: (pathname: string) => unknown): void {
  preloadSteps.push(step);
}
export function runPreloadSteps(pathname: string): unknown[] {
  return preloadSteps.map((step) => step(pathname));
}

const added = new Set<string>();

/**
 * The layout routes by their place in the build's table ("3.0": the first route under the fourth).
 * Page routes are put in front of their siblings, so a place is read before any is added.
 */
const layouts = new Map<string, RouteConfig[]>();
(function collectLayouts(list: RouteConfig[], prefix: string) {
  list.forEach((route, index) => {
    if (route.routes) {
      layouts.set(`${prefix}${index}`, route.routes);
      collectLayouts(route.routes, `${prefix}${index}.`);
    }
  });
})(routes, '');

function siblingsAt(parents: number[]): RouteConfig[] {
  if (parents.length === 0) return routes;
  const siblings = layouts.get(parents.join('.'));
  if (!siblings) throw new Error(`Route data names no layout route at ${parents.join('.')}`);
  return siblings;
}

function loaderOf([moduleId, namespaceMode, chunkIds]: ModuleEntry): Loader {
  // What webpack's own import() of the module does: load its chunks, then require it (as a fake
  // namespace object for JSON and CommonJS modules).
  return () =>
    Promise.all(chunkIds.map((id) => __webpack_chunk_load__(id))).then(() =>
      namespaceMode === 0 ? __webpack_require__(moduleId) : __webpack_require__.t(moduleId, namespaceMode),
    );
}

function addRoutes(data: RouteDataFile): void {
  if (data.build !== __webpack_hash__) {
    // Chunk and module ids differ between builds: a newer deployment. PendingNavigation reloads.
    throw new Error(`Route data from build ${data.build}, this page runs build ${__webpack_hash__}`);
  }
  for (const [name, entry] of Object.entries(data.modules)) {
    mutableRegistry[name] ??= [loaderOf(entry), '', entry[0]];
  }
  for (const {parents, route, hash, chunkNames} of data.routes) {
    if (added.has(route.path)) continue;
    added.add(route.path);
    mutableChunkNames[`${route.path}-${hash}`] = chunkNames;
    // A key of its own: renderRoutes() would key it by its index, which changes as routes are added.
    const pageRoute: RouteConfig = {...route, key: `page:${route.path}`, component: ComponentCreator(route.path, hash)};
    siblingsAt(parents).unshift(pageRoute);
    for (const listener of listeners) listener(pageRoute, parents.length);
  }
}

/** The page's own route data, written into its HTML by the build: null for a kept route. */
let inlineData: {data: RouteDataFile | null} | undefined;
if (ExecutionEnvironment.canUseDOM) {
  const element = document.getElementById(INLINE_ROUTE_DATA_ID);
  if (element) inlineData = {data: JSON.parse(element.textContent ?? 'null') as RouteDataFile | null};
}

/** Loads by key (the page's own, from its HTML) and by route-data file. */
const ownLoads = new Map<string, Promise<void>>();
const fileLoads = new Map<string, Promise<void>>();

function loadFile(fileName: string): Promise<void> {
  let load = fileLoads.get(fileName);
  if (!load) {
    // Every route in the file is added: each is a page of the site, now known without a fetch.
    load = fetch(`${siteConfig.baseUrl}${ROUTE_DATA_DIR}/${fileName}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Route data ${fileName}: HTTP ${response.status}`);
        return response.json() as Promise<RouteDataFile>;
      })
      .then(addRoutes);
    fileLoads.set(fileName, load);
    // A failed load (offline, a newer deployment) is tried again on the next navigation.
    load.catch(() => fileLoads.delete(fileName));
  }
  return load;
}

/**
 * Adds the page route that matches `pathname`, if there is one, to the route table. For an
 * address no page has, nothing is added: the table's catch-all renders the 404 page.
 */
export function loadRouteData(pathname: string): Promise<void> {
  if (inlineData) {
    // The first address asked for is the one this HTML was built for.
    const {data} = inlineData;
    inlineData = undefined;
    const load = Promise.resolve().then(() => {
      if (data) addRoutes(data);
    });
    for (const address of [window.location.pathname, ...(data?.routes ?? []).map((page) => page.route.path)]) {
      ownLoads.set(routeKey(address), load);
    }
  }
  const key = routeKey(pathname);
  return ownLoads.get(key) ?? loadFile(routeDataFileName(key, settings.buckets));
}
