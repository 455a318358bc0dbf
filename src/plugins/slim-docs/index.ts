import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The classic docs plugin, with a lighter version-metadata chunk. That chunk (props of the
 * version route) is loaded by every docs page and carries every sidebar plus an entry for each
 * of the 663 docs (title, sidebar name, description): about 280 KB raw, most of it data that
 * only a few pages read. In the theme only <DocCard> reads those entries
 * (useDocById(...).description), on generated-index pages and under <DocCardList>, both of which
 * list the docs of one sidebar category. So:
 * - the docs map keeps only the docs a card can show: those directly in a category whose index
 *   is a generated-index page or a doc that renders <DocCardList>, with id, title, description;
 * - each sidebar link loses `unlisted: false` (a missing `unlisted` is read as false), and its
 *   docId unless a card shows the doc (a marker keeps breadcrumbs working).
 * Each doc page keeps its own title and description in its own metadata chunk.
 */
export type SlimVersionMetadata = Omit<PropVersionMetadata, 'docs'> & {
  docs: Record<string, {id: string; title: string; description?: string}>;
};

/** What a sidebar link to a doc carries as its docId when no card shows that doc. */
export const DOC_LINK_MARKER = '*';

export function slimVersionMetadata(
  version: PropVersionMetadata,
  docIdsShownOnCards: ReadonlySet<string>,
): SlimVersionMetadata {
  const docs = Object.fromEntries(
    Object.entries(version.docs)
      .filter(([id]) => docIdsShownOnCards.has(id))
      .map(([id, doc]) => [id, {id: doc.id, title: doc.title, description: doc.description}]),
  );
  const slimItem = (item: PropSidebarItem): PropSidebarItem => {
    if (item.type === 'category') return {...item, items: item.items.map(slimItem)};
    if (item.type !== 'link') return item;
    const {unlisted, docId, ...rest} = item;
    return {
      ...rest,
      ...(unlisted ? {unlisted} : {}),
      // The theme reads a link's docId in two places: breadcrumbs only test that it is set
      // (a doc, not an external link), and <DocCard> looks the doc up. So only docs a card can
      // show keep their id; the others keep a one-character marker (2.3 KB gzip at 663 docs).
      ...(docId ? {docId: docIdsShownOnCards.has(docId) ? docId : DOC_LINK_MARKER} : {}),
    };
  };
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(slimItem)]),
  );
  return {...version, docs, docsSidebars};
}

/** The docs whose description a <DocCard> may show: direct children of card-listing categories. */
export function docIdsShownOnCards(
  sidebars: Record<string, PropSidebarItem[]>,
  isCardListingPage: (href: string) => boolean,
): Set<string> {
  const ids = new Set<string>();
  const visit = (items: PropSidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && isCardListingPage(item.href)) {
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return ids;
}

function resolveSource(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

type RouteProps = {version?: PropVersionMetadata; categoryGeneratedIndex?: {permalink: string}};

function generatedIndexPermalinks(route: RouteConfig): string[] {
  const own = (route.props as RouteProps | undefined)?.categoryGeneratedIndex?.permalink;
  return [...(own ? [own] : []), ...(route.routes ?? []).flatMap(generatedIndexPermalinks)];
}

function slimRoutes(route: RouteConfig, content: LoadedContent, siteDir: string): RouteConfig {
  const props = route.props as RouteProps | undefined;
  const slimmed: RouteConfig = route.routes
    ? {...route, routes: route.routes.map((r) => slimRoutes(r, content, siteDir))}
    : route;
  if (!props?.version?.docsSidebars) return slimmed;
  const loaded = content.loadedVersions.find((v) => v.versionName === props.version!.version);
  const cardListingPages = new Set([
    ...generatedIndexPermalinks(route),
    ...(loaded?.docs ?? [])
      .filter((doc) => fs.readFileSync(resolveSource(siteDir, doc.source), 'utf8').includes('<DocCardList'))
      .map((doc) => doc.permalink),
  ]);
  const onCards = docIdsShownOnCards(props.version.docsSidebars, (href) => cardListingPages.has(href));
  return {...slimmed, props: {...props, version: slimVersionMetadata(props.version, onCards)}};
}

type GlobalDoc = {id: string; path: string; sidebar?: string};
type GlobalVersion = {name: string; mainDocId: string; docs: GlobalDoc[]};
type GlobalPluginData = {versions: GlobalVersion[]};

/** The file (in the plugin's generated data) listing every doc's path, for the 404 page's suggestions. */
export const DOC_PATHS_FILE = 'doc-paths.json';

/**
 * The docs plugin's global data is in main.js, and lists every doc (id, path, sidebar) of every
 * version: ~90 bytes per doc, on every page of the site. The theme reads the list to find the
 * current doc (from its path) and each version's main doc. Here each version keeps its main doc
 * only; each doc's route carries its id (`docId`), so the current doc is read from the route table
 * (src/plugins/active-doc), which holds the current page's route.
 */
export function slimGlobalData<T extends GlobalPluginData>(data: T): T {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/** A doc page's route (a leaf whose path is a doc's permalink) with the doc's id as a route prop. */
function withDocIds(route: RouteConfig, docIdsByPath: ReadonlyMap<string, string>): RouteConfig {
  if (route.routes) return {...route, routes: route.routes.map((r) => withDocIds(r, docIdsByPath))};
  const docId = docIdsByPath.get(route.path);
  return docId === undefined ? route : {...route, docId};
}

// Typed as the config expects a plugin (content unknown); the options arrive validated by validateOptions.
const slimDocsPlugin: PluginModule = async (context: LoadContext, options: unknown) => {
  const plugin = await docsPlugin(context, options as PluginOptions);
  const wrapped: Plugin<LoadedContent> = {
    ...plugin,
    async contentLoaded(args) {
      const docIdsByPath = new Map(
        args.content.loadedVersions.flatMap((version) => version.docs.map((doc) => [doc.permalink, doc.id] as const)),
      );
      const addRoute = (route: RouteConfig) =>
        args.actions.addRoute(withDocIds(slimRoutes(route, args.content, context.siteDir), docIdsByPath));
      let globalData: GlobalPluginData | undefined;
      const setGlobalData = (data: unknown) => {
        globalData = data as GlobalPluginData;
        args.actions.setGlobalData(slimGlobalData(globalData));
      };
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
      if (!globalData) throw new Error('slim-docs: the docs plugin set no global data');
      const docPaths = globalData.versions.flatMap((version) =>
        version.docs.map((doc) => ({id: doc.id, path: doc.path})),
      );
      await args.actions.createData(DOC_PATHS_FILE, JSON.stringify(docPaths));
    },
  };
  return wrapped as Plugin<unknown>;
};

export default slimDocsPlugin;

// Docusaurus validates a function plugin's options with its static validateOptions (generic in its type).
slimDocsPlugin.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;
