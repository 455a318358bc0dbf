import {extractCodeBlocks, metaValue, parseMarkdown, proseOnly} from '../../scripts/lib/markdown';
import {findPlaceholders} from '../../scripts/lib/placeholders';

const SOURCE = `---
title: Example
description: A page used by the tests.
---

Intro text.

\`\`\`tsx title="src/Comp.tsx"
export const A = 1;
\`\`\`

- a list item with code:

  \`\`\`ts
  const indented = true;
  \`\`\`

## Heading
`;

describe('parseMarkdown', () => {
  it('splits front matter and body and knows where the body starts', () => {
    const md = parseMarkdown('x.mdx', SOURCE);
    expect(md.frontMatter).toEqual({title: 'Example', description: 'A page used by the tests.'});
    expect(md.bodyLine).toBe(5);
    expect(md.body.startsWith('\nIntro text.')).toBe(true);
  });

  it('reports invalid YAML with the file name', () => {
    expect(() => parseMarkdown('bad.md', '---\ntitle: [unclosed\n---\n')).toThrow(
      /bad\.md: front matter is not valid YAML/,
    );
  });
});

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with language, meta and the line of their first code line', () => {
    const md = parseMarkdown('x.mdx', SOURCE);
    const blocks = extractCodeBlocks(md.body, md.bodyLine);
    expect(blocks).toEqual([
      {lang: 'tsx', meta: 'title="src/Comp.tsx"', code: 'export const A = 1;', line: 9},
      {lang: 'ts', meta: '', code: 'const indented = true;', line: 15},
    ]);
    expect(SOURCE.split('\n')[8]).toBe('export const A = 1;');
    expect(SOURCE.split('\n')[14].trim()).toBe('const indented = true;');
  });

  it('does not end a four-backtick block at a three-backtick line', () => {
    const blocks = extractCodeBlocks('````md\n```tsx\nx\n```\n````\n');
    expect(blocks).toHaveLength(1);
    expect(blocks[0].code).toBe('```tsx\nx\n```');
  });
});

describe('proseOnly', () => {
  it('blanks code but keeps line count', () => {
    const prose = proseOnly('a\n```bash\n# not a heading\n```\n## real');
    expect(prose).toBe('a\n\n\n\n## real');
  });
});

describe('metaValue', () => {
  it('reads quoted, bare and flag values', () => {
    expect(metaValue('title="src/A.tsx" showLineNumbers', 'title')).toBe('src/A.tsx');
    expect(metaValue("no-typecheck='needs a DOM'", 'no-typecheck')).toBe('needs a DOM');
    expect(metaValue('title="x" showLineNumbers', 'showLineNumbers')).toBe('');
    expect(metaValue('title="x"', 'no-typecheck')).toBeUndefined();
  });
});

describe('findPlaceholders', () => {
  it('flags unfinished writing with its line', () => {
    expect(findPlaceholders('fine\nComing soon!\nTODO: write')).toEqual([
      {line: 2, text: 'Coming soon'},
      {line: 3, text: 'TODO'},
    ]);
    expect(findPlaceholders('A todolist app is fine.')).toEqual([]);
  });
});

describe('findBrokenDocLinks', () => {
  it('reports links to missing docs with file and line, and accepts existing ones', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const {PROJECT_ROOT} = await import('../../scripts/lib/markdown');
    const {findBrokenDocLinks} = await import('../../scripts/lib/links');
    const root = fs.mkdtempSync(path.join(PROJECT_ROOT, '.snippet-fixture-'));
    try {
      fs.mkdirSync(path.join(root, 'docs/player'), {recursive: true});
      fs.writeFileSync(path.join(root, 'docs/intro.mdx'), '---\ntitle: I\nslug: /\n---\n');
      fs.writeFileSync(path.join(root, 'docs/player/index.mdx'), '---\ntitle: P\n---\n');
      fs.writeFileSync(
        path.join(root, 'docs/a.mdx'),
        [
          '---',
          'title: A',
          '---',
          '[ok](/docs/)',
          '[ok](/docs/player#x)',
          '[ok](./intro.mdx)',
          '[bad](/docs/nope)',
          '[bad](./gone.mdx)',
          '[ext](https://x.test)',
        ].join('\n'),
      );
      expect(findBrokenDocLinks(['docs'], root)).toEqual([
        {file: 'docs/a.mdx', line: 7, target: '/docs/nope'},
        {file: 'docs/a.mdx', line: 8, target: './gone.mdx'},
      ]);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
