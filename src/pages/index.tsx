import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import HomeHeader from '@site/src/components/HomeHeader';
import HomeCodeSample from '@site/src/components/HomeCodeSample';
import HomeDemo from '@site/src/components/HomeDemo';
import HomeProducts from '@site/src/components/HomeProducts';
import HomeTeasers from '@site/src/components/HomeTeasers';
import HomeGetStarted from '@site/src/components/HomeGetStarted';
import styles from './index.module.css';

/**
 * The home page. The live demo sits below the first screen on purpose: it loads
 * @remotion/player only when it comes near the viewport.
 */
export default function Home(): React.ReactNode {
  return (
    <Layout
      description="Remotion is a framework for creating videos with React: write components, preview them live, embed them with the Player and render MP4s locally, on servers or on AWS Lambda.">
      {/* The home page names the product first; other pages get "Page | Remotion" from Layout. */}
      <Head>
        <title>Remotion | Make videos programmatically with React</title>
      </Head>
      <HomeHeader />
      <main className={styles.main}>
        <div className="container">
          <div className={styles.section}>
            <HomeCodeSample />
          </div>
          <div className={styles.section}>
            <HomeDemo />
          </div>
          <div className={styles.section}>
            <HomeProducts />
          </div>
          <div className={styles.section}>
            <HomeTeasers />
          </div>
          <div className={styles.section}>
            <HomeGetStarted />
          </div>
        </div>
      </main>
    </Layout>
  );
}
