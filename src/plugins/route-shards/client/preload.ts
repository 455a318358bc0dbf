/**
 * Docusaurus's preload (run before hydrating and before each client navigation) with the page's
 * route added to the route table first. Replaces `./preload` in @docusaurus/core's client modules.
 */
import preloadMatchedRoutes from '@docusaurus/core/lib/client/preload.js';
import {loadRouteData, runPreloadSteps} from './routeTable';

export default async function preload(pathname: string): Promise<unknown> {
  // The addresses Docusaurus matches (as typed and decoded), and one that names the HTML file.
  const addresses = new Set([pathname, decodeURI(pathname), pathname.replace(/(?:\/index)?\.html$/, '') || '/']);
  await Promise.all([...addresses].map(loadRouteData));
  return Promise.all([preloadMatchedRoutes(pathname), ...runPreloadSteps(pathname)]);
}
