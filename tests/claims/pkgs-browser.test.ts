/**
 * Executed claims of the add-on packages that run in the browser: @remotion/fonts,
 * @remotion/google-fonts, @remotion/layout-utils and @remotion/preload. Each block first runs the
 * package as Node.js sees it (no DOM), then installs the few browser globals the package touches
 * (FontFace, document.fonts, a measuring <span>, <link> and media elements) as small stand-ins that
 * record what the package does, and removes them again afterwards. Redirects are answered by an
 * HTTP server on 127.0.0.1.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {requireInstalled} from './lib';

type AnyProps = Record<string, unknown>;
const g = globalThis as unknown as AnyProps;

/** Sets globals for the duration of a describe block and restores what was there before. */
const withGlobals = (make: () => AnyProps) => {
  const saved: Record<string, PropertyDescriptor | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(make())) {
      saved[key] = Object.getOwnPropertyDescriptor(globalThis, key);
      Object.defineProperty(globalThis, key, {value, configurable: true, writable: true});
    }
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) {
        Object.defineProperty(globalThis, key, descriptor);
      } else {
        delete g[key];
      }
    }
  });
};

type FakeFace = {family: string; source: string; descriptors: AnyProps; loads: number};

describe('@remotion/fonts', () => {
  const {loadFont} = requireInstalled('@remotion/fonts') as {loadFont: (o: AnyProps) => Promise<void>};

  it('in Node.js, where FontFace and window do not exist, loadFont() rejects', async () => {
    await expect(loadFont({family: 'Atlas Grotesk', url: '/fonts/a.woff2'})).rejects.toThrow(/is not defined/);
  });

  describe('in a browser-like environment', () => {
    const faces: FakeFace[] = [];
    const added: FakeFace[] = [];
    withGlobals(() => ({
      window: {},
      document: {fonts: {add: (f: FakeFace) => added.push(f)}},
      FontFace: class {
        family: string;
        source: string;
        descriptors: AnyProps;
        loads = 0;
        constructor(family: string, source: string, descriptors: AnyProps) {
          this.family = family;
          this.source = source;
          this.descriptors = descriptors;
          faces.push(this as unknown as FakeFace);
        }
        load() {
          this.loads++;
          return this.family === 'Broken'
            ? Promise.reject(new Error('NetworkError: A network error occurred.'))
            : Promise.resolve(this);
        }
      },
    }));

    it('the format comes from the text after the last dot, case-insensitively: woff2, woff, otf → opentype, ttf → truetype; the face is added to document.fonts with the given descriptors', async () => {
      for (const [url, format] of [
        ['/fonts/AtlasGrotesk-Medium.WOFF2', 'woff2'],
        ['/a.woff', 'woff'],
        ['/a.otf', 'opentype'],
        ['/a.TTF', 'truetype'],
      ]) {
        faces.length = 0;
        await loadFont({family: 'Atlas Grotesk', url, weight: '500', style: 'italic'});
        expect(faces[0].source).toBe(`url('${url}') format('${format}')`);
        expect(faces[0].descriptors).toMatchObject({weight: '500', style: 'italic'});
        expect(added.at(-1)).toBe(faces[0]);
      }
    });

    it('a URL with a query string rejects with Could not automatically derive font format from extension: woff2?v=3. Pass the "format" parameter explicitly.; passing format works', async () => {
      await expect(loadFont({family: 'X', url: '/font.woff2?v=3'})).rejects.toThrow(
        'Could not automatically derive font format from extension: woff2?v=3. Pass the "format" parameter explicitly.',
      );
      faces.length = 0;
      await loadFont({family: 'X', url: '/font.woff2?v=3', format: 'woff2'});
      expect(faces[0].source).toBe("url('/font.woff2?v=3') format('woff2')");
    });

    it('a loading error goes to cancelRender(): the returned promise rejects with it and the render is marked as cancelled', async () => {
      await expect(loadFont({family: 'Broken', url: '/missing.woff2'})).rejects.toThrow(
        'NetworkError: A network error occurred.',
      );
      expect(String((g.window as AnyProps).remotion_cancelledError)).toContain('NetworkError');
    });

    it('no deduplication: two calls for the same file create two font faces and load twice', async () => {
      faces.length = 0;
      await loadFont({family: 'Harbour Serif', url: '/h.woff2'});
      await loadFont({family: 'Harbour Serif', url: '/h.woff2'});
      expect(faces).toHaveLength(2);
      expect(faces.map((f) => f.loads)).toEqual([1, 1]);
    });
  });
});

