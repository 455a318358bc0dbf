/**
 * Executed claims of the terminology pages (docs/terminology/*): composition IDs, concurrency,
 * serve URLs, entry points, root files, input props, registerRoot(), sequences and the Cloud Run
 * naming, run against the installed remotion, @remotion/renderer, @remotion/cli, @remotion/bundler,
 * @remotion/studio-server and @remotion/cloudrun (4.0.277) in Node.js. Nothing here calls Google Cloud.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type AnyProps, h, installedFile, renderToString, requireInstalled} from './lib';

const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);
const {Thumbnail} = requireInstalled('@remotion/player') as {Thumbnail: unknown};
const remotion = requireInstalled('remotion') as AnyProps & {
  Sequence: unknown;
  useVideoConfig: () => {durationInFrames: number};
  useCurrentFrame: () => number;
  registerRoot: (c: unknown) => void;
  getInputProps: () => AnyProps;
  staticFile: (p: string) => string;
  Internals: AnyProps;
};
const {RenderInternals} = requireInstalled('@remotion/renderer') as {
  RenderInternals: {
    resolveConcurrency: (v: number | string | null) => number;
    validateConcurrency: (o: {setting: string; value: unknown; checkIfValidForCurrentMachine: boolean}) => void;
    isServeUrl: (s: string) => boolean;
  };
};
const {validateCompositionId} = requireInstalled(nm('remotion/dist/cjs/validation/validate-composition-id.js')) as {
  validateCompositionId: (id: string) => void;
};
const {getCpuCount} = requireInstalled(nm('@remotion/renderer/dist/get-cpu-count.js')) as {getCpuCount: () => number};
const {normalizeServeUrl} = requireInstalled(nm('@remotion/renderer/dist/normalize-serve-url.js')) as {
  normalizeServeUrl: (s: string) => string;
};

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ttps-term-'));
/** Writes `file` (a path relative to the project folder `root`) with `content`, creating its folders. */
const writeProjectFile = (root: string, file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), content);
};

describe('terminology composition IDs', () => {
  it('a-z, A-Z, 0-9, - and CJK ideographs U+4E00 to U+9FFF are accepted; kana, Hangul, spaces, underscores and dots are rejected', () => {
    for (const ok of ['Intro-2024', '中文视频', '日本語-1', '\u4E00\u9FFF']) {
      expect(() => validateCompositionId(ok)).not.toThrow();
    }
    for (const bad of ['ひらがな', 'カタカナ', '한국어', 'my video', 'my_video', 'v1.0', '\u4DFF', '\uA000']) {
      expect(() => validateCompositionId(bad)).toThrow(
        `Composition id can only contain a-z, A-Z, 0-9, CJK characters and -. You passed ${bad}`,
      );
    }
  });
});

