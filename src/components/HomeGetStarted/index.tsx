import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CopyCommand from '@site/src/components/CopyCommand';
import styles from './styles.module.css';

export const CREATE_COMMAND = 'npx create-video@latest';

/** The closing call to action: one command to a running project. */
export default function HomeGetStarted(): React.ReactNode {
  return (
    <section className={styles.cta} aria-labelledby="get-started" data-testid="get-started">
      <Heading as="h2" id="get-started">
        Make your first video in five minutes
      </Heading>
      <p>
        Run this in a terminal. It asks for a template, installs the packages and opens the Remotion Studio with a
        first composition.
      </p>
      <CopyCommand command={CREATE_COMMAND} className={styles.command} />
      <p className={styles.links}>
        <Link to="/docs/">Read the getting started guide</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/ai">Build with AI tools</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/docs/get-help">Get help</Link>
      </p>
    </section>
  );
}
