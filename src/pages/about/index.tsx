import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {
  GITHUB_RELEASES_URL,
  GITHUB_REPO_URL,
  LICENSE_PRICING_URL,
  LICENSE_URL,
  REMOTION_VERSION,
} from '@site/src/data/site';
import styles from './styles.module.css';

type Milestone = {date: string; label: string; title: string; text: React.ReactNode};

// Dates are those of the announcements on the Remotion blog (packages/docs/blog in the repository).
const MILESTONES: Milestone[] = [
  {
    date: '2021-02-08',
    label: 'February 2021',
    title: 'Remotion is introduced',
    text: 'The first public release: a small set of APIs for writing videos as React components and rendering them with a headless browser and FFmpeg.',
  },
  {
    date: '2021-03-15',
    label: 'March 2021',
    title: 'Public pricing for company licenses',
    text: 'Prices for the company license are published openly, with a self-service store instead of “contact us for pricing”.',
  },
  {
    date: '2021-04-15',
    label: 'April 2021',
    title: 'Remotion 2.0',
    text: 'Audio support arrives: several tracks, trimming and per-frame volume, plus audio-only output and the media utilities package.',
  },
  {
    date: '2022-04-26',
    label: 'April 2022',
    title: 'Remotion 3.0 and Remotion Lambda',
    text: (
      <>
        <Link to="/lambda">Remotion Lambda</Link> ships: a distributed renderer that splits a video into chunks and
        renders them in parallel on AWS Lambda.
      </>
    ),
  },
  {
    date: '2022-11-09',
    label: 'November 2022',
    title: 'CHF 180k raised from users and customers',
    text: 'The first outside funding comes from people and companies who use Remotion, to make programmatic video easier through new components, templates and tools.',
  },
  {
    date: '2023-07-03',
    label: 'July 2023',
    title: 'Remotion 4.0',
    text: 'The Preview becomes the Remotion Studio, with visual editing of props and a Render button; a Rust-based core bundles FFmpeg so it no longer needs to be installed.',
  },
];

const PRODUCTS = [
  {name: 'Remotion', text: 'the framework: compositions, animation helpers and the Studio', to: '/docs/'},
  {name: 'Player', text: 'embeds compositions in React apps', to: '/player'},
  {name: 'Lambda', text: 'renders in parallel on AWS Lambda', to: '/lambda'},
  {name: 'Media Parser and WebCodecs', text: 'read and convert video files in the browser', to: '/media-parser'},
  {name: 'Recorder and Timeline', text: 'paid, source-available products built on top', to: '/recorder'},
];

export default function AboutPage(): React.ReactNode {
  return (
    <Layout
      title="About Remotion"
      description="Remotion AG is the company in Zurich, Switzerland, that makes Remotion, the framework for creating videos with React. Its history, products and how it is funded.">
      <main className="container margin-vert--lg">
        <PageHeader
          title="About Remotion"
          lead="Remotion is made by Remotion AG, a company in Zurich, Switzerland. It builds the tools to create videos with code and is funded mainly by the companies that use them."
        />

        <PageSection id="story" title="Where it comes from">
          <p>
            Remotion began as a side project of Jonny Burger, who after years of editing in After Effects wanted to
            write his videos in React instead: reuse components, keep everything in version control, and generate a
            different version for every viewer. A trailer for one of his apps, rendered frame by frame in a browser and
            stitched together with FFmpeg, turned out well enough to become a tool for everyone. Jonny wrote the
            announcements of Remotion 3.0 and 4.0 as the company&apos;s Chief Hacker.
          </p>
          <p>
            The idea has stayed the same since: give developers a minimal foundation, where a video is a function of the
            current frame, and let the whole web platform and the npm ecosystem do the rest.
          </p>
        </PageSection>

        <PageSection id="what-we-make" title="What we make">
          <ul className={styles.products}>
            {PRODUCTS.map((product) => (
              <li key={product.name}>
                <Link to={product.to}>{product.name}</Link>: {product.text}.
              </li>
            ))}
          </ul>
          <p>These pages document Remotion {REMOTION_VERSION}.</p>
        </PageSection>

        <PageSection id="history" title="Milestones">
          <ol className={styles.timeline}>
            {MILESTONES.map((milestone) => (
              <li key={milestone.date} className={styles.milestone}>
                <time dateTime={milestone.date} className={styles.date}>
                  {milestone.label}
                </time>
                <div>
                  <Heading as="h3" className={styles.milestoneTitle}>
                    {milestone.title}
                  </Heading>
                  <p>{milestone.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p>
            Every release is announced on the <Link to="/blog">blog</Link> and listed in the{' '}
            <a href={GITHUB_RELEASES_URL}>release notes on GitHub</a>.
          </p>
        </PageSection>

        <PageSection id="funding" title="How Remotion is funded">
          <p>
            The source code is public on <a href={GITHUB_REPO_URL}>GitHub</a>, and the license is designed to keep
            Remotion free for most users while funding its development. Under the{' '}
            <a href={LICENSE_URL}>Remotion License</a>, the free license covers individuals, for-profit organisations
            with up to three employees, non-profit organisations, and anyone evaluating Remotion before using it
            commercially.
          </p>
          <p>
            For-profit organisations with four or more employees buy a company license, which also comes with
            prioritised support. Company licenses and paid products such as the Recorder and the Timeline are how the
            development is paid for. In November 2022 the company also raised CHF 180,000 from Remotion users and
            customers; the announcement explained the deliberately small round as a way to keep growing on
            company-license revenue instead of depending on a large investment.
          </p>
          <p>
            <a href={LICENSE_PRICING_URL}>See license prices on remotion.pro</a>
          </p>
        </PageSection>

        <PageSection id="about-contact" title="Get in touch">
          <p>
            For licensing and business questions, see the <Link to="/contact">contact page</Link>. For help with your
            code, the <Link to="/docs/get-help">Get help</Link> page lists the fastest ways to an answer.
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
