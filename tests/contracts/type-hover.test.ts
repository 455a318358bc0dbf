/**
 * What src/plugins/type-hover takes from the theme: a code fence's attributes (its `data-th`, set
 * by the remark plugin) reach the CodeBlock component as props, through the MDX components for
 * <pre> and <code>; src/theme/CodeBlock reads it from there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as TS from 'typescript';
import {canScopeModuleSearch, type ModuleGraphInternals, type ProgramInternals} from '../../scripts/lib/typeHover';
import {importsOf, installedSource, needs, requireInstalled} from './lib';

const PLUGIN = 'type-hover';
const MDX = '@docusaurus/theme-classic/lib/theme/MDXComponents';

describe(`${PLUGIN}: the MDX components`, () => {
  test('<pre> renders its <code> as it is, and a block <code> passes all its props to @theme/CodeBlock', () => {
    const pre = installedSource(PLUGIN, `${MDX}/Pre.js`, 'the <pre> of a code fence');
    needs(
      PLUGIN,
      `${MDX}/Pre.js to render its children (the fence's <code>) as they are`,
      /return <>\{props\.children\}<\/>/.test(pre),
    );
    const code = installedSource(PLUGIN, `${MDX}/Code.js`, 'the <code> of a code fence');
    needs(
      PLUGIN,
      `${MDX}/Code.js to render @theme/CodeBlock with all of its props (data-th among them)`,
      importsOf(code).includes('@theme/CodeBlock') && /<CodeBlock \{\.\.\.props\} \/>/.test(code),
    );
  });
});

describe(`${PLUGIN}: TypeScript's module graph`, () => {
  test("a program lists each file's module specifiers and resolves them, for the per-sample module search", () => {
    const ts = requireInstalled('typescript') as typeof TS;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hover-contract-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "export * from './b';\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), 'export const b = 1;\n');
    const program = ts.createProgram([path.join(dir, 'a.ts')], {module: ts.ModuleKind.ESNext, noLib: true});
    needs(
      PLUGIN,
      `typescript ${ts.version}: SourceFile.imports and Program.getResolvedModuleFromModuleSpecifier (scripts/lib/typeHover.ts scopeModuleSearch)`,
      canScopeModuleSearch(program),
    );
    const a = program.getSourceFile(path.join(dir, 'a.ts')) as TS.SourceFile & ModuleGraphInternals;
    const resolved = (program as typeof program & ProgramInternals).getResolvedModuleFromModuleSpecifier!(
      a.imports![0],
      a,
    )?.resolvedModule?.resolvedFileName;
    needs(
      PLUGIN,
      `typescript ${ts.version}: a resolved specifier names its file`,
      resolved === path.join(dir, 'b.ts'),
      String(resolved),
    );
  });
});
