/**
 * The navbar's search: DocSearch's button and modal, answering from the
 * embedded index (or from hosted Algolia when the build has credentials).
 * The modal and the index load on intent: hover, focus or touch of the
 * button, or a shortcut. DocSearch is configured through its props only;
 * the gaps it leaves are filled in ../../gaps.ts.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit, DocSearchModalProps} from '@docsearch/react';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {GITHUB_NEW_ISSUE_URL} from '@site/src/data/site';
import {createLocalSearchClient, preloadSearchIndex} from '../../client';
import {
  escapeRawFields,
  searchOutcome,
  trackOutcome,
  useHitComponent,
  useNavigator,
  useResultsFooter,
} from '../../docsearch';
import {fillDocSearchGaps, watchDocSearchGaps} from '../../gaps';
import {useSearchSettings} from '../../settings';
import {MAX_QUERY_LENGTH} from '../../types';

type ModalComponent = React.ComponentType<DocSearchModalProps>;
let DocSearchModal: ModalComponent | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal as ModalComponent;
    },
  );
}

/** Text selected on the page when search opens becomes the query (DocSearch's behaviour), within the cap. */
function selectedText(): string {
  return (window.getSelection()?.toString() ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: {facetFilters?: string[]; [key: string]: unknown};
};

export default function SearchBar(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const settings = useSearchSettings();
  const navigator = useNavigator(algolia.externalUrlRegex);
  const Hit = useHitComponent(algolia.externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const refillGaps = useRef<() => void>(() => {});
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');

  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured,
    };
  }, [algolia.contextualSearch, algolia.searchParameters, contextualFacetFilters]);

  const localClient = useMemo(
    () => (settings.mode === 'embedded' ? createLocalSearchClient(settings.indexUrl) : null),
    [settings],
  );
  const transformSearchClient = useCallback(
    (client: object) => trackOutcome(localClient ?? client, () => setTimeout(() => refillGaps.current(), 0)) as never,
    [localClient],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => escapeRawFields({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const preload = useCallback(() => {
    importDocSearchModalIfNeeded();
    if (settings.mode === 'embedded') {
      preloadSearchIndex(settings.indexUrl).catch(() => {
        // The modal shows the error when a query actually needs the index.
      });
    }
  }, [settings]);

  const openModal = useCallback(
    (query?: string) => {
      if (!searchContainer.current) {
        const div = document.createElement('div');
        // Embedded results are not Algolia's: styles.css hides DocSearch's "Powered by Algolia" for them.
        div.className = `search-modal-root search-modal-root--${settings.mode}`;
        searchContainer.current = div;
        document.body.insertBefore(div, document.body.firstChild);
      }
      preload();
      searchOutcome.totals.clear();
      setInitialQuery(query ?? selectedText());
      importDocSearchModalIfNeeded().then(() => setIsOpen(true));
    },
    [preload, settings.mode],
  );

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  // With the search button focused (as it is after Escape closes the modal), "/" opens
  // search like anywhere else, and any other character opens it with that character
  // typed (DocSearch 4 no longer does this). Space activates the button; shortcuts
  // such as Ctrl/Cmd+F stay the browser's.
  const handleButtonKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      const {key, metaKey, ctrlKey, altKey} = event;
      if (key.length !== 1 || key === ' ' || metaKey || ctrlKey || altKey) {
        return;
      }
      event.preventDefault();
      openModal(key === '/' ? '' : key);
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: () => openModal(),
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // A page with a Layout of its own mounts a new search bar: the old one takes its container along.
  useEffect(() => () => searchContainer.current?.remove(), []);

  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container) return undefined;
    refillGaps.current = () => fillDocSearchGaps(container, () => searchOutcome.failed);
    return watchDocSearchGaps(container, () => searchOutcome.failed);
  }, [isOpen]);

  const resultsFooterComponent = useResultsFooter(closeModal);

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        translations={translations.button}
        onClick={() => openModal()}
        onKeyDown={handleButtonKeyDown}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            onAskAiToggle={() => {}}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath ? {resultsFooterComponent} : {})}
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={translations.modal?.searchBox?.placeholderText}
            translations={translations.modal}
            searchParameters={searchParameters}
            getMissingResultsUrl={({query}: {query: string}) =>
              `${GITHUB_NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
            }
          />,
          searchContainer.current,
        )}
    </>
  );
}
