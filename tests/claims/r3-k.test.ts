/**
 * Executed claims of a third read of non-seekable-media and neighbouring pages: the installed
 * packages run in Node.js.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {bundledFfmpeg, fixture, pageSays, requireInstalled} from './lib';

type GetVideoMetadata = (
  src: string,
  options?: {logLevel?: string},
) => Promise<{supportsSeeking: boolean; codec: string; durationInSeconds: number | null}>;

describe('getVideoMetadata() supportsSeeking', () => {
  it('is true for short H.264 files whatever their layout, and for longer H.264 only with the moov box first', async () => {
    const {getVideoMetadata} = requireInstalled('@remotion/renderer') as {getVideoMetadata: GetVideoMetadata};
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3-k-'));
    try {
      const moovAtEnd = path.join(dir, 'moov-at-end-7s.mp4');
      const moovFirst = path.join(dir, 'moov-first-7s.mp4');
      const ts = path.join(dir, 'h264-7s.ts');
      const webm = path.join(dir, 'vp8-7s.webm');
      const prores = path.join(dir, 'prores-1s.mov');
      const quiet = ['-loglevel', 'error', '-y'];
      // Seven copies of a 1-second H.264 file, without re-encoding: the MP4 muxer writes moov at the end.
      bundledFfmpeg([...quiet, '-stream_loop', '6', '-i', fixture('media-h264-aac.mp4'), '-c', 'copy', moovAtEnd]);
      bundledFfmpeg([...quiet, '-i', moovAtEnd, '-c', 'copy', '-movflags', '+faststart', moovFirst]);
      bundledFfmpeg([...quiet, '-stream_loop', '6', '-i', fixture('media-h264.ts'), '-c', 'copy', ts]);
      bundledFfmpeg([...quiet, '-stream_loop', '6', '-i', fixture('media-vp8-opus.webm'), '-c', 'copy', webm]);
      bundledFfmpeg([...quiet, '-i', fixture('media-h264-aac.mp4'), '-an', '-c:v', 'prores_ks', prores]);

      const result: Record<string, [string, boolean]> = {};
      for (const [name, file] of Object.entries({
        shortMoovAtEnd: fixture('media-moov-at-end.mp4'),
        moovAtEnd,
        moovFirst,
        ts,
        webm,
        prores,
      })) {
        const meta = await getVideoMetadata(file, {logLevel: 'error'});
        result[name] = [meta.codec, meta.supportsSeeking];
      }
      expect(result).toEqual({
        // Shorter than 5 seconds: true although the moov box is at the end.
        shortMoovAtEnd: ['h264', true],
        moovAtEnd: ['h264', false],
        moovFirst: ['h264', true],
        // Not an MP4, so the fast-start check fails.
        ts: ['h264', false],
        webm: ['vp8', true],
        prores: ['prores', false],
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    const page = pageSays('non-seekable-media');
    expect(page).toContain('H.264 videos shorter than 5 seconds always report `true`');
    expect(page).toContain('only if they are MP4 files with the `moov` box at the start');
    expect(page).toContain('ProRes videos always `false`');
  });
});
