/**
 * The navbar's search: DocSearch's button and modal, answering from the
 * embedded index (fetched on first hover, focus or touch of the button) or
 * from hosted Algolia when the build has credentials (the plugin then
 * preconnects to it on every page).
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit, DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {useSearchSettings} from '../../settings';
import {createLocalSearchClient, preloadSearchIndex} from '../../client';
import {MAX_QUERY_LENGTH} from '../../types';
import {GITHUB_NEW_ISSUE_URL} from '@site/src/data/site';

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

type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: {facetFilters?: string[]; [key: string]: unknown};
};

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      // Hits on other hosts cannot go through the client router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useHitComponent(externalUrlRegex: string | undefined) {
  return useMemo(
    () =>
      function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
        // An external hit is a plain link in the same tab: a full page load, as with keyboard selection.
        if (isRegexpStringMatch(externalUrlRegex, hit.url)) {
          return <a href={hit.url}>{children}</a>;
        }
        return <Link to={hit.url}>{children}</Link>;
      },
    [externalUrlRegex],
  );
}

/**
 * Whether the last query failed. DocSearch 4.7 sets its "error" status on a
 * failed request but autocomplete resets it to "idle" right after, so the
 * network error screen never shows; the DOM patch below shows it from this flag.
 */
const lastSearch = {failed: false};
const SEARCH_FAILED_EVENT = 'docsearch-request-failed';

function withFailureTracking<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'search' || typeof value !== 'function') {
        return value;
      }
      return async (...args: unknown[]) => {
        try {
          const result = await value.apply(target, args);
          lastSearch.failed = false;
          return result;
        } catch (error) {
          lastSearch.failed = true;
          // The no-results screen may already be on display; let the DOM patch run again.
          window.dispatchEvent(new Event(SEARCH_FAILED_EVENT));
          throw error;
        }
      };
    },
  });
}

function showErrorScreen() {
  const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
  const shown = screen?.querySelector('.search-error');
  if (!screen || (lastSearch.failed && shown)) {
    return;
  }
  if (!lastSearch.failed) {
    shown?.remove();
    screen.classList.remove('search-failed');
    return;
  }
  const block = document.createElement('div');
  block.className = 'search-error DocSearch-ErrorScreen';
  const title = document.createElement('p');
  title.className = 'DocSearch-Title';
  title.textContent = 'Unable to fetch results';
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = 'You might want to check your network connection.';
  block.append(title, help);
  screen.classList.add('search-failed');
  screen.append(block);
}

/** Queries offered on the no-results screen. */
const SUGGESTED_QUERIES = ['interpolate', 'render a video', 'Player'];

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: unknown}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function addSuggestions(searchInput: HTMLInputElement | null) {
  const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
  if (!screen || !searchInput || screen.querySelector('.search-suggestions')) {
    return;
  }
  const section = document.createElement('div');
  section.className = 'search-suggestions DocSearch-NoResults-Prefill-List';
  const label = document.createElement('p');
  label.className = 'DocSearch-Label';
  label.textContent = 'Try searching for';
  const list = document.createElement('ul');
  for (const query of SUGGESTED_QUERIES) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'DocSearch-Prefill';
    button.textContent = query;
    button.addEventListener('click', () => {
      // The input is controlled by React: set the value the way the browser would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(searchInput, query);
      searchInput.dispatchEvent(new Event('input', {bubbles: true}));
      searchInput.focus();
    });
    item.append(button);
    list.append(item);
  }
  section.append(label, list);
  const help = screen.querySelector('.DocSearch-Help');
  screen.insertBefore(section, help);
}

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
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

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
    (client: object) => withFailureTracking(localClient ?? client) as never,
    [localClient],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
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

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    preload();
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, preload]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  // Typing a character while the search button has focus opens the modal with that
  // character as the query (DocSearch 4 no longer does this itself). Shortcuts such
  // as the browser's Ctrl/Cmd+F are left alone.
  const handleButtonKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (
        event.target !== searchButtonRef.current ||
        event.key.length !== 1 ||
        event.metaKey ||
        event.ctrlKey ||
        event.altKey
      ) {
        return;
      }
      if (event.key === ' ') {
        return;
      }
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // Gaps in DocSearch 4.7 filled on its DOM while the modal is open: the input
  // accepts 512 characters (the product caps queries at 64), an empty start
  // screen says nothing (the product shows "No recent searches"), and the
  // no-results screen never lists "Try searching for" suggestions (its
  // suggestion state is built as an object, so the list is never shown).
  useEffect(() => {
    if (!isOpen) return undefined;
    const patch = () => {
      const searchInput = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      searchInput?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
      const header = document.querySelector('.DocSearch-Modal > .DocSearch-SearchBar');
      const note = document.querySelector('.DocSearch-Modal > .search-no-recent');
      const startScreenIsEmpty = Boolean(
        searchInput && searchInput.value === '' && !document.querySelector('.DocSearch-Modal .DocSearch-Dropdown'),
      );
      showErrorScreen();
      if (!lastSearch.failed) addSuggestions(searchInput);
      if (startScreenIsEmpty && !note && header) {
        const p = document.createElement('p');
        p.className = 'search-no-recent DocSearch-Help';
        p.textContent = 'No recent searches';
        header.after(p);
      } else if (!startScreenIsEmpty && note) {
        note.remove();
      }
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['value']});
    const onInput = () => patch();
    const onFailure = () => setTimeout(patch, 0);
    document.addEventListener('input', onInput, true);
    window.addEventListener(SEARCH_FAILED_EVENT, onFailure);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', onInput, true);
      window.removeEventListener(SEARCH_FAILED_EVENT, onFailure);
    };
  }, [isOpen]);

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  return (
    <>
      {/* The wrapper only preloads on intent; the button inside it is what users operate. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
        onKeyDown={handleButtonKeyDown}
        className="navbar-search-wrapper">
        <DocSearchButton onClick={openModal} ref={searchButtonRef} translations={translations.button} />
      </div>
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
