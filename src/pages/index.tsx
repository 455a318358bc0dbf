import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import CopyCommand from '@site/src/components/CopyCommand';
import Demo from '@site/src/components/Demo';
import {coreDemos} from '@site/src/demos/core';
import {CREATE_VIDEO_COMMAND, REMOTION_VERSION} from '@site/src/data/site';
import styles from './index.module.css';

const SAMPLE = `import {AbsoluteFill, interpolate, spring} from 'remotion';
import {useCurrentFrame, useVideoConfig} from 'remotion';

type Props = {title: string; color: string};

export const Title = ({title, color}: Props) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  // Goes from 0 to 1 with a spring, starting at frame 10.
  const rise = spring({frame, fps, delay: 10});
  // Grows the underline between frames 30 and 60.
  const width = interpolate(frame, [30, 60], [0, 600], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <div style={{fontSize: 110, opacity: rise}}>{title}</div>
      <div style={{width, height: 12, background: color}} />
    </AbsoluteFill>
  );
};`;

const POINTS = [
  {
    term: 'useCurrentFrame()',
    text: 'tells the component which frame is being drawn; the whole picture is a function of it.',
  },
  {
    term: 'spring() and interpolate()',
    text: 'turn the frame number into positions, sizes, colours or any other value you animate.',
  },
  {term: 'Props', text: 'make the video reusable: pass a different title or colour and render another variant.'},
];

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
    description:
      'Read duration, dimensions, codecs and samples from video and audio files in the browser or on a server.',
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

/** Short pointers to the community pages; the pages own their data. */
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

/**
 * The home page. The live demo sits below the first screen on purpose: <Demo>
 * loads @remotion/player only when it comes near the viewport.
 */
export default function Home(): React.ReactNode {
  return (
    <Layout description="Remotion is a framework for creating videos with React: write components, preview them live, embed them with the Player and render MP4s locally, on servers or on AWS Lambda.">
      {/* The home page names the product first; other pages get "Page | Remotion" from Layout. */}
      <Head>
        <title>Remotion | Make videos programmatically with React</title>
      </Head>
      <PageHeader
        variant="hero"
        eyebrow={`Remotion ${REMOTION_VERSION}`}
        title="Make videos programmatically with React"
        lead="Remotion is a framework that renders React components into real video files, so you can animate with code, feed in data and produce as many variations as you need."
        actions={
          <>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api">
              API reference
            </Link>
            <Link className="button button--link button--lg" to="#live-demo">
              See it play ↓
            </Link>
          </>
        }
      />
      <main className={styles.main}>
        <div className="container">
          <PageSection
            id="video-is-a-component"
            title="A video is a React component"
            intro="Remotion draws your component once per frame and encodes the frames into a video. You write the animation with the tools you already know: JSX, CSS, SVG, canvas, npm packages."
            aside={
              <CodeBlock language="tsx" title="src/Title.tsx">
                {SAMPLE}
              </CodeBlock>
            }>
            <dl className={styles.points}>
              {POINTS.map((point) => (
                <div key={point.term}>
                  <dt>
                    <code>{point.term}</code>
                  </dt>
                  <dd>{point.text}</dd>
                </div>
              ))}
            </dl>
          </PageSection>

          <PageSection
            id="live-demo"
            title="Change the props, watch the video follow"
            intro="This is a Remotion composition running in the Remotion Player, right on this page. Type a new title or pick another colour: the component re-renders with the new props, exactly as it would when you render it to MP4.">
            <Demo id="home-hero" entry={coreDemos['home-hero']} />
          </PageSection>

          <PageSection id="products" title="One toolkit, from first frame to finished file" wide>
            <CardGrid minWidth={250} className={styles.balanced}>
              {PRODUCTS.map((product) => (
                <Card
                  key={product.name}
                  title={product.name}
                  footer={
                    <Link to={product.to} aria-label={`${product.linkText}: ${product.name}`}>
                      {product.linkText} →
                    </Link>
                  }>
                  {product.pkg ? <code className={styles.pkg}>{product.pkg}</code> : null}
                  <p>{product.description}</p>
                </Card>
              ))}
            </CardGrid>
          </PageSection>

          <PageSection id="see-what-others-made" title="See what others have made" wide>
            <CardGrid as="div" className={`${styles.balanced} ${styles.upToThree}`}>
              {TEASERS.map((teaser) => (
                <Card key={teaser.to} to={teaser.to} title={teaser.title} footer={`${teaser.linkText} →`}>
                  <p>{teaser.text}</p>
                </Card>
              ))}
            </CardGrid>
          </PageSection>

          <PageSection
            id="get-started"
            title="Make your first video in five minutes"
            variant="callout"
            wide
            testId="get-started">
            <p>
              Run this in a terminal. It asks for a template, installs the packages and opens the Remotion Studio with a
              first composition.
            </p>
            <CopyCommand command={CREATE_VIDEO_COMMAND} className={styles.command} />
            <p className={styles.links}>
              <Link to="/docs/">Read the getting started guide</Link>
              <span aria-hidden="true"> · </span>
              <Link to="/ai">Build with AI tools</Link>
              <span aria-hidden="true"> · </span>
              <Link to="/docs/get-help">Get help</Link>
            </p>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
