import {
  absoluteUrl,
  codeTags,
  mapOutsideInlineCode,
  mdxToMarkdown,
  type MarkdownOptions,
} from '../../src/plugins/llms/markdown';
import {
  buildLlmsFull,
  buildLlmsTxt,
  groupDocs,
  HIDDEN_GROUP,
  UNPLANNED_GROUP,
  type LlmsDoc,
} from '../../src/plugins/llms/llmsTxt';
import {markdownPathOf} from '../../src/lib/markdownRoute';
import type {PlanCategory, SidebarName} from '../../src/lib/docsPlan';

const SITE = 'https://www.remotion.dev';
const OPTIONS: MarkdownOptions = {
  title: 'spring()',
  description: 'A physics-based animation primitive.',
  url: `${SITE}/docs/spring`,
  siteUrl: SITE,
  sourcePath: 'docs/spring.mdx',
  routeOfSource: (p) => ({'docs/interpolate.mdx': '/docs/interpolate', 'docs/lambda/api.mdx': '/docs/lambda/api'})[p],
};
const convert = (body: string, options: Partial<MarkdownOptions> = {}) => mdxToMarkdown(body, {...OPTIONS, ...options});
/** The converted body without the title, description and source lines. */
const bodyOf = (body: string, options: Partial<MarkdownOptions> = {}) =>
  convert(body, options).split('\n').slice(6).join('\n');

