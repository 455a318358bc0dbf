/**
 * Loads a third-party script once, asynchronously, and settles when it has run
 * or failed. A failed load is forgotten so that a later call can try again.
 */
export type ScriptRequest = {
  src: string;
  id: string;
  /** Written as data-* attributes, e.g. {id: 'abc'} becomes data-id="abc". */
  dataset?: Record<string, string>;
  /** Give up when neither load nor error has fired by then (a blocked host can hang). */
  timeoutMs?: number;
};

type MinimalDocument = Pick<Document, 'createElement' | 'getElementById'> & {
  head: Pick<HTMLElement, 'appendChild'>;
};

const pending = new Map<string, Promise<void>>();

export class ScriptLoadError extends Error {
  constructor(src: string, reason: string) {
    super(`Could not load ${src}: ${reason}`);
    this.name = 'ScriptLoadError';
  }
}

export function loadScript(request: ScriptRequest, doc: MinimalDocument = document): Promise<void> {
  const existing = pending.get(request.src);
  if (existing) {
    return existing;
  }

  const promise = new Promise<void>((resolve, reject) => {
    const stale = doc.getElementById(request.id);
    stale?.remove();

    const script = doc.createElement('script');
    script.src = request.src;
    script.id = request.id;
    script.async = true;
    for (const [key, value] of Object.entries(request.dataset ?? {})) {
      script.dataset[key] = value;
    }

    const timer = setTimeout(() => {
      fail('timed out');
    }, request.timeoutMs ?? 10_000);

    function fail(reason: string) {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      pending.delete(request.src);
      reject(new ScriptLoadError(request.src, reason));
    }

    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('network error or blocked');
    doc.head.appendChild(script);
  });

  pending.set(request.src, promise);
  return promise;
}

/** Polls for a value that a script defines some time after it has loaded. */
export async function waitFor<T>(read: () => T | undefined, timeoutMs: number, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() >= deadline) {
      throw new Error(`Gave up after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
