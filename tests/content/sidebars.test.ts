import fs from 'node:fs';
import path from 'node:path';
import sidebars, {hiddenDocIds} from '../../sidebars';
import {allPlannedCategories, allPlannedDocs, plannedHidden} from '../../scripts/lib/docsPlan';
import {walkSidebars} from '../../scripts/lib/sidebarDocs';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';

const {docs, categories} = walkSidebars(sidebars);
const planned = allPlannedDocs();

function docFileExists(id: string): boolean {
  return ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(PROJECT_ROOT, 'docs', id + ext)));
}

describe('sidebars.ts against the docs plan', () => {
  it('has the three planned sidebars and no others', () => {
    for (const name of Object.keys(sidebars)) {
      expect(['mainSidebar', 'apiSidebar', 'recorderSidebar']).toContain(name);
    }
    expect(Object.keys(sidebars)).toEqual(expect.arrayContaining(['mainSidebar', 'apiSidebar']));
  });

  it.each(docs.map((d) => [d.id, d] as const))('%s has a file and a planned place', (id, doc) => {
    expect(docFileExists(id), `docs/${id}.md(x) is missing`).toBe(true);
    const place = planned.find((p) => p.id === id && p.sidebar === doc.sidebar);
    expect(place, `${id} is not planned in ${doc.sidebar}`).toBeDefined();
    expect(doc.categories, `${id} sits in the wrong category`).toEqual(place!.categories);
  });

  it('keeps the planned order within each sidebar', () => {
    for (const sidebar of new Set(docs.map((d) => d.sidebar))) {
      const plannedOrder = planned.filter((p) => p.sidebar === sidebar).map((p) => p.id);
      const actual = [...new Set(docs.filter((d) => d.sidebar === sidebar).map((d) => d.id))];
      const positions = actual.map((id) => plannedOrder.indexOf(id));
      const sorted = [...positions].sort((a, b) => a - b);
      expect(actual, `${sidebar} order differs from the plan`).toEqual(sorted.map((i) => plannedOrder[i]));
    }
  });

  it('gives categories their planned doc links', () => {
    for (const category of categories) {
      const where = [...category.parents, category.label].join(' / ');
      const place = allPlannedCategories().find((p) => p.sidebar === category.sidebar && p.path.join(' / ') === where);
      expect(place, `category "${where}" is not planned in ${category.sidebar}`).toBeDefined();
      expect(category.link ?? null, `category "${where}" links the wrong doc`).toBe(place!.link);
    }
  });

  it('lists only planned hidden pages as hidden, each with a file', () => {
    for (const id of hiddenDocIds) {
      expect(plannedHidden).toContain(id);
      expect(docFileExists(id), `docs/${id}.md(x) is missing`).toBe(true);
    }
  });
});
