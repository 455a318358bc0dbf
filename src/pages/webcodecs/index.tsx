import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {CONVERT_URL, LICENSE_URL} from '@site/src/data/site';

const FEATURES = [
  {
    title: 'Convert between formats',
    text: 'Read MP4, MOV, WebM, MKV, AVI, transport streams, HLS, MP3, FLAC, WAV, M4A and AAC, and write MP4, WebM or WAV.',
  },
  {
    title: 'Hardware acceleration',
    text: 'WebCodecs gives JavaScript the browser’s own encoders and decoders, including the GPU, so conversions run much faster than WebAssembly-based tools.',
  },
  {
    title: 'Rotate and re-encode',
    text: 'Rotate a video, pick other video and audio codecs for the output, or copy a track unchanged when it does not need re-encoding.',
  },
  {
    title: 'Work with the pixels',
    text: 'Get each video frame during a conversion and change it before it is encoded again, for example to draw on top of it.',
  },
  {
    title: 'Extract audio',
    text: 'Drop the video track and keep only the sound, for example to send it to a transcription service.',
  },
  {
    title: 'Repair MediaRecorder files',
    text: 'Videos recorded in the browser with MediaRecorder often lack proper duration and seeking data; re-muxing them produces files that play properly.',
  },
];

export default function WebCodecsPage(): React.ReactNode {
  return (
    <Layout
      title="WebCodecs"
      description="@remotion/webcodecs converts, rotates and re-encodes videos inside the browser with the hardware-accelerated WebCodecs API, without uploading them to a server.">
      <main className="container margin-vert--lg">
        <PageHeader
          eyebrow={<code>@remotion/webcodecs</code>}
          title="WebCodecs"
          lead={
            <>
              Convert and process videos entirely in the browser. The package reads files with{' '}
              <Link to="/media-parser">Media Parser</Link> and encodes them with the browser’s WebCodecs API, so the
              video never has to leave the user’s device.
            </>
          }
        />

        <PageSection id="who-is-it-for" title="Who it is for">
          <p>
            Web developers whose users bring their own videos: upload tools that should normalise files before sending
            them, editors that need a particular format, apps that record in the browser and want clean MP4 or WebM
            files.
          </p>
          <p>
            Processing on the user’s device saves server costs and upload time. It needs a browser that implements
            WebCodecs; check support before you rely on it for all of your visitors.
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

        <PageSection id="how-to-use" title="How you use it">
          <p>
            The main entry point is <code>convertMedia()</code>: you give it a source (a URL, or a <code>File</code> or{' '}
            <code>Blob</code> from an upload or a recording) and the container you want. It writes the result to memory
            or to a file on the user&apos;s device. Options choose the codecs, rotate the video, hand you each frame,
            report progress and cancel the conversion. Install <code>@remotion/webcodecs</code> together with{' '}
            <code>@remotion/media-parser</code> at the same version.
          </p>
          <p>
            To see it working, open <a href={CONVERT_URL}>remotion.dev/convert</a>, a converter that runs in the browser
            with WebCodecs.
          </p>
        </PageSection>

        <PageSection id="status" title="Status and license">
          <p>
            The package has been part of Remotion since version 4.0.229. Its API is still marked unstable and may change
            between versions. It falls under the <a href={LICENSE_URL}>Remotion License</a>: individuals and teams of up
            to three people use it for free; larger for-profit organisations need a company license.
          </p>
        </PageSection>

        <PageSection id="learn-more" title="Learn more">
          <ul>
            <li>
              <Link to="/docs/webcodecs">WebCodecs docs</Link>: convertMedia(), rotating, resizing and the codec
              helpers.
            </li>
            <li>
              <Link to="/docs/">Remotion documentation</Link>: where the packages fit together.
            </li>
            <li>
              <Link to="/media-parser">Media Parser</Link>: the parsing layer underneath, also usable on its own.
            </li>
            <li>
              <Link to="/docs/api">API reference</Link> of the Remotion packages.
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
