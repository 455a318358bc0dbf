/**
 * What src/plugins/static-code-blocks and src/theme/CodeBlock take from Docusaurus beyond its
 * plugin API: theme-classic's Prism client module (replaced by an empty one) and its
 * prism-include-languages, the CodeBlock modules and CSS modules the swizzled components import,
 * the code block context of theme-common/internal, and above all the markup: the swizzled
 * CodeBlock/Content, rendered on the server, must write the HTML stock CodeBlock/Content and
 * CodeBlock/Line write. Both are bundled with esbuild from the installed theme and rendered here.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';
import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {codeTheme} from '../../src/lib/prismTheme';
import {PRISM_CLIENT_MODULE} from '../../src/plugins/static-code-blocks';
import {
  SITE,
  generated,
  importsOf,
  installedFile,
  installedModuleExists,
  installedSource,
  needs,
  needsExports,
  readGenerated,
} from './lib';

const PLUGIN = 'static-code-blocks';
const THEME = '@docusaurus/theme-classic/lib/theme';
const CONTENT = path.join(SITE, 'src/theme/CodeBlock/Content');
const INTERNAL = '@docusaurus/theme-common/lib/internal.js';

describe(`${PLUGIN}: the Prism modules`, () => {
  test("theme-classic's client module only registers the additional languages, and the site requires it by the path the plugin aliases", async () => {
    const spec = '@docusaurus/theme-classic/lib/prism-include-languages.js';
    const source = installedSource(PLUGIN, spec, 'the client build replaces it with an empty module');
    const imports = importsOf(source).sort().join();
    needs(
      PLUGIN,
      `${spec} to do nothing but register the additional languages on prism-react-renderer's Prism`,
      imports === '@theme/prism-include-languages,prism-react-renderer' &&
        /^prismIncludeLanguages\(Prism\);$/m.test(source),
      `it imports ${imports}`,
    );
    const gen = await generated();
    const clientModules = readGenerated(gen, PLUGIN, 'client-modules.js', 'the client modules every page runs');
    const required = [...clientModules.matchAll(/require\("([^"]+)"\)/g)].map(([, file]) => file!);
    const prism = required.find((file) => file.endsWith('@docusaurus/theme-classic/lib/prism-include-languages'));
    needs(
      PLUGIN,
      '.docusaurus/client-modules.js to require theme-classic/lib/prism-include-languages without extension (the aliased path)',
      prism,
      `it requires ${required.join(', ')}`,
    );
    if (gen.dir.startsWith(SITE))
      needs(
        PLUGIN,
        `.docusaurus/client-modules.js to require ${PRISM_CLIENT_MODULE}`,
        prism === PRISM_CLIENT_MODULE,
        `it requires ${prism}`,
      );
  });

  test('@theme/prism-include-languages registers languages on the Prism object it is given', () => {
    const source = installedSource(
      PLUGIN,
      `${THEME}/prism-include-languages.js`,
      'the Prism chunk calls it (highlight.ts)',
    );
    needs(
      PLUGIN,
      `${THEME}/prism-include-languages.js to default-export a function of the Prism object`,
      /export default function \w*\(\w+\)/.test(source),
    );
  });
});

describe(`${PLUGIN}: what src/theme/CodeBlock imports`, () => {
  test('the CodeBlock components and the code block context', () => {
    for (const component of [
      'CodeBlock/Content/Element',
      'CodeBlock/Content/String',
      'CodeBlock/Line',
      'CodeBlock/Content',
    ]) {
      needs(
        PLUGIN,
        `${THEME}/${component}.js or /index.js (@theme/${component})`,
        installedModuleExists(`${THEME}/${component}`),
      );
    }
    const context = ['useCodeBlockContext', 'CodeBlockContextProvider', 'createCodeBlockMetadata'];
    needsExports(PLUGIN, INTERNAL, 'the code block context', context, '@docusaurus/theme-common/internal');
  });

  test('the class names of the CSS modules it borrows', () => {
    const classes = {
      'CodeBlock/Content/styles.module.css': ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering'],
      'CodeBlock/Line/styles.module.css': ['codeLine', 'codeLineNumber', 'codeLineContent'],
    };
    for (const [file, names] of Object.entries(classes)) {
      const css = installedSource(PLUGIN, `${THEME}/${file}`, 'the swizzled CodeBlock uses its classes');
      for (const name of names)
        needs(PLUGIN, `${THEME}/${file} to define .${name}`, new RegExp(`\\.${name}\\b`).test(css));
    }
  });
});

/** CSS modules as their class names (`<folder>_<class>`), read from the file: a renamed class renders as none. */
const cssModules: EsbuildPlugin = {
  name: 'css-modules',
  setup(esbuild) {
    esbuild.onLoad({filter: /\.module\.css$/}, (args) => {
      const names = new Set(
        [...fs.readFileSync(args.path, 'utf8').matchAll(/\.([A-Za-z_][\w-]*)/g)].map(([, n]) => n!),
      );
      const prefix = path.basename(path.dirname(args.path));
      return {
        contents: `export default ${JSON.stringify(Object.fromEntries([...names].map((n) => [n, `${prefix}_${n}`])))};`,
        loader: 'js',
      };
    });
  },
};

