import type {Plugin} from '@docusaurus/types';
import {experts} from '../../data/experts';
import {templates} from '../../data/templates';
import {showcase} from '../../data/showcase';
import {validateExperts, validateShowcase, validateTemplates} from '../../data/validate';

export const EXPERT_PAGE_COMPONENT = '@site/src/components/ExpertPage';
export const TEMPLATE_PAGE_COMPONENT = '@site/src/components/TemplatePage';

export type DirectoryRoute = {path: string; component: string; slug: string};

/** Every generated route; exported so tests and tooling can list them without running Docusaurus. */
export function directoryRoutes(): DirectoryRoute[] {
  return [
    ...experts.map((e) => ({path: `/experts/${e.slug}`, component: EXPERT_PAGE_COMPONENT, slug: e.slug})),
    ...templates.map((t) => ({path: `/templates/${t.cliId}`, component: TEMPLATE_PAGE_COMPONENT, slug: t.cliId})),
  ];
}

/**
 * One page per expert (/experts/<slug>) and per template (/templates/<cliId>),
 * generated from src/data instead of one file per entry. The slug reaches the
 * page component as a prop through the route `props` API.
 */
export default function directoryRoutesPlugin(): Plugin {
  return {
    name: 'directory-routes',
    async loadContent() {
      // Fail the build on bad data (experts, templates, showcase) instead of shipping a broken page.
      const problems = [...validateExperts(experts), ...validateTemplates(templates), ...validateShowcase(showcase)];
      if (problems.length > 0) {
        throw new Error(`directory-routes: invalid directory data:\n- ${problems.join('\n- ')}`);
      }
    },
    async contentLoaded({actions}) {
      for (const route of directoryRoutes()) {
        actions.addRoute({
          path: route.path,
          component: route.component,
          exact: true,
          modules: {},
          props: {slug: route.slug},
        });
      }
    },
  };
}
