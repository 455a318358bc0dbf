import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Every route's chunk names and loaders live in .docusaurus/registry.js, which main.js
 * carries. Each entry also holds its module's path ("@site/docs/lambda/cli/render.mdx"):
 * react-loadable reads those paths only while rendering on the server, to report which
 * modules a page used. In the browser they are never read, yet at ~760 routes they are
 * about 7 KB of main.js gzip. The client build blanks them (loader.cjs); the server
 * build, which needs them, is untouched.
 */
export default function leanRegistryPlugin(): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
