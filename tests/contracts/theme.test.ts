/**
 * What the swizzled components of src/theme (other than CodeBlock, see static-code-blocks.test.ts)
 * take from Docusaurus: a theme component of each name to replace or wrap, the exports of
 * theme-common/internal and the ThemeClassNames they use, the theme CSS modules they borrow, and
 * the navbar markup and behaviour the keyboard wrappers act on.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE, installedFile, installedModuleExists, installedSource, needs, needsExports} from './lib';

const PLUGIN = 'src/theme';
const THEMES = ['@docusaurus/theme-classic/lib/theme', '@docusaurus/theme-search-algolia/lib/theme'];
const OWN = path.join(SITE, 'src/theme');

/** The swizzled components: each index.tsx (or top-level .tsx) under src/theme, by theme name. */
function swizzled(): {name: string; file: string}[] {
  return fs
    .readdirSync(OWN, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.basename(file) === 'index.tsx' || path.dirname(file) === OWN)
    .map((file) => ({name: path.relative(OWN, file).replace(/(\/index)?\.tsx$/, ''), file}));
}

const sources = () => swizzled().map(({name, file}) => ({name, source: fs.readFileSync(file, 'utf8')}));

describe(`${PLUGIN}: the components it replaces and wraps`, () => {
  test.each(swizzled().map(({name}) => name))('@theme/%s is a component of an installed theme', (name) => {
    const found = THEMES.some((dir) => installedModuleExists(`${dir}/${name}`));
    needs(
      PLUGIN,
      `a theme component @theme/${name} to replace (src/theme/${name})`,
      found,
      `not in ${THEMES.join(' or ')}`,
    );
  });

  test('what it imports from theme-common/internal and from theme-classic/lib is there', () => {
    for (const {name, source} of sources()) {
      for (const [, list] of source.matchAll(/import \{([^}]+)\} from '@docusaurus\/theme-common\/internal'/g)) {
        const imported = list!.split(',').map((s) => s.trim());
        needsExports(
          PLUGIN,
          '@docusaurus/theme-common/lib/internal.js',
          `src/theme/${name} imports from it`,
          imported.filter(Boolean),
          `@docusaurus/theme-common/internal (src/theme/${name})`,
        );
      }
      for (const [, local, spec] of source.matchAll(
        /import (\w+) from '(@docusaurus\/theme-classic\/lib\/[^']+\.module\.css)'/g,
      )) {
        const css = installedSource(PLUGIN, spec!, `src/theme/${name} borrows its classes`);
        for (const [, key] of source.matchAll(new RegExp(`(?<![/\\w])${local}\\.(\\w+)`, 'g'))) {
          needs(PLUGIN, `${spec} to define .${key} (src/theme/${name})`, new RegExp(`\\.${key}\\b`).test(css));
        }
      }
    }
  });

  test('the ThemeClassNames it uses are defined', async () => {
    const spec = '@docusaurus/theme-common/lib/utils/ThemeClassNames.js';
    installedSource(PLUGIN, spec, 'ThemeClassNames of @docusaurus/theme-common');
    const {ThemeClassNames} = (await import(/* @vite-ignore */ installedFile(spec))) as {
      ThemeClassNames: Record<string, unknown>;
    };
    for (const {name, source} of sources()) {
      for (const [, keyPath] of source.matchAll(/ThemeClassNames\.([\w.]+)/g)) {
        const value = keyPath!
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], ThemeClassNames);
        needs(
          PLUGIN,
          `ThemeClassNames.${keyPath} (src/theme/${name})`,
          typeof value === 'string',
          `it is ${JSON.stringify(value)}`,
        );
      }
    }
  });
});

describe(`${PLUGIN}: the navbar the keyboard wrappers act on`, () => {
  test('the mobile sidebar: its toggle .navbar__toggle and close button .navbar-sidebar__close', () => {
    const toggle = installedSource(
      PLUGIN,
      '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js',
      'Navbar/MobileSidebar focuses it on close',
    );
    needs(
      PLUGIN,
      'Navbar/MobileSidebar/Toggle to render a button of class navbar__toggle',
      /className="[^"]*\bnavbar__toggle\b/.test(toggle),
    );
    const header = installedSource(
      PLUGIN,
      '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Header/index.js',
      'Navbar/MobileSidebar focuses it on open',
    );
    needs(
      PLUGIN,
      'Navbar/MobileSidebar/Header to render a close button of class navbar-sidebar__close',
      /className="[^"]*\bnavbar-sidebar__close\b/.test(header),
    );
  });

  test('the desktop dropdown: open as .dropdown--show, closed by a mousedown on the document', () => {
    const spec = '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js';
    const desktop = installedSource(PLUGIN, spec, 'NavbarItem/DropdownNavbarItem/Desktop closes it on Escape');
    needs(PLUGIN, `${spec} to mark an open dropdown dropdown--show`, desktop.includes("'dropdown--show'"));
    needs(
      PLUGIN,
      `${spec} to close on a mousedown on the document`,
      /document\.addEventListener\('mousedown'/.test(desktop),
    );
    needs(PLUGIN, `${spec} to render its toggle as .navbar__link`, desktop.includes("'navbar__link'"));
  });
});
