/**
 * @docusaurus/renderRoutes for the client: the route list is read again on every render, since
 * page routes are added to it as they load (./routeTable.ts). Docusaurus's App renders its
 * top-level routes once, when its module is evaluated.
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import {renderRoutes, type RouteConfig} from 'react-router-config';

type Args = Parameters<typeof renderRoutes>;

function Routes({routes, extraProps, switchProps}: {routes: RouteConfig[]; extraProps: Args[1]; switchProps: Args[2]}) {
  // Rendered again when the location changes, by the time the new location's route was added.
  useLocation();
  return renderRoutes(routes, extraProps, switchProps);
}

export default function renderLiveRoutes(...[routes, extraProps, switchProps]: Args): React.ReactElement | null {
  return routes ? <Routes routes={routes} extraProps={extraProps} switchProps={switchProps} /> : null;
}
