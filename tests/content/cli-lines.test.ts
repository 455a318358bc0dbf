import {checkCliLines, checkCommandWords, resolveCommand, shellWords} from '../../scripts/lib/cliLines';
import {listMarkdownFiles, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

const check = (line: string) => checkCommandWords(shellWords(line));

describe('the npx remotion line checker', () => {
  it('accepts lines the 4.0.278 CLI runs', () => {
    expect(check('render src/index.ts Promo out/promo.mp4 --codec=h264 --crf=20')).toEqual([]);
    expect(check('render Promo out/promo.webm')).toEqual([]);
    expect(check('render Promo out.mkv --codec=vp9 --audio-codec=pcm-16')).toEqual([]);
    expect(check('still Thumbnail out/thumb.png --frame=30')).toEqual([]);
    expect(check('lambda sites create src/index.ts --site-name=my-site')).toEqual([]);
    expect(check('versions')).toEqual([]);
  });

  it('rejects VP9 into .mkv with the default audio codec, as the renderer does', () => {
    expect(check('render src/index.ts Promo out/promo.mkv --codec=vp9').join('\n')).toMatch(
      /vp9.*opus.*must end in one of the following: webm/,
    );
  });

  it('rejects a flag that the command declares but never reads', () => {
    expect(check('render Promo out.mp4 --prefer-lossless')).toEqual([
      '--prefer-lossless is not read by "npx remotion render" at 4.0.278',
    ]);
  });

  it('rejects unknown commands, unknown flags and invalid enumerated values', () => {
    expect(check('add @remotion/shapes')[0]).toMatch(/is not a command/);
    expect(check('render Promo out.mp4 --frobnicate')[0]).toMatch(/--frobnicate is not read/);
    expect(check('render Promo out.mp4 --codec=mpeg2')[0]).toMatch(/--codec=mpeg2 is not one of/);
    expect(check('render Promo out.mp4 --log=loud')[0]).toMatch(/--log=loud is not one of/);
    expect(check('render <composition-id> [flags]')[0]).toMatch(/placeholder/);
  });

  it('rejects a codec that contradicts the output extension', () => {
    expect(check('render Promo out.mp4 --codec=vp8')[0]).toMatch(/does not align with the --codec flag/);
  });
});

describe('npx remotion lines in the docs, blog, learn and success stories', () => {
  it('all run at 4.0.278', () => {
    const {checked, failures} = checkCliLines(['docs', 'blog', 'learn', 'success-stories']);
    expect(checked).toBeGreaterThan(50);
    const report = failures.map((f) => `${f.file}:${f.line} ${f.command}\n    ${f.problems.join('\n    ')}`).join('\n');
    expect(failures, `\n${report}\n`).toEqual([]);
  });
});

describe('flags documented on a command page', () => {
  // docs/cli/<command>.mdx documents the flags of `npx remotion <command>` as ### `--flag` headings.
  const pages = listMarkdownFiles(['docs/cli']).filter((file) => /^docs\/cli\/[a-z]+\.mdx$/.test(file));

  it.each(pages)('%s lists only flags its command reads', (file) => {
    const command = file.replace(/^docs\/cli\//, '').replace(/\.mdx$/, '');
    const resolved = resolveCommand([command]);
    if (!resolved || resolved.info.passThrough) return;
    const {body, bodyLine} = readMarkdown(file);
    const unread: string[] = [];
    proseOnly(body)
      .split('\n')
      .forEach((line, i) => {
        const m = /^###\s+`--([a-zA-Z0-9-]+)/.exec(line);
        if (m && checkCommandWords([command, `--${m[1]}=x`]).some((p) => p.includes('is not read'))) {
          unread.push(`${file}:${bodyLine + i} --${m[1]}`);
        }
      });
    expect(unread).toEqual([]);
  });
});
