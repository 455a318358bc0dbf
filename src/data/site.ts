/**
 * Facts about the site that more than one module needs: the config, the shell
 * components and the tests all read them from here so they cannot drift apart.
 */

/** The Remotion release these docs describe. Every pinned @remotion/* package matches it. */
export const REMOTION_VERSION = '4.0.278';

export const SITE_URL = 'https://www.remotion.dev';

export const GITHUB_REPO_URL = 'https://github.com/remotion-dev/remotion';
export const GITHUB_NEW_ISSUE_URL = `${GITHUB_REPO_URL}/issues/new`;
export const GITHUB_RELEASES_URL = `${GITHUB_REPO_URL}/releases`;
/** The Remotion License, linked from the product, about and contact pages. */
export const LICENSE_URL = `${GITHUB_REPO_URL}/blob/main/LICENSE.md`;
/** "Edit this page" target of docs and blog posts: the docs package of the monorepo. */
export const EDIT_URL = `${GITHUB_REPO_URL}/edit/main/packages/docs/`;

export const DISCORD_URL = 'https://remotion.dev/discord';
export const X_URL = 'https://x.com/remotion';
export const YOUTUBE_URL = 'https://youtube.com/@remotion_dev';
export const LINKEDIN_URL = 'https://www.linkedin.com/company/remotion-dev/';

/** The team's address for licensing and business questions (not a support channel). */
export const CONTACT_EMAIL = 'hi@remotion.dev';

/** The store for company licenses and paid products (Recorder, Timeline). */
export const REMOTION_PRO_URL = 'https://www.remotion.pro';
export const LICENSE_PRICING_URL = `${REMOTION_PRO_URL}/license`;
export const STORE_URL = `${REMOTION_PRO_URL}/store`;

/** The in-browser video converter built on @remotion/webcodecs. */
export const CONVERT_URL = 'https://remotion.dev/convert';
export const BRAND_URL = 'https://remotion.dev/brand';

/** Scaffolds a new project; templates add their cliId as a flag. */
export const CREATE_VIDEO_COMMAND = 'npx create-video@latest';

/** Google Analytics 4 measurement ids; the gtag plugin sends a page_view for each on every route change. */
export const GTAG_TRACKING_IDS: [string, ...string[]] = ['G-Z6B254S5Q4'];

export type AskAiConfig = {
  /** Absolute URL of the assistant's embed script. */
  scriptSrc: string;
  /** The site id the vendor issued; written to the script's data-id attribute. Empty disables the button. */
  siteId: string;
  /** Where to send people when the assistant cannot load. */
  fallbackPath: string;
};

export const ASK_AI: AskAiConfig = {
  scriptSrc: 'https://crawlchat.app/embed.js',
  siteId: '67c0a28c5b075f0bb35e5366',
  fallbackPath: '/docs/get-help',
};

export const ANNOUNCEMENT = {
  id: `remotion-${REMOTION_VERSION.replaceAll('.', '-')}`,
  // Phones get the short variant (src/css/custom.css hides .announcement-long and shows
  // .announcement-short below 600 px), so the bar stays one line at 390 px.
  content: `<span class="announcement-long">These docs describe </span><b>Remotion ${REMOTION_VERSION}</b><span class="announcement-long">. New here?</span><span class="announcement-short" aria-hidden="true"> ·</span> <a href="/docs/">Create your first video</a><span class="announcement-long"> in five minutes.</span>`,
  // The light-mode primary: white text on it passes WCAG AA (5.3:1); the brand #0b84f3 does not.
  backgroundColor: '#0a6cc9',
  textColor: '#ffffff',
  isCloseable: true,
};