describe('mdxToMarkdown', () => {
  it('heads the page with its title, description and address, and drops the front matter', () => {
    const md = convert('---\ntitle: spring()\ndescription: x\n---\n\nBody text.\n');
    expect(md).toBe(
      `# spring()\n\n> A physics-based animation primitive.\n\nSource: ${SITE}/docs/spring\n\nBody text.\n`,
    );
  });

  it('puts tag-like titles and descriptions in backticks so that they are not read as HTML', () => {
    const md = convert('Text.', {title: '<Video>', description: 'Embed a <Player> into an <iframe>.'});
    expect(md.startsWith('# `<Video>`\n\n> Embed a `<Player>` into an `<iframe>`.\n')).toBe(true);
  });

  it('removes imports, exports, JSX comments, HTML comments and <head> blocks', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'export const meta = {',
      '  a: 1,',
      '};',
      '',
      '{/* A note for editors. */}',
      '<head>',
      '  <title>Custom title | Remotion</title>',
      '</head>',
      '',
      'Kept{/* inline */} text. <!-- hidden -->',
      '',
      '{/* Spread',
      'over lines */}',
      'After.',
    ].join('\n');
    expect(bodyOf(body)).toBe('Kept text. \n\nAfter.\n');
  });

  it('keeps code blocks intact, with their language, and the title as a comment line', () => {
    const body = [
      '```tsx title="src/Root.tsx" no-typecheck="needs a project"',
      "import {Composition} from 'remotion';",
      '',
      '',
      '{/* JSX comment inside code stays */}',
      'export const A = () => <Composition id="x" />;',
      '```',
      '',
      '```bash title="Terminal"',
      'npx remotion render',
      '```',
      '',
      '```json title="package.json"',
      '{"name": "x"}',
      '```',
      '',
      '```text error',
      'Error: boom',
      '```',
    ].join('\n');
    expect(bodyOf(body)).toBe(
      [
        '```tsx',
        '// src/Root.tsx',
        "import {Composition} from 'remotion';",
        '',
        '',
        '{/* JSX comment inside code stays */}',
        'export const A = () => <Composition id="x" />;',
        '```',
        '',
        '```bash',
        '# Terminal',
        'npx remotion render',
        '```',
        '',
        '`package.json`:',
        '',
        '```json',
        '{"name": "x"}',
        '```',
        '',
        '```text',
        'Error: boom',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('does not end a four-backtick block at a three-backtick line, and keeps indented blocks in lists', () => {
    const body = [
      '````md title="docs/page.mdx"',
      '```tsx',
      'x',
      '```',
      '````',
      '',
      '- Item:',
      '',
      '  ```ts',
      '  const a = 1;',
      '  ```',
    ].join('\n');
    // Markdown has no line comment: the title goes before the block.
    expect(bodyOf(body)).toBe(
      [
        '`docs/page.mdx`:',
        '',
        '````md',
        '```tsx',
        'x',
        '```',
        '````',
        '',
        '- Item:',
        '',
        '  ```ts',
        '  const a = 1;',
        '  ```',
        '',
      ].join('\n'),
    );
  });

  it('turns Tabs into sections headed one level below the current heading', () => {
    const body = [
      '## Installation',
      '',
      '<Tabs groupId="package-manager">',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm i remotion',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn">',
      '',
      'Use Yarn.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'After.',
    ].join('\n');
    expect(bodyOf(body)).toBe(
      [
        '## Installation',
        '',
        '### npm',
        '',
        '```bash',
        'npm i remotion',
        '```',
        '',
        '### yarn',
        '',
        'Use Yarn.',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('turns <InstallTabs> into one shell block with every package manager’s command', () => {
    expect(bodyOf('Install:\n\n<InstallTabs packages="@remotion/rive@4.0.278" />\n\nAfter.')).toBe(
      [
        'Install:',
        '',
        '```bash',
        '# npm',
        'npm i --save-exact @remotion/rive@4.0.278',
        '# pnpm',
        'pnpm add --save-exact @remotion/rive@4.0.278',
        '# Yarn',
        'yarn add --exact @remotion/rive@4.0.278',
        '# Bun',
        'bun add --exact @remotion/rive@4.0.278',
        '```',
        '',
        'After.',
        '',
      ].join('\n'),
    );
    expect(bodyOf('1. Dev tools:\n\n   <InstallTabs packages="tsx" dev />\n')).toContain('   npm i --save-dev tsx\n');
    expect(bodyOf('<InstallTabs create="video" args="--next" />')).toContain('# Bun\nbun create video --next\n');
  });

  it('replaces a live demo with a line that points to the web page', () => {
    expect(bodyOf('Intro.\n\n<Demo id="spring" />\n\nMore.')).toBe(
      `Intro.\n\n*Live demo: an interactive example is on the web page, ${SITE}/docs/spring*\n\nMore.\n`,
    );
    expect(bodyOf('<Demo\n  id="spring"\n/>\n\nMore.')).toContain(
      `*Live demo: an interactive example is on the web page, ${SITE}/docs/spring*`,
    );
  });

  it('turns admonitions into GitHub alerts', () => {
    const body = [
      ':::warning[Deprecated]',
      'Use [`parseMedia()`](/docs/media-parser/parse-media).',
      '',
      'Second paragraph.',
      ':::',
      '',
      'After.',
    ].join('\n');
    expect(bodyOf(body)).toBe(
      [
        '> [!WARNING]',
        '> **Deprecated**',
        '>',
        `> Use [\`parseMedia()\`](${SITE}/docs/media-parser/parse-media).`,
        '>',
        '> Second paragraph.',
        '',
        'After.',
        '',
      ].join('\n'),
    );
    expect(bodyOf(':::note\nA note.\n:::')).toBe('> [!NOTE]\n> A note.\n');
  });

  it('makes links absolute: site paths, anchors, relative .mdx files and images', () => {
    const body = [
      'See [interpolate()](/docs/interpolate), [below](#options), [the API](./lambda/api.mdx#deploy) and [x](interpolate.mdx).',
      '![Diagram](/img/diagram.png) and [GitHub](https://github.com/remotion-dev/remotion).',
      '[ref]: /docs/player',
    ].join('\n');
    expect(bodyOf(body)).toBe(
      [
        `See [interpolate()](${SITE}/docs/interpolate), [below](${SITE}/docs/spring#options), [the API](${SITE}/docs/lambda/api#deploy) and [x](${SITE}/docs/interpolate).`,
        `![Diagram](${SITE}/img/diagram.png) and [GitHub](https://github.com/remotion-dev/remotion).`,
        `[ref]: ${SITE}/docs/player`,
        '',
      ].join('\n'),
    );
  });

  it('leaves inline code alone and turns <kbd> keys into inline code', () => {
    expect(bodyOf('Write `[a](/b)` or `<Video>`; press <kbd>Ctrl</kbd>+<kbd>C</kbd>.')).toBe(
      'Write `[a](/b)` or `<Video>`; press `Ctrl`+`C`.\n',
    );
  });

  it('drops custom heading ids and collapses runs of blank lines in prose', () => {
    expect(bodyOf('## Options {#options}\n\n\n\nText.')).toBe('## Options\n\nText.\n');
  });
});

describe('helpers', () => {
  it('maps text outside inline code only, honouring double-backtick spans', () => {
    expect(mapOutsideInlineCode('a `b` ``c ` d`` e', (t) => t.toUpperCase())).toBe('A `b` ``c ` d`` E');
    expect(mapOutsideInlineCode('an ` unmatched tick', (t) => t.toUpperCase())).toBe('AN ` UNMATCHED TICK');
  });

  it('wraps tags in backticks once', () => {
    expect(codeTags('<Pie /> and `<Rect>`')).toBe('`<Pie />` and `<Rect>`');
  });

  it('resolves relative targets against the page', () => {
    const options = {url: `${SITE}/docs/lambda/cli/sites/create`, siteUrl: SITE};
    expect(absoluteUrl('./ls', options)).toBe(`${SITE}/docs/lambda/cli/sites/ls`);
    expect(absoluteUrl('mailto:hi@remotion.dev', options)).toBe('mailto:hi@remotion.dev');
  });

  it('serves Markdown at the route plus .md', () => {
    expect(markdownPathOf('/docs/spring')).toBe('/docs/spring.md');
    expect(markdownPathOf('/docs/media-parser/')).toBe('/docs/media-parser.md');
    expect(markdownPathOf('/docs/')).toBe('/docs.md');
    expect(markdownPathOf('/docs/lambda/cli/sites/create#flags')).toBe('/docs/lambda/cli/sites/create.md');
  });
});

describe('llms.txt', () => {
  const doc = (id: string, title = id): LlmsDoc => ({
    id,
    title,
    description: `About ${id}.`,
    url: `${SITE}/docs/${id}`,
    markdownUrl: `${SITE}/docs/${id}.md`,
  });
  const cat = (category: string, link: string | null, items: PlanCategory['items']): PlanCategory => ({
    category,
    link,
    items,
  });
  const plan = {
    hidden: ['old', 'missing-hidden'],
    walk: (visitor: {
      doc?: (id: string, s: SidebarName, c: string[]) => void;
      category?: (c: PlanCategory, s: SidebarName, p: string[]) => void;
    }) => {
      // A small plan: a category with a link, a subcategory, and an item after the subcategory.
      const lambda = cat('Lambda', 'lambda', [
        'lambda/setup',
        cat('CLI', null, ['lambda/cli']),
        'lambda/faq',
        'not-written-yet',
      ]);
      visitor.doc?.('intro', 'mainSidebar', []);
      visitor.category?.(lambda, 'apiSidebar', []);
      visitor.doc?.('lambda', 'apiSidebar', ['Lambda']);
      visitor.doc?.('lambda/setup', 'apiSidebar', ['Lambda']);
      visitor.category?.(lambda.items[1] as PlanCategory, 'apiSidebar', ['Lambda']);
      visitor.doc?.('lambda/cli', 'apiSidebar', ['Lambda', 'CLI']);
      visitor.doc?.('lambda/faq', 'apiSidebar', ['Lambda']);
      visitor.doc?.('not-written-yet', 'apiSidebar', ['Lambda']);
      visitor.doc?.('intro', 'apiSidebar', ['Lambda']);
    },
  };
  const docs = new Map(
    ['intro', 'lambda', 'lambda/setup', 'lambda/cli', 'lambda/faq', 'old', 'stray'].map((id) => [
      id,
      doc(id, id === 'intro' ? '<Intro>' : id),
    ]),
  );

  it('groups existing pages by sidebar and category in reading order, once each, then hidden and unplanned pages', () => {
    const groups = groupDocs(docs, plan);
    expect(groups.map((g) => [g.heading, g.docs.map((d) => d.id)])).toEqual([
      ['Docs', ['intro']],
      ['API › Lambda', ['lambda', 'lambda/setup', 'lambda/faq']],
      ['API › Lambda › CLI', ['lambda/cli']],
      [HIDDEN_GROUP, ['old']],
      [UNPLANNED_GROUP, ['stray']],
    ]);
  });

  it('writes the title, the summary and one linked list per group', () => {
    const txt = buildLlmsTxt(
      {title: 'Remotion', summary: 'Videos in React.', details: ['Details.']},
      groupDocs(docs, plan),
    );
    expect(
      txt.startsWith(
        '# Remotion\n\n> Videos in React.\n\nDetails.\n\n## Docs\n\n- [`<Intro>`](https://www.remotion.dev/docs/intro.md): About intro.\n\n## API › Lambda\n',
      ),
    ).toBe(true);
    expect(txt.endsWith('## Other pages\n\n- [stray](https://www.remotion.dev/docs/stray.md): About stray.\n')).toBe(
      true,
    );
  });

  it('concatenates the pages in the same order', () => {
    const full = buildLlmsFull(
      {title: 'Remotion', summary: 'S.', details: []},
      groupDocs(docs, plan),
      (d) => `# ${d.id}\n`,
    );
    expect(full).toBe(
      [
        '# Remotion\n\n> S.',
        '# intro',
        '# lambda',
        '# lambda/setup',
        '# lambda/faq',
        '# lambda/cli',
        '# old',
        '# stray',
      ].join('\n\n---\n\n') + '\n',
    );
  });
});