describe('terminology concurrency', () => {
  const cores = getCpuCount();

  it('the default is Math.round(Math.min(8, Math.max(1, cores / 2))): 6 cores give 3, 32 cores give 8', () => {
    expect(RenderInternals.resolveConcurrency(null)).toBe(Math.round(Math.min(8, Math.max(1, cores / 2))));
    const formula = (n: number) => Math.round(Math.min(8, Math.max(1, n / 2)));
    expect([formula(6), formula(32), formula(1)]).toEqual([3, 8, 1]);
  });

  it('the core count is the smaller of os.cpus().length and nproc: taskset -c 0 makes it 1', () => {
    const nproc = Number(execFileSync('nproc', {encoding: 'utf8'}).trim());
    expect(cores).toBe(Math.min(os.cpus().length, nproc));
    const pinned = execFileSync(
      'taskset',
      [
        '-c',
        '0',
        process.execPath,
        '-e',
        `console.log(require(${JSON.stringify(nm('@remotion/renderer/dist/get-cpu-count.js'))}).getCpuCount(), require('os').cpus().length)`,
      ],
      {encoding: 'utf8'},
    );
    const [pinnedCount, nodeCount] = pinned.trim().split(' ').map(Number);
    expect(pinnedCount).toBe(1);
    expect(nodeCount).toBe(os.cpus().length);
  });

  it('a percentage becomes Math.floor(percentage / 100 * cores); \'10%\' of a small machine hits "Minimum for concurrency is 1."', () => {
    expect(RenderInternals.resolveConcurrency('50%')).toBe(Math.floor(0.5 * cores));
    expect(Math.floor((50 / 100) * 12)).toBe(6);
    if (cores < 10) {
      expect(() => RenderInternals.resolveConcurrency('10%')).toThrow('Minimum for concurrency is 1.');
    }
    expect(() => RenderInternals.resolveConcurrency(0)).toThrow('Minimum for concurrency is 1.');
  });

  it('more than the cores throws "Maximum for --concurrency is N (number of cores on this system)"', () => {
    expect(() => RenderInternals.resolveConcurrency(cores + 1)).toThrow(
      `Maximum for --concurrency is ${cores} (number of cores on this system)`,
    );
  });

  it('the CLI and config file reject 2.5 with "concurrency must be an integer, but is 2.5"; the Node.js APIs round it down', () => {
    expect(() =>
      RenderInternals.validateConcurrency({setting: 'concurrency', value: 2.5, checkIfValidForCurrentMachine: false}),
    ).toThrow('concurrency must be an integer, but is 2.5');
    expect(installedFile('@remotion/cli/dist/get-cli-options.js')).toContain("setting: 'concurrency',");
    expect(RenderInternals.resolveConcurrency(1.5)).toBe(1);
  });
});

