import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {onRouteAdded} from '../route-shards/client/routeTable';

/**
 * The docs whose page routes are in the route table, by path key: each doc route carries its doc's
 * id (src/plugins/slim-docs). On the server that is every doc; in the browser, the docs whose
 * routes have loaded, the current page's among them (src/plugins/route-shards).
 */
type RouteDoc = {id: string; path: string; sidebar?: string};
let byKey: Map<string, RouteDoc> | undefined;

onRouteAdded(() => {
  byKey = undefined;
});

function collect(list: RouteConfig[], into: Map<string, RouteDoc>, keyOf: (path: string) => string): void {
  for (const route of list) {
    if (route.routes) collect(route.routes, into, keyOf);
    const {docId, sidebar, path} = route as RouteConfig & {docId?: string; sidebar?: string};
    if (typeof docId === 'string' && typeof path === 'string' && !into.has(keyOf(path))) {
      into.set(keyOf(path), {id: docId, path, ...(sidebar ? {sidebar} : {})});
    }
  }
}

export function routeDocByKey(key: string, keyOf: (path: string) => string): RouteDoc | undefined {
  if (!byKey) {
    byKey = new Map();
    collect(routes, byKey, keyOf);
  }
  return byKey.get(key);
}
