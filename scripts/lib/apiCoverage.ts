import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from './markdown';

/**
 * The names each module exports as values (functions, components, constants), read with the
 * TypeScript checker. One program serves all modules: building one per module is slow.
 */
export function valueExportsOfAll(moduleNames: string[]): Map<string, string[]> {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, '.exports-probe-'));
  const probes = moduleNames.map((moduleName, i) => {
    const file = path.join(dir, `probe-${i}.ts`);
    fs.writeFileSync(file, `export * from '${moduleName}';\n`);
    return {moduleName, file};
  });
  try {
    const program = ts.createProgram(
      probes.map((p) => p.file),
      {
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        module: ts.ModuleKind.ESNext,
        skipLibCheck: true,
        noEmit: true,
      },
    );
    const checker = program.getTypeChecker();
    const result = new Map<string, string[]>();
    for (const {moduleName, file} of probes) {
      const statement = program.getSourceFile(file)!.statements[0] as ts.ExportDeclaration;
      const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier!);
      if (!moduleSymbol) {
        throw new Error(`Cannot resolve ${moduleName}`);
      }
      const names = checker
        .getExportsOfModule(moduleSymbol)
        .filter((s) => {
          const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
          return (target.flags & ts.SymbolFlags.Value) !== 0;
        })
        .map((s) => s.name)
        .sort();
      result.set(moduleName, names);
    }
    return result;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export function valueExportsOf(moduleName: string): string[] {
  return valueExportsOfAll([moduleName]).get(moduleName)!;
}

export const docTitles = listMarkdownFiles(['docs']).map((file) => String(readMarkdown(file).frontMatter.title ?? ''));

/** A page documents `name` when its title is the name as code: `<Name>`, `name()` or `NAME`. */
export function pageFor(name: string): string | undefined {
  const forms = [`<${name}>`, `<${name} />`, `${name}()`, name];
  return docTitles.find((title) =>
    forms.some((form) => title === form || title.startsWith(`${form} `) || title.endsWith(` ${form}`)),
  );
}

/**
 * Whether `files` give `name` a section: a heading naming it as code (### `name()`, ### `<Name>`,
 * ### `name`) or a row of an API table whose first cell names it as code.
 */
export function sectionFor(name: string, files: string[]): string | undefined {
  const forms = [`\`${name}()\``, `\`<${name}>\``, `\`<${name} />\``, `\`${name}\``];
  for (const file of files) {
    const {body} = readMarkdown(file);
    const heading = proseOnly(body)
      .split('\n')
      .find(
        (line) =>
          (/^#{2,3}\s/.test(line) && forms.some((form) => line.includes(form))) ||
          (line.startsWith('|') && forms.some((form) => (line.split('|')[1] ?? '').includes(form))),
      );
    if (heading) return `${file}: ${heading.trim()}`;
  }
  return undefined;
}
