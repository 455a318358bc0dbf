/**
 * Second-reader claims (group c): renderer reference pages, bundle(), random(), prefetch(),
 * getStaticFiles(). Network tests only talk to a server on 127.0.0.1.
 */
import http from 'node:http';
import {pageSays, requireInstalled} from './lib';

type Prefetched = {waitUntilDone: () => Promise<string>; free: () => void};
const {prefetch} = requireInstalled('remotion') as {
  prefetch: (src: string, o?: Record<string, unknown>) => Prefetched;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('prefetch() free() during a download', () => {
  it('free() after the response started lets the download finish, creates a blob URL it never revokes, and waitUntilDone() never settles; free() before the response aborts and waitUntilDone() never settles either', async () => {
    expect(pageSays('prefetch')).toContain(
      'once the response has started, the file keeps downloading to the end in the background and its blob URL is never revoked. In both cases, `waitUntilDone()` then neither resolves nor rejects.',
    );
    const created: string[] = [];
    const revoked: string[] = [];
    const origCreate = URL.createObjectURL;
    const origRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (b: Blob) => {
      const u = origCreate(b);
      created.push(u);
      return u;
    };
    URL.revokeObjectURL = (u: string) => {
      revoked.push(u);
      origRevoke(u);
    };
    let sentAll = false;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, {'Content-Type': 'video/mp4', 'Content-Length': '3000'});
      res.write(Buffer.alloc(1000, 1));
      setTimeout(() => {
        res.write(Buffer.alloc(1000, 2));
        setTimeout(() => {
          res.end(Buffer.alloc(1000, 3));
          sentAll = true;
        }, 150);
      }, 150);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
    try {
      // Freed after the first chunk arrived
      const progress: number[] = [];
      let freed = false;
      const p: Prefetched = prefetch(`${base}/late.mp4`, {
        onProgress: ({loadedBytes}: {loadedBytes: number}) => {
          progress.push(loadedBytes);
          if (!freed) {
            freed = true;
            p.free();
          }
        },
      });
      let settled = 'pending';
      p.waitUntilDone().then(
        () => (settled = 'resolved'),
        () => (settled = 'rejected'),
      );
      // Freed before the server responded
      const q = prefetch(`${base}/early.mp4`);
      q.free();
      let qSettled = 'pending';
      q.waitUntilDone().then(
        () => (qSettled = 'resolved'),
        () => (qSettled = 'rejected'),
      );
      await sleep(1200);
      expect(sentAll).toBe(true);
      expect(progress).toEqual([1000, 2000, 3000]);
      expect(created.length).toBe(1);
      expect(revoked).toEqual([]);
      expect(settled).toBe('pending');
      expect(qSettled).toBe('pending');
    } finally {
      URL.createObjectURL = origCreate;
      URL.revokeObjectURL = origRevoke;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
