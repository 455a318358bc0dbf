import {defineConfig} from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {'@site': path.resolve(__dirname)},
  },
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
