import React from 'react';
import Link from '@docusaurus/Link';
import ProductPage, {ProductSection} from '@site/src/components/ProductPage';

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
    <ProductPage
      name="Remotion Timeline"
      tagline="React component · available on remotion.pro"
      description="The Remotion Timeline is a customisable, layer-based timeline component for building video editing apps on top of the Remotion Player."
      lead={
        <p>
          A customisable, layer-based timeline for your own video editor. It works together with the Remotion Player,
          so you can build the editing interface around your compositions instead of starting from zero.
        </p>
      }
      audience={
        <p>
          Teams building video editing apps: template editors, social video tools, anything where users arrange clips,
          text and images in layers over time. You get source code that you copy into your application and adapt, not a
          closed widget.
        </p>
      }
      features={FEATURES}
      nextSteps={
        <ul>
          <li>
            <Link to="/player">Remotion Player</Link>: the preview the timeline drives.
          </li>
          <li>
            <Link to="/docs/">Remotion documentation</Link>: write the compositions your editor produces.
          </li>
          <li>
            <a href="https://www.remotion.pro/timeline">The Timeline on remotion.pro</a>: purchase and license.
          </li>
        </ul>
      }>
      <ProductSection id="get-it" title="How to get it">
        <p>
          The Timeline is a paid product sold on <a href="https://www.remotion.pro/timeline">remotion.pro</a>. You copy
          its <code>timeline/</code> folder into your app and install <code>remotion</code>,{' '}
          <code>@remotion/player</code>, <code>@remotion/media-utils</code> and Tailwind CSS next to it.
        </p>
        <p>
          Its source is governed by the{' '}
          <a href="https://github.com/remotion-dev/remotion/blob/main/LICENSE.md">Remotion License</a> and by its own
          license. Individuals and small companies buy it once; larger companies also need the Remotion company license.
        </p>
      </ProductSection>
    </ProductPage>
  );
}
