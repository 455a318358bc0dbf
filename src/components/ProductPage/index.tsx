import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ProductHeader from '@site/src/components/ProductHeader';
import styles from './styles.module.css';

export type ProductFeature = {title: string; text: React.ReactNode};

export type ProductPageProps = {
  /** Page <title> and the h1. */
  name: string;
  /** npm package or where the product is sold, shown above the h1. */
  tagline: React.ReactNode;
  description: string;
  lead: React.ReactNode;
  audience: React.ReactNode;
  features: ProductFeature[];
  children?: React.ReactNode;
  nextSteps: React.ReactNode;
};

/**
 * The shared frame of the product entry pages (/media-parser, /webcodecs,
 * /recorder, /timeline): header, who it is for, capabilities, extra content, next steps.
 */
export default function ProductPage({name, tagline, description, lead, audience, features, children, nextSteps}: ProductPageProps): React.ReactNode {
  return (
    <Layout title={name} description={description}>
      <main className="container margin-vert--lg">
        <ProductHeader name={name} tagline={tagline} lead={lead} />

        <section className={styles.section} aria-labelledby="who-is-it-for">
          <Heading as="h2" id="who-is-it-for">
            Who it is for
          </Heading>
          <div className={styles.audience}>{audience}</div>
        </section>

        <section className={styles.section} aria-labelledby="capabilities">
          <Heading as="h2" id="capabilities">
            What it can do
          </Heading>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <Heading as="h3" className={styles.featureTitle}>
                  {feature.title}
                </Heading>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        {children}

        <section className={styles.section} aria-labelledby="learn-more">
          <Heading as="h2" id="learn-more">
            Learn more
          </Heading>
          {nextSteps}
          <p className={styles.help}>
            Questions? <Link to="/docs/get-help">Get help</Link> or <Link to="/contact">contact the team</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}

/** A content section with an h2, for the parts that differ between product pages. */
export function ProductSection({id, title, children}: {id: string; title: string; children: React.ReactNode}): React.ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
