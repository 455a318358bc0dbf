import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import RetryableLazy from '@site/src/components/RetryableLazy';
import styles from './styles.module.css';

// @remotion/player and the composition live in their own chunk, fetched after hydration.
const loadShowcaseClient = () => import('./ShowcaseClient');

function Placeholder() {
  return (
    <div className={styles.placeholder} role="status">
      Loading the Player demo…
    </div>
  );
}

/** The interactive @remotion/player demo on /player: browser-only and lazily loaded. */
export default function PlayerShowcase(): React.ReactNode {
  return (
    <figure className={styles.demo} aria-label="Interactive Remotion Player demo" data-player-showcase>
      <BrowserOnly fallback={<Placeholder />}>
        {() => <RetryableLazy load={loadShowcaseClient} props={{}} fallback={<Placeholder />} what="The Player demo" />}
      </BrowserOnly>
    </figure>
  );
}