describe('@remotion/google-fonts', () => {
  const root = requireInstalled('@remotion/google-fonts') as {
    getAvailableFonts: () => {fontFamily: string; importName: string; load: () => Promise<AnyProps>}[];
  };
  type FontModule = {
    fontFamily: string;
    loadFont: (
      style?: string,
      options?: AnyProps,
    ) => {fontFamily: string; fonts: AnyProps; unicodeRanges: AnyProps; waitUntilDone: () => Promise<undefined>};
    getInfo: () => {
      fontFamily: string;
      importName: string;
      version: string;
      url: string;
      unicodeRanges: Record<string, string>;
      fonts: Record<string, Record<string, Record<string, string>>>;
    };
  };
  const font = (name: string) => requireInstalled(`@remotion/google-fonts/${name}`) as FontModule;

  it("getAvailableFonts() lists 1575 families in character-code order ('AR One Sans' before 'Abel'); importName is fontFamily without spaces", () => {
    const list = root.getAvailableFonts();
    expect(list).toHaveLength(1575);
    const names = list.map((f) => f.fontFamily);
    expect([...names].sort()).toEqual(names);
    expect(names.indexOf('AR One Sans')).toBeLessThan(names.indexOf('Abel'));
    for (const f of list) {
      expect(f.importName).toBe(f.fontFamily.replace(/ /g, ''));
    }
  });

  it('load() works in Node.js and resolves to the module with fontFamily, loadFont and getInfo', async () => {
    const mod = await root
      .getAvailableFonts()
      .find((f) => f.importName === 'PlayfairDisplay')!
      .load();
    expect(mod.fontFamily).toBe('Playfair Display');
    expect(typeof mod.loadFont).toBe('function');
    expect(typeof mod.getInfo).toBe('function');
  });

  it("every font module exports fontFamily, e.g. 'Playfair Display' from @remotion/google-fonts/PlayfairDisplay, and ADLaM Display imports as ADLaMDisplay", () => {
    expect(font('PlayfairDisplay').fontFamily).toBe('Playfair Display');
    expect(font('ADLaMDisplay').fontFamily).toBe('ADLaM Display');
    expect(font('NotoSansJP').fontFamily).toBe('Noto Sans JP');
  });

  it("getInfo() of Montserrat: version 'v26', every weight from 100 to 900, a fresh object every call; loadNearestWeight(650) gives {fontFamily: 'Montserrat', fontWeight: 600}", () => {
    const {getInfo, loadFont} = font('Montserrat');
    const info = getInfo();
    expect(info.version).toBe('v26');
    expect(info.url).toBe(
      'https://fonts.googleapis.com/css2?family=Montserrat:ital,wght@0,100;0,200;0,300;0,400;0,500;0,600;0,700;0,800;0,900;1,100;1,200;1,300;1,400;1,500;1,600;1,700;1,800;1,900',
    );
    expect(Object.keys(info.fonts.normal)).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
    expect(Object.keys(info.unicodeRanges).sort()).toEqual([
      'cyrillic',
      'cyrillic-ext',
      'latin',
      'latin-ext',
      'vietnamese',
    ]);
    expect(info.fonts.normal['400'].latin).toContain('https://fonts.gstatic.com/s/montserrat/v26/');
    expect(getInfo()).not.toBe(getInfo());
    const loadNearestWeight = (wanted: number) => {
      const weights = Object.keys(getInfo().fonts.normal).map(Number);
      const nearest = weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best));
      const {fontFamily} = loadFont('normal', {weights: [String(nearest)], subsets: ['latin']});
      return {fontFamily, fontWeight: nearest};
    };
    expect(loadNearestWeight(650)).toEqual({fontFamily: 'Montserrat', fontWeight: 600});
  });

  it("Noto Sans JP has no 'japanese' subset key but 124 numbered slices '[0]', '[1]', … per weight", () => {
    const keys = Object.keys(font('NotoSansJP').getInfo().fonts.normal['400']);
    expect(keys).toHaveLength(124);
    expect(keys).toContain('[0]');
    expect(keys).not.toContain('japanese');
  });

  it('Roboto without options means 2 styles × 6 weights × 7 subsets = 84 files', () => {
    const {fonts} = font('Roboto').getInfo();
    const files = Object.values(fonts).flatMap((weights) =>
      Object.values(weights).flatMap((subsets) => Object.values(subsets)),
    );
    expect(Object.keys(fonts)).toHaveLength(2);
    expect(Object.keys(fonts.normal)).toHaveLength(6);
    expect(Object.keys(fonts.normal['400'])).toHaveLength(7);
    expect(files).toHaveLength(84);
  });

  it('for Inter, a variable font, all weights of a subset point to the same file', () => {
    const {fonts} = font('Inter').getInfo();
    expect(new Set(Object.values(fonts.normal).map((subsets) => subsets.latin)).size).toBe(1);
  });

  it('on the server loadFont() loads and validates nothing: it returns the metadata and a waitUntilDone() that resolves at once', async () => {
    const r = font('Lobster').loadFont('italic', {weights: ['700']});
    expect(r.fontFamily).toBe('Lobster');
    expect(r.fonts).toEqual(font('Lobster').getInfo().fonts);
    expect(r.unicodeRanges).toEqual(font('Lobster').getInfo().unicodeRanges);
    await expect(r.waitUntilDone()).resolves.toBeUndefined();
  });

  describe('in a browser-like environment', () => {
    const faces: (FakeFace & {settle: ((ok: boolean) => void)[]})[] = [];
    const added: unknown[] = [];
    let manual = false;
    withGlobals(() => ({
      document: {fonts: {add: (f: unknown) => added.push(f)}},
      FontFace: class {
        family: string;
        source: string;
        descriptors: AnyProps;
        loads = 0;
        settle: ((ok: boolean) => void)[] = [];
        constructor(family: string, source: string, descriptors: AnyProps) {
          this.family = family;
          this.source = source;
          this.descriptors = descriptors;
          faces.push(this as unknown as FakeFace & {settle: ((ok: boolean) => void)[]});
        }
        load() {
          this.loads++;
          if (!manual) {
            return Promise.resolve(this);
          }
          return new Promise((resolve, reject) => {
            this.settle.push((ok) =>
              ok ? resolve(this) : reject(new Error('NetworkError: A network error occurred.')),
            );
          });
        }
      },
    }));
    const tick = () => new Promise((r) => setTimeout(r, 0));

    it("validates synchronously: The font Lobster does not have a style italic / does not  have a weight 700 in style normal / weight: 400 subset: japanese is not available for 'Noto Sans JP'", () => {
      expect(() => font('Lobster').loadFont('italic')).toThrow('The font Lobster does not have a style italic');
      expect(() => font('Lobster').loadFont('normal', {weights: ['700']})).toThrow(
        'The font Lobster does not  have a weight 700 in style normal',
      );
      expect(() => font('NotoSansJP').loadFont('normal', {weights: ['400'], subsets: ['japanese']})).toThrow(
        "weight: 400 subset: japanese is not available for 'Noto Sans JP'",
      );
    });

    it("one FontFace per style, weight and subset with url(…) format('woff2') and the subset's unicode-range; a second call for the same combination creates none; the faces go to the given document", async () => {
      faces.length = 0;
      const own: unknown[] = [];
      const r = font('PlayfairDisplay').loadFont('italic', {
        weights: ['400', '700'],
        subsets: ['latin', 'latin-ext'],
        document: {fonts: {add: (f: unknown) => own.push(f)}},
      });
      expect(r.fontFamily).toBe('Playfair Display');
      expect(faces).toHaveLength(4);
      const info = font('PlayfairDisplay').getInfo();
      expect(faces[0].source).toBe(`url(${info.fonts.italic['400'].latin}) format('woff2')`);
      expect(faces[0].descriptors).toEqual({weight: '400', style: 'italic', unicodeRange: info.unicodeRanges.latin});
      await r.waitUntilDone();
      expect(own).toHaveLength(4);
      font('PlayfairDisplay').loadFont('italic', {weights: ['400'], subsets: ['latin']});
      expect(faces).toHaveLength(4);
    });

    it('without a style every style is loaded and options apply to each', () => {
      faces.length = 0;
      font('Roboto').loadFont(undefined, {weights: ['400'], subsets: ['latin']});
      expect(faces.map((f) => f.descriptors.style).sort()).toEqual(['italic', 'normal']);
    });

    it('a failing file is loaded three times on the same FontFace; waitUntilDone() called before the failure resolves anyway, called after the last attempt it rejects', async () => {
      manual = true;
      faces.length = 0;
      try {
        const r = font('Anton').loadFont('normal', {weights: ['400'], subsets: ['latin']});
        const early = r.waitUntilDone();
        expect(faces).toHaveLength(1);
        const [face] = faces;
        face.settle[0](false);
        await expect(early).resolves.toBeUndefined();
        await tick();
        face.settle[1](false);
        await tick();
        const late = r.waitUntilDone();
        face.settle[2](false);
        await expect(late).rejects.toThrow('NetworkError: A network error occurred.');
        expect(face.loads).toBe(3);
        expect(faces).toHaveLength(1);
      } finally {
        manual = false;
      }
    });
  });
});