describe('terminology serve URL', () => {
  it('http://, https://, www. or amazonaws.com count as URLs; everything else is a folder path', () => {
    expect(
      ['http://a.test/b', 'https://a.test', 'www.a.test', 'bucket.s3.amazonaws.com/site'].map(
        RenderInternals.isServeUrl,
      ),
    ).toEqual([true, true, true, true]);
    expect(['./build', '/tmp/bundle', 'C:\\bundle', 'example.com/site'].map(RenderInternals.isServeUrl)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('a query string is removed and index.html appended unless the URL ends with it', () => {
    expect(normalizeServeUrl('https://example.com/my-video')).toBe('https://example.com/my-video/index.html');
    expect(normalizeServeUrl('https://example.com/my-video/index.html')).toBe(
      'https://example.com/my-video/index.html',
    );
    expect(normalizeServeUrl('https://example.com/my-video/?v=2')).toBe('https://example.com/my-video/index.html');
  });
});

describe('terminology entry point and root file', () => {
  it('the CLI picks the first existing path of its list; the first argument wins; an argument that is no path is kept as composition ID', () => {
    const {findEntryPoint} = requireInstalled(nm('@remotion/cli/dist/entry-point.js')) as {
      findEntryPoint: (o: AnyProps) => {file: string | null; reason: string; remainingArgs: string[]};
    };
    const root = tmp();
    try {
      const find = (args: string[]) =>
        findEntryPoint({args, logLevel: 'error', remotionRoot: root, allowDirectory: true});
      expect(find([]).file).toBeNull();
      const order = [
        'src/remotion/index.mjs',
        'remotion/index.mjs',
        'remotion/index.tsx',
        'src/index.mjs',
        'src/index.ts',
      ];
      for (const file of order) {
        writeProjectFile(root, file, 'registerRoot');
        // Each newly added file ranks higher in the list than the ones before it.
        expect(find([]).file).toBe(path.join(root, file));
      }
      const withId = find(['MyComp']);
      expect(withId.file).toBe(path.join(root, 'src/index.ts'));
      expect(withId.remainingArgs).toEqual(['MyComp']);
      expect(find([path.join(root, 'remotion/index.tsx'), 'MyComp']).reason).toBe('argument passed - found in cwd');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('render and still print "No entry point specified. Pass more arguments:", bundle "No entry point found."', () => {
    expect(installedFile('@remotion/cli/dist/render.js')).toContain("'No entry point specified. Pass more arguments:'");
    expect(installedFile('@remotion/cli/dist/still.js')).toContain("'No entry point specified. Pass more arguments:'");
    expect(installedFile('@remotion/cli/dist/bundle.js')).toContain("'No entry point found.'");
  });

  it('bundle() throws when the entry point does not contain registerRoot: "… but this file does not contain \\"registerRoot\\"."', async () => {
    const {bundle} = requireInstalled('@remotion/bundler') as {bundle: (o: AnyProps) => Promise<string>};
    const dir = tmp();
    const entry = path.join(dir, 'index.ts');
    fs.writeFileSync(entry, 'export const x = 1;\n');
    try {
      await expect(bundle({entryPoint: entry})).rejects.toThrow(
        `You passed ${entry} as your entry point, but this file does not contain "registerRoot". You should use the file that calls registerRoot() as the entry point.`,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the Studio looks for src/Root.tsx, src/Root.jsx, remotion/Root.tsx, … src/remotion/Root.jsx, the first one that exists', async () => {
    const {getProjectInfo} = requireInstalled(nm('@remotion/studio-server/dist/preview-server/project-info.js')) as {
      getProjectInfo: (root: string) => Promise<{relativeRootFile: string | null}>;
    };
    const root = tmp();
    try {
      expect((await getProjectInfo(root)).relativeRootFile).toBeNull();
      const reversed = [
        'src/remotion/Root.jsx',
        'src/remotion/Root.tsx',
        'src/Video.jsx',
        'src/Video.tsx',
        'app/remotion/Root.tsx',
        'remotion/Root.jsx',
        'remotion/Root.tsx',
        'src/Root.jsx',
        'src/Root.tsx',
      ];
      for (const file of reversed) {
        writeProjectFile(root, file, '');
        expect((await getProjectInfo(root)).relativeRootFile).toBe(file);
      }
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('saving props: no root file gives "Cannot find root file in project", a .jsx one "Cannot update Root file if not using TypeScript", a non-inline defaultProps the hardcoded-value error', async () => {
    const {canUpdateDefaultPropsHandler} = requireInstalled(
      nm('@remotion/studio-server/dist/preview-server/routes/can-update-default-props.js'),
    ) as {
      canUpdateDefaultPropsHandler: (o: AnyProps) => Promise<{canUpdate: boolean; reason?: string}>;
    };
    const root = tmp();
    const check = () => canUpdateDefaultPropsHandler({input: {compositionId: 'Promo'}, remotionRoot: root});
    try {
      expect(await check()).toEqual({canUpdate: false, reason: 'Cannot find root file in project'});
      fs.mkdirSync(path.join(root, 'src'));
      fs.writeFileSync(path.join(root, 'src/Root.jsx'), '');
      expect(await check()).toEqual({canUpdate: false, reason: 'Cannot update Root file if not using TypeScript'});
      fs.writeFileSync(
        path.join(root, 'src/Root.tsx'),
        'const props = {a: 1};\nexport const R = () => <Composition id="Promo" component={X} defaultProps={props} />;\n',
      );
      expect(await check()).toEqual({
        canUpdate: false,
        reason: '`defaultProps` prop must be a hardcoded value in the <Composition/> tag with the ID "Promo".',
      });
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('the project root is the folder of the nearest package.json, from the current directory up to five levels', () => {
    const root = tmp();
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{}');
      const deep = path.join(root, 'a', 'b', 'c', 'd', 'e');
      fs.mkdirSync(deep, {recursive: true});
      const script = `const {RenderInternals} = require(${JSON.stringify(nm('@remotion/renderer'))});
const out = [];
for (const dir of [${JSON.stringify(path.join(root, 'a', 'b', 'c', 'd'))}, ${JSON.stringify(deep)}]) { process.chdir(dir); out.push(RenderInternals.findRemotionRoot()); }
console.log(JSON.stringify(out));`;
      const result = JSON.parse(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'})) as string[];
      // Four levels up is found (the fifth folder checked); five levels up is not, and the current directory is used.
      expect(result).toEqual([root, deep]);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('terminology input props and registerRoot', () => {
  it('getInputProps() in Node.js returns {} and warns "Called `getInputProps()` on the server."', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a.join(' '));
    try {
      expect(remotion.getInputProps()).toEqual({});
    } finally {
      console.warn = warn;
    }
    expect(warnings[0]).toContain('Called `getInputProps()` on the server.');
  });

  it('input props travel as JSON: Date objects and staticFile() URLs are encoded specially and restored; Map and functions are not', () => {
    const {
      serializeJSONWithDate: serializeJSONWithSpecialTypes,
      deserializeJSONWithCustomFields: deserializeJSONWithSpecialTypes,
    } = requireInstalled(nm('remotion/dist/cjs/input-props-serialization.js')) as {
      serializeJSONWithDate: (o: AnyProps) => {serializedString: string};
      deserializeJSONWithCustomFields: (s: string) => AnyProps;
    };
    const date = new Date('2024-05-01T00:00:00.000Z');
    const {serializedString} = serializeJSONWithSpecialTypes({
      data: {date, file: remotion.staticFile('logo.png'), map: new Map([['a', 1]]), fn: () => 1},
      indent: undefined,
      staticBase: null,
    } as unknown as AnyProps);
    const back = deserializeJSONWithSpecialTypes(serializedString) as {
      date: Date;
      file: string;
      map: unknown;
      fn: unknown;
    };
    expect(back.date).toBeInstanceOf(Date);
    expect(back.date.toISOString()).toBe(date.toISOString());
    expect(back.file).toBe('/logo.png');
    expect(back.map).toEqual({});
    expect(back.fn).toBeUndefined();
  });

  it('a <Composition> inside another composition throws "<Composition> mounted inside another composition.", inside a Player component the Player message', () => {
    const {Composition, Internals} = remotion as unknown as {
      Composition: unknown;
      Internals: {CanUseRemotionHooksProvider: unknown};
    };
    const comp = h(Composition, {
      id: 'Inner',
      component: () => null,
      width: 10,
      height: 10,
      fps: 30,
      durationInFrames: 10,
    });
    expect(() => renderToString(h(Internals.CanUseRemotionHooksProvider, null, comp))).toThrow(
      '<Composition> mounted inside another composition.',
    );
    const html = renderToString(
      h(Thumbnail, {
        component: () => comp,
        durationInFrames: 10,
        fps: 30,
        compositionWidth: 10,
        compositionHeight: 10,
        frameToDisplay: 0,
      }),
    )
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'");
    expect(html).toContain('<Composition> was mounted inside the `component` that was passed to the <Player>.');
  });

  it('registerRoot(): nothing throws "You must pass a React component to registerRoot()", a second call "registerRoot() was called more than once."', () => {
    expect(() => remotion.registerRoot(undefined)).toThrow('You must pass a React component to registerRoot()');
    remotion.registerRoot(() => null);
    expect(() => remotion.registerRoot(() => null)).toThrow('registerRoot() was called more than once.');
  });
});

describe('terminology sequence', () => {
  it("inside a sequence, useVideoConfig().durationInFrames is the sequence's duration, shortened by the composition or a parent sequence", () => {
    const Probe = () =>
      h('i', {'data-d': remotion.useVideoConfig().durationInFrames, 'data-f': remotion.useCurrentFrame()});
    const html = (component: () => unknown) =>
      renderToString(
        h(Thumbnail, {
          component,
          durationInFrames: 100,
          fps: 30,
          compositionWidth: 10,
          compositionHeight: 10,
          frameToDisplay: 70,
        }),
      );
    const {Sequence} = remotion;
    expect(html(() => h(Sequence, {from: 60, durationInFrames: 30}, h(Probe)))).toContain('data-d="30" data-f="10"');
    // The composition ends at 100: a sequence from 60 with 90 frames only has 40.
    expect(html(() => h(Sequence, {from: 60, durationInFrames: 90}, h(Probe)))).toContain('data-d="40"');
    // A parent of 20 frames (50–69… here 60–79) cuts a child of 50 frames to what is left of the parent.
    expect(
      html(() => h(Sequence, {from: 60, durationInFrames: 20}, h(Sequence, {from: 5, durationInFrames: 50}, h(Probe)))),
    ).toContain('data-d="15" data-f="5"');
  });

  it('a sequence unmounts its children outside its range; layout="none" renders no wrapper', () => {
    const {Sequence} = remotion;
    const html = (component: () => unknown, frame: number) =>
      renderToString(
        h(Thumbnail, {
          component,
          durationInFrames: 100,
          fps: 30,
          compositionWidth: 10,
          compositionHeight: 10,
          frameToDisplay: frame,
        }),
      );
    const scene = () => h(Sequence, {from: 20, durationInFrames: 10}, h('b', null, 'here'));
    expect(html(scene, 19)).not.toContain('<b>here</b>');
    expect(html(scene, 20)).toContain('<b>here</b>');
    expect(html(scene, 30)).not.toContain('<b>here</b>');
    const count = (s: string) => (s.match(/position:absolute/g) ?? []).length;
    const wrapped = html(() => h(Sequence, {from: 0, durationInFrames: 10}, h('b', null, 'x')), 0);
    const bare = html(() => h(Sequence, {from: 0, durationInFrames: 10, layout: 'none'}, h('b', null, 'x')), 0);
    expect(count(wrapped)).toBe(count(bare) + 1);
  });
});

describe('terminology Cloud Run naming', () => {
  const helper = (file: string) => requireInstalled(nm(`@remotion/cloudrun/dist/${file}`)) as AnyProps;

  it('deployService() defaults (2Gi, 1.0, 300) give remotion-4-0-278-mem2gi-cpu1-0-t300', () => {
    const {generateServiceName} = helper('shared/generate-service-name.js') as {
      generateServiceName: (o: AnyProps) => string;
    };
    expect(generateServiceName({memoryLimit: '2Gi', cpuLimit: '1.0', timeoutSeconds: 300})).toBe(
      'remotion-4-0-278-mem2gi-cpu1-0-t300',
    );
    expect(generateServiceName({memoryLimit: '512.5Mi', cpuLimit: '2', timeoutSeconds: 60})).toBe(
      'remotion-4-0-278-mem512-5mi-cpu2-t60',
    );
    const deploy = installedFile('@remotion/cloudrun/dist/api/deploy-service.js');
    expect(deploy).toContain('alreadyExists: true,');
  });

  it('a name that does not follow the pattern fails with "Could not parse service name"', () => {
    const {parseServiceName} = helper('api/helpers/parse-service-name.js') as {
      parseServiceName: (n: string, r: string) => unknown;
    };
    expect(() => parseServiceName('my-own-service', 'us-east1')).toThrow('Could not parse service name');
  });

  it('cloudRunUrl and serviceName together, neither, or a service name without region throw before any request', async () => {
    const {getCloudrunEndpoint} = helper('api/helpers/get-cloudrun-endpoint.js') as {
      getCloudrunEndpoint: (o: AnyProps) => Promise<string>;
    };
    await expect(
      getCloudrunEndpoint({cloudRunUrl: 'https://x.a.run.app', serviceName: 'remotion-x', region: 'us-east1'}),
    ).rejects.toThrow('Either cloudRunUrl or serviceName must be provided, not both');
    await expect(getCloudrunEndpoint({region: 'us-east1'})).rejects.toThrow(
      'Either cloudRunUrl or serviceName must be provided',
    );
    await expect(getCloudrunEndpoint({serviceName: 'remotion-x'})).rejects.toThrow(
      'If determining Cloudrun Url from serviceName, region must be provided',
    );
    await expect(getCloudrunEndpoint({cloudRunUrl: 'not a url'})).resolves.toBe('not a url');
  });
});
