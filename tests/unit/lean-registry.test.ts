import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {blankModulePaths} = require('../../src/plugins/lean-registry/loader.cjs') as {
  blankModulePaths: (source: string) => string;
};

const entry = (name: string, module: string, end = ',') =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")]${end}`;

describe('lean-registry loader', () => {
  it('blanks the module path of every entry and keeps the import and the weak require', () => {
    const source = [
      'export default {',
      entry('0058b4c6', '@site/docs/a.mdx'),
      entry('ff98fc4b', '@site/blog/b.mdx', ',};'),
    ].join('\n');
    const out = blankModulePaths(source);
    expect(out).not.toMatch(/, "@site/);
    expect(out).toContain(
      'import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],',
    );
    expect(out).toContain('require.resolveWeak("@site/blog/b.mdx")],};');
    expect(out.split('\n')).toHaveLength(3);
  });

  it('fails loudly on an entry of another shape', () => {
    const source = ['export default {', '  "abc": [() => import("@site/x.mdx"), "@site/x.mdx"],', '};'].join('\n');
    expect(() => blankModulePaths(source)).toThrow(/unexpected registry entries[\s\S]*"abc"/);
  });
});
