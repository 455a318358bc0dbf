/**
 * Facts where the 4.0.278 implementation and the option descriptions disagree. Each check first
 * confirms the behaviour in the installed code, then that the docs state it (and no page states
 * the description's version instead). If an upgrade changes the code, the first half fails and
 * the docs need another look.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {listMarkdownFiles, PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';

const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const moduleSource = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', file), 'utf8');
const doc = (id: string) => readMarkdown(`docs/${id}.mdx`).body;

/** Every line of the docs, with where it is, for "no page says…" checks. */
const docLines = listMarkdownFiles(['docs']).flatMap((file) =>
  readMarkdown(file)
    .body.split('\n')
    .map((text, i) => ({file, line: i + 1, text})),
);

type ResolveAudioCodec = (input: {
  codec: string;
  setting: string | null;
  preferLossless: boolean;
  separateAudioTo: string | null;
}) => string | null;

describe('preferLossless against audioCodec', () => {
  it('preferLossless wins in the renderer', () => {
    const {resolveAudioCodec} = (
      requireFromProject('@remotion/renderer') as {RenderInternals: {resolveAudioCodec: ResolveAudioCodec}}
    ).RenderInternals;
    expect(resolveAudioCodec({codec: 'h264', setting: 'aac', preferLossless: true, separateAudioTo: null})).toBe(
      'pcm-16',
    );
  });

  it('the docs say so, and no page says the explicit audio codec wins', () => {
    expect(doc('renderer/render-media')).toMatch(/takes priority over `audioCodec`/);
    const wrong = docLines.filter((l) =>
      /audio codec takes priority|`audioCodec` takes priority|audioCodec.{0,20}wins over.{0,20}preferLossless/i.test(
        l.text,
      ),
    );
    expect(wrong.map((l) => `${l.file}:${l.line}`)).toEqual([]);
  });
});

describe('--prefer-lossless on npx remotion render', () => {
  it('the render command passes preferLossless: false whatever the flag says', () => {
    const source = moduleSource('@remotion/cli/dist/render-flows/render.js');
    expect(source).toMatch(/preferLossless: false/);
    expect(source).not.toMatch(/preferLosslessOption\.getValue|prefer-lossless/);
  });

  it('no page outside the Lambda docs presents it as a working render flag', () => {
    const claims = docLines.filter(
      (l) =>
        l.text.includes('--prefer-lossless') &&
        !l.file.startsWith('docs/lambda/') &&
        !/not read|never read|does not read|ignore/i.test(l.text),
    );
    expect(claims.map((l) => `${l.file}:${l.line}: ${l.text.trim().slice(0, 120)}`)).toEqual([]);
  });
});

describe('--separate-audio-to with a relative path', () => {
  it('the CLI resolves it against the current working directory', () => {
    expect(moduleSource('@remotion/cli/dist/render-flows/render.js')).toMatch(
      /path_1\.default\.resolve\(separateAudioTo\)/,
    );
  });

  it('the docs say the working directory, not the Remotion root, for the CLI', () => {
    expect(doc('cli/render')).toMatch(/`--separate-audio-to`[\s\S]{0,200}current working directory/);
    expect(doc('audio/exporting')).toMatch(/resolved against the current working directory/);
    const wrong = docLines.filter(
      (l) => /--separate-audio-to/.test(l.text) && /against the Remotion root, not the current/.test(l.text),
    );
    expect(wrong).toEqual([]);
  });
});

describe('binary artifacts', () => {
  it('the browser sends a Uint8Array as btoa() of its UTF-8 decoding', () => {
    expect(moduleSource('remotion/dist/cjs/Artifact.js')).toContain("btoa(new TextDecoder('utf8').decode(content))");
    expect(moduleSource('@remotion/renderer/dist/collect-assets.js')).toContain(
      'new TextEncoder().encode(atob(asset.content))',
    );
  });

  it('the docs describe that transport, and what survives it', () => {
    const text = doc('artifacts');
    expect(text).toMatch(/decodes the bytes as UTF-8/);
    expect(text).toMatch(/U\+00FF/);
    expect(text).not.toMatch(/only preserves bytes in the ASCII range/);
  });
});
