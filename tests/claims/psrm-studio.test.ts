/**
 * Executed claims of the Studio pages (docs/studio/*). The @remotion/studio APIs only read a few
 * browser globals (`window.remotion_isStudio`, `window.remotion_isReadOnlyStudio`, the static file
 * list) and Remotion's internal refs, so each environment (Node.js, the Player, a read-only Studio,
 * an interactive Studio) is reproduced in a fresh Node.js process by setting those globals, and the
 * real functions are called. The keyboard shortcut list is checked against every keybinding that
 * the installed Studio registers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {installedFile, pageSays, requireInstalled, runNode, withTakenPort} from './lib';

const studioDist = path.join(PROJECT_ROOT, 'node_modules/@remotion/studio/dist');

/** Every `registerKeybinding({...})` of the Studio's CommonJS build: its key and whether Cmd/Ctrl is part of it. */
const registeredKeybindings = () => {
  const found: {file: string; key: string; cmd: boolean}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'esm') walk(full);
      } else if (entry.name.endsWith('.js')) {
        const text = fs.readFileSync(full, 'utf8');
        const starts = [...text.matchAll(/registerKeybinding\(\{/g)].map((m) => m.index ?? 0);
        for (const [i, start] of starts.entries()) {
          // The options object of this call: up to the next registration, at most 900 characters.
          const body = text.slice(start, Math.min(starts[i + 1] ?? Infinity, start + 900));
          const key = /key: '([^']*)'/.exec(body)?.[1];
          const cmd = /commandCtrlKey: (true|false)/.exec(body)?.[1];
          if (key !== undefined && cmd !== undefined) {
            found.push({file: path.relative(studioDist, full), key: key.toLowerCase(), cmd: cmd === 'true'});
          }
        }
      }
    }
  };
  walk(studioDist);
  return found;
};

/** What the shortcuts page shows for each registered key (lower-case key, `+` for Cmd/Ctrl). */
const documented: Record<string, string[]> = {
  ' ': ['| <kbd>Space</kbd> | Play or pause. |', '| <kbd>Space</kbd> | Menus | Run the selected entry. |'],
  enter: ['| <kbd>Enter</kbd> | While playing', '| <kbd>Enter</kbd> | Quick Switcher, menus |'],
  arrowleft: ['| <kbd>←</kbd> | One frame back. |', '| <kbd>←</kbd> <kbd>→</kbd> | Menus |'],
  arrowright: ['| <kbd>→</kbd> | One frame forward. |'],
  arrowup: ['| <kbd>↑</kbd> <kbd>↓</kbd> | Quick Switcher, menus |'],
  arrowdown: ['| <kbd>↑</kbd> <kbd>↓</kbd> | Quick Switcher, menus |'],
  a: ['| <kbd>A</kbd> |'],
  e: ['| <kbd>E</kbd> |'],
  g: ['| <kbd>G</kbd> |'],
  j: ['| <kbd>J</kbd> |'],
  k: ['| <kbd>K</kbd> |'],
  l: ['| <kbd>L</kbd> |'],
  i: ['| <kbd>I</kbd> |'],
  o: ['| <kbd>O</kbd> |'],
  x: ['| <kbd>X</kbd> |'],
  '+': ['| <kbd>+</kbd> |'],
  '-': ['| <kbd>-</kbd> |'],
  '0': ['| <kbd>0</kbd> |'],
  f: ['| <kbd>F</kbd> |'],
  t: ['| <kbd>T</kbd> |'],
  r: ['| <kbd>R</kbd> |'],
  n: ['| <kbd>N</kbd> |'],
  '?': ['| <kbd>?</kbd> |'],
  escape: ['| <kbd>Esc</kbd> | Dialogs, menus, the Quick Switcher |'],
  '+k': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>K</kbd> |'],
  '+b': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>B</kbd> |'],
  '+j': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>J</kbd> |'],
  '+g': [
    '| <kbd>Cmd/Ctrl</kbd>+<kbd>G</kbd> | Show or hide both sidebars. |',
    '| <kbd>Cmd/Ctrl</kbd>+<kbd>G</kbd> | Search',
  ],
  '+s': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>S</kbd> | Props editor |'],
  '+enter': [
    '| <kbd>Cmd/Ctrl</kbd>+<kbd>Enter</kbd> | Render dialog |',
    '| <kbd>Cmd/Ctrl</kbd>+<kbd>Enter</kbd> | Duplicate, rename and delete dialogs',
    '| <kbd>Cmd/Ctrl</kbd>+<kbd>Enter</kbd> | Install packages dialog |',
  ],
  '+o': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>O</kbd> |'],
  '+h': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>H</kbd> |'],
  '+d': ['| <kbd>Cmd/Ctrl</kbd>+<kbd>D</kbd> |'],
};

