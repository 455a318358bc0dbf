/**
 * What src/plugins/active-doc takes from Docusaurus beyond its plugin API: the docs plugin's client
 * module docsClientUtils (its exports, how the plugin's client modules import it) and the result
 * of its getActiveDocContext(), which ours must give for the docs plugin's own global data.
 */
import fs from 'node:fs';
import {DOCS_CLIENT_UTILS, DOCS_CLIENT_ISSUER} from '../../src/plugins/active-doc';
import * as ours from '../../src/plugins/active-doc/activeDoc';
import {
  exportedNames,
  importsOf,
  installedFile,
  installedFiles,
  installedSource,
  loadFixtureDocs,
  needs,
  requireInstalled,
} from './lib';

// The docs found in the global data only (each doc's route is the fallback, see routeDocs.ts).
vi.mock('../../src/plugins/active-doc/routeDocs', () => ({routeDocByKey: () => undefined}));

const PLUGIN = 'active-doc';
const SPEC = '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

type GlobalData = Parameters<typeof ours.getActiveDocContext>[0];
type Stock = Record<string, (data: GlobalData, pathname: string) => unknown>;

describe(`${PLUGIN}: the docs plugin's client`, () => {
  test('docsClientUtils exports nothing the replacement lacks', () => {
    const source = installedSource(PLUGIN, SPEC, 'its getActiveDocContext is replaced');
    const exported = [...exportedNames(source)];
    const missing = exported.filter((name) => !(name in ours));
    needs(
      PLUGIN,
      `${SPEC} to export only what ./activeDoc.ts exports (${Object.keys(ours).join(', ')})`,
      exported.length > 0 && missing.length === 0,
      `it also exports ${missing.join(', ')}`,
    );
    needs(
      PLUGIN,
      `${SPEC} to export getActiveDocContext(data, pathname)`,
      /export function getActiveDocContext\(data, pathname\)/.test(source),
    );
  });

  test('the plugin’s client modules import it as ./docsClientUtils, and nothing else imports it', () => {
    const importers = [
      '@docusaurus/plugin-content-docs/lib',
      '@docusaurus/theme-classic/lib',
      '@docusaurus/theme-common/lib',
      '@docusaurus/core/lib/client',
    ]
      .flatMap(installedFiles)
      .flatMap((file) =>
        importsOf(fs.readFileSync(installedFile(file), 'utf8'))
          .filter((s) => /docsClientUtils/.test(s))
          .map((specifier) => ({file, specifier})),
      );
    needs(PLUGIN, `${SPEC} to be imported by the docs plugin's client`, importers.length > 0, 'no importer');
    for (const {file, specifier} of importers) {
      needs(
        PLUGIN,
        `${file} to import docsClientUtils as ${DOCS_CLIENT_UTILS} from a folder matching ${DOCS_CLIENT_ISSUER}`,
        DOCS_CLIENT_UTILS.test(specifier) && DOCS_CLIENT_ISSUER.test(installedFile(file)),
        `it imports "${specifier}"`,
      );
    }
  });

  test('getActiveDocContext() gives what the stock one gives for the docs plugin’s global data', async () => {
    const docsPlugin = requireInstalled('@docusaurus/plugin-content-docs') as {
      default: never;
      validateOptions: unknown;
    };
    const {globalData, content} = await loadFixtureDocs(docsPlugin.default, docsPlugin.validateOptions);
    const data = globalData as GlobalData;
    needs(
      PLUGIN,
      "the docs plugin's global data as {path, versions: [{name, isLast, path, mainDocId, docs: [{id, path, sidebar}]}]}",
      data?.versions?.[0]?.docs?.every((doc) => typeof doc.id === 'string' && typeof doc.path === 'string'),
      JSON.stringify(data).slice(0, 300),
    );
    const stock = (await import(/* @vite-ignore */ installedFile(SPEC))) as Stock;
    const permalinks = content.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink));
    const addresses = permalinks
      .flatMap((p) => [p, `${p}/`, p.toUpperCase(), `${p}/extra`])
      .concat(['/', '/blog', '/docs', '/docs/']);
    for (const address of addresses) {
      const expected = stock.getActiveDocContext!(data, address);
      const actual = ours.getActiveDocContext(data, address);
      needs(
        PLUGIN,
        `getActiveDocContext(data, "${address}") to give the stock result`,
        JSON.stringify(actual) === JSON.stringify(expected),
        `stock ${JSON.stringify(expected).slice(0, 200)}, ours ${JSON.stringify(actual).slice(0, 200)}`,
      );
      const suggestions = [
        stock.getDocVersionSuggestions!(data, address),
        ours.getDocVersionSuggestions(data, address),
      ].map((s) => JSON.stringify(s));
      needs(
        PLUGIN,
        `getDocVersionSuggestions(data, "${address}") to give the stock result`,
        suggestions[0] === suggestions[1],
        suggestions.join(' vs '),
      );
    }
    needs(
      PLUGIN,
      'the docs of the global data to be found by their path',
      permalinks.length > 0 && ours.getActiveDocContext(data, permalinks[0]!).activeDoc,
      'no doc found',
    );
  });
});
