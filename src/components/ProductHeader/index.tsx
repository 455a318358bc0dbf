import React from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The top of a product page: what it ships as (package or store), the product name as h1, and its pitch. */
export default function ProductHeader({name, tagline, lead}: {name: string; tagline: React.ReactNode; lead: React.ReactNode}): React.ReactNode {
  return (
    <header className={styles.header}>
      <p className={styles.tagline}>{tagline}</p>
      <Heading as="h1">{name}</Heading>
      <div className={styles.lead}>{lead}</div>
    </header>
  );
}
