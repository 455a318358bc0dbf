import {demos, getDemo} from '../../src/demos/registry';
import {listMarkdownFiles, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

const entries = Object.entries(demos);

describe('the demo registry', () => {
  it('has the demos the docs and the home page show', () => {
    expect(entries.length).toBeGreaterThanOrEqual(17);
  });

  it.each(entries)('%s is complete and its controls fit its props', (id, demo) => {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(demo.title.trim().length).toBeGreaterThan(10);
    expect(typeof demo.load).toBe('function');
    expect(Number.isInteger(demo.durationInFrames) && demo.durationInFrames > 0).toBe(true);
    for (const control of demo.controls ?? []) {
      const value = demo.defaultProps[control.prop];
      expect(value, `control "${control.prop}" of ${id} edits no prop of defaultProps`).toBeDefined();
      if (control.type === 'range') {
        expect(typeof value).toBe('number');
        expect(value as number).toBeGreaterThanOrEqual(control.min);
        expect(value as number).toBeLessThanOrEqual(control.max);
      }
      if (control.type === 'select') {
        expect(control.options).toContain(value);
      }
      if (control.type === 'checkbox') {
        expect(typeof value).toBe('boolean');
      }
    }
  });

  it('names the unknown id and the known ones when a page asks for a demo that does not exist', () => {
    expect(() => getDemo('no-such-demo')).toThrow(
      /<Demo id="no-such-demo"> names no registered demo\. Known ids: .*spring/,
    );
  });
});

describe('<Demo id> in Markdown', () => {
  it('names only registered demos', () => {
    const unknown: string[] = [];
    for (const file of listMarkdownFiles(['docs', 'blog', 'learn'])) {
      const md = readMarkdown(file);
      for (const match of proseOnly(md.body).matchAll(/<Demo\s+id="([^"]*)"/g)) {
        if (!demos[match[1]]) unknown.push(`${file}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
