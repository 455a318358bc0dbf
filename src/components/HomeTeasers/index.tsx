import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const TEASERS = [
  {
    title: 'Templates',
    text: 'Skip the blank file: pick a starter project that already renders, then make it yours.',
    to: '/templates',
    linkText: 'Browse templates',
  },
  {
    title: 'Showcase',
    text: 'Videos and products people have made with Remotion, from campaigns to data visualisations.',
    to: '/showcase',
    linkText: 'Watch the showcase',
  },
  {
    title: 'Success stories',
    text: 'How companies built products and video pipelines on Remotion, told in their own words.',
    to: '/success-stories',
    linkText: 'Read the stories',
  },
];

/** Short pointers to the community pages; the pages own their data. */
export default function HomeTeasers(): React.ReactNode {
  return (
    <section aria-labelledby="see-what-others-made">
      <Heading as="h2" id="see-what-others-made">
        See what others have made
      </Heading>
      <div className={styles.grid}>
        {TEASERS.map((teaser) => (
          <Link key={teaser.to} to={teaser.to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {teaser.title}
            </Heading>
            <p className={styles.text}>{teaser.text}</p>
            <span className={styles.more}>{teaser.linkText} →</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
