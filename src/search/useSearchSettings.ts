import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** How the site searches: the embedded index (default) or hosted Algolia (when credentials are set at build time). */
export type SearchSettings = {mode: 'embedded' | 'algolia'; indexUrl: string};

export function useSearchSettings(): SearchSettings {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings | undefined;
  if (!settings) {
    throw new Error('customFields.search is missing from docusaurus.config.ts');
  }
  return settings;
}
