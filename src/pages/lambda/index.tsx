import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import LambdaCalculator from '@site/src/components/LambdaCalculator';
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
        <PageHeader
          eyebrow={<code>@remotion/lambda</code>}
          title="Remotion Lambda"
          lead="Serverless rendering for Remotion. Your video is cut into chunks, many AWS Lambda functions render them at the same time, and you are billed only for the seconds they run."
        />

        <PageSection id="how-it-works" title="How a render runs" wide>
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
        </PageSection>

        <PageSection id="why-serverless" title="Why render serverless" wide>
          <CardGrid as="div" minWidth={230}>
            {BENEFITS.map((benefit) => (
              <Card key={benefit.title} as="article" title={benefit.title}>
                <p>{benefit.text}</p>
              </Card>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection
          id="estimate"
          title="Estimate time and cost"
          wide
          intro="Enter the length and format of your video and how you would configure the functions. The calculator runs entirely in your browser; it sends nothing anywhere. Treat the result as a first guess: the assumptions are listed under the form.">
          <LambdaCalculator />
          <p>
            How the real bill is made up, with a worked example:{' '}
            <Link to="/docs/lambda/cost-example">How much does Remotion Lambda cost?</Link> To lower it, see{' '}
            <Link to="/docs/lambda/optimizing-cost">Optimizing for cost</Link>.
          </p>
        </PageSection>

        <PageSection id="lambda-next" title="Next steps">
          <ul>
            <li>
              <Link to="/docs/lambda">Read the Lambda docs</Link>: how it works, limits and regions, and the{' '}
              <Link to="/docs/lambda/api">API</Link> and <Link to="/docs/lambda/cli">CLI</Link> references.
            </li>
            <li>
              <Link to="/docs/lambda/setup">Set up Lambda</Link> from an empty AWS account to your first render.
            </li>
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
        </PageSection>
      </main>
    </Layout>
  );
}