describe('delayRender() handles of the font loaders during a render', () => {
  type Handle = {label: string | null; timeout: {_idleTimeout: number}};
  const timeouts: Record<string, Handle> = {};
  withGlobals(() => ({
    // What getRemotionEnvironment() reads to decide that a render is running
    window: {process: {env: {NODE_ENV: 'test'}}, remotion_delayRenderTimeouts: timeouts},
    document: {fonts: {add: () => undefined}},
    FontFace: class {
      load() {
        return Promise.resolve(this);
      }
    },
  }));

  it('@remotion/fonts holds the frame with a delayRender() of the default 30 s timeout (it fires 2 s early, after 28000 ms), released when the font is loaded', async () => {
    const {loadFont} = requireInstalled('@remotion/fonts') as {loadFont: (o: AnyProps) => Promise<void>};
    const loading = loadFont({family: 'Atlas Grotesk', url: '/fonts/a.woff2'});
    expect(Object.values(timeouts).map((t) => t.timeout._idleTimeout)).toEqual([28000]);
    await loading;
    expect(Object.keys(timeouts)).toEqual([]);
  });

  it('@remotion/google-fonts gives every file its own delayRender() with a 60 s timeout (fires after 58000 ms), labelled Fetching <family> font {"style":…,"weight":…,"subset":…}', async () => {
    const {loadFont} = requireInstalled('@remotion/google-fonts/Lobster') as {
      loadFont: (s: string, o: AnyProps) => {waitUntilDone: () => Promise<undefined>};
    };
    const r = loadFont('normal', {weights: ['400'], subsets: ['latin', 'latin-ext']});
    expect(Object.values(timeouts).map((t) => [t.label, t.timeout._idleTimeout])).toEqual([
      ['Fetching Lobster font {"style":"normal","weight":"400","subset":"latin"}', 58000],
      ['Fetching Lobster font {"style":"normal","weight":"400","subset":"latin-ext"}', 58000],
    ]);
    await r.waitUntilDone();
    expect(Object.keys(timeouts)).toEqual([]);
  });
});

