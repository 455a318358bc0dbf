import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {LICENSE_URL, REMOTION_PRO_URL} from '@site/src/data/site';

const RECORDER_URL = `${REMOTION_PRO_URL}/recorder`;

const FEATURES = [
  {
    title: 'Record camera and screen',
    text: 'Webcam and display are recorded in sync but as separate streams, up to four sources at once, so the layout can still be decided after filming.',
  },
  {
    title: 'One edit, several formats',
    text: 'Export the same video as 16:9 for YouTube or 1:1 for X and LinkedIn; the layout adapts to the format and to portrait or landscape sources.',
  },
  {
    title: 'Captions on your machine',
    text: 'Speech is transcribed locally with Whisper.cpp into word-level captions, stored as editable JSON. Fix a word with a click or with a JavaScript function.',
  },
  {
    title: 'The finishing touches',
    text: 'Silence at the start and end of a take is removed, and you can add background music, transitions, animated chapters, B-roll and an end card.',
  },
  {
    title: 'Render your way',
    text: 'Render from a button in the Studio, from the command line, with the Node.js APIs, in GitHub Actions or on AWS Lambda.',
  },
  {
    title: 'Yours to change',
    text: 'It ships as TypeScript and React source code. Change colours and layout with CSS, or rewrite any part of the editor.',
  },
];

export default function RecorderPage(): React.ReactNode {
  return (
    <Layout
      title="Remotion Recorder, for screencasts and talking-head videos"
      description="The Remotion Recorder is a video production tool built in JavaScript for screencasts and talking-head videos: record camera and screen, caption locally, export for each platform.">
      <main className="container margin-vert--lg">
        <PageHeader
          eyebrow="Video production tool · available on remotion.pro"
          title="Remotion Recorder"
          lead="A video production tool built entirely in JavaScript on top of Remotion. Record your face and your screen, get captions automatically and export a polished video for each platform you post on."
        />

        <PageSection id="who-is-it-for" title="Who it is for">
          <p>
            Creators of technical content, such as screencasts, tutorials and courses, who film themselves and their
            screen and want to own their workflow instead of renting an editor.
          </p>
          <p>
            Making a video in the default style needs no coding, but you should be comfortable cloning a Git repository,
            running commands in a terminal and opening a project in a code editor. The more you know about React and
            TypeScript, the more you can customise. It is not meant to match the feature set of a traditional video
            editor.
          </p>
        </PageSection>

        <PageSection id="capabilities" title="What it can do">
          <CardGrid minWidth={260}>
            {FEATURES.map((feature) => (
              <Card key={feature.title} title={feature.title}>
                <p>{feature.text}</p>
              </Card>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection id="get-it" title="How to get it">
          <p>
            The Recorder is sold on <a href={RECORDER_URL}>remotion.pro</a>. Buyers get access to its source code
            repository, which they fork privately and run locally. Organisations that hold a Remotion company license
            can claim the Recorder through their remotion.pro account. Like Remotion itself, it is covered by the{' '}
            <a href={LICENSE_URL}>Remotion License</a>.
          </p>
        </PageSection>

        <PageSection id="learn-more" title="Learn more">
          <ul>
            <li>
              <Link to="/docs/recorder">Recorder docs</Link>: setup, recording, editing, captions and exporting.
            </li>
            <li>
              <Link to="/docs/">Remotion documentation</Link>: the framework the Recorder is built on.
            </li>
            <li>
              <a href={RECORDER_URL}>The Recorder on remotion.pro</a>: purchase and access.
            </li>
            <li>
              <Link to="/showcase">Showcase</Link>: videos made with Remotion.
            </li>
          </ul>
          <p>
            Questions? <Link to="/docs/get-help">Get help</Link> or <Link to="/contact">contact the team</Link>.
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
