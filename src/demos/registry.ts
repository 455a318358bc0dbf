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

export const demos: Record<string, DemoEntry> = {
  ...coreDemos,
  ...motionBlurDemos,
  ...noiseDemos,
  ...pathsDemos,
  ...shapesDemos,
  ...transitionsDemos,
};

export function getDemo(id: string): DemoEntry {
  const demo = demos[id];
  if (!demo) {
    throw new Error(`<Demo id="${id}"> names no registered demo. Known ids: ${Object.keys(demos).sort().join(', ')}`);
  }
  return demo;
}