describe('@remotion/layout-utils', () => {
  const lu = requireInstalled('@remotion/layout-utils') as {
    measureText: (o: AnyProps) => {width: number; height: number};
    fitText: (o: AnyProps) => {fontSize: number};
    fillTextBox: (o: AnyProps) => {add: (o: AnyProps) => {exceedsBox: boolean; newLine: boolean}};
  };

  it('outside a browser, measureText(), fitText() and fillTextBox().add() throw "measureText() can only be called in a browser."', () => {
    const message = 'measureText() can only be called in a browser.';
    expect(() => lu.measureText({text: 'x', fontFamily: 'Arial', fontSize: 10})).toThrow(message);
    expect(() => lu.fitText({text: 'x', withinWidth: 100, fontFamily: 'Arial'})).toThrow(message);
    expect(() =>
      lu.fillTextBox({maxBoxWidth: 100, maxLines: 1}).add({text: 'x', fontFamily: 'Arial', fontSize: 10}),
    ).toThrow(message);
  });

  describe('with a measuring element that reports 0.6 × fontSize per character (0.5 in the fallback font)', () => {
    type Node = {style: Record<string, string>; innerText: string};
    const measured: {text: string; style: Record<string, string>}[] = [];
    const px = (size: string) => parseFloat(size);
    const loaded = new Set(['Loaded Sans']);
    withGlobals(() => ({
      window: {getComputedStyle: (n: Node) => ({fontFamily: n.style.fontFamily || 'Times New Roman'})},
      document: {
        body: {appendChild: () => undefined, removeChild: () => undefined},
        createElement: () => {
          const node: Node & {getBoundingClientRect: () => {width: number; height: number}} = {
            style: {},
            innerText: '',
            getBoundingClientRect: () => {
              measured.push({text: node.innerText, style: {...node.style}});
              const perChar = loaded.has(node.style.fontFamily) ? 0.6 : 0.5;
              const size = px(node.style.fontSize);
              return {width: node.innerText.length * size * perChar, height: size * 1.2};
            },
          };
          return node;
        },
      },
    }));
    beforeEach(() => {
      measured.length = 0;
    });

    it('a number fontSize is taken as pixels, a string as it is; text is measured with white-space: pre, and textTransform is not applied', () => {
      lu.measureText({text: 'price', fontFamily: 'Loaded Sans', fontSize: 120, textTransform: 'uppercase'});
      lu.measureText({text: 'price', fontFamily: 'Loaded Sans', fontSize: '4rem'});
      expect(measured.map((m) => m.style.fontSize)).toEqual(['120px', '4rem']);
      expect(measured[0].style.whiteSpace).toBe('pre');
      expect(measured[0].style.textTransform).toBeUndefined();
      expect(measured[0].text).toBe('price');
    });

    it('results are cached under text, fontFamily, fontWeight, fontSize, letterSpacing and additionalStyles: fontVariantNumeric is not part of the key', () => {
      const a = lu.measureText({text: '10:45', fontFamily: 'Loaded Sans', fontSize: 50});
      const b = lu.measureText({
        text: '10:45',
        fontFamily: 'Loaded Sans',
        fontSize: 50,
        fontVariantNumeric: 'tabular-nums',
      });
      expect(b).toBe(a);
      expect(measured).toHaveLength(1);
      lu.measureText({text: '10:45', fontFamily: 'Loaded Sans', fontSize: 50, additionalStyles: {fontStyle: 'italic'}});
      expect(measured).toHaveLength(2);
    });

    it('with validateFontIsLoaded a font measured like the fallback throws the three-line error naming "Oswald" and "Times New Roman"; a failed validation is not cached, and whitespace-only text is not checked', () => {
      expect(() =>
        lu.measureText({text: 'Hello', fontFamily: 'Oswald', fontSize: 40, validateFontIsLoaded: true}),
      ).toThrow(
        [
          'Called measureText() with "fontFamily": "Oswald" but it looks like the font is not loaded at the time of calling.',
          'A measurement with the fallback font Times New Roman was taken and had the same dimensions, indicating that the browser used the fallback font.',
          'See https://remotion.dev/docs/layout-utils/best-practices for best practices.',
        ].join('\n'),
      );
      expect(measured).toHaveLength(2);
      expect(lu.measureText({text: 'Hello', fontFamily: 'Oswald', fontSize: 40}).width).toBe(100);
      expect(measured).toHaveLength(3);
      expect(() =>
        lu.measureText({text: '   ', fontFamily: 'Oswald', fontSize: 40, validateFontIsLoaded: true}),
      ).not.toThrow();
    });

    it('validateFontIsLoaded is not part of the key: after a measurement without it, the cached result is returned and no check happens', () => {
      lu.measureText({text: 'Cached', fontFamily: 'Oswald', fontSize: 40});
      expect(() =>
        lu.measureText({text: 'Cached', fontFamily: 'Oswald', fontSize: 40, validateFontIsLoaded: true}),
      ).not.toThrow();
      expect(measured).toHaveLength(1);
    });

    it('fitText() measures once at 100 px: fontSize = withinWidth / widthAt100px × 100', () => {
      const {fontSize} = lu.fitText({text: 'GRAND OPENING', withinWidth: 960, fontFamily: 'Loaded Sans'});
      expect(measured.map((m) => m.style.fontSize)).toEqual(['100px']);
      expect(fontSize).toBeCloseTo((960 / (13 * 100 * 0.6)) * 100, 10);
    });

    it('fillTextBox(): a line fits only if Math.ceil(width) < maxBoxWidth; a word that starts a new line is not checked; the first line of a too-wide first word stays empty', () => {
      const font = {fontFamily: 'Loaded Sans', fontSize: 10};
      const exact = lu.fillTextBox({maxBoxWidth: 30, maxLines: 2});
      expect(exact.add({text: 'abcde', ...font})).toEqual({exceedsBox: false, newLine: true});
      const box = lu.fillTextBox({maxBoxWidth: 31, maxLines: 2});
      expect(box.add({text: 'abcde', ...font})).toEqual({exceedsBox: false, newLine: false});
      expect(box.add({text: ' averyveryverylongword', ...font})).toEqual({exceedsBox: false, newLine: true});
      expect(box.add({text: ' x', ...font})).toEqual({exceedsBox: true, newLine: false});
      expect(lu.fillTextBox({maxBoxWidth: 31, maxLines: 1}).add({text: 'abcdefghij', ...font})).toEqual({
        exceedsBox: true,
        newLine: false,
      });
    });

    it('fillTextBox(): after the first exceedsBox shorter words are accepted again; the first word of a line loses its leading space; earlier words are re-measured without additionalStyles', () => {
      const font = {fontFamily: 'Loaded Sans', fontSize: 10};
      const box = lu.fillTextBox({maxBoxWidth: 40, maxLines: 1});
      expect(box.add({text: 'ab', ...font})).toEqual({exceedsBox: false, newLine: false});
      expect(box.add({text: ' abcdef', ...font})).toEqual({exceedsBox: true, newLine: false});
      expect(box.add({text: ' a', ...font})).toEqual({exceedsBox: false, newLine: false});
      const two = lu.fillTextBox({maxBoxWidth: 40, maxLines: 2});
      two.add({text: 'abcdef', ...font});
      two.add({text: ' harbour', ...font, additionalStyles: {fontStyle: 'italic'}});
      measured.length = 0;
      two.add({text: ' z', ...font, additionalStyles: {fontStyle: 'italic'}});
      expect(measured.map((m) => [m.text, m.style.fontStyle])).toEqual([
        ['harbour', undefined],
        [' z', 'italic'],
      ]);
    });
  });
});

