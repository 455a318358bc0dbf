/**
 * Executed claims of a third read of three-canvas and use-video-texture: the installed
 * @remotion/three runs in Node.js (react-dom/server, or react-dom/client on a fake document).
 */
import {FAKE_DOM_SCRIPT, h, installedFile, lastJson, pageSays, requireInstalled, runNode} from './lib';

describe('<ThreeCanvas> style', () => {
  it('a smaller width and height in style size the overflow: hidden container, while the canvas keeps width × height CSS pixels', () => {
    const {ThreeCanvas} = requireInstalled('@remotion/three') as {ThreeCanvas: (p: Record<string, unknown>) => unknown};
    const {renderToStaticMarkup} = requireInstalled('react-dom/server') as {
      renderToStaticMarkup: (e: unknown) => string;
    };
    const html = renderToStaticMarkup(h(ThreeCanvas, {width: 640, height: 360, style: {width: 320, height: 180}}));
    // The container takes the style's size and hides what overflows it.
    expect(html).toMatch(/^<div style="position:relative;width:320px;height:180px;overflow:hidden;/);
    expect(installedFile('@react-three/fiber/dist/react-three-fiber.cjs.dev.js')).toContain("overflow: 'hidden',");
    // <ThreeCanvas> sizes the scene with its width and height props, then blocks every later resize...
    const threeCanvas = installedFile('@remotion/three/dist/cjs/ThreeCanvas.js');
    expect(threeCanvas).toContain('setSize(width, height);');
    expect(threeCanvas).toContain('set({ setSize: () => null });');
    // ...and the renderer writes that size into the canvas element's CSS.
    expect(installedFile('@react-three/fiber/dist/events-0dab3c53.cjs.dev.js')).toContain(
      'gl.setSize(size.width, size.height, updateStyle);',
    );
    expect(installedFile('three/src/renderers/WebGLRenderer.js')).toContain("canvas.style.width = width + 'px';");
    expect(pageSays('three-canvas')).toContain(
      'a smaller `width` or `height` in `style` crops the scene instead of shrinking it',
    );
  });
});

describe('useVideoTexture()', () => {
  it('creates no texture and keeps its delayRender() handle open when the <video> is attached one render after the hook mounted', () => {
    const out = runNode(
      'cjs',
      `process.env.NODE_ENV = 'production';
${FAKE_DOM_SCRIPT}
Object.assign(window, {remotion_puppeteerTimeout: 30000, remotion_attempt: 1});
Object.defineProperty(window, 'remotion_isPlayer', {get: () => undefined, set: noop, configurable: true});
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
// A <video> element that already has its first frame.
const createElement = document.createElement;
document.createElement = (t) => {
  const node = createElement(t);
  if (t === 'video') Object.assign(node, {readyState: 4, videoWidth: 64, videoHeight: 36, requestVideoFrameCallback: () => 1, cancelVideoFrameCallback: noop});
  return node;
};
globalThis.HTMLVideoElement = function () {};
HTMLVideoElement.prototype.requestVideoFrameCallback = noop;
const React = require('react');
const {createRoot} = require('react-dom/client');
const remotion = require('remotion');
const {Thumbnail} = require('@remotion/player');
const {useVideoTexture} = require('@remotion/three');
const texture = {};
const Scene = ({name, showVideo}) => {
  const ref = React.useRef(null);
  const t = useVideoTexture(ref);
  texture[name] = t ? t.constructor.name : null;
  return showVideo ? React.createElement('video', {ref}) : null;
};
const thumbnail = (props) => React.createElement(Thumbnail, {component: Scene, inputProps: props, compositionWidth: 64, compositionHeight: 36, durationInFrames: 30, fps: 30, frameToDisplay: 0});
const label = 'Waiting for texture in useVideoTexture() to be loaded';
const openHandles = () => Object.values(window.remotion_delayRenderTimeouts).filter((t) => t.label === label).length;
(async () => {
  const uncaught = [];
  // The <video> mounts together with the component that calls the hook.
  const together = createRoot(container, {onUncaughtError: (e) => uncaught.push(e.message)});
  together.render(thumbnail({name: 'together', showVideo: true}));
  await wait(300);
  const openAfterTogether = openHandles();
  // The <video> mounts one render later, as when it sits in a <Sequence> that starts later.
  const later = createRoot(container, {onUncaughtError: (e) => uncaught.push(e.message)});
  later.render(thumbnail({name: 'later', showVideo: false}));
  await wait(100);
  later.render(thumbnail({name: 'later', showVideo: true}));
  await wait(300);
  console.log(JSON.stringify({isRendering: remotion.getRemotionEnvironment().isRendering, uncaught, texture, openAfterTogether, openAfterLater: openHandles()}));
  process.exit(0);
})();
`,
    );
    const r = lastJson<{
      isRendering: boolean;
      uncaught: string[];
      texture: Record<string, string | null>;
      openAfterTogether: number;
      openAfterLater: number;
    }>(out);
    expect(r.isRendering).toBe(true);
    expect(r.uncaught).toEqual([]);
    // Mounted together: the texture is created and the handle released.
    expect(r.texture.together).toBe('VideoTexture');
    expect(r.openAfterTogether).toBe(0);
    // Attached later: still null after the element is there, and the handle stays open (a render times out).
    expect(r.texture.later).toBeNull();
    expect(r.openAfterLater).toBe(1);
    // The effect that waits for the element's data runs once, and returns early without an element.
    const hook = installedFile('@remotion/three/dist/cjs/use-video-texture.js');
    expect(hook).toContain('if (!videoRef.current) {\n            return;\n        }');
    expect(hook).toContain('}, [loaded, onReady, videoRef]);');
    expect(pageSays('use-video-texture')).toContain(
      'it keeps returning `null` after the element appears, and in a render its `delayRender()` handle is never released, so the render fails with a timeout',
    );
  });
});