type Components = {
  Stock: React.ComponentType<{className?: string}>;
  Ours: React.ComponentType<{className?: string}>;
  CodeBlockContextProvider: React.ComponentType<{metadata: unknown; wordWrap: unknown; children?: React.ReactNode}>;
  createCodeBlockMetadata: (params: Record<string, unknown>) => unknown;
};

/** Stock CodeBlock/Content and ours, bundled as the server build resolves them, sharing React and the block context. */
async function bundleContents(): Promise<Components> {
  const exportsDir = installedFile('@docusaurus/core/lib/client/exports');
  const codeBlockUtils = installedFile('@docusaurus/theme-common/lib/utils/codeBlockUtils.js');
  const result = await build({
    stdin: {
      contents: [
        `export {default as Stock} from ${JSON.stringify(installedFile(`${THEME}/CodeBlock/Content/index.js`))};`,
        `export {default as Ours} from ${JSON.stringify(path.join(CONTENT, 'index.tsx'))};`,
        `export {CodeBlockContextProvider, createCodeBlockMetadata} from ${JSON.stringify(codeBlockUtils)};`,
      ].join('\n'),
      resolveDir: SITE,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'clsx', 'prism-react-renderer', 'parse-numeric-range'],
    alias: {
      // The block context of theme-common/internal, from its own module (internal.js re-exports it).
      '@docusaurus/theme-common/internal': codeBlockUtils,
      '@docusaurus/useIsBrowser': path.join(exportsDir, 'useIsBrowser.js'),
      '@docusaurus/useIsomorphicLayoutEffect': path.join(exportsDir, 'useIsomorphicLayoutEffect.js'),
      '@docusaurus/ExecutionEnvironment': path.join(exportsDir, 'ExecutionEnvironment.js'),
      '@docusaurus/theme-classic/lib': installedFile('@docusaurus/theme-classic/lib'),
      '@theme/CodeBlock/Line/Token': installedFile(`${THEME}/CodeBlock/Line/Token/index.js`),
      '@theme/CodeBlock/Line': installedFile(`${THEME}/CodeBlock/Line/index.js`),
      // As the server build resolves them (./index.ts of the plugin): Prism highlights on the server.
      '@code-block-highlighter': path.join(CONTENT, 'highlighter.server.ts'),
      '@theme/prism-include-languages': installedFile(`${THEME}/prism-include-languages.js`),
    },
    plugins: [
      cssModules,
      {
        name: 'stubs',
        setup(esbuild) {
          // usePrismTheme() is all that is taken from the rest of theme-common: the site's theme.
          const stubs: Record<string, string> = {
            '@docusaurus/theme-common': 'export const usePrismTheme = () => globalThis.__contractPrismTheme;',
            '@generated/docusaurus.config': 'export default {themeConfig: {prism: {additionalLanguages: []}}};',
          };
          esbuild.onResolve({filter: /^@(docusaurus\/theme-common|generated\/docusaurus\.config)$/}, (args) => ({
            path: args.path,
            namespace: 'stub',
          }));
          esbuild.onLoad({filter: /.*/, namespace: 'stub'}, (args) => ({contents: stubs[args.path], loader: 'js'}));
        },
      },
    ],
  }).catch((error: Error) => error);
  needs(
    PLUGIN,
    `${THEME}/CodeBlock/Content and /Line to bundle with the swizzled Content (their imports as listed here)`,
    !(result instanceof Error),
    result instanceof Error ? result.message.slice(0, 800) : '',
  );
  const module = {exports: {} as Components};
  const requireFromSite = createRequire(path.join(SITE, 'package.json'));
  new Function('require', 'module', 'exports', result.outputFiles![0]!.text)(requireFromSite, module, module.exports);
  return module.exports;
}

