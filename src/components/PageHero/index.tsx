import React from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The title band at the top of a directory page (experts, templates): the page's h1 and its introduction. */
export default function PageHero({title, children}: {title: string; children: React.ReactNode}): React.ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {children}
      </div>
    </header>
  );
}

export const pageHeroStyles = styles;
