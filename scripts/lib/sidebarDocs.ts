import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export type SidebarDoc = {id: string; sidebar: string; categories: string[]};
export type SidebarCategory = {label: string; sidebar: string; link?: string; parents: string[]};

type Item = unknown;

function asArray(items: unknown): Item[] {
  if (Array.isArray(items)) {
    return items;
  }
  if (items && typeof items === 'object') {
    // Shorthand {Label: [...items]} category objects.
    return Object.entries(items).map(([label, inner]) => ({type: 'category', label, items: inner}));
  }
  return [];
}

/** Walks a sidebars config and returns docs (in order) and categories, with their nesting. */
export function walkSidebars(config: SidebarsConfig): {docs: SidebarDoc[]; categories: SidebarCategory[]} {
  const docs: SidebarDoc[] = [];
  const categories: SidebarCategory[] = [];
  const visit = (items: Item[], sidebar: string, parents: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        docs.push({id: item, sidebar, categories: parents});
        continue;
      }
      const entry = item as Record<string, unknown>;
      if (entry.type === 'doc' || entry.type === 'ref') {
        docs.push({id: String(entry.id), sidebar, categories: parents});
      } else if (entry.type === 'category') {
        const label = String(entry.label);
        const link = entry.link as {type?: string; id?: string} | undefined;
        const linkId = link?.type === 'doc' ? link.id : undefined;
        categories.push({label, sidebar, link: linkId, parents});
        if (linkId) {
          docs.push({id: linkId, sidebar, categories: [...parents, label]});
        }
        visit(asArray(entry.items), sidebar, [...parents, label]);
      }
    }
  };
  for (const [sidebar, items] of Object.entries(config)) {
    visit(asArray(items), sidebar, []);
  }
  return {docs, categories};
}