const SAMPLES: {name: string; code: string; language: string; metastring?: string}[] = [
  {
    name: 'tsx',
    language: 'tsx',
    code: "import {spring} from 'remotion';\n\n// a comment & <tag>\nconst x = spring({frame: 1, fps: 30});\n",
  },
  {
    name: 'json with line numbers',
    language: 'json',
    metastring: 'showLineNumbers',
    code: '{\n  "name": "video",\n\n  "private": true\n}',
  },
  {
    name: 'a highlighted line',
    language: 'ts',
    metastring: '{2}',
    code: 'const a = 1;\nconst b = "quoted";\nconst c = 3;',
  },
  {
    name: 'magic comments and numbers from 5',
    language: 'js',
    metastring: 'showLineNumbers=5',
    code: 'a();\n// highlight-next-line\nb();\n',
  },
  {name: 'plain text', language: 'text', code: 'plain <text> with & and "quotes"\n\nline 3'},
];

/**
 * The markup as the browser reads it: each element's attributes in one order (React writes them in
 * the order of the props), void elements alike (React writes <br/>, ours is an HTML string with <br>).
 */
function canonicalHtml(html: string): string {
  const $ = cheerio.load(html, null, false);
  $('*').each((_, node) => {
    const element = node as Element;
    element.attribs = Object.fromEntries(Object.entries(element.attribs).sort(([a], [b]) => a.localeCompare(b)));
  });
  return $.html();
}

function firstDifference(stock: string, ours: string): string {
  let at = 0;
  while (at < stock.length && stock[at] === ours[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
  return `from character ${at}, stock writes …${around(stock)}… and src/theme/CodeBlock/Content …${around(ours)}…`;
}

describe(`${PLUGIN}: the markup of server-rendered code blocks`, () => {
  let components: Promise<Components> | undefined;
  test.each(SAMPLES)(
    '$name: the swizzled CodeBlock/Content writes the stock markup',
    async ({code, language, metastring}) => {
      components ??= bundleContents();
      const {Stock, Ours, CodeBlockContextProvider, createCodeBlockMetadata} = await components;
      (globalThis as {__contractPrismTheme?: unknown}).__contractPrismTheme = codeTheme;
      const metadata = createCodeBlockMetadata({
        code,
        className: `language-${language}`,
        metastring,
        magicComments: [
          {
            className: 'theme-code-block-highlighted-line',
            line: 'highlight-next-line',
            block: {start: 'highlight-start', end: 'highlight-end'},
          },
        ],
      });
      const render = (Content: React.ComponentType<{className?: string}>) =>
        renderToStaticMarkup(
          React.createElement(
            CodeBlockContextProvider,
            {metadata, wordWrap: {codeBlockRef: {current: null}}},
            React.createElement(Content, {className: 'outer'}),
          ),
        );
      const stock = canonicalHtml(render(Stock));
      const ours = canonicalHtml(render(Ours));
      needs(
        PLUGIN,
        `${THEME}/CodeBlock/Content and /Line to write the markup src/theme/CodeBlock/Content writes (${language}${metastring ? ` ${metastring}` : ''})`,
        ours === stock,
        firstDifference(stock, ours),
      );
    },
  );
});
