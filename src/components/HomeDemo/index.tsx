import React from 'react';
import Heading from '@theme/Heading';
import Demo from '@site/src/components/Demo';
import styles from './styles.module.css';

/**
 * The live demo section. Demo loads @remotion/player and the composition only
 * when this section comes near the viewport, so the first paint stays light.
 */
export default function HomeDemo(): React.ReactNode {
  return (
    <section className={styles.section} aria-labelledby="live-demo">
      <Heading as="h2" id="live-demo">
        Change the props, watch the video follow
      </Heading>
      <p className={styles.lead}>
        This is a Remotion composition running in the Remotion Player, right on this page. Type a new title or pick
        another colour: the component re-renders with the new props, exactly as it would when you render it to MP4.
      </p>
      <Demo id="home-hero" />
    </section>
  );
}
