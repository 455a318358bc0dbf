import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import PlayerShowcase from '@site/src/components/PlayerShowcase';
import {REMOTION_VERSION} from '@site/src/data/site';

const INSTALL = `npm i --save-exact @remotion/player@${REMOTION_VERSION} remotion@${REMOTION_VERSION}`;

const EMBED = `import {Player} from '@remotion/player';
import {MyVideo} from './MyVideo';

export const App = () => {
  return (
    <Player
      component={MyVideo}
      inputProps={{title: 'Hello from the Player'}}
      durationInFrames={150}
      fps={30}
      compositionWidth={1920}
      compositionHeight={1080}
      style={{width: '100%'}}
      controls
      loop
      acknowledgeRemotionLicense
    />
  );
};`;

const REF = `import {useEffect, useRef} from 'react';
import {Player, type CallbackListener, type PlayerRef} from '@remotion/player';
import {MyVideo} from './MyVideo';

export const App = () => {
  const playerRef = useRef<PlayerRef>(null);

  useEffect(() => {
    const player = playerRef.current;
    if (!player) {
      return;
    }
    const onFrame: CallbackListener<'frameupdate'> = (e) => {
      console.log('Now showing frame', e.detail.frame);
    };
    player.addEventListener('frameupdate', onFrame);
    return () => player.removeEventListener('frameupdate', onFrame);
  }, []);

  return (
    <>
      <Player
        ref={playerRef}
        component={MyVideo}
        inputProps={{title: 'Hello from the Player'}}
        durationInFrames={150}
        fps={30}
        compositionWidth={1920}
        compositionHeight={1080}
        acknowledgeRemotionLicense
      />
      <button onClick={() => playerRef.current?.seekTo(60)}>Jump to 2 s</button>
    </>
  );
};`;

const FEATURES = [
  {
    title: 'The same component as the render',
    text: 'The Player shows the composition you render to MP4, in the browser, without encoding a video first.',
  },
  {
    title: 'Props update live',
    text: 'Pass inputProps from your form, database or editor state. When they change, the current frame redraws straight away.',
  },
  {
    title: 'Controls, or your own',
    text: 'Use the built-in controls, or hide them and drive playback through a ref with play(), pause(), seekTo() and events.',
  },
  {
    title: 'Made for video apps',
    text: 'Let users preview a personalised video before you render it, or build an editor with your own timeline around it.',
  },
];

export default function PlayerPage(): React.ReactNode {
  return (
    <Layout
      title="Remotion Player"
      description="@remotion/player embeds Remotion compositions in any React app: play, seek and change props in real time, then render the same component to video.">
      <main className="container margin-vert--lg">
        <PageHeader
          eyebrow={<code>@remotion/player</code>}
          title="Remotion Player"
          lead="Put a Remotion composition inside any React app. Your users watch it, scrub through it and change its props, and the video updates on the spot, with no rendering in between."
        />

        <PageSection
          id="try-it"
          title="Try it"
          wide
          intro={
            <>
              The buttons below talk to the Player through its ref: <code>toggle()</code>, <code>seekTo()</code> and the{' '}
              <code>frameupdate</code> event. The form on the side changes <code>inputProps</code> while the video
              plays.
            </>
          }>
          <PlayerShowcase />
        </PageSection>

        <PageSection id="why-the-player" title="What it gives you" wide>
          <CardGrid as="div" minWidth={230}>
            {FEATURES.map((feature) => (
              <Card key={feature.title} as="article" title={feature.title}>
                <p>{feature.text}</p>
              </Card>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection
          id="embed"
          title="Embed it"
          intro="Install the Player next to the core package, keeping both on the same version:">
          <CodeBlock language="bash">{INSTALL}</CodeBlock>
          <p>
            Then render <code>&lt;Player&gt;</code> with your component and the video&apos;s size, frame rate and
            length:
          </p>
          <CodeBlock language="tsx" title="App.tsx">
            {EMBED}
          </CodeBlock>
          <p>To build your own controls, keep a ref to the Player and listen to its events:</p>
          <CodeBlock language="tsx" title="Controlling the Player">
            {REF}
          </CodeBlock>
        </PageSection>

        <PageSection id="next-steps" title="Next steps">
          <ul>
            <li>
              <Link to="/docs/">Create a Remotion project</Link> to write the composition you want to show.
            </li>
            <li>
              <Link to="/docs/player/api">Browse the Player API reference</Link> for every Player prop, method and
              event.
            </li>
            <li>
              <Link to="/lambda">Render the same composition on Lambda</Link> once your users are happy with the
              preview.
            </li>
          </ul>
        </PageSection>
      </main>
    </Layout>
  );
}
