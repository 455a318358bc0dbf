import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {REMOTION_VERSION} from '@site/src/data/site';
import styles from './index.module.css';

const SAMPLE = `import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';

export const Title = ({text}: {text: string}) => {
  const frame = useCurrentFrame();
  // Fade in over the first second (30 frames at 30 fps).
  const opacity = interpolate(frame, [0, 30], [0, 1], {
    extrapolateRight: 'clamp',
  });
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <h1 style={{opacity, fontSize: 120}}>{text}</h1>
    </AbsoluteFill>
  );
};`;

const REASONS = [
  {
    title: 'Frames are a function of time',
    body: 'A video is a React component that receives the current frame. Anything you can render in a browser, you can animate: CSS, SVG, canvas, WebGL.',
  },
  {
    title: 'Data in, video out',
    body: 'Pass props to a composition and render one video per customer, per song, per day. The same code serves a thousand variants.',
  },
  {
    title: 'Render where you need it',
    body: 'Preview in the Studio, embed in your app with the Player, render on your machine, on a server, or in parallel on serverless functions.',
  },
];

export default function Home(): React.ReactNode {
  return (
    <Layout
      title="Make videos programmatically"
      description="Remotion is a framework for creating videos with React: write components, preview them live, and render MP4s locally, on servers or serverless.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Make videos programmatically with React
          </Heading>
          <p className={styles.subtitle}>
            Remotion turns React components into real MP4 videos: write the animation as code, preview it
            frame by frame, and render it wherever you run JavaScript.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api">
              API reference
            </Link>
          </div>
          <p className={styles.version}>Documentation for Remotion {REMOTION_VERSION}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section className={styles.section}>
          <Heading as="h2">Start a project in one command</Heading>
          <p>The scaffolder asks for a template and sets up TypeScript, the Studio and a first composition.</p>
          <CodeBlock language="bash">npx create-video@latest</CodeBlock>
        </section>
        <section className={styles.section}>
          <Heading as="h2">A video is a component</Heading>
          <p>
            <code>useCurrentFrame()</code> tells the component which frame is being drawn;{' '}
            <code>interpolate()</code> maps that frame to any value you animate.
          </p>
          <CodeBlock language="tsx" title="src/Title.tsx">
            {SAMPLE}
          </CodeBlock>
        </section>
        <section className={styles.section}>
          <Heading as="h2">Why teams write video as code</Heading>
          <div className={styles.reasons}>
            {REASONS.map((reason) => (
              <article key={reason.title} className={styles.reason}>
                <Heading as="h3">{reason.title}</Heading>
                <p>{reason.body}</p>
              </article>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