describe('Studio keyboard shortcuts', () => {
  it('the shortcuts page lists all shortcuts that the Studio registers, including Shift+I, Shift+O and Cmd/Ctrl+Enter in the dialogs', () => {
    const page = pageSays('studio/shortcuts');
    const registered = registeredKeybindings();
    const keys = [...new Set(registered.map((b) => (b.cmd ? `+${b.key}` : b.key)))].sort();
    expect(keys).toEqual(Object.keys(documented).sort());
    const missing = Object.values(documented)
      .flat()
      .filter((row) => !page.includes(row));
    expect(missing).toEqual([]);
    // Modifier variants that the callbacks read from the key event.
    expect(installedFile('@remotion/studio/dist/components/TimelineInOutToggle.js')).toContain('shiftKey');
    expect(page).toContain('| <kbd>Shift</kbd>+<kbd>I</kbd> | Clear the in mark. |');
    expect(page).toContain('| <kbd>Shift</kbd>+<kbd>O</kbd> | Clear the out mark. |');
    const playPause = installedFile('@remotion/studio/dist/components/PlayPause.js');
    expect(playPause).toContain('e.altKey');
    expect(playPause).toContain('e.shiftKey');
    expect(page).toContain('| <kbd>Alt</kbd>+<kbd>←</kbd> |');
    expect(page).toContain('| <kbd>Shift</kbd>+<kbd>→</kbd> |');
    expect(
      registered
        .filter((b) => b.key === 'enter' && b.cmd)
        .map((b) => path.basename(b.file))
        .sort(),
    ).toEqual(['CodemodFooter.js', 'InstallPackage.js', 'RenderModal.js']);
  });

  it('the list the Studio shows on ? is shorter: no Alt variants, no N, no Clear In Point, dialog or error overlay shortcuts', () => {
    const explainer = installedFile('@remotion/studio/dist/components/KeyboardShortcutsExplainer.js');
    const labels = [...explainer.matchAll(/style: right, children: "([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toContain('Set In Point');
    expect(labels).toContain('Toggle both sidebars');
    expect(labels.length).toBe(28);
    expect(explainer).not.toContain('Alt');
    expect(labels.some((l) => /new composition|duplicate|github|discord|clear in point/i.test(l))).toBe(false);
    expect(explainer).not.toContain('children: "N"');
  });

  it('shortcuts are ignored while an <input> or <textarea> has the focus, unless the binding opts in', () => {
    const useKeybinding = installedFile('@remotion/studio/dist/helpers/use-keybinding.js');
    expect(useKeybinding).toContain('activeElement instanceof HTMLInputElement');
    expect(useKeybinding).toContain('activeElement instanceof HTMLTextAreaElement');
    const optIn = registeredKeybindings().filter((b) => {
      const text = installedFile(`@remotion/studio/dist/${b.file}`);
      return text.includes('triggerIfInputFieldFocused: true');
    });
    expect(optIn.map((b) => path.basename(b.file)).sort()).toContain('GlobalKeybindings.js');
  });

  it('Config.setKeyboardShortcutsEnabled(false) has no effect: the CLI sets the option again from --disable-keyboard-shortcuts, false when the flag is absent', () => {
    expect(cliConfig().shortcutsWithoutFlag).toBe(true);
    expect(cliConfig().shortcutsWithFlag).toBe(false);
  });
});

/** One process that loads the CLI's config module and reads what the pages say about it. */
let cliConfigResult: Record<string, unknown> | null = null;
const cliConfig = () => {
  cliConfigResult ??= JSON.parse(
    runNode(
      'cjs',
      `process.argv = ['node', 'remotion', 'studio'];
const {Config, ConfigInternals} = require('@remotion/cli/config');
const {parsedCli} = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/parsed-cli.js'))});
const {parseCommandLine} = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/parse-command-line.js'))});
const tags = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/config/number-of-shared-audio-tags.js'))});
const shared = require('@remotion/studio-shared');
const {BrowserSafeApis} = require('@remotion/renderer/client');
const out = {};
// What remotion.config.ts would do, then the CLI's own parsing, without and with the flag.
Config.setKeyboardShortcutsEnabled(false);
parseCommandLine();
out.shortcutsWithoutFlag = ConfigInternals.getKeyboardShortcutsEnabled();
Config.setKeyboardShortcutsEnabled(false);
parsedCli['disable-keyboard-shortcuts'] = true;
parseCommandLine();
out.shortcutsWithFlag = ConfigInternals.getKeyboardShortcutsEnabled();
out.tracks = [shared.DEFAULT_TIMELINE_TRACKS, ConfigInternals.getMaxTimelineTracks()];
out.audioTagsBefore = tags.getNumberOfSharedAudioTags();
Config.setNumberOfSharedAudioTags(3);
out.audioTagsAfter = tags.getNumberOfSharedAudioTags();
const option = BrowserSafeApis.options.publicDirOption;
option.setConfig('from-config');
out.publicDir = [option.getValue({commandLine: {'public-dir': 'assets'}}), option.getValue({commandLine: {}})];
console.log(JSON.stringify(out));`,
    ),
  ) as Record<string, unknown>;
  return cliConfigResult;
};

describe('Studio Quick Switcher', () => {
  const {fuzzySearch} = requireInstalled(path.join(studioDist, 'components/QuickSwitcher/fuzzy-search.js')) as {
    fuzzySearch: <T extends {title: string}>(q: string, d: T[]) => T[];
  };
  const ids = ['Promo-Square', 'Instagram', 'Intro-Big', 'Outro'].map((title) => ({title}));

  it('matching is fuzzy: prmo finds Promo-Square, ig finds Instagram and Intro-Big', () => {
    expect(fuzzySearch('prmo', ids).map((d) => d.title)).toEqual(['Promo-Square']);
    expect(fuzzySearch('ig', ids).map((d) => d.title)).toEqual(['Instagram', 'Intro-Big']);
  });

  it('with an empty search field, all compositions are listed', () => {
    expect(fuzzySearch('', ids)).toHaveLength(4);
  });
});

/** Runs the @remotion/studio APIs in a fresh process with `setup` preparing the globals; prints what each returned or threw. */
const callStudioApis = (setup: string) => {
  const out = runNode(
    'cjs',
    `${setup}
const studio = require('@remotion/studio');
const results = {};
const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
const record = async (name, fn) => {
  const before = warnings.length;
  let sync = 'returned';
  try {
    const value = fn();
    if (value && typeof value.then === 'function') {
      sync = 'promise';
      try { results[name] = {kind: 'resolved', value: await value}; }
      catch (e) { results[name] = {kind: 'rejected', message: e.message}; }
    } else {
      results[name] = {kind: 'returned', value: value === undefined ? 'undefined' : typeof value === 'object' && value !== null ? Object.keys(value) : value};
    }
  } catch (e) {
    results[name] = {kind: sync === 'returned' ? 'threw' : 'rejected', message: e.message};
  }
  results[name].warnings = warnings.slice(before);
};
(async () => {
  await record('getStaticFiles', () => studio.getStaticFiles());
  await record('getStaticFilesAgain', () => studio.getStaticFiles());
  await record('watchPublicFolder', () => studio.watchPublicFolder(() => { results.publicFolderCalled = true; }));
  await record('watchStaticFile', () => studio.watchStaticFile('data.json', () => { results.staticFileCalled = true; }));
  await record('writeStaticFile', () => studio.writeStaticFile({filePath: 'a.txt', contents: 'x'}));
  await record('writeStaticFileBackslash', () => studio.writeStaticFile({filePath: 'a\\\\b.txt', contents: 'x'}));
  await record('deleteStaticFile', () => studio.deleteStaticFile('a.txt'));
  await record('updateDefaultProps', () => studio.updateDefaultProps({compositionId: 'Badge', defaultProps: ({unsavedDefaultProps}) => unsavedDefaultProps}));
  await record('saveDefaultProps', () => studio.saveDefaultProps({compositionId: 'Badge', defaultProps: ({unsavedDefaultProps}) => unsavedDefaultProps}));
  await record('restartStudio', () => studio.restartStudio());
  await record('seek', () => studio.seek(10));
  await record('reevaluateComposition', () => studio.reevaluateComposition());
  console.log(JSON.stringify(results));
})();`,
  );
  return JSON.parse(out) as Record<string, {kind: string; value?: unknown; message?: string; warnings: string[]}> & {
    publicFolderCalled?: boolean;
    staticFileCalled?: boolean;
  };
};

type Results = ReturnType<typeof callStudioApis>;
let inNode: Results;
let inPlayer: Results;
let otherPage: Results;
let readOnly: Results;
const browserGlobals = (extra: string) =>
  `globalThis.document = {querySelector: () => null};
globalThis.window = Object.assign(new EventTarget(), {location: {origin: 'http://localhost:9'}, remotion_staticBase: '/static-abc', remotion_staticFiles: []}, ${extra});
globalThis.fetch = () => Promise.reject(new Error('fetch failed'));`;

beforeAll(() => {
  inNode = callStudioApis('');
  inPlayer = callStudioApis(browserGlobals('{remotion_isPlayer: true}'));
  otherPage = callStudioApis(browserGlobals('{remotion_staticFiles: undefined}'));
  readOnly = callStudioApis(browserGlobals('{remotion_isStudio: true, remotion_isReadOnlyStudio: true}'));
});

describe('@remotion/studio outside the Studio', () => {
  it('getStaticFiles() returns an empty array with a one-time warning: "Called getStaticFiles() on the server…" in Node.js, "Called getStaticFiles() while using the Remotion Player…" in the Player', () => {
    expect(inNode.getStaticFiles).toMatchObject({kind: 'returned', value: []});
    expect(inNode.getStaticFiles.warnings).toEqual([
      'Called getStaticFiles() on the server. The API is only available in the browser. An empty array was returned.',
    ]);
    expect(inNode.getStaticFilesAgain.warnings).toEqual([]);
    expect(inPlayer.getStaticFiles).toMatchObject({kind: 'returned', value: []});
    expect(inPlayer.getStaticFiles.warnings).toEqual([
      'Called getStaticFiles() while using the Remotion Player. The API is only available while using the Remotion Studio. An empty array was returned.',
    ]);
    expect(inPlayer.getStaticFilesAgain.warnings).toEqual([]);
  });

  it('on a web page without a mounted Player, getStaticFiles() returns undefined', () => {
    expect(otherPage.getStaticFiles).toEqual({kind: 'returned', value: 'undefined', warnings: []});
  });

  it('the watchers log "The watchPublicFolder() API is only available while using the Remotion Studio." and "watchStaticFile() is only available while using the Remotion Studio." and return a cancel() that does nothing', () => {
    for (const r of [inNode, inPlayer]) {
      expect(r.watchPublicFolder).toMatchObject({kind: 'returned', value: ['cancel']});
      expect(r.watchPublicFolder.warnings).toEqual([
        'The watchPublicFolder() API is only available while using the Remotion Studio.',
      ]);
      expect(r.watchStaticFile).toMatchObject({kind: 'returned', value: ['cancel']});
      expect(r.watchStaticFile.warnings).toEqual([
        'watchStaticFile() is only available while using the Remotion Studio.',
      ]);
      expect(r.publicFolderCalled).toBeUndefined();
    }
  });

  it('deleteStaticFile() and saveDefaultProps() reject, updateDefaultProps() and restartStudio() throw synchronously, each saying it only works in the Studio', () => {
    expect(inPlayer.deleteStaticFile).toMatchObject({
      kind: 'rejected',
      message: 'deleteStaticFile() is only available in the Studio',
    });
    expect(inPlayer.saveDefaultProps).toMatchObject({
      kind: 'rejected',
      message: 'saveDefaultProps() is only available in the Studio',
    });
    expect(inPlayer.updateDefaultProps).toMatchObject({
      kind: 'threw',
      message: 'saveDefaultProps can only be called in the Remotion Studio.',
    });
    expect(inPlayer.restartStudio).toMatchObject({
      kind: 'threw',
      message: 'restartStudio() is only available in the Studio',
    });
  });

  it('writeStaticFile() has no Studio check: its request fails; a path with a backslash rejects with "File path cannot contain backslashes"', () => {
    expect(inPlayer.writeStaticFile).toMatchObject({kind: 'rejected', message: 'fetch failed'});
    expect(inPlayer.writeStaticFileBackslash).toMatchObject({
      kind: 'rejected',
      message: 'File path cannot contain backslashes',
    });
  });

  it('seek() and reevaluateComposition() do nothing outside the Studio: no error, no warning', () => {
    for (const r of [inNode, inPlayer]) {
      expect(r.seek).toEqual({kind: 'returned', value: 'undefined', warnings: []});
      expect(r.reevaluateComposition).toEqual({kind: 'returned', value: 'undefined', warnings: []});
    }
  });
});

describe('@remotion/studio in a read-only Studio', () => {
  it('watchPublicFolder() throws "watchPublicFolder() is not available in read-only Studio"; watchStaticFile() warns "watchStaticFile() is only available in an interactive Studio."', () => {
    expect(readOnly.watchPublicFolder).toMatchObject({
      kind: 'threw',
      message: 'watchPublicFolder() is not available in read-only Studio',
    });
    expect(readOnly.watchStaticFile).toMatchObject({kind: 'returned', value: ['cancel']});
    expect(readOnly.watchStaticFile.warnings).toEqual([
      'watchStaticFile() is only available in an interactive Studio.',
    ]);
  });

  it('writeStaticFile(), deleteStaticFile() and saveDefaultProps() reject, restartStudio() throws, each naming the read-only Studio', () => {
    expect(readOnly.writeStaticFile).toMatchObject({
      kind: 'rejected',
      message: 'writeStaticFile() is not available in read-only Studio',
    });
    expect(readOnly.deleteStaticFile).toMatchObject({
      kind: 'rejected',
      message: 'deleteStaticFile() is not available in Read-Only Studio',
    });
    expect(readOnly.saveDefaultProps).toMatchObject({
      kind: 'rejected',
      message: 'saveDefaultProps() is not available in read-only Studio',
    });
    expect(readOnly.restartStudio).toMatchObject({
      kind: 'threw',
      message: 'restartStudio() is not available in read-only Studio',
    });
  });
});

/** An interactive Studio: the globals plus the compositions and props stores that the Studio registers. Each body runs in its own block of one process. */
const interactiveBodies: Record<string, string> = {};
let interactiveResults: Record<string, Record<string, unknown>> | null = null;
const interactiveStudio = (body: string) => {
  const name = `b${Object.keys(interactiveBodies).length}`;
  interactiveBodies[name] = body;
  return name;
};
const resultOf = (name: string) => {
  interactiveResults ??= JSON.parse(
    runNode(
      'cjs',
      `${browserGlobals('{remotion_isStudio: true}')}
const {Internals} = require('remotion');
const studio = require('@remotion/studio');
const all = {};
${Object.entries(interactiveBodies)
  .map(
    ([n, body]) =>
      `{\nconst out = {};\nInternals.compositionsRef.current = null;\nInternals.editorPropsProviderRef.current = null;\nInternals.timeValueRef.current = null;\n${body}\nall.${n} = out;\n}`,
  )
  .join('\n')}
console.log(JSON.stringify(all));`,
    ),
  ) as Record<string, Record<string, unknown>>;
  return interactiveResults[name];
};

const interactive0 = interactiveStudio(`
Internals.compositionsRef.current = {getCompositions: () => [{id: 'Badge', defaultProps: {color: 'blue', label: 'New'}, schema: null}, {id: 'Other', defaultProps: {}, schema: null}]};
let props = {Badge: {color: 'green', label: 'New'}};
Internals.editorPropsProviderRef.current = {getProps: () => props, setProps: (fn) => { props = fn(props); }};
const calls = [];
studio.updateDefaultProps({compositionId: 'Badge', defaultProps: (arg) => { calls.push(arg); return {...arg.unsavedDefaultProps, color: 'red'}; }});
out.callsRightAfter = calls.length;
out.arg = calls[0];
out.props = props;
try { studio.updateDefaultProps({compositionId: 'Missing', defaultProps: () => ({})}); } catch (e) { out.unknown = e.message; }
Internals.editorPropsProviderRef.current = null;
try { studio.updateDefaultProps({compositionId: 'Badge', defaultProps: () => ({})}); } catch (e) { out.noStore = e.message; }
`);
const interactive1 = interactiveStudio(`
Internals.compositionsRef.current = {getCompositions: () => [{id: 'Badge', defaultProps: {color: 'blue'}, schema: null}]};
Internals.editorPropsProviderRef.current = {getProps: () => ({}), setProps: () => undefined};
studio.updateDefaultProps({compositionId: 'Badge', defaultProps: (arg) => { out.same = arg.unsavedDefaultProps === arg.savedDefaultProps; return arg.savedDefaultProps; }});
`);
const interactive2 = interactiveStudio(`
const seen = [];
Internals.timeValueRef.current = {seek: (f) => seen.push(f)};
studio.seek(-20);
studio.seek(5000);
out.seen = seen;
`);
const interactive3 = interactiveStudio(`
const file = (lastModified) => ({name: 'data/sales.json', src: '/static-abc/data/sales.json', sizeInBytes: 10, lastModified});
window.remotion_staticFiles = [file(1)];
const calls = [];
studio.watchStaticFile('/static-abc/data/sales.json', (f) => calls.push(f === null ? null : f.lastModified));
out.atStart = calls.length;
const change = (files) => { window.remotion_staticFiles = files; window.dispatchEvent(new Event('remotion_staticFilesChanged')); };
change([file(1)]);
change([file(2)]);
change([]);
change([]);
out.calls = calls;
`);
const interactive4 = interactiveStudio(`
window.remotion_staticFiles = [];
const lists = [];
const {cancel} = studio.watchPublicFolder((files) => lists.push(files.map((f) => f.name)));
out.atStart = lists.length;
window.remotion_staticFiles = [{name: 'a.png'}, {name: 'b.png'}];
window.dispatchEvent(new Event('remotion_staticFilesChanged'));
window.dispatchEvent(new Event('remotion_staticFilesChanged'));
cancel();
window.dispatchEvent(new Event('remotion_staticFilesChanged'));
out.lists = lists;
`);
const interactive5 = interactiveStudio(`out.result = studio.focusDefaultPropsPath({path: ['items', 1, 'label']});`);

/** saveDefaultProps() is async: it needs its own process to await the rejection. */
const saveUnknown = async () =>
  JSON.parse(
    runNode(
      'cjs',
      `${browserGlobals('{remotion_isStudio: true}')}
const {Internals} = require('remotion');
const studio = require('@remotion/studio');
Internals.compositionsRef.current = {getCompositions: () => [{id: 'Badge', defaultProps: {}, schema: null}]};
Internals.editorPropsProviderRef.current = {getProps: () => ({}), setProps: () => undefined};
let kind = 'returned';
let value;
try { value = studio.saveDefaultProps({compositionId: 'Missing', defaultProps: () => ({})}); kind = 'promise'; } catch (e) { kind = 'threw'; value = e.message; }
Promise.resolve(value).then(() => console.log(JSON.stringify({kind: 'resolved'})), (e) => console.log(JSON.stringify({kind: kind === 'promise' ? 'rejected' : kind, message: e.message})));`,
    ),
  ) as {kind: string; message?: string};

describe('@remotion/studio in an interactive Studio', () => {
  it('updateDefaultProps() calls the function once, synchronously, with unsavedDefaultProps, savedDefaultProps and schema, and stores the result as unsaved props', () => {
    const out = resultOf(interactive0);
    expect(out.callsRightAfter).toBe(1);
    expect(out.arg).toEqual({
      schema: null,
      savedDefaultProps: {color: 'blue', label: 'New'},
      unsavedDefaultProps: {color: 'green', label: 'New'},
    });
    expect(out.props).toEqual({Badge: {color: 'red', label: 'New'}});
    expect(out.unknown).toBe('No composition with the ID Missing found. Available compositions: Badge, Other');
    expect(out.noStore).toBe(
      'No props store found. Are you in the Remotion Studio and are the Remotion versions aligned?',
    );
  });

  it('saveDefaultProps() rejects with "No composition with the ID … found. Available compositions: …" for an unknown ID', async () => {
    const out = await saveUnknown();
    expect(out).toEqual({
      kind: 'rejected',
      message: 'No composition with the ID Missing found. Available compositions: Badge',
    });
  });

  it('saveDefaultProps() rejects with the message that zod is required to use saveDefaultProps() when zod cannot be loaded', () => {
    const out = runNode(
      'cjs',
      `${browserGlobals('{remotion_isStudio: true}')}
const Module = require('module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'zod') throw new Error("Cannot find module 'zod'");
  return load.call(this, request, ...rest);
};
const studio = require('@remotion/studio');
studio.saveDefaultProps({compositionId: 'Badge', defaultProps: () => ({})}).catch((e) => console.log(e.message));`,
    );
    expect(out.trim()).toBe('"zod" is required to use saveDefaultProps(), but is not installed.');
  });

  it('without unsaved edits, unsavedDefaultProps is the same as savedDefaultProps', () => {
    const out = resultOf(interactive1);
    expect(out.same).toBe(true);
  });

  it('seek() raises negative frames to 0 and does not clamp frames beyond the duration', () => {
    const out = resultOf(interactive2);
    expect(out.seen).toEqual([0, 5000]);
  });

  it('watchStaticFile() is not called at the start; it fires with the new entry when lastModified changes, and with null when the file is deleted', () => {
    const out = resultOf(interactive3);
    expect(out.atStart).toBe(0);
    expect(out.calls).toEqual([2, null]);
  });

  it('watchPublicFolder() calls back with the full new file list after every change event, not at the start', () => {
    const out = resultOf(interactive4);
    expect(out.atStart).toBe(0);
    expect(out.lists).toEqual([
      ['a.png', 'b.png'],
      ['a.png', 'b.png'],
    ]);
  });

  it('focusDefaultPropsPath() returns {success: false} when no such field is shown, without throwing', () => {
    const out = resultOf(interactive5);
    expect(out.result).toEqual({success: false});
  });
});

describe('Studio server and configuration', () => {
  it('the Studio searches a free port from 3000 up to 3100; a port that you ask for but is taken is an error', async () => {
    const startServer = installedFile('@remotion/studio-server/dist/preview-server/start-server.js');
    expect(startServer).toContain('from: 3000');
    expect(startServer).toContain('to: 3100');
    expect(startServer).toContain('process.env.PORT');
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {
      RenderInternals: {
        getDesiredPort: (o: {
          desiredPort: number | undefined;
          from: number;
          to: number;
          hostsToTry: string[];
        }) => Promise<{
          port: number;
          unlockPort: () => void;
        }>;
      };
    };
    await withTakenPort(async (taken) => {
      const free = await RenderInternals.getDesiredPort({
        desiredPort: undefined,
        from: taken,
        to: taken + 20,
        hostsToTry: ['127.0.0.1'],
      });
      free.unlockPort();
      expect(free.port).toBeGreaterThan(taken);
      await expect(
        RenderInternals.getDesiredPort({desiredPort: taken, from: taken, to: taken + 20, hostsToTry: ['127.0.0.1']}),
      ).rejects.toThrow(`You specified port ${taken} to be used for the HTTP server, but it is not available.`);
    });
  });

  it('flags passed on the command line take precedence over the config file, for example --public-dir over Config.setPublicDir()', () => {
    expect(cliConfig().publicDir).toEqual([
      {source: 'cli', value: 'assets'},
      {source: 'config', value: 'from-config'},
    ]);
    expect(installedFile('@remotion/cli/dist/studio.js')).toContain(
      'if (parsed_cli_1.parsedCli.port) {\n        return parsed_cli_1.parsedCli.port;\n    }\n    const serverPort = config_1.ConfigInternals.getStudioPort();',
    );
  });

  it('the timeline shows up to 90 tracks by default', () => {
    expect(cliConfig().tracks).toEqual([90, 90]);
  });

  it('in the Studio, Config.setNumberOfSharedAudioTags() defaults to 0', () => {
    expect(cliConfig().audioTagsBefore).toBe(0);
    expect(cliConfig().audioTagsAfter).toBe(3);
    expect(installedFile('@remotion/cli/dist/studio.js')).toContain(
      "parsedCli['number-of-shared-audio-tags']) !== null && _a !== void 0 ? _a : (0, number_of_shared_audio_tags_1.getNumberOfSharedAudioTags)()",
    );
  });

  it("the Studio's Render button starts the render dialog with the unsaved props of the editor", () => {
    const button = installedFile('@remotion/studio/dist/components/RenderButton.js');
    expect(button).toContain(
      'defaultProps: (_c = props[video.id]) !== null && _c !== void 0 ? _c : video.defaultProps',
    );
    expect(button).toContain('Internals.EditorPropsContext');
  });
});
