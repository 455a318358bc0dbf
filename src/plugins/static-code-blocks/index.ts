import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that registers the additional Prism languages (as resolved, without extension). */
export const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');
const NO_LANGUAGES = path.join(__dirname, 'no-languages.js');
const CONTENT_DIR = path.resolve(__dirname, '../../theme/CodeBlock/Content');

/**
 * Code blocks highlighted on the server only (see src/theme/CodeBlock/Content). The client build
 * gets the highlighter that loads Prism as a chunk of its own, and theme-classic's client module
 * that registers extra Prism languages on page load is replaced by an empty one: the Prism chunk
 * registers them itself (highlight.ts).
 */
export default function staticCodeBlocksPlugin(): Plugin {
  return {
    name: 'static-code-blocks',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@code-block-highlighter': path.join(
              CONTENT_DIR,
              isServer ? 'highlighter.server.ts' : 'highlighter.client.ts',
            ),
            // The path as .docusaurus/client-modules.js requires it (no extension) and as resolved.
            [PRISM_CLIENT_MODULE]: NO_LANGUAGES,
            [`${PRISM_CLIENT_MODULE}.js`]: NO_LANGUAGES,
          },
        },
      };
    },
  };
}
