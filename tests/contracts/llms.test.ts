/**
 * What src/plugins/llms takes from Docusaurus: the docs plugin found among the loaded plugins by
 * its name and id, and its loaded content (the last version's docs with their id, title,
 * description, permalink and @site/ source), read in postBuild.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadFixtureDocs, needs, requireInstalled} from './lib';

const PLUGIN = 'llms';

describe(`${PLUGIN}: the docs plugin's content`, () => {
  test('the plugin named docusaurus-plugin-content-docs, id default, with its docs in loadedVersions', async () => {
    const docsPlugin = requireInstalled('@docusaurus/plugin-content-docs') as {
      default: never;
      validateOptions: unknown;
    };
    const {plugin, options, content, context} = await loadFixtureDocs(docsPlugin.default, docsPlugin.validateOptions);
    needs(
      PLUGIN,
      'the docs plugin to be named docusaurus-plugin-content-docs (postBuild finds it by name)',
      plugin.name === 'docusaurus-plugin-content-docs',
      `it is named ${plugin.name}`,
    );
    needs(
      PLUGIN,
      "the docs plugin's validated options to carry id 'default'",
      options.id === 'default',
      `id ${String(options.id)}`,
    );
    const version = content?.loadedVersions?.find((v) => v.isLast);
    needs(
      PLUGIN,
      "the docs plugin's content as loadedVersions[] with one isLast version",
      version,
      JSON.stringify(content).slice(0, 200),
    );
    const doc = version.docs.find((d) => d.id === 'guide/one');
    needs(
      PLUGIN,
      'each loaded doc with id, title, description, permalink and an @site/ source',
      doc &&
        doc.title === 'One' &&
        doc.description === 'The first guide.' &&
        doc.permalink === '/docs/guide/one' &&
        fs.existsSync(path.join(context.siteDir, doc.source.replace(/^@site\//, ''))),
      JSON.stringify(doc),
    );
  });
});
