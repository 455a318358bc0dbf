import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from './markdown';

/** The names a module exports as values (functions, components, constants), read with the TypeScript checker. */
export function valueExportsOf(moduleName: string): string[] {
  const probe = path.join(PROJECT_ROOT, `.exports-probe-${moduleName.replace(/\W/g, '_')}.ts`);
  fs.writeFileSync(probe, `export * from '${moduleName}';\n`);
  try {
    const program = ts.createProgram([probe], {
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(probe)!;
    const statement = source.statements[0] as ts.ExportDeclaration;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier!);
    if (!moduleSymbol) {
      throw new Error(`Cannot resolve ${moduleName}`);
    }
    return checker
      .getExportsOfModule(moduleSymbol)
      .filter((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((s) => s.name)
      .sort();
  } finally {
    fs.rmSync(probe, {force: true});
  }
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
 * ### `name`) or a row of an API table whose first cell is that code.
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
          forms.some((form) => line.startsWith(`| ${form} |`) || line.startsWith(`| [${form}]`)),
      );
    if (heading) return `${file}: ${heading.trim()}`;
  }
  return undefined;
}
