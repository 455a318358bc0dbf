/**
 * Rewrites sidebars.ts from the docs plan (tests/fixtures/docs-plan.json), keeping
 * only pages that exist in docs/. Run after adding pages: npm run sidebars
 * The output stays a plain, readable site map; the sidebars test checks it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {plannedHidden, plannedSidebars, isCategory, type PlanItem} from './lib/docsPlan';
import {PROJECT_ROOT} from './lib/markdown';

/** Site routes outside the docs that sidebar links may point to. */
const SITE_ROUTES = new Set(['/templates']);

const exists = (id: string) => ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(PROJECT_ROOT, 'docs', id + ext)));
const linkExists = (link: string) =>
  /^https?:/.test(link) || (link.startsWith('/docs/') ? exists(link.slice(6)) || exists(`${link.slice(6)}/index`) : SITE_ROUTES.has(link));
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function emit(items: PlanItem[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') {
      return exists(item) ? [`${pad}${quote(item)},`] : [];
    }
    if (isCategory(item)) {
      const inner = emit(item.items, depth + 2);
      if (item.link && !exists(item.link)) return [];
      if (inner.length === 0 && !item.link) return [];
      return [
        `${pad}{`,
        `${pad}  type: 'category',`,
        `${pad}  label: ${quote(item.category)},`,
        ...(item.link ? [`${pad}  link: {type: 'doc', id: ${quote(item.link)}},`] : []),
        `${pad}  items: [`,
        ...inner,
        `${pad}  ],`,
        `${pad}},`,
      ];
    }
    return linkExists(item.link) ? [`${pad}{type: 'link', label: ${quote(item.label)}, href: ${quote(item.link)}},`] : [];
  });
}

const sidebars = Object.entries(plannedSidebars)
  .map(([name, items]) => [name, emit(items, 2)] as const)
  .filter(([, lines]) => lines.length > 0)
  .map(([name, lines]) => `  ${name}: [\n${lines.join('\n')}\n  ],`);

const source = `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs site map. Ids, order, category labels and category links follow the
 * docs plan (tests/fixtures/docs-plan.json); tests/content/sidebars.test.ts
 * checks that every id here is planned and keeps the planned order.
 * Regenerate after adding pages: npm run sidebars
 */

/** Pages that exist but sit in no sidebar (reachable by link only). */
export const hiddenDocIds: string[] = ${JSON.stringify(plannedHidden.filter(exists))};

const sidebars: SidebarsConfig = {
${sidebars.join('\n')}
};

export default sidebars;
`;
fs.writeFileSync(path.join(PROJECT_ROOT, 'sidebars.ts'), source);
console.log('sidebars.ts written');
