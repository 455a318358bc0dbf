import fs from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, listMarkdownFiles, parseMarkdown, PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  buildInstallCommands,
  isRemotionPackage,
  parsePackageSpec,
  type InstallTabsProps,
} from '../../src/components/InstallTabs/commands';

/**
 * Install and create commands live in <InstallTabs> (npm, pnpm, Yarn and Bun in tabs), never in
 * a hand-written code block, and every <InstallTabs> has valid props with Remotion packages
 * pinned to the site's Remotion version.
 */

const REMOTION_VERSION: string = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'))
  .dependencies.remotion;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const INSTALL =
  /\b(npm i|npm install|yarn add|pnpm (i|add|install)|bun (i|add|install)|npx create-video|yarn create|pnpm create|bun create)\b/;
/** Reinstalling a project's own dependencies names no package: the project's manager and lockfile decide. */
const BARE_INSTALL = /^\s*(npm (i|install|ci)|pnpm (i|install)|yarn( install)?|bun (i|install))\s*$/;
/** Blocks that are about one package manager on purpose. */
const ALLOWED: Record<string, string> = {
  'docs/bun.mdx': 'the page is about using Bun as the package manager',
};
const COMPONENT_IMPORT = "import InstallTabs from '@site/src/components/InstallTabs';";
const KNOWN_PROPS = new Set(['packages', 'dev', 'devPackages', 'create', 'args']);

function installCommandsOutsideTabs(file: string, source: string): string[] {
  if (ALLOWED[file]) return [];
  const {body, bodyLine} = parseMarkdown(file, source);
  const problems: string[] = [];
  for (const block of extractCodeBlocks(body, bodyLine)) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    block.code.split('\n').forEach((line, i) => {
      if (INSTALL.test(line) && !BARE_INSTALL.test(line)) {
        problems.push(`${file}:${block.line + i}: "${line.trim()}" belongs in <InstallTabs>`);
      }
    });
  }
  return problems;
}

type Usage = {line: number; props: InstallTabsProps; unknown: string[]};

function installTabsUsages(source: string): Usage[] {
  const usages: Usage[] = [];
  const tag = /<InstallTabs\b([^>]*?)\/>/g;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    const props: Record<string, unknown> = {};
    const unknown: string[] = [];
    const attrs = /([A-Za-z]+)(?:="([^"]*)")?/g;
    for (let a = attrs.exec(m[1]); a; a = attrs.exec(m[1])) {
      const [, name, value] = a;
      if (!KNOWN_PROPS.has(name) || (name === 'dev') !== (value === undefined)) unknown.push(a[0]);
      else props[name] = name === 'dev' ? true : value;
    }
    usages.push({line: source.slice(0, m.index).split('\n').length, props, unknown});
  }
  return usages;
}

function invalidUsages(file: string, source: string, requirePins: boolean): string[] {
  const problems: string[] = [];
  const opened = (source.match(/<InstallTabs\b/g) ?? []).length;
  const usages = installTabsUsages(source);
  if (opened !== usages.length) problems.push(`${file}: write <InstallTabs ... /> on one line, self-closing`);
  if (usages.length > 0 && !source.includes(COMPONENT_IMPORT)) problems.push(`${file}: missing ${COMPONENT_IMPORT}`);
  if (usages.length === 0 && source.includes(COMPONENT_IMPORT)) problems.push(`${file}: imports InstallTabs unused`);
  for (const {line, props, unknown} of usages) {
    if (unknown.length > 0) problems.push(`${file}:${line}: unknown or malformed props ${unknown.join(', ')}`);
    try {
      buildInstallCommands(props);
    } catch (error) {
      problems.push(`${file}:${line}: ${(error as Error).message}`);
      continue;
    }
    const specs = [props.packages, props.devPackages].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
    for (const spec of specs) {
      const {name, version} = parsePackageSpec(spec);
      if (!isRemotionPackage(name)) continue;
      if (version === undefined ? requirePins : version !== REMOTION_VERSION) {
        problems.push(`${file}:${line}: ${spec} must be pinned to ${REMOTION_VERSION}`);
      }
    }
  }
  return problems;
}

const files = listMarkdownFiles(['docs', 'blog', 'learn']);
const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
// Blog posts describe their own release; they may name a Remotion package without a version.
const requirePins = (file: string) => !file.startsWith('blog/');

describe('install commands', () => {
  it('finds pages', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are all in <InstallTabs>, not in hand-written code blocks or tabs', () => {
    expect(files.flatMap((file) => installCommandsOutsideTabs(file, read(file)))).toEqual([]);
  });

  it('use <InstallTabs> with valid props, imported, Remotion packages pinned', () => {
    expect(files.flatMap((file) => invalidUsages(file, read(file), requirePins(file)))).toEqual([]);
  });

  it('are used on many pages', () => {
    expect(files.filter((file) => read(file).includes('<InstallTabs')).length).toBeGreaterThanOrEqual(90);
  });
});

describe('the install-command checks', () => {
  const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;

  it('flag npm-only blocks and hand-written tabs, as pages had them before <InstallTabs>', () => {
    const tabs = page(
      '<Tabs groupId="package-manager">\n<TabItem value="npm" label="npm">\n\n```bash\nnpm i --save-exact @remotion/rive@4.0.278\n```\n\n</TabItem>\n<TabItem value="bun" label="Bun">\n\n```bash\nbun i @remotion/rive@4.0.278\n```\n\n</TabItem>\n</Tabs>',
    );
    expect(installCommandsOutsideTabs('docs/x.mdx', tabs)).toHaveLength(2);
    expect(installCommandsOutsideTabs('docs/x.mdx', page('```bash\nnpx create-video@latest --next\n```'))).toHaveLength(
      1,
    );
    expect(
      installCommandsOutsideTabs(
        'docs/x.mdx',
        page('1. Install:\n\n   ```sh\n   yarn add --exact remotion@4.0.278\n   ```'),
      ),
    ).toHaveLength(1);
  });

  it('leave other commands, bare reinstalls and non-shell blocks alone', () => {
    expect(
      installCommandsOutsideTabs('docs/x.mdx', page('```bash\nnpx remotion render\nnpm install\nbun i\n```')),
    ).toEqual([]);
    expect(installCommandsOutsideTabs('docs/x.mdx', page('```txt\nassume npx create-video@latest\n```'))).toEqual([]);
  });

  it('reject bad props, wrong pins and a missing import', () => {
    const use = (tag: string, imported = true) => page(`${imported ? COMPONENT_IMPORT + '\n\n' : ''}${tag}`);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs packages="@remotion/rive@4.0.278" />'), true)).toEqual([]);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs create="video" args="--next" />'), true)).toEqual([]);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs packages="@remotion/rive@4.0.277" />'), true)[0]).toMatch(
      /must be pinned to/,
    );
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs packages="@remotion/rive" />'), true)[0]).toMatch(/pinned/);
    expect(invalidUsages('blog/x.mdx', use('<InstallTabs packages="@remotion/rive" />'), false)).toEqual([]);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs packages="" />'), true)[0]).toMatch(/is empty/);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs pkgs="react" />'), true).join()).toMatch(/unknown/);
    expect(invalidUsages('docs/x.mdx', use('<InstallTabs packages="react" />', false), true)[0]).toMatch(
      /missing import InstallTabs/,
    );
  });
});
