import {loadScript, ScriptLoadError, waitFor} from '../../src/lib/loadScript';

type FakeScript = {
  src: string;
  id: string;
  async: boolean;
  dataset: Record<string, string>;
  onload: null | (() => void);
  onerror: null | (() => void);
};

function fakeDocument() {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () => ({src: '', id: '', async: false, dataset: {}, onload: null, onerror: null}) as FakeScript,
    getElementById: () => null,
    head: {appendChild: (s: FakeScript) => appended.push(s)},
  };
  return {doc: doc as unknown as Parameters<typeof loadScript>[1], appended};
}

describe('loadScript', () => {
  it('appends one async script with data attributes and resolves on load', async () => {
    const {doc, appended} = fakeDocument();
    const request = {src: 'https://example.test/a.js', id: 'a', dataset: {id: 'site-1'}};
    const first = loadScript(request, doc);
    const second = loadScript(request, doc);
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({src: request.src, id: 'a', async: true, dataset: {id: 'site-1'}});
    appended[0].onload!();
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on error and lets the next call try again', async () => {
    const {doc, appended} = fakeDocument();
    const request = {src: 'https://example.test/b.js', id: 'b'};
    const attempt = loadScript(request, doc);
    appended[0].onerror!();
    await expect(attempt).rejects.toBeInstanceOf(ScriptLoadError);
    loadScript(request, doc).catch(() => {});
    expect(appended).toHaveLength(2);
  });

  it('rejects when the script neither loads nor fails in time', async () => {
    const {doc} = fakeDocument();
    await expect(loadScript({src: 'https://example.test/c.js', id: 'c', timeoutMs: 20}, doc)).rejects.toThrow(
      /timed out/,
    );
  });
});

describe('waitFor', () => {
  it('resolves once the value appears', async () => {
    let value: number | undefined;
    setTimeout(() => (value = 7), 30);
    await expect(waitFor(() => value, 1000, 5)).resolves.toBe(7);
  });

  it('gives up after the timeout', async () => {
    await expect(waitFor(() => undefined, 30, 5)).rejects.toThrow(/Gave up/);
  });
});
