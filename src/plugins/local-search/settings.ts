import {usePluginData} from '@docusaurus/useGlobalData';

/** How the site searches: the embedded index (default) or hosted Algolia (credentials set at build time). */
export type SearchSettings = {mode: 'embedded' | 'algolia'; indexUrl: string};

/** The settings the local-search plugin published for the theme components. */
export function useSearchSettings(): SearchSettings {
  return usePluginData('local-search') as SearchSettings;
}
