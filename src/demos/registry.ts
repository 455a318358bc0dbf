/**
 * Every live demo of the site, by id. Docs pages show one with `<Demo id="…" />`; the Demo
 * component reads its composition, props, size and controls from here. Add a demo by writing its
 * composition in src/demos/compositions/ and an entry in the group file of its topic.
 */
import type {DemoEntry} from './types';
import {coreDemos} from './core';
import {motionBlurDemos} from './motion-blur';
import {noiseDemos} from './noise';
import {pathsDemos} from './paths';
import {shapesDemos} from './shapes';
import {transitionsDemos} from './transitions';

/**
 * The group files by module and export name: docs pages import only the group of the demos they
 * show (see src/plugins/demo-imports), so no page ships the whole registry.
 */
export const DEMO_GROUPS: {module: string; exportName: string; demos: Record<string, DemoEntry>}[] = [
  {module: '@site/src/demos/core', exportName: 'coreDemos', demos: coreDemos},
  {module: '@site/src/demos/motion-blur', exportName: 'motionBlurDemos', demos: motionBlurDemos},
  {module: '@site/src/demos/noise', exportName: 'noiseDemos', demos: noiseDemos},
  {module: '@site/src/demos/paths', exportName: 'pathsDemos', demos: pathsDemos},
  {module: '@site/src/demos/shapes', exportName: 'shapesDemos', demos: shapesDemos},
  {module: '@site/src/demos/transitions', exportName: 'transitionsDemos', demos: transitionsDemos},
];

export const demos: Record<string, DemoEntry> = Object.assign({}, ...DEMO_GROUPS.map((group) => group.demos));

export function getDemo(id: string): DemoEntry {
  const demo = demos[id];
  if (!demo) {
    throw new Error(`<Demo id="${id}"> names no registered demo. Known ids: ${Object.keys(demos).sort().join(', ')}`);
  }
  return demo;
}
