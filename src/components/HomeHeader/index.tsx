import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {REMOTION_VERSION} from '@site/src/data/site';
import styles from './styles.module.css';

/** The top of the home page: the one h1 and the one-sentence description. */
export default function HomeHeader(): React.ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Remotion {REMOTION_VERSION}</p>
        <Heading as="h1" className={styles.title}>
          Make videos programmatically with React
        </Heading>
        <p className={styles.subtitle}>
          Remotion is a framework that renders React components into real video files, so you can animate with code,
          feed in data and produce as many variations as you need.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/api">
            API reference
          </Link>
          <Link className="button button--link button--lg" to="#live-demo">
            See it play ↓
          </Link>
        </div>
      </div>
    </header>
  );
}
