import path from 'node:path';
import ts from 'typescript';
import {PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

/** The keys of the ParseMediaFields type in the installed @remotion/media-parser, read with the TypeScript checker. */
function declaredFields(): string[] {
  const file = path.join(PROJECT_ROOT, 'node_modules/@remotion/media-parser/dist/options.d.ts');
  const program = ts.createProgram([file], {strict: true, skipLibCheck: true});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  let fields: string[] = [];
  ts.forEachChild(source, (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'ParseMediaFields') {
      fields = checker
        .getTypeAtLocation(node)
        .getProperties()
        .map((p) => p.getName());
    }
  });
  return fields;
}

describe('the parseMedia() fields page', () => {
  it('documents every field the 4.0.278 types declare, and no other', () => {
    const declared = declaredFields();
    expect(declared.length).toBeGreaterThan(20);
    const {body} = readMarkdown('docs/media-parser/fields.mdx');
    const documented = [...proseOnly(body).matchAll(/^###\s+`([A-Za-z0-9]+)`/gm)].map((m) => m[1]);
    expect(
      declared.filter((f) => !documented.includes(f)),
      'declared but not documented',
    ).toEqual([]);
    expect(
      documented.filter((f) => !declared.includes(f)),
      'documented but not declared',
    ).toEqual([]);
  });
});
