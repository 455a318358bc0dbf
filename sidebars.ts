import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs site map. Ids, order, category labels and category links follow the
 * docs plan (tests/fixtures/docs-plan.json); tests/content/sidebars.test.ts
 * checks that every id here is planned and keeps the planned order.
 * Pages are added here as they are written.
 */

/** Pages that exist but sit in no sidebar (reachable by link only). */
export const hiddenDocIds: string[] = [];

const sidebars: SidebarsConfig = {
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['getting-started'],
    },
    {type: 'link', label: 'API Reference', href: '/docs/api'},
    {
      type: 'category',
      label: 'Get help',
      link: {type: 'doc', id: 'get-help'},
      items: [
        {type: 'link', label: 'How to get help', href: '/docs/get-help'},
        {type: 'link', label: 'Discord', href: 'https://remotion.dev/discord'},
        {type: 'link', label: 'GitHub Issues', href: 'https://github.com/remotion-dev/remotion/issues'},
      ],
    },
  ],
  apiSidebar: ['api'],
};

export default sidebars;
