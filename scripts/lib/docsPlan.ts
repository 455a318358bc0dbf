import plan from '../../tests/fixtures/docs-plan.json';

/** The planned docs site map: which ids exist, their titles, sidebars and categories. */
type PlanLink = {link: string; label: string};
type PlanCategory = {category: string; link: string | null; items: PlanItem[]};
export type PlanItem = string | PlanLink | PlanCategory;

export type PlannedDoc = {id: string; sidebar: string; categories: string[]};

export const plannedSidebars = plan.sidebars as unknown as Record<string, PlanItem[]>;
export const plannedTitles = plan.titles as Record<string, string>;
export const plannedHidden = plan.hidden as string[];
export const plannedVersion = plan.version;

export function isCategory(item: PlanItem): item is PlanCategory {
  return typeof item === 'object' && 'category' in item;
}

/** Every doc of a planned sidebar in reading order, category links included. */
export function flattenPlan(items: PlanItem[], sidebar: string, categories: string[] = []): PlannedDoc[] {
  return items.flatMap((item): PlannedDoc[] => {
    if (typeof item === 'string') {
      return [{id: item, sidebar, categories}];
    }
    if (isCategory(item)) {
      const inner = [...categories, item.category];
      const own = item.link ? [{id: item.link, sidebar, categories: inner}] : [];
      return [...own, ...flattenPlan(item.items, sidebar, inner)];
    }
    return [];
  });
}

export function allPlannedDocs(): PlannedDoc[] {
  return Object.entries(plannedSidebars).flatMap(([sidebar, items]) => flattenPlan(items, sidebar));
}

export type PlannedCategory = {sidebar: string; path: string[]; link: string | null};

export function allPlannedCategories(): PlannedCategory[] {
  const out: PlannedCategory[] = [];
  const visit = (items: PlanItem[], sidebar: string, parents: string[]) => {
    for (const item of items) {
      if (isCategory(item)) {
        const p = [...parents, item.category];
        out.push({sidebar, path: p, link: item.link});
        visit(item.items, sidebar, p);
      }
    }
  };
  Object.entries(plannedSidebars).forEach(([sidebar, items]) => visit(items, sidebar, []));
  return out;
}
