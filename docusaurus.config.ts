import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {codeTheme} from './src/lib/prismTheme';
import localSearchPlugin, {searchConfigFromEnv} from './src/plugins/local-search';
import directoryRoutesPlugin from './src/plugins/directory-routes';
import llmsPlugin from './src/plugins/llms';
import securityHeadersPlugin from './src/plugins/security-headers';
import slimDocsPlugin from './src/plugins/slim-docs';
import demoImports from './src/plugins/demo-imports';
import perRouteCssPlugin from './src/plugins/per-route-css';
import staticCodeBlocksPlugin from './src/plugins/static-code-blocks';
import activeDocPlugin from './src/plugins/active-doc';
import routeShardsPlugin from './src/plugins/route-shards';
import typeHoverPlugin, {remarkTypeHover} from './src/plugins/type-hover';
import {SSR_TEMPLATE} from './src/ssrTemplate';
import {
  ANNOUNCEMENT,
  ASK_AI,
  BRAND_URL,
  CONVERT_URL,
  DISCORD_URL,
  EDIT_URL,
  GITHUB_RELEASES_URL,
  GITHUB_REPO_URL,
  GTAG_TRACKING_IDS,
  LINKEDIN_URL,
  REMOTION_VERSION,
  SITE_URL,
  STORE_URL,
  X_URL,
  YOUTUBE_URL,
} from './src/data/site';

// Types on hover: marks every type-checked sample that has quick info (src/plugins/type-hover).
const typeHoverRemark = [remarkTypeHover, {siteDir: __dirname}];

// The Ask AI site id can be swapped (or emptied to hide the button) per build.
const askAi = {...ASK_AI, siteId: process.env.ASK_AI_SITE_ID ?? ASK_AI.siteId};

// Search runs on the embedded index unless all three Algolia variables are set at build time.
const search = searchConfigFromEnv(process.env);

const year = new Date().getFullYear();

/** Options shared by the three blog-like sections: strict authors, tags and excerpts, full feeds. */
function blogSection(title: string, description: string): Partial<BlogOptions> {
  return {
    blogTitle: title,
    blogDescription: description,
    blogSidebarCount: 'ALL',
    showReadingTime: true,
    authorsMapPath: 'authors.yml',
    beforeDefaultRemarkPlugins: [typeHoverRemark],
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      limit: false,
      title,
      description,
      copyright: `Copyright © ${year} Remotion AG`,
    },
  };
}

