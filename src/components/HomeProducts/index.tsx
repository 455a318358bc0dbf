import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Product = {name: string; pkg?: string; description: string; to: string; linkText: string};

const PRODUCTS: Product[] = [
  {
    name: 'Player',
    pkg: '@remotion/player',
    description: 'Embed a composition in any React app; viewers play, scrub and customise it in real time.',
    to: '/player',
    linkText: 'Try the Player',
  },
  {
    name: 'Lambda',
    pkg: '@remotion/lambda',
    description: 'Render on AWS Lambda: the video is split into chunks that many functions render at the same time.',
    to: '/lambda',
    linkText: 'Estimate a render',
  },
  {
    name: 'Studio',
    pkg: '@remotion/studio',
    description: 'Preview your compositions, scrub the timeline, edit props and start renders from the browser.',
    to: '/docs/',
    linkText: 'Open the docs',
  },
  {
    name: 'Media Parser',
    pkg: '@remotion/media-parser',
    description: 'Read duration, dimensions, codecs and samples from video and audio files in the browser or on a server.',
    to: '/media-parser',
    linkText: 'About Media Parser',
  },
  {
    name: 'WebCodecs',
    pkg: '@remotion/webcodecs',
    description: 'Convert and re-encode videos inside the browser, using the hardware-accelerated WebCodecs API.',
    to: '/webcodecs',
    linkText: 'About WebCodecs',
  },
  {
    name: 'Recorder',
    description: 'A video production tool in JavaScript for screencasts: record camera and screen, caption, export.',
    to: '/recorder',
    linkText: 'About the Recorder',
  },
  {
    name: 'Timeline',
    description: 'A customisable timeline component for building your own video editor on top of the Player.',
    to: '/timeline',
    linkText: 'About the Timeline',
  },
];

/** One card per Remotion product, each with a line of description and a link. */
export default function HomeProducts(): React.ReactNode {
  return (
    <section aria-labelledby="products">
      <Heading as="h2" id="products">
        One toolkit, from first frame to finished file
      </Heading>
      <ul className={styles.grid}>
        {PRODUCTS.map((product) => (
          <li key={product.name} className={styles.card}>
            <Heading as="h3" className={styles.name}>
              {product.name}
            </Heading>
            {product.pkg ? <code className={styles.pkg}>{product.pkg}</code> : null}
            <p className={styles.description}>{product.description}</p>
            <Link to={product.to} className={styles.link} aria-label={`${product.linkText}: ${product.name}`}>
              {product.linkText} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
