/**
 * Every live demo of the site, by id. Docs pages show one with `<Demo id="…" />`; the Demo
 * component reads its composition, props, size and controls from here. Add a demo by writing its
 * composition in src/demos/compositions/ and an entry in the group file of its topic.
 */
import type {DemoEntry} from './types';
import {coreDemos} from './core';

export const demos: Record<string, DemoEntry> = {
  ...coreDemos,
};

export function getDemo(id: string): DemoEntry {
  const demo = demos[id];
  if (!demo) {
    throw new Error(`<Demo id="${id}"> names no registered demo. Known ids: ${Object.keys(demos).sort().join(', ')}`);
  }
  return demo;
}