const config: Config = {
  title: 'Remotion',
  tagline: 'Make videos programmatically with React',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'remotion-dev',
  projectName: 'remotion',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  future: {v4: true, faster: true},
  // Docusaurus's page template, with the entry scripts run after the first paint (see the module).
  ssrTemplate: SSR_TEMPLATE,
  // Plain keys (`theme`, `docs-preferred-version-default`), not v4's per-site suffixes.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  clientModules: [
    // Puts a corrupt stored colour mode back on light/dark before hydration.
    './src/clientModules/sanitizeColorMode.ts',
    // One answer per address: doubled slashes collapse, another letter case is the 404 page.
    './src/clientModules/canonicalAddress.ts',
    // Pages load on hover, focus or touch of a link, not when links scroll into view.
    './src/clientModules/prefetchOnIntent.ts',
    // Docs sidebars (desktop and the mobile drawer) open scrolled to the current page.
    './src/clientModules/revealCurrentPage.ts',
    // An identifier in a heading or TOC code chip wider than its line shrinks to fit it.
    './src/clientModules/fitHeadingCode.ts',
  ],

  customFields: {
    remotionVersion: REMOTION_VERSION,
    askAi,
  },

  plugins: [
    // The classic docs plugin, with the version chunk every docs page loads kept small.
    [
      slimDocsPlugin,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        lastVersion: 'current',
        versions: {current: {label: 'Next', path: ''}},
        editUrl: EDIT_URL,
        // "Last updated on …" under each page, from the git history (read once per build).
        showLastUpdateTime: true,
        // <Demo id> pages import only their demo's group file, not the whole registry.
        beforeDefaultRemarkPlugins: [demoImports, typeHoverRemark],
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'learn',
        path: 'learn',
        routeBasePath: 'learn',
        blogSidebarTitle: 'Tutorials',
        ...blogSection('Learn Remotion', 'Step-by-step tutorials for making videos with React.'),
      } satisfies BlogOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'success-stories',
        path: 'success-stories',
        routeBasePath: 'success-stories',
        blogSidebarTitle: 'Success stories',
        ...blogSection('Success stories', 'How companies build products and videos with Remotion.'),
      } satisfies BlogOptions,
    ],
    // /experts/<slug> and /templates/<cliId>, generated from src/data.
    directoryRoutesPlugin,
    // All of search: the index written after the build, the SearchBar and SearchPage, hosted mode.
    [localSearchPlugin, search.options],
    // Runs after the build: writes /llms.txt, /llms-full.txt and every docs page as Markdown (/docs/spring.md).
    llmsPlugin,
    // Each page links only the CSS of the chunks it renders, not one stylesheet for the whole site.
    perRouteCssPlugin,
    // main.js carries the layout routes; each page's route comes with its HTML or, on navigation, from build/route-data.
    routeShardsPlugin,
    // Code blocks highlighted on the server; the browser keeps their HTML and loads Prism only to render new ones.
    staticCodeBlocksPlugin,
    // The navbar finds the current doc by an index of paths, not by testing all 663 (src/plugins/active-doc).
    activeDocPlugin,
    // Quick info of every identifier in the type-checked samples (cached per sample), for the hover popover.
    typeHoverPlugin,
    // Runs after the build: adds the hashes of inline scripts to the CSP in build/_headers.
    securityHeadersPlugin,
  ],

  presets: [
    [
      'classic',
      {
        // Registered under plugins, wrapped by slimDocsPlugin.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 10,
          blogSidebarTitle: 'All posts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          editUrl: EDIT_URL,
          ...blogSection('Remotion blog', 'Release notes and announcements from the Remotion team.'),
        },
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: GTAG_TRACKING_IDS, anonymizeIP: true},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social/site.jpg',
    announcementBar: ANNOUNCEMENT,
    algolia: {
      // Hosted credentials, or placeholders that never reach a network (see searchConfigFromEnv).
      ...search.credentials,
      contextualSearch: true,
      searchPagePath: 'search',
      // Hits on these hosts leave the single-page app with a full page load.
      externalUrlRegex: 'remotion\\.pro|github\\.com|remotion\\.dev/(convert|brand|discord)',
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Remotion',
      hideOnScroll: true,
      logo: {
        alt: 'Remotion logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left'},
        {
          type: 'dropdown',
          label: 'Products',
          position: 'left',
          items: [
            {label: 'Player', to: '/player'},
            {label: 'Lambda', to: '/lambda'},
            {label: 'Media Parser', to: '/docs/media-parser'},
            {label: 'WebCodecs', to: '/docs/webcodecs'},
            {label: 'Recorder', to: '/docs/recorder'},
            {label: 'Timeline', to: '/docs/timeline'},
          ],
        },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            {label: 'Learn', to: '/learn'},
            {label: 'Resources', to: '/docs/resources'},
            {label: 'Blog', to: '/blog'},
            {label: 'Showcase', to: '/showcase'},
            {label: 'Convert a video', href: CONVERT_URL},
            {label: 'Support', to: '/docs/support'},
          ],
        },
        {
          type: 'dropdown',
          label: 'Commercial',
          position: 'left',
          items: [
            {label: 'License + Pricing', to: '/docs/license'},
            {label: 'Store', href: STORE_URL},
            {label: 'Success Stories', to: '/success-stories'},
            {label: 'Experts', to: '/experts'},
            {label: 'About us', to: '/about'},
            {label: 'Contact us', to: '/contact'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {
              href: `${GITHUB_RELEASES_URL}/tag/v${REMOTION_VERSION}`,
              label: `Remotion ${REMOTION_VERSION} release notes`,
            },
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {
          href: GITHUB_REPO_URL,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'GitHub repository',
        },
        {
          href: DISCORD_URL,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--discord',
          'aria-label': 'Discord community',
        },
        {
          href: X_URL,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--x',
          'aria-label': 'Remotion on X',
        },
      ],
    },
    footer: {
      style: 'light',
      logo: {
        alt: 'Remotion logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-white.svg',
        height: 32,
        width: 32,
        href: '/',
      },
      links: [
        {
          title: 'Product',
          items: [
            {label: 'Getting started', to: '/docs/'},
            {label: 'API reference', to: '/docs/api'},
            {label: 'Templates', to: '/templates'},
            {label: 'Player', to: '/player'},
            {label: 'Lambda', to: '/lambda'},
            {label: 'Convert a video', href: CONVERT_URL},
            {label: 'Store', href: STORE_URL},
            {label: 'License + Pricing', to: '/docs/license'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Showcase', to: '/showcase'},
            {label: 'Success stories', to: '/success-stories'},
            {label: 'Experts', to: '/experts'},
            {label: 'GitHub', href: GITHUB_REPO_URL},
            {label: 'Discord', href: DISCORD_URL},
            {label: 'X', href: X_URL},
            {label: 'YouTube', href: YOUTUBE_URL},
            {label: 'LinkedIn', href: LINKEDIN_URL},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'About us', to: '/about'},
            {label: 'Contact us', to: '/contact'},
            {label: 'Blog', to: '/blog'},
            {label: 'Learn', to: '/learn'},
            {label: 'Building with AI', to: '/ai'},
            {label: 'Support', to: '/docs/support'},
            {label: 'Get help', to: '/docs/get-help'},
            {label: 'Changelog', href: GITHUB_RELEASES_URL},
            {label: 'Brand', href: BRAND_URL},
          ],
        },
      ],
      copyright: `Copyright © ${year} Remotion AG. Documentation for Remotion ${REMOTION_VERSION}.`,
    },
    prism: {
      // Code blocks stay dark in both colour modes.
      theme: codeTheme,
      darkTheme: codeTheme,
      // JSON is already in prism-react-renderer's own set of languages. Every language added here
      // ships in main.js to every page: the four diff and Dockerfile blocks render as plain text.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
