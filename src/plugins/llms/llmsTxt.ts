/**
 * /llms.txt and /llms-full.txt (https://llmstxt.org): the docs pages in the order of the docs
 * plan, grouped by sidebar and category, then the plan's hidden pages, then any page the plan
 * does not know. Framework-free; the plugin in ./index.ts feeds it the built docs.
 */
import {plannedHidden, walkPlan, type SidebarName} from '../../lib/docsPlan';
import {codeTags} from './markdown';

export type LlmsDoc = {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the web page. */
  url: string;
  /** Absolute URL of the page's Markdown. */
  markdownUrl: string;
};

export type LlmsGroup = {heading: string; docs: LlmsDoc[]};

/** Headings of the sidebars, as the navbar names them. */
export const SIDEBAR_LABELS: Record<SidebarName, string> = {
  mainSidebar: 'Docs',
  apiSidebar: 'API',
  recorderSidebar: 'Recorder',
};

export const HIDDEN_GROUP = 'Pages outside the sidebars';
export const UNPLANNED_GROUP = 'Other pages';

type Plan = {walk: typeof walkPlan; hidden: string[]};
const PLAN: Plan = {walk: walkPlan, hidden: plannedHidden};

/**
 * The docs that exist, grouped: one group per sidebar category (named by its path, "API ›
 * Lambda › CLI"), in reading order. A page in several places is listed at its first.
 */
export function groupDocs(docs: Map<string, LlmsDoc>, plan: Plan = PLAN): LlmsGroup[] {
  const groups = new Map<string, LlmsDoc[]>();
  const seen = new Set<string>();
  const add = (heading: string, id: string) => {
    const doc = docs.get(id);
    if (!doc || seen.has(id)) return;
    seen.add(id);
    if (!groups.has(heading)) groups.set(heading, []);
    groups.get(heading)!.push(doc);
  };
  plan.walk({
    category: (category, sidebar, parents) => {
      // Reserve the category's place so that it comes before its subcategories.
      const heading = [SIDEBAR_LABELS[sidebar] ?? sidebar, ...parents, category.category].join(' › ');
      if (!groups.has(heading)) groups.set(heading, []);
    },
    doc: (id, sidebar, categories) => add([SIDEBAR_LABELS[sidebar] ?? sidebar, ...categories].join(' › '), id),
  });
  for (const id of plan.hidden) add(HIDDEN_GROUP, id);
  for (const id of [...docs.keys()].sort()) add(UNPLANNED_GROUP, id);
  return [...groups].filter(([, list]) => list.length > 0).map(([heading, list]) => ({heading, docs: list}));
}

export type LlmsHeader = {title: string; summary: string; details: string[]};

/** The index: title, summary, details, then one list per group. */
export function buildLlmsTxt(header: LlmsHeader, groups: LlmsGroup[]): string {
  const lines = [`# ${header.title}`, '', `> ${header.summary}`, ''];
  for (const paragraph of header.details) lines.push(paragraph, '');
  for (const group of groups) {
    lines.push(`## ${group.heading}`, '');
    for (const doc of group.docs) {
      const description = doc.description ? `: ${codeTags(doc.description)}` : '';
      lines.push(`- [${codeTags(doc.title).replace(/[[\]]/g, '\\$&')}](${doc.markdownUrl})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every page's Markdown in the order of the groups, after the same header. */
export function buildLlmsFull(header: LlmsHeader, groups: LlmsGroup[], markdownOf: (doc: LlmsDoc) => string): string {
  const parts = [
    [`# ${header.title}`, '', `> ${header.summary}`, '', ...header.details.flatMap((p) => [p, ''])]
      .join('\n')
      .trimEnd(),
  ];
  for (const group of groups) {
    for (const doc of group.docs) parts.push(markdownOf(doc).trimEnd());
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
