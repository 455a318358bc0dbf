import {matchPath} from 'react-router-dom';
import {docPathKey, findActiveDoc, getActiveDocContext} from '../../src/plugins/active-doc/activeDoc';

// The docs whose routes are in the route table (empty but for the last test).
const {routeDocs} = vi.hoisted(() => ({routeDocs: new Map<string, {id: string; path: string; sidebar?: string}>()}));
vi.mock('../../src/plugins/active-doc/routeDocs', () => ({
  routeDocByKey: (key: string) => routeDocs.get(key),
}));

/**
 * The navbar finds the current doc by an index of paths instead of testing every doc's path with
 * matchPath() (src/plugins/active-doc). For every address, the doc found must be the one the docs
 * plugin's own rule finds: the first doc whose path matchPath(address, {path, exact: true,
 * strict: false}) accepts.
 */
type Doc = {id: string; path: string; sidebar?: string};
const docs: Doc[] = [
  {id: 'index', path: '/docs/', sidebar: 'mainSidebar'},
  {id: 'spring', path: '/docs/spring', sidebar: 'apiSidebar'},
  {id: 'render', path: '/docs/lambda/cli/render', sidebar: 'apiSidebar'},
  {id: 'player', path: '/docs/player/player', sidebar: 'apiSidebar'},
  {id: 'dup', path: '/docs/Spring', sidebar: 'mainSidebar'},
  {id: 'pattern', path: '/docs/tags/:tag', sidebar: 'mainSidebar'},
  {id: 'encoded', path: '/docs/a%20b'},
];
const version = {
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/docs',
  mainDocId: 'index',
  docs,
  draftIds: [],
  sidebars: {},
};
const data = {path: '/docs', versions: [version], breadcrumbs: true};

const stockActiveDoc = (pathname: string) =>
  docs.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));

const addresses = [
  '/docs',
  '/docs/',
  '/DOCS/',
  '/docs/spring',
  '/docs/spring/',
  '/docs/SPRING',
  '/docs/spring//',
  '/docs/spring/extra',
  '/docs/sprin',
  '/docs/lambda/cli/render',
  '/docs/lambda/cli/render/',
  '/docs/lambda/cli',
  '/docs/player/player',
  '/docs/tags/animation',
  '/docs/tags/',
  '/docs/a%20b',
  '/docs/A%20B',
  '/blog/spring',
  '/',
];

describe('active doc by path index', () => {
  for (const address of addresses) {
    it(`${address} → the doc matchPath finds`, () => {
      expect(findActiveDoc(version as never, address)?.id).toBe(stockActiveDoc(address)?.id);
    });
  }

  it('gives the context the navbar reads: version, doc and the doc in each version', () => {
    const context = getActiveDocContext(data as never, '/docs/spring/');
    expect(context.activeVersion?.name).toBe('current');
    expect(context.activeDoc?.sidebar).toBe('apiSidebar');
    expect(context.alternateDocVersions.current?.id).toBe('spring');
    expect(getActiveDocContext(data as never, '/docs/none').activeDoc).toBeUndefined();
  });

  it('keys ignore letter case and one trailing slash only', () => {
    expect(docPathKey('/Docs/Spring/')).toBe('/docs/spring');
    expect(docPathKey('/')).toBe('/');
    expect(docPathKey('/docs//')).toBe('/docs/');
  });

  it('finds a doc from its route when the global data lists only the main doc', () => {
    const slim = {...data, versions: [{...version, docs: [docs[0]!]}]};
    routeDocs.set('/docs/spring', {id: 'spring', path: '/docs/spring', sidebar: 'apiSidebar'});
    const context = getActiveDocContext(slim as never, '/docs/Spring/');
    expect(context.activeDoc).toEqual({id: 'spring', path: '/docs/spring', sidebar: 'apiSidebar'});
    expect(context.alternateDocVersions.current?.id).toBe('spring');
    expect(getActiveDocContext(slim as never, '/docs/').activeDoc?.id).toBe('index');
    expect(getActiveDocContext(slim as never, '/docs/player/player').activeDoc).toBeUndefined();
    routeDocs.clear();
  });
});
