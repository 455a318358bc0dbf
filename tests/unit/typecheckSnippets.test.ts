import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {typecheckSnippets} from '../../scripts/lib/typecheckSnippets';

// A throwaway content tree inside the project, so snippets resolve the real node_modules.
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(PROJECT_ROOT, '.snippet-fixture-'));
  fs.mkdirSync(path.join(root, 'docs'));
});

afterEach(() => {
  fs.rmSync(root, {recursive: true, force: true});
});

function page(name: string, body: string) {
  fs.writeFileSync(path.join(root, 'docs', name), `---\ntitle: T\ndescription: D\n---\n\n${body}`);
}

describe('typecheckSnippets', () => {
  it('maps a type error back to its markdown file and line', () => {
    page(
      'wrong.mdx',
      [
        'Text.',
        '',
        '```ts',
        "import {interpolate} from 'remotion';",
        'const x: string = interpolate(1, [0, 1], [0, 1]);',
        '```',
        '',
      ].join('\n'),
    );
    const {checked, problems} = typecheckSnippets(root);
    expect(checked).toBe(1);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: 'docs/wrong.mdx', line: 10});
    expect(problems[0].message).toMatch(/TS2322/);
    expect(os.EOL).toBe('\n');
  }, 60_000);

  it('lets a later block import an earlier block by its title', () => {
    page(
      'pair.mdx',
      [
        '```tsx title="src/Comp.tsx"',
        'export const Comp = ({label}: {label: string}) => <div>{label}</div>;',
        '```',
        '',
        '```tsx title="src/Root.tsx"',
        "import {Comp} from './Comp';",
        'export const Root = () => <Comp label="hi" />;',
        '```',
      ].join('\n'),
    );
    const {checked, problems} = typecheckSnippets(root);
    expect(checked).toBe(2);
    expect(problems).toEqual([]);
  }, 60_000);

  it('accepts an opt-out with a reason and rejects one without', () => {
    page(
      'optout.mdx',
      [
        '```ts no-typecheck="shows a deliberate mistake"',
        'const a: number = "x";',
        '```',
        '',
        '```ts no-typecheck',
        'x',
        '```',
      ].join('\n'),
    );
    const {checked, problems} = typecheckSnippets(root);
    expect(checked).toBe(0);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/needs a reason/);
  }, 60_000);
});
