import {DEMO_GROUPS} from '../../demos/registry';

/**
 * Remark plugin for docs pages: `<Demo id="spring" />` becomes
 * `<Demo id="spring" entry={__demos_coreDemos["spring"]} />` plus imports of the <Demo> component
 * and of the one group file that holds the entry. The <Demo> component then needs no registry, so the registry (titles,
 * controls and loaders of every demo) no longer rides in the chunk every docs page loads; a page
 * carries only the group of the demos it shows. An unknown id fails the build.
 */
type Node = {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  value?: string;
  data?: Record<string, unknown>;
};

const DEMO_COMPONENT = '@site/src/components/Demo';
const identifier = (name: string) => ({type: 'Identifier', name});
const localName = (exportName: string) => `__demos_${exportName}`;

function groupOf(id: string) {
  const group = DEMO_GROUPS.find((g) => Object.hasOwn(g.demos, id));
  if (!group) {
    const known = DEMO_GROUPS.flatMap((g) => Object.keys(g.demos)).sort();
    throw new Error(`<Demo id="${id}"> names no registered demo. Known ids: ${known.join(', ')}`);
  }
  return group;
}

function importNode(module: string, exportName: string): Node {
  const value = `import {${exportName} as ${localName(exportName)}} from '${module}';`;
  const program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {type: 'ImportSpecifier', imported: identifier(exportName), local: identifier(localName(exportName))},
        ],
        source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree: program}};
}

function defaultImportNode(module: string, local: string): Node {
  const value = `import ${local} from '${module}';`;
  const program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
        source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree: program}};
}

function entryAttribute(exportName: string, id: string) {
  const expression = {
    type: 'MemberExpression',
    object: identifier(localName(exportName)),
    property: {type: 'Literal', value: id, raw: JSON.stringify(id)},
    computed: true,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'entry',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `${localName(exportName)}[${JSON.stringify(id)}]`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

export default function demoImports() {
  return (tree: Node) => {
    const imports = new Map<string, string>();
    const visit = (node: Node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Demo') {
        const idAttribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
        if (typeof idAttribute?.value !== 'string') {
          throw new Error('<Demo> needs a literal id, e.g. <Demo id="spring" />');
        }
        const group = groupOf(idAttribute.value);
        imports.set(group.exportName, group.module);
        node.attributes = [...(node.attributes ?? []), entryAttribute(group.exportName, idAttribute.value)];
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (imports.size === 0) return;
    tree.children = [
      // The component too: imported by the pages that show a demo, not provided to every docs page.
      defaultImportNode(DEMO_COMPONENT, 'Demo'),
      ...[...imports].map(([exportName, module]) => importNode(module, exportName)),
      ...(tree.children ?? []),
    ];
  };
}