describe('@remotion/preload', () => {
  const preload = requireInstalled('@remotion/preload') as Record<string, (src: string) => unknown> & {
    resolveRedirect: (src: string) => Promise<string>;
  };
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/go/latest-trailer') {
        res.writeHead(302, {location: '/trailers/v7.mp4'});
        res.end();
        return;
      }
      res.writeHead(req.url === '/missing.mp4' ? 404 : 200, {'access-control-allow-origin': '*'});
      res.end('data');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('resolveRedirect() works in Node.js: it resolves with the final URL after redirects, a 404 still resolves, an invalid or relative URL rejects', async () => {
    expect(await preload.resolveRedirect(`${origin}/go/latest-trailer`)).toBe(`${origin}/trailers/v7.mp4`);
    expect(await preload.resolveRedirect(`${origin}/missing.mp4`)).toBe(`${origin}/missing.mp4`);
    await expect(preload.resolveRedirect('/relative.mp4')).rejects.toThrow();
  });

  it('without a document each preload*() function warns "preloadX() was called outside the browser. Doing nothing." and returns a function that does nothing', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (m: string) => warnings.push(m);
    try {
      for (const name of ['preloadVideo', 'preloadAudio', 'preloadImage', 'preloadFont']) {
        const undo = preload[name]('https://example.com/a') as () => unknown;
        expect(undo()).toBeUndefined();
      }
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([
      'preloadVideo() was called outside the browser. Doing nothing.',
      'preloadAudio() was called outside the browser. Doing nothing.',
      'preloadImage() was called outside the browser. Doing nothing.',
      'preloadFont() was called outside the browser. Doing nothing.',
    ]);
  });

  describe('with a document', () => {
    type El = {tag: string; removed: boolean; style: AnyProps} & AnyProps;
    const head: El[] = [];
    const body: El[] = [];
    const ua = {value: ''};
    withGlobals(() => ({
      window: {
        navigator: {
          get userAgent() {
            return ua.value;
          },
        },
      },
      navigator: {
        get userAgent() {
          return ua.value;
        },
      },
      document: {
        head: {appendChild: (e: El) => head.push(e)},
        body: {appendChild: (e: El) => body.push(e)},
        createElement: (tag: string) => {
          const el: El = {tag, removed: false, style: {}, remove: () => (el.removed = true)};
          return el;
        },
      },
    }));
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Safari/537.36';
    /** Waits until `done()` holds (the package appends elements after its own fetch() has answered). */
    const waitFor = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    beforeEach(() => {
      head.length = 0;
      body.length = 0;
      ua.value = chrome;
    });

    it('Chrome: preloadVideo() and preloadAudio() add a hidden element with preload="auto" and the final URL to document.body', async () => {
      preload.preloadVideo(`${origin}/go/latest-trailer`);
      preload.preloadAudio(`${origin}/music.mp3`);
      await waitFor(() => body.length === 2);
      expect(body.map((e) => [e.tag, e.preload, e.src, e.style.display]).sort()).toEqual([
        ['audio', 'auto', `${origin}/music.mp3`, 'none'],
        ['video', 'auto', `${origin}/trailers/v7.mp4`, 'none'],
      ]);
      expect(head).toEqual([]);
    });

    it('Firefox: <link rel="preload" as="video"> in document.head; iPhone Safari and Chrome on iOS: preload="metadata"', async () => {
      ua.value = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
      preload.preloadVideo(`${origin}/clip.mp4`);
      await waitFor(() => head.length === 1);
      expect(head.map((e) => [e.tag, e.rel, e.as, e.href])).toEqual([
        ['link', 'preload', 'video', `${origin}/clip.mp4`],
      ]);
      for (const agent of [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      ]) {
        ua.value = agent;
        preload.preloadAudio(`${origin}/music.mp3`);
      }
      await waitFor(() => body.length === 2);
      expect(body.map((e) => e.preload)).toEqual(['metadata', 'metadata']);
    });

    it('preloadImage() and preloadFont() always add <link rel="preload" as="image"> / as="font" to document.head, without a crossorigin attribute', async () => {
      preload.preloadImage(`${origin}/slide.jpg`);
      preload.preloadFont(`${origin}/Inter-Bold.woff2`);
      await waitFor(() => head.length === 2);
      expect(head.map((e) => [e.rel, e.as, e.href]).sort()).toEqual([
        ['preload', 'font', `${origin}/Inter-Bold.woff2`],
        ['preload', 'image', `${origin}/slide.jpg`],
      ]);
      expect(head.every((e) => !('crossOrigin' in e) && !('crossorigin' in e))).toBe(true);
    });

    it('the returned function removes the element; called before the redirect is resolved, the element is never added; calling it twice is harmless', async () => {
      const undo = preload.preloadImage(`${origin}/slide.jpg`) as () => void;
      undo();
      undo();
      await preload.resolveRedirect(`${origin}/slide.jpg`);
      await new Promise((r) => setTimeout(r, 100));
      expect(head).toEqual([]);
      const undoVideo = preload.preloadVideo(`${origin}/clip.mp4`) as () => void;
      await waitFor(() => body.length === 1);
      undoVideo();
      expect(body[0].removed).toBe(true);
    });

    it('when the fetch() fails, "Failed to preload asset" is logged, nothing is added and nothing is thrown', async () => {
      const logs: unknown[] = [];
      const log = console.log;
      console.log = (...a: unknown[]) => logs.push(a[0]);
      try {
        preload.preloadVideo('http://127.0.0.1:1/unreachable.mp4');
        preload.preloadImage('http://127.0.0.1:1/unreachable.jpg');
        await waitFor(() => logs.length === 2);
      } finally {
        console.log = log;
      }
      expect(logs).toEqual(['Failed to preload asset', 'Failed to preload asset']);
      expect([...head, ...body]).toEqual([]);
    });
  });
});
