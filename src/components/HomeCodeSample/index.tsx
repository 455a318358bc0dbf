import React from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

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
  {term: 'useCurrentFrame()', text: 'tells the component which frame is being drawn; the whole picture is a function of it.'},
  {term: 'spring() and interpolate()', text: 'turn the frame number into positions, sizes, colours or any other value you animate.'},
  {term: 'Props', text: 'make the video reusable: pass a different title or colour and render another variant.'},
];

/** "A video is a component": the core idea with a short composition. */
export default function HomeCodeSample(): React.ReactNode {
  return (
    <section className={styles.section} aria-labelledby="video-is-a-component">
      <div className={styles.text}>
        <Heading as="h2" id="video-is-a-component">
          A video is a React component
        </Heading>
        <p>
          Remotion draws your component once per frame and encodes the frames into a video. You write the animation with
          the tools you already know: JSX, CSS, SVG, canvas, npm packages.
        </p>
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
      </div>
      <div className={styles.code}>
        <CodeBlock language="tsx" title="src/Title.tsx">
          {SAMPLE}
        </CodeBlock>
      </div>
    </section>
  );
}
