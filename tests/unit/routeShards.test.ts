import {matchRoutes, type RouteConfig} from 'react-router-config';
import {registryImports, withRouteData} from '../../src/plugins/route-shards';
import {bucketCount, routeDataFileName, routeKey} from '../../src/plugins/route-shards/routeData';
import {
  chunkNamesIn,
  parseRegistry,
  parseRoutesModule,
  routesModule,
  splitRoutes,
  type RouteNode,
} from '../../src/plugins/route-shards/split';

/**
 * main.js keeps the layout routes; each page route is put back, in front of its siblings, when
 * an address with its key is loaded (src/plugins/route-shards). For every address, the routes
 * react-router matches must then be the ones it matches in the whole table.
 */
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/about/',
    component: ComponentCreator('/about/', '32d'),
    exact: true
  },
  {
    path: '/blog/tags/:tag',
    component: ComponentCreator('/blog/tags/:tag', 'b1a'),
    exact: true
  },
  {
    path: '/blog/special',
    component: ComponentCreator('/blog/special', 'c0c'),
  },
  {
    path: '/blog/special',
    component: ComponentCreator('/blog/special', 'c0d'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'e09'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', '9ac'),
        routes: [
          {
            path: '/docs/',
            component: ComponentCreator('/docs/', 'f1a'),
            exact: true,
            sidebar: "mainSidebar"
          },
          {
            path: '/docs/spring',
            component: ComponentCreator('/docs/spring', '2a5'),
            exact: true,
            sidebar: "apiSidebar"
          },
          {
            path: '/docs/Spring',
            component: ComponentCreator('/docs/Spring', '2a6'),
            exact: true,
            sidebar: "mainSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const full = parseRoutesModule(routesSource);

/**
 * The client's table after loading page routes (as routeTable.ts does): layouts found by their
 * place in the build's table, read before any page route is put in front of its siblings.
 */
function tableWith(load: (page: {route: {path: string}}) => boolean): RouteNode[] {
  const {kept, pages} = splitRoutes(structuredClone(full), '/');
  const layouts = new Map<string, RouteNode[]>();
  const collect = (list: RouteNode[], prefix: string) =>
    list.forEach((route, index) => {
      if (route.routes) {
        layouts.set(`${prefix}${index}`, route.routes);
        collect(route.routes, `${prefix}${index}.`);
      }
    });
  collect(kept, '');
  for (const page of pages.filter(load)) {
    const siblings = page.parents.length ? layouts.get(page.parents.join('.'))! : kept;
    siblings.unshift({...page.route, component: {creator: [page.route.path, page.hash]}});
  }
  return kept;
}

const matched = (routes: RouteNode[], address: string) =>
  matchRoutes(routes as unknown as RouteConfig[], address).map(({route}) =>
    (route as unknown as RouteNode).component.creator.join('-'),
  );

describe('route-shards: splitting the route table', () => {
  it('reads the generated routes module, components as their ComponentCreator arguments', () => {
    expect(full).toHaveLength(7);
    expect(full[4]!.routes![0]!.routes![1]).toEqual({
      path: '/docs/spring',
      component: {creator: ['/docs/spring', '2a5']},
      exact: true,
      sidebar: 'apiSidebar',
    });
    expect(full[6]!.component).toEqual({creator: ['*']});
  });

  it('keeps layouts, patterns, the home page, the catch-all and shadowed routes; splits off pages', () => {
    const {kept, pages} = splitRoutes(structuredClone(full), '/');
    expect(kept.map((route) => route.path)).toEqual([
      '/blog/tags/:tag',
      '/blog/special',
      '/blog/special',
      '/docs',
      '/',
      '*',
    ]);
    expect(kept[3]!.routes![0]!.routes!.map((route) => route.path)).toEqual(['/docs/Spring']);
    expect(pages).toEqual([
      {parents: [], route: {path: '/about/', exact: true}, hash: '32d'},
      {parents: [3, 0], route: {path: '/docs/', exact: true, sidebar: 'mainSidebar'}, hash: 'f1a'},
      {parents: [3, 0], route: {path: '/docs/spring', exact: true, sidebar: 'apiSidebar'}, hash: '2a5'},
    ]);
  });

  it.each([
    '/about/',
    '/about',
    '/ABOUT',
    '/docs',
    '/docs/',
    '/docs/spring',
    '/docs/spring/',
    '/docs/SPRING',
    '/docs/Spring',
    '/docs/missing',
    '/blog/special',
    '/blog/special/',
    '/blog/tags/video',
    '/',
    '/nowhere',
  ])('%s matches the same routes as in the whole table, with its own page route or all loaded', (address) => {
    const own = tableWith((page) => routeKey(page.route.path) === routeKey(address));
    expect(matched(own, address)).toEqual(matched(full, address));
    expect(
      matched(
        tableWith(() => true),
        address,
      ),
    ).toEqual(matched(full, address));
  });

  it('writes the kept routes back as a module of ComponentCreator calls', () => {
    const {kept} = splitRoutes(structuredClone(full), '/');
    const source = routesModule(kept);
    expect(source).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(source).toContain('"component": ComponentCreator("/docs", "9ac")');
    expect(source).toContain('"component": ComponentCreator("*")');
    expect(parseRoutesModule(source)).toEqual(kept);
  });

  it('fails on a routes module of another shape', () => {
    expect(() => parseRoutesModule('module.exports = [];')).toThrow(/not `export default \[\.\.\.\]`/);
  });
});

describe('route-shards: keys and files', () => {
  it('gives every address a route matches one key', () => {
    expect(new Set(['/docs/Spring/', '/docs/spring', '/DOCS/SPRING/'].map(routeKey))).toEqual(
      new Set(['/docs/spring']),
    );
    expect(routeKey('/')).toBe('/');
    expect(routeDataFileName('/docs/spring', 256)).toMatch(/^[0-9a-f]{1,2}\.json$/);
    expect(routeDataFileName('/docs/spring', 1)).toBe('0.json');
  });

  it('spreads keys over a power-of-two number of files, about four routes a file', () => {
    expect([0, 1, 4, 5, 759, 2277].map(bucketCount)).toEqual([1, 1, 1, 2, 256, 1024]);
    const keys = Array.from({length: 759}, (_, i) => `/docs/page-${i}`);
    const perFile = new Map<string, number>();
    for (const key of keys)
      perFile.set(routeDataFileName(key, 256), (perFile.get(routeDataFileName(key, 256)) ?? 0) + 1);
    expect(perFile.size).toBeGreaterThan(200);
    expect(Math.max(...perFile.values())).toBeLessThan(16);
  });
});

describe('route-shards: registry', () => {
  const line = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  it('reads the chunk names and modules of the registry, and fails on another shape', () => {
    const source = [
      'export default {',
      line('0058b4c6', '@site/docs/a.mdx'),
      `${line('ff98fc4b', '@site/blog/b.json')}};`,
    ].join('\n');
    expect(parseRegistry(source)).toEqual(
      new Map([
        ['0058b4c6', '@site/docs/a.mdx'],
        ['ff98fc4b', '@site/blog/b.json'],
      ]),
    );
    expect(() => parseRegistry('export default {\n  "abc": [() => import("x")],\n};')).toThrow(
      /unexpected registry entries/,
    );
  });

  it('reads how the bundler imports each module: ES modules as they are, JSON as a fake namespace', () => {
    const generated = `const __rspack_default_export = ({
    "0058b4c6": [
        ()=>__webpack_require__.e(/* import() | 0058b4c6 */ "70266").then(__webpack_require__.t.bind(__webpack_require__, 86164, 19)),
        "@generated/p/docs-175.json",
        /*require.resolve*/(86164)
    ],
    "00b554fc": [
        ()=>Promise.all(/* import() | 00b554fc */ [__webpack_require__.e("84422"), __webpack_require__.e("18266")]).then(__webpack_require__.bind(__webpack_require__, 28325)),
        "@site/docs/after-effects.mdx",
        /*require.resolve*/(28325)
    ],`;
    expect(registryImports(generated)).toEqual(
      new Map([
        ['0058b4c6', {moduleId: '86164', namespaceMode: 19}],
        ['00b554fc', {moduleId: '28325', namespaceMode: 0}],
      ]),
    );
  });

  it('lists every chunk name of a route, nested or not', () => {
    expect(chunkNamesIn({__comp: 'a', __context: {plugin: 'b'}, items: [{content: 'c'}, {content: 'd'}]})).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('route-shards: the page route in its HTML', () => {
  const page = '<html><head><title>x</title></head><body></body></html>';
  const data = {build: 'abc', routes: [], modules: {}, note: '</script><script>alert(1)</script>'};

  it('adds a JSON data block before </head>, with no way to close the script early', () => {
    const html = withRouteData(page, data as never);
    expect(html).toMatch(/<script type="application\/json" id="route-data">\{.*\}<\/script><\/head>/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="route-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(data);
  });

  it('writes null for a page whose route main.js keeps, and refuses a page twice', () => {
    const html = withRouteData(page, null);
    expect(html).toContain('id="route-data">null</script>');
    expect(() => withRouteData(html, null)).toThrow(/already has route data/);
  });
});
