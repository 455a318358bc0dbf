import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {computeTypeHover, docsLink, readableImports, renderedLines} from '../../scripts/lib/typeHover';
import {remarkTypeHover} from '../../src/plugins/type-hover';

// A throwaway content tree inside the project, so snippets resolve the real node_modules.
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(PROJECT_ROOT, '.type-hover-fixture-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'spring.mdx'), '---\ntitle: spring()\n---\n\nText.\n');
});

afterEach(() => {
  fs.rmSync(root, {recursive: true, force: true});
});

const SAMPLE = [
  "import {spring} from 'remotion';",
  'const value = spring({frame: 10, fps: 30, config: {damping: 200}});',
].join('\n');

describe('computeTypeHover', () => {
  it('gives quick info for the toolkit function, its options and inferred locals, and caches per sample', () => {
    fs.writeFileSync(path.join(root, 'docs', 'page.mdx'), `---\ntitle: T\n---\n\n\`\`\`ts\n${SAMPLE}\n\`\`\`\n`);
    const cacheDir = path.join(root, 'cache');
    const first = computeTypeHover(root, cacheDir);
    expect(first.stats).toMatchObject({blocks: 1, cached: 0});
    const page = first.pages.find((p) => p.file === 'docs/page.mdx');
    expect(page).toBeDefined();
    const spans = Object.values(page!.blocks)[0];
    const at = (line: number, col: number) => {
      for (let i = 0; i < spans.length; i += 4) {
        if (spans[i] === line && spans[i + 1] === col) return page!.infos[spans[i + 3]];
      }
      return undefined;
    };
    // `spring` in the import and in the call link to its docs page.
    expect(at(0, 8)?.[0]).toMatch(/spring\(/);
    expect(at(0, 8)?.[2]).toBe('/docs/spring');
    // The `config` option: its declared type.
    const configCol = SAMPLE.split('\n')[1].indexOf('config');
    expect(at(1, configCol)?.[0]).toMatch(/config\?: Partial<SpringConfig>/);
    // The inferred local.
    expect(at(1, 6)?.[0]).toBe('const value: number');
    const second = computeTypeHover(root, cacheDir);
    expect(second.stats).toMatchObject({blocks: 1, cached: 1, identifiers: first.stats.identifiers});
  }, 120_000);
});

describe('docsLink', () => {
  const routes = new Set([
    '/docs/spring',
    '/docs/player/player',
    '/docs/lambda/deployfunction',
    '/docs/use-current-frame',
  ]);
  it('maps toolkit exports to their docs page by kebab or lower case name', () => {
    expect(docsLink(routes, '/x/node_modules/remotion/dist/cjs/spring/index.d.ts', 'spring')).toBe('/docs/spring');
    expect(docsLink(routes, '/x/node_modules/remotion/dist/cjs/a.d.ts', 'useCurrentFrame')).toBe(
      '/docs/use-current-frame',
    );
    expect(docsLink(routes, '/x/node_modules/@remotion/player/dist/a.d.ts', 'Player')).toBe('/docs/player/player');
    expect(docsLink(routes, '/x/node_modules/@remotion/lambda/dist/a.d.ts', 'deployFunction')).toBe(
      '/docs/lambda/deployfunction',
    );
    expect(docsLink(routes, '/x/node_modules/react/index.d.ts', 'useState')).toBe('');
  });
});

describe('readableImports', () => {
  it('names a module by its package or by its path from the sample, never by a folder of the build machine', () => {
    const snippets = '/home/ci/site/node_modules/.cache/type-hover/snippets';
    const sample = `${snippets}/docs/player/api/src/App.tsx`;
    expect(
      readableImports(
        'const load: () => Promise<typeof import("/home/ci/site/node_modules/.cache/type-hover/snippets/docs/player/api/src/LazyIntro")>',
        sample,
        snippets,
      ),
    ).toBe('const load: () => Promise<typeof import("./LazyIntro")>');
    expect(
      readableImports(
        'typeof import("/home/ci/site/node_modules/@aws-sdk/client-s3/dist-types/index")',
        sample,
        snippets,
      ),
    ).toBe('typeof import("@aws-sdk/client-s3")');
    expect(readableImports('typeof import("/srv/x/node_modules/zod/lib/index")', sample, snippets)).toBe(
      'typeof import("zod")',
    );
    expect(
      readableImports(
        'typeof import("/home/ci/site/node_modules/.cache/type-hover/snippets/docs/player/api/Root")',
        sample,
        snippets,
      ),
    ).toBe('typeof import("../Root")');
    expect(readableImports('typeof import("remotion")', sample, snippets)).toBe('typeof import("remotion")');
  });
});

describe('rendered lines', () => {
  it('counts lines as the code block renders them: magic-comment lines removed', () => {
    const code = [
      '// highlight-next-line',
      'const a = 1;',
      '/* highlight-start */',
      'a;',
      '// highlight-end',
      'b;',
    ].join('\n');
    expect(renderedLines(code, '')).toEqual([-1, 0, -1, 1, -1, 2]);
  });

  it('a {1,3} range in the meta string keeps every line', () => {
    expect(renderedLines('// highlight-next-line\nx;', 'title="a.ts" {2}')).toEqual([0, 1]);
  });
});

describe('remark plugin', () => {
  it('marks only samples it has data for', () => {
    const tree = {type: 'root', children: [{type: 'code', lang: 'ts', value: 'unknown'}]};
    remarkTypeHover({siteDir: root})(tree, {path: path.join(root, 'docs/none.mdx')});
    expect(tree.children[0]).not.toHaveProperty('data');
  });
});
