import fs from 'node:fs';
import path from 'node:path';
import * as sidebarsModule from '../../sidebars';
import sidebars from '../../sidebars';
import {allPlannedDocs, plannedHidden, plannedTitles, sidebarsSource} from '../../src/lib/docsPlan';
import {docExists, listMarkdownFiles, PROJECT_ROOT} from '../../scripts/lib/markdown';

describe('the docs plan (docs/docs-plan.json)', () => {
  const planned = allPlannedDocs();

  it('has a title for every planned and hidden page', () => {
    const missing = [...planned.map((d) => d.id), ...plannedHidden].filter((id) => !plannedTitles[id]);
    expect(missing).toEqual([]);
  });

  it('plans every page in docs/', () => {
    const plannedIds = new Set([...planned.map((d) => d.id), ...plannedHidden]);
    const unplanned = listMarkdownFiles(['docs'])
      .map((f) => f.replace(/^docs\//, '').replace(/\.mdx?$/, ''))
      .filter((id) => !plannedIds.has(id));
    expect(unplanned, 'pages that the plan does not list').toEqual([]);
  });
});

describe('sidebars.ts', () => {
  it('is what the plan generates for the pages that exist (run npm run sidebars)', () => {
    const onDisk = fs.readFileSync(path.join(PROJECT_ROOT, 'sidebars.ts'), 'utf8');
    expect(onDisk).toBe(sidebarsSource((id) => docExists(id)));
  });

  it('has the planned sidebars and no others', () => {
    for (const name of Object.keys(sidebars)) {
      expect(['mainSidebar', 'apiSidebar', 'recorderSidebar']).toContain(name);
    }
    expect(Object.keys(sidebars).sort()).toEqual(['apiSidebar', 'mainSidebar', 'recorderSidebar']);
  });

  it('exports nothing but the sidebars (Docusaurus reads every export as a sidebar)', () => {
    expect(Object.keys(sidebarsModule)).toEqual(['default']);
  });
});
