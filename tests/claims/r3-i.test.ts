/**
 * Executed claims of a third read of the pages 2-0-migration … distributed-rendering (core pages):
 * the installed packages run in Node.js.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pageSays, requireInstalled, thrownMessage} from './lib';

type StudioServerInternals = {
  getPackageManager: (remotionRoot: string, packageManager: string | undefined, dirUp: number) => unknown;
};

describe('bun', () => {
  it('getPackageManager throws Found multiple lockfiles when bun.lock and bun.lockb are both present', () => {
    const {StudioServerInternals} = requireInstalled('@remotion/studio-server') as {
      StudioServerInternals: StudioServerInternals;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bun-lockfiles-'));
    try {
      fs.writeFileSync(path.join(dir, 'bun.lock'), '');
      fs.writeFileSync(path.join(dir, 'bun.lockb'), '');
      const message = thrownMessage(() => StudioServerInternals.getPackageManager(dir, undefined, 0));
      expect(message).toContain('Found multiple lockfiles:');
      expect(message).toContain('- bun.lock\n- bun.lockb');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('bun')).toContain('This also happens when both `bun.lock` and `bun.lockb` are present');
  });
});

describe('2-0-migration', () => {
  it('getAudioDuration() is still exported and delegates to getAudioDurationInSeconds() instead of failing', async () => {
    const mediaUtils = requireInstalled('@remotion/media-utils') as {
      getAudioDuration: (src: string) => Promise<number>;
      getAudioDurationInSeconds: (src: string) => Promise<number>;
    };
    expect(typeof mediaUtils.getAudioDuration).toBe('function');
    expect(mediaUtils.getAudioDuration.toString()).toContain('getAudioDurationInSeconds)(src)');
    // In Node.js both reject identically (no document); the old name adds no error of its own.
    const [oldName, newName] = await Promise.allSettled([
      mediaUtils.getAudioDuration('a.mp3'),
      mediaUtils.getAudioDurationInSeconds('a.mp3'),
    ]);
    expect(oldName).toEqual(newName);
    expect(pageSays('2-0-migration')).toContain('the second still works but is deprecated');
  });
});
