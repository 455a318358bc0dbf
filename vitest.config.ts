import {defineConfig} from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // What @docusaurus/router re-exports (the Docusaurus client aliases it in the site's bundles).
      '@docusaurus/router': 'react-router-dom',
    },
  },
  test: {
    globals: true,
    include: [
      'tests/unit/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/claims/**/*.test.ts',
      'tests/contracts/**/*.test.ts',
    ],
    // The content checks build TypeScript programs over hundreds of pages; allow for a loaded machine.
    testTimeout: 120_000,
  },
});
