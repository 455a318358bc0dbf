/**
 * Executed claims of a third read of the Player and @remotion/preload pages (player/installation,
 * player/preloading): the installed packages run in Node.js, the Player's <Thumbnail> through
 * react-dom/server and @remotion/preload's user agent check in a child process with a fake window.
 */
import {type AnyProps, h, lastJson, pageSays, renderThumbnail, requireInstalled, runNode} from './lib';

const remotion = requireInstalled('remotion') as {
  AbsoluteFill: unknown;
  useCurrentFrame: () => number;
  useVideoConfig: () => {fps: number; durationInFrames: number};
};

describe('player/installation: the Countdown sample', () => {
  // The page's src/Countdown.tsx, without JSX.
  const Countdown = ({from}: AnyProps) => {
    const frame = remotion.useCurrentFrame();
    const {fps} = remotion.useVideoConfig();
    const secondsLeft = Math.max(0, (from as number) - Math.floor(frame / fps));
    return h(remotion.AbsoluteFill, null, String(secondsLeft));
  };
  const shownAt = (frame: number) => {
    const {html, errors} = renderThumbnail({
      component: Countdown,
      inputProps: {from: 5},
      frameToDisplay: frame,
      durationInFrames: 150,
      fps: 30,
      compositionWidth: 1280,
      compositionHeight: 720,
    });
    expect(errors).toEqual([]);
    return html.match(/>(\d+)</)?.[1];
  };

  it('shows 5 at frame 0, 4 at frame 30, 1 at frames 120 and 149 and never 0, also for a frame past the end', () => {
    expect([0, 29, 30, 119, 120, 149].map(shownAt)).toEqual(['5', '5', '4', '2', '1', '1']);
    // The frame is capped at durationInFrames - 1 (149), so even a frame of 150 shows 1, not 0.
    expect(shownAt(150)).toBe('1');
    expect(pageSays('player/installation')).toContain(
      'pressing play counts down from 5 to 1, one number per second. `0` never appears: the last frame, 149, is still in the fifth second.',
    );
  });
});

describe('player/preloading: @remotion/preload on iOS', () => {
  it('isIosSafari() is true for Safari and Chrome (CriOS) on iPhone and iPad, false for Firefox on iPhone and desktop Safari, so preload is metadata only for the first two', () => {
    const agents = {
      iphoneSafari:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      iphoneChrome:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      ipadChrome:
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      iphoneFirefox:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
      macSafari:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    };
    const out = runNode(
      'cjs',
      `
const {isIosSafari} = require('@remotion/preload/dist/preload-asset.js');
const agents = ${JSON.stringify(agents)};
const result = {};
for (const [name, userAgent] of Object.entries(agents)) {
  Object.defineProperty(globalThis, 'navigator', {value: {userAgent}, configurable: true, writable: true});
  globalThis.window = {navigator: globalThis.navigator};
  // preload-asset.js: isIosSafari() ? 'metadata' : 'auto' for video and audio
  result[name] = isIosSafari() ? 'metadata' : 'auto';
}
console.log(JSON.stringify(result));
`,
    );
    expect(lastJson(out)).toEqual({
      iphoneSafari: 'metadata',
      iphoneChrome: 'metadata',
      ipadChrome: 'metadata',
      iphoneFirefox: 'auto',
      macSafari: 'auto',
    });
    expect(pageSays('player/preloading')).toContain(
      'In Safari and Chrome on iPhone, iPad and iPod, `preload="metadata"` is used instead',
    );
  });
});
