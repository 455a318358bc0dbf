/**
 * The pages the benchmark and the byte budgets look at, and the shape of the stock baseline
 * (bench/stock-baseline.json, written by `npm run bench`).
 */
import path from 'node:path';

export const OUR_PAGES = {
  home: '/',
  docs: '/docs/renderer/render-media',
  // A docs page whose live demo sits below the fold: compared with the same stock docs page.
  docsDemo: '/docs/spring',
  blogPost: '/blog/company-licenses',
  listing: '/templates/',
};
export type PageKey = keyof typeof OUR_PAGES;

export const BASELINE_FILE = path.resolve(__dirname, '../../bench/stock-baseline.json');

export type StockPageBaseline = {
  path: string;
  /** JS (gzip bytes) loaded before interaction. */
  jsGzip: number;
  cssGzip: number;
  /** JS (gzip bytes) prefetched while the page is scrolled to the bottom. */
  prefetchedJsGzip: number;
};

export type StockBaseline = {
  docusaurusVersion: string;
  /** Docs pages of the padded stock site: the budgets hold only at our docs page count. */
  docsPages: number;
  generatedPageLength: number;
  pages: Record<'home' | 'docs' | 'blogPost' | 'listing', StockPageBaseline>;
};
