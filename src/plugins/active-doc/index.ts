import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const ACTIVE_DOC = path.join(__dirname, 'activeDoc.ts');
// How the docs plugin's client modules import it; ours imports it by package path, which stays.
export const DOCS_CLIENT_UTILS = /^\.\/docsClientUtils(\.js)?$/;
/** The docs plugin's client modules, the only importers whose docsClientUtils is swapped. */
export const DOCS_CLIENT_ISSUER = /plugin-content-docs[\\/]lib[\\/]client[\\/]/;

/**
 * The docs plugin's client helpers with an indexed lookup of the current doc (./activeDoc.ts):
 * the plugin's client modules import ours instead of its docsClientUtils, which ours imports by
 * package path to re-export the helpers it does not replace.
 */
export default function activeDocPlugin(): Plugin {
  return {
    name: 'active-doc',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            DOCS_CLIENT_UTILS,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (DOCS_CLIENT_ISSUER.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = ACTIVE_DOC;
              }
            },
          ),
        ],
      };
    },
  };
}
