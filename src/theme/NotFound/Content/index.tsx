import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {suggestPaths, type Candidate} from '@site/src/lib/suggestPaths';
import styles from './styles.module.css';

const PLACES: {to: string; label: string; hint: string}[] = [
  {to: '/docs/', label: 'Getting started', hint: 'Create a project and render your first video'},
  {to: '/docs/api', label: 'API reference', hint: 'Every component, hook and function'},
  {to: '/docs/get-help', label: 'Get help', hint: 'Discord, GitHub issues and what to include'},
];

/**
 * Every doc's path, loaded in the browser only: main.js lists no docs (src/plugins/slim-docs), and
 * the suggestions appear after hydration anyway. If the list cannot load, there are none.
 */
function useDocCandidates(isBrowser: boolean): Candidate[] {
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  useEffect(() => {
    if (!isBrowser) return undefined;
    let current = true;
    import('@generated/docusaurus-plugin-content-docs/default/doc-paths.json').then(
      ({default: docs}) => current && setCandidates(docs.map((doc) => ({path: doc.path, title: doc.id}))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isBrowser]);
  return candidates;
}

export default function NotFoundContent({className}: Props): React.ReactNode {
  const {pathname} = useLocation();
  // The HTML is rendered once for every missing address (404.html), so the address and the
  // suggestions drawn from it appear only after hydration; rendering them earlier would not match.
  const isBrowser = useIsBrowser();
  const candidates = useDocCandidates(isBrowser);
  const suggestions = isBrowser ? suggestPaths(pathname, candidates) : [];

  return (
    <main className={clsx('container margin-vert--xl', styles.main, className)}>
      <p className={styles.code}>404</p>
      <Heading as="h1" className={styles.title}>
        This page does not exist
      </Heading>
      <p className={styles.lead}>
        {isBrowser ? (
          <>
            Nothing lives at <code className={styles.path}>{pathname}</code>.
          </>
        ) : (
          'Nothing lives at this address.'
        )}{' '}
        The link may be old, or the address may have a typo.
      </p>
      {suggestions.length > 0 && (
        <section aria-labelledby="did-you-mean">
          <Heading as="h2" id="did-you-mean" className={styles.subtitle}>
            Did you mean
          </Heading>
          <ul>
            {suggestions.map((s) => (
              <li key={s.path}>
                <Link to={s.path}>{s.path}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Heading as="h2" className={styles.subtitle}>
        Places to go from here
      </Heading>
      <ul className={styles.places}>
        {PLACES.map((place) => (
          <li key={place.to}>
            <Link className={styles.place} to={place.to}>
              <strong>{place.label}</strong>
              <span>{place.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
