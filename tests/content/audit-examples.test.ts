/**
 * The claims an independent check of the docs found wrong, kept true mechanically: each check first
 * confirms the behaviour in the installed code (or by running it), then that no page states the old,
 * wrong version. If an upgrade changes the code, the first half fails and the pages need another look.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {listMarkdownFiles, PROJECT_ROOT, proseOnly, readMarkdown} from '../../scripts/lib/markdown';

const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const packageSource = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', file), 'utf8');
const page = (id: string) => readMarkdown(`docs/${id}.mdx`).body;
const linesMatching = (folders: string[], pattern: RegExp) =>
  listMarkdownFiles(folders).flatMap((file) =>
    proseOnly(readMarkdown(file).body)
      .split('\n')
      .map((text, i) => ({where: `${file}:${i + 1}`, text}))
      .filter((l) => pattern.test(l.text))
      .map((l) => l.where),
  );

describe("'h264-mkv' on Lambda", () => {
  it('is rejected by validateLambdaCodec before its deprecation branch', () => {
    const {validateLambdaCodec} = requireFromProject(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/lambda-client/dist/validate-lambda-codec.js'),
    ) as {
      validateLambdaCodec: (codec: string) => string;
    };
    expect(() => validateLambdaCodec('h264-mkv')).toThrow(/is not a valid codec for Lambda/);
  });

  it('no Lambda page says it is accepted with a warning', () => {
    expect(linesMatching(['docs/lambda'], /h264-mkv.{0,80}(deprecat|warning|still accepted|mapped to)/i)).toEqual([]);
  });
});

describe('a frame waits at most the render timeout + 3 s', () => {
  it('seekToFrame gives the page the render timeout plus 3000 ms', () => {
    expect(packageSource('@remotion/renderer/dist/seek-to-frame.js')).toMatch(/timeout: timeoutInMilliseconds \+ 3000/);
  });

  it('the timeout pages state the rule and pair a longer handle timeout with --timeout', () => {
    for (const id of ['troubleshooting/stuck-render', 'troubleshooting/delay-render-proxy', 'timeout']) {
      expect(page(id), id).toMatch(/timeout plus 3 seconds|plus 3 seconds/);
      expect(page(id), id).toMatch(/--timeout/);
    }
  });
});

describe('parseMedia() callbacks that fire more than once', () => {
  it('onIsHdr and onContainer fire on every parse step of a 50 kB MP4 whose samples are read', async () => {
    const {parseMedia} = requireFromProject('@remotion/media-parser') as {
      parseMedia: (options: Record<string, unknown>) => Promise<unknown>;
    };
    const {nodeReader} = requireFromProject('@remotion/media-parser/node') as {nodeReader: unknown};
    const calls = {isHdr: 0, container: 0};
    await parseMedia({
      src: path.join(PROJECT_ROOT, 'static/media/sample-320x180.mp4'),
      reader: nodeReader,
      onVideoTrack: () => () => undefined,
      onIsHdr: () => {
        calls.isHdr++;
      },
      onContainer: () => {
        calls.container++;
      },
      acknowledgeRemotionLicense: true,
    });
    expect(calls.isHdr).toBeGreaterThan(150);
    expect(calls.container).toBeGreaterThan(150);
  });

  it('the parse-media page says so, and no page says every callback fires once', () => {
    expect(page('media-parser/parse-media')).toMatch(/`onIsHdr` is called again on every parse step/);
    expect(
      linesMatching(
        ['docs/media-parser', 'docs/webcodecs'],
        /(every|each|all) (`on\w+` )?callbacks? (is called|fires) (only )?once/i,
      ),
    ).toEqual([]);
  });
});

describe('--force-path-style on npx remotion lambda', () => {
  it('the S3 clients made from AWS credentials are created with forcePathStyle: false', () => {
    const clients = packageSource('@remotion/lambda-client/dist/aws-clients.js');
    expect(clients.match(/forcePathStyle: false/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it('no CLI page says the flag makes S3-compatible storage work on its own', () => {
    const page = proseOnly(readMarkdown('docs/lambda/cli/render.mdx').body);
    const section = page.slice(
      page.indexOf('### `--force-path-style`'),
      page.indexOf('### ', page.indexOf('### `--force-path-style`') + 5),
    );
    expect(section).toMatch(/without effect on its own/);
  });
});

describe('downloading a Lambda render as .ts', () => {
  it('h264-ts is not a Lambda codec', () => {
    const {serverlessCodecs} = requireFromProject('@remotion/serverless-client') as {serverlessCodecs: string[]};
    expect(serverlessCodecs).not.toContain('h264-ts');
  });

  it('no page advises --codec to download as .ts', () => {
    expect(linesMatching(['docs/lambda'], /pass `--codec`.{0,60}\.ts|\.ts.{0,60}pass `--codec` explicitly/)).toEqual(
      [],
    );
  });
});
