import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {LICENSE_URL, REMOTION_VERSION} from '@site/src/data/site';

const INSTALL = `npm i --save-exact @remotion/media-parser@${REMOTION_VERSION}`;

const BROWSER = `import {parseMedia} from '@remotion/media-parser';

const result = await parseMedia({
  src: 'https://example.com/video.mp4',
  fields: {
    container: true,
    durationInSeconds: true,
    dimensions: true,
    videoCodec: true,
    audioCodec: true,
  },
  acknowledgeRemotionLicense: true,
});

console.log(result.container); // e.g. 'mp4'
console.log(result.durationInSeconds); // seconds, or null if the file does not say
console.log(result.dimensions); // {width, height}, or null for audio-only files`;

const NODE = `import {parseMedia} from '@remotion/media-parser';
import {nodeReader} from '@remotion/media-parser/node';

const {fps, tracks} = await parseMedia({
  src: '/path/to/recording.mov',
  reader: nodeReader,
  fields: {fps: true, tracks: true},
  acknowledgeRemotionLicense: true,
});

console.log(fps, tracks.videoTracks.length, tracks.audioTracks.length);`;

const FEATURES = [
  {
    title: 'Many containers',
    text: 'MP4 and MOV, WebM and MKV, AVI, MPEG transport streams, HLS playlists (.m3u8), MP3, AAC, FLAC and WAV.',
  },
  {
    title: 'Ask only for what you need',
    text: (
      <>
        You list the <code>fields</code> you want, such as duration, dimensions, frame rate, codecs, rotation, tracks,
        metadata tags or keyframes, and parsing stops as soon as they are known.
      </>
    ),
  },
  {
    title: 'Browser and server',
    text: 'It is plain JavaScript with no dependencies, so the same code runs in the browser and in server runtimes such as Node.js and Bun. Readers load from a URL, a File or the local file system.',
  },
  {
    title: 'Samples for WebCodecs',
    text: 'Beyond metadata, it can hand you the encoded video and audio samples in a shape that the browser’s WebCodecs decoders accept.',
  },
  {
    title: 'In control',
    text: 'Callbacks report each value as soon as it is found, and a controller lets you pause, resume or abort a parse.',
  },
  {
    title: 'Helpful with the wrong file',
    text: 'Images, PDFs and other files that are not media are recognised and reported with a specific error instead of a generic failure.',
  },
];

export default function MediaParserPage(): React.ReactNode {
  return (
    <Layout
      title="Media Parser"
      description="@remotion/media-parser reads video and audio files in JavaScript: duration, dimensions, codecs, tracks and samples, in the browser and on the server.">
      <main className="container margin-vert--lg">
        <PageHeader
          eyebrow={<code>@remotion/media-parser</code>}
          title="Media Parser"
          lead="A JavaScript library that reads video and audio files: how long they are, how big, which codecs and tracks they contain, and, if you want, the encoded samples themselves."
        />

        <PageSection id="who-is-it-for" title="Who it is for">
          <p>
            Developers who handle media that users upload or link to: checking a file before accepting it, sizing a
            composition to match a video, showing track information in an editor, or feeding samples to a WebCodecs
            decoder.
          </p>
          <p>
            The library works on its own, outside Remotion projects too. It is built for the web, so it is much lighter
            to load than a WebAssembly build of FFmpeg; for command-line work on a server, FFmpeg remains the more
            complete tool.
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

        <PageSection id="code" title="Read a file in a few lines">
          <CodeBlock language="bash">{INSTALL}</CodeBlock>
          <p>
            Call <code>parseMedia()</code> with a source and the fields you need. The result is typed from the fields
            you asked for:
          </p>
          <CodeBlock language="ts" title="In the browser (or anywhere with fetch)">
            {BROWSER}
          </CodeBlock>
          <p>On a server, pass a reader that opens local files:</p>
          <CodeBlock language="ts" title="In Node.js">
            {NODE}
          </CodeBlock>
        </PageSection>

        <PageSection id="status" title="Status and license">
          <p>
            The package has been part of Remotion since version 4.0.190. Reading metadata is considered stable; other
            parts of the API are still marked experimental and may change in later versions. It is covered by the{' '}
            <a href={LICENSE_URL}>Remotion License</a>: free for individuals and small teams, a company license for
            larger for-profit organisations.
          </p>
        </PageSection>

        <PageSection id="learn-more" title="Learn more">
          <ul>
            <li>
              <Link to="/docs/media-parser">Media Parser docs</Link>: parseMedia(), the fields it returns, readers,
              workers and format support.
            </li>
            <li>
              <Link to="/docs/">Remotion documentation</Link>: start a project and use the parser alongside it.
            </li>
            <li>
              <Link to="/webcodecs">WebCodecs</Link>: convert videos in the browser, built on top of the parser.
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
