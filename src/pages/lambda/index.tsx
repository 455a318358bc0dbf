import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LambdaCalculator from '@site/src/components/LambdaCalculator';
import ProductHeader from '@site/src/components/ProductHeader';
import styles from './styles.module.css';

const STEPS = [
  {
    title: 'Split',
    text: 'A first function receives the render request, looks at the composition and divides its frames into chunks.',
  },
  {
    title: 'Render in parallel',
    text: 'It invokes many copies of the same function. Each one opens a headless browser and renders only its chunk.',
  },
  {
    title: 'Join',
    text: 'The finished chunks are combined into one file, which is stored in an S3 bucket in your account.',
  },
];

const BENEFITS = [
  {
    title: 'Fast, and faster for long videos',
    text: 'Work that takes one machine minutes is spread over many functions, so the render time depends more on the length of a chunk than on the length of the video.',
  },
  {
    title: 'Pay per use',
    text: 'Functions only run while they render. There is no server to keep warm between renders, and an idle month costs close to nothing in compute.',
  },
  {
    title: 'Scales with demand',
    text: 'Many renders can run at the same time, up to the concurrency limit of your AWS account, which AWS can raise on request.',
  },
  {
    title: 'Your AWS account',
    text: 'Remotion Lambda is self-hosted: the function, the bundle of your video and the output all live in your own AWS account.',
  },
];

export default function LambdaPage(): React.ReactNode {
  return (
    <Layout
      title="Remotion Lambda"
      description="Render Remotion videos on AWS Lambda: many functions render chunks of the video in parallel, and you pay only while they run. Estimate render time and cost.">
      <main className="container margin-vert--lg">
        <ProductHeader
          name="Remotion Lambda"
          tagline={<code>@remotion/lambda</code>}
          lead={
            <p>
              Serverless rendering for Remotion. Your video is cut into chunks, many AWS Lambda functions render them at the
              same time, and you are billed only for the seconds they run.
            </p>
          }
        />

        <section className={styles.section} aria-labelledby="how-it-works">
          <Heading as="h2" id="how-it-works">
            How a render runs
          </Heading>
          <ol className={styles.steps}>
            {STEPS.map((step, i) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <Heading as="h3">{step.title}</Heading>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.section} aria-labelledby="why-serverless">
          <Heading as="h2" id="why-serverless">
            Why render serverless
          </Heading>
          <div className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <article key={benefit.title} className={styles.benefit}>
                <Heading as="h3">{benefit.title}</Heading>
                <p>{benefit.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="estimate">
          <Heading as="h2" id="estimate">
            Estimate time and cost
          </Heading>
          <p>
            Enter the length and format of your video and how you would configure the functions. The calculator runs
            entirely in your browser; it sends nothing anywhere. Treat the result as a first guess: the assumptions are
            listed under the form.
          </p>
          <LambdaCalculator />
        </section>

        <section className={styles.section} aria-labelledby="lambda-next">
          <Heading as="h2" id="lambda-next">
            Next steps
          </Heading>
          <ul>
            <li>
              <Link to="/docs/">Build your video with Remotion</Link> and preview it in the Studio first.
            </li>
            <li>
              <Link to="/player">Preview it in your app with the Player</Link>, then render the same composition on
              Lambda.
            </li>
            <li>
              <Link to="/docs/get-help">Get help</Link> if a render behaves differently from what you expect.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
