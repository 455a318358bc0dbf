/**
 * The docs plan: every docs page the site has or will have, with its title, sidebar and
 * category. docs/docs-plan.json is its one home; this module is its one loader and walker.
 * sidebars.ts is generated from it (npm run sidebars), and the content tests, the API coverage
 * test and the search index read it from here.
 */
import plan from '../../docs/docs-plan.json';

export type PlanLink = {link: string; label: string};
export type PlanCategory = {category: string; link: string | null; items: PlanItem[]};
export type PlanItem = string | PlanLink | PlanCategory;
export type SidebarName = 'mainSidebar' | 'apiSidebar' | 'recorderSidebar';

export type PlannedDoc = {id: string; sidebar: SidebarName; categories: string[]; title: string};
export type PlannedCategory = {sidebar: SidebarName; path: string[]; link: string | null};

export const plannedSidebars = plan.sidebars as unknown as Record<SidebarName, PlanItem[]>;
export const plannedTitles = plan.titles as Record<string, string>;
export const plannedHidden = plan.hidden as string[];
export const plannedVersion = plan.version;
/** Hidden pages sit in no sidebar, even where the plan's sidebars also list them. */
const hiddenIds = new Set(plannedHidden);

export function isCategory(item: PlanItem): item is PlanCategory {
  return typeof item === 'object' && 'category' in item;
}

type Visitor = {
  doc?: (id: string, sidebar: SidebarName, categories: string[]) => void;
  category?: (category: PlanCategory, sidebar: SidebarName, parents: string[]) => void;
};

/** Walks every sidebar of the plan in reading order; a category's own doc comes before its items. */
export function walkPlan(visitor: Visitor): void {
  const visit = (items: PlanItem[], sidebar: SidebarName, parents: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        if (!hiddenIds.has(item)) visitor.doc?.(item, sidebar, parents);
      } else if (isCategory(item)) {
        const inner = [...parents, item.category];
        visitor.category?.(item, sidebar, parents);
        if (item.link) visitor.doc?.(item.link, sidebar, inner);
        visit(item.items, sidebar, inner);
      }
    }
  };
  for (const [sidebar, items] of Object.entries(plannedSidebars) as [SidebarName, PlanItem[]][]) {
    visit(items, sidebar, []);
  }
}

/** Every doc of every sidebar in reading order, category links included. */
export function allPlannedDocs(): PlannedDoc[] {
  const out: PlannedDoc[] = [];
  walkPlan({doc: (id, sidebar, categories) => out.push({id, sidebar, categories, title: plannedTitles[id] ?? id})});
  return out;
}

export function allPlannedCategories(): PlannedCategory[] {
  const out: PlannedCategory[] = [];
  walkPlan({category: (c, sidebar, parents) => out.push({sidebar, path: [...parents, c.category], link: c.link})});
  return out;
}

/** Where a doc sits: its first planned place, or null for hidden and unplanned pages. */
export function placeOf(id: string): PlannedDoc | null {
  return allPlannedDocs().find((d) => d.id === id) ?? null;
}

/** Site routes outside the docs that sidebar links may point to. */
const SITE_ROUTES = new Set(['/templates']);

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The source of sidebars.ts for the pages that exist: the plan with missing pages left out,
 * and categories left out when neither their link nor any item exists.
 */
export function sidebarsSource(exists: (id: string) => boolean): string {
  const linkExists = (link: string) =>
    /^https?:/.test(link) ||
    (link.startsWith('/docs/') ? exists(link.slice(6)) || exists(`${link.slice(6)}/index`) : SITE_ROUTES.has(link));
  // Docusaurus derives translation keys from labels, so two categories or links with the same
  // label in one sidebar (the "sites" commands of Lambda and Cloud Run) need a key of their own.
  const labelCounts = new Map<string, number>();
  const countLabels = (items: PlanItem[], sidebar: string) => {
    for (const item of items) {
      if (typeof item === 'string') continue;
      const key = `${sidebar}:${isCategory(item) ? `category:${item.category}` : `link:${item.label}`}`;
      labelCounts.set(key, (labelCounts.get(key) ?? 0) + 1);
      if (isCategory(item)) countLabels(item.items, sidebar);
    }
  };
  Object.entries(plannedSidebars).forEach(([sidebar, items]) => countLabels(items, sidebar));
  const slug = (parts: string[]) =>
    parts
      .join('-')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  const emit = (items: PlanItem[], depth: number, sidebar: string, parents: string[]): string[] => {
    const pad = '  '.repeat(depth);
    return items.flatMap((item): string[] => {
      if (typeof item === 'string') {
        return exists(item) && !hiddenIds.has(item) ? [`${pad}${quote(item)},`] : [];
      }
      if (isCategory(item)) {
        const inner = emit(item.items, depth + 2, sidebar, [...parents, item.category]);
        const needsKey = (labelCounts.get(`${sidebar}:category:${item.category}`) ?? 0) > 1;
        if (item.link && !exists(item.link)) return [];
        if (inner.length === 0 && !item.link) return [];
        return [
          `${pad}{`,
          `${pad}  type: 'category',`,
          `${pad}  label: ${quote(item.category)},`,
          ...(needsKey ? [`${pad}  key: ${quote(slug([...parents, item.category]))},`] : []),
          ...(item.link ? [`${pad}  link: {type: 'doc', id: ${quote(item.link)}},`] : []),
          `${pad}  items: [`,
          ...inner,
          `${pad}  ],`,
          `${pad}},`,
        ];
      }
      const linkKey =
        (labelCounts.get(`${sidebar}:link:${item.label}`) ?? 0) > 1 ? `, key: ${quote(slug([item.link]))}` : '';
      return linkExists(item.link)
        ? [`${pad}{type: 'link', label: ${quote(item.label)}, href: ${quote(item.link)}${linkKey}},`]
        : [];
    });
  };
  const sidebars = Object.entries(plannedSidebars)
    .map(([name, items]) => [name, emit(items, 2, name, [])] as const)
    .filter(([, lines]) => lines.length > 0)
    .map(([name, lines]) => `  ${name}: [\n${lines.join('\n')}\n  ],`);

  return `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs site map, generated from the docs plan (docs/docs-plan.json) for the pages that
 * exist. Do not edit by hand: add the page, then run npm run sidebars. Hidden pages (the plan's
 * "hidden" list) sit in no sidebar. Only the default export belongs here: Docusaurus reads every
 * export of this module as a sidebar.
 */

const sidebars: SidebarsConfig = {
${sidebars.join('\n')}
};

export default sidebars;
`;
}
