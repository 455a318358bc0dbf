import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {LICENSE_URL, REMOTION_PRO_URL} from '@site/src/data/site';

const TIMELINE_URL = `${REMOTION_PRO_URL}/timeline`;

const FEATURES = [
  {
    title: 'Tracks and items',
    text: 'Multiple tracks with drag and drop, both within a track and between tracks, plus selection and manipulation of timeline items.',
  },
  {
    title: 'Keyboard shortcuts',
    text: 'Common editing actions are available from the keyboard, as users expect from a video editor.',
  },
  {
    title: 'Connected to the Player',
    text: (
      <>
        A <code>CanvasComposition</code> renders the timeline state in the <Link to="/player">Remotion Player</Link>, so
        what users arrange is what they see.
      </>
    ),
  },
  {
    title: 'Zoom',
    text: (
      <>
        The timeline can be zoomed, and a <code>&lt;ZoomSlider&gt;</code> component controls the zoom level.
      </>
    ),
  },
  {
    title: 'Themeable',
    text: 'Colours are defined as variables for Tailwind CSS, with setups for both Tailwind v4 and v3.',
  },
  {
    title: 'Plain React state',
    text: 'State lives in React Context rather than a state library, and the component works with React 18 as well as 19. Bring your own store if you need one.',
  },
];

export default function TimelinePage(): React.ReactNode {
  return (
    <Layout
      title="Remotion Timeline"
      description="The Remotion Timeline is a customisable, layer-based timeline component for building video editing apps on top of the Remotion Player.">
      <main className="container margin-vert--lg">
        <PageHeader
          eyebrow="React component · available on remotion.pro"
          title="Remotion Timeline"
          lead="A customisable, layer-based timeline for your own video editor. It works together with the Remotion Player, so you can build the editing interface around your compositions instead of starting from zero."
        />

        <PageSection id="who-is-it-for" title="Who it is for">
          <p>
            Teams building video editing apps: template editors, social video tools, anything where users arrange clips,
            text and images in layers over time. You get source code that you copy into your application and adapt, not
            a closed widget.
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
            The Timeline is a paid product sold on <a href={TIMELINE_URL}>remotion.pro</a>. You copy its{' '}
            <code>timeline/</code> folder into your app and install <code>remotion</code>, <code>@remotion/player</code>
            , <code>@remotion/media-utils</code> and Tailwind CSS next to it.
          </p>
          <p>
            Its source is governed by the <a href={LICENSE_URL}>Remotion License</a> and by its own license. Individuals
            and small companies buy it once; larger companies also need the Remotion company license.
          </p>
        </PageSection>

        <PageSection id="learn-more" title="Learn more">
          <ul>
            <li>
              <Link to="/player">Remotion Player</Link>: the preview the timeline drives.
            </li>
            <li>
              <Link to="/docs/timeline">Timeline docs</Link>: what the Timeline is, how it is licensed and set up.
            </li>
            <li>
              <Link to="/docs/">Remotion documentation</Link>: write the compositions your editor produces.
            </li>
            <li>
              <a href={TIMELINE_URL}>The Timeline on remotion.pro</a>: purchase and license.
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
