import { Worker } from 'node:worker_threads';
import { HttpError, invalidField } from './errors';

/**
 * Judges new passwords offline with zxcvbn-ts and its common-password dictionaries
 * (docs/security.md, "Passwords"). The estimator's cost grows faster than the length of its input
 * (about 3.7 s for 128 characters here), so it runs in a worker thread, one check at a time, on
 * the first JUDGED_PREFIX characters: a prefix that is hard to guess makes the whole password
 * hard to guess, and the event loop never waits for it.
 */
const JUDGED_PREFIX = 32;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;
const MAX_QUEUED = 64;
/** Generous: the first check also loads the dictionaries, and a busy machine is slower. */
const CHECK_TIMEOUT_MS = 30_000;

const WEAK_PASSWORD_MESSAGE = 'Password is too easy to guess';

// Plain JavaScript so it runs the same from the bundled API and from the tests; the estimator is
// loaded once per worker, on first use.
const WORKER_SOURCE = `
(async () => {
  const { parentPort } = await import('node:worker_threads');
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en'),
  ]);
  const pick = (m) => m.default && !m.dictionary ? m.default : m;
  const c = pick(common), e = pick(en);
  const zxcvbn = new ZxcvbnFactory({ translations: e.translations, graphs: c.adjacencyGraphs, dictionary: { ...c.dictionary, ...e.dictionary } });
  parentPort.on('message', ({ id, password, userInputs }) => {
    const result = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, score: result.score, warning: result.feedback.warning || '' });
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => { throw error; });
`;

interface Pending {
  resolve: (value: { score: number; warning: string }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface PasswordJudge {
  /** Resolves when `password` is strong enough; otherwise throws a 400 on `field`. */
  assertStrong(password: string, userInputs: string[], field: string): Promise<void>;
  close(): Promise<void>;
}

const busy = () => new HttpError(503, 'The password check is busy; please try again in a moment', undefined, { 'retry-after': '5' });

export function createPasswordJudge(): PasswordJudge {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  };

  const start = () => {
    const w = new Worker(WORKER_SOURCE, { eval: true });
    w.unref();
    w.on('message', (message: { id?: number; score?: number; warning?: string }) => {
      if (message.id === undefined) return;
      const p = pending.get(message.id);
      if (!p) return;
      clearTimeout(p.timer);
      pending.delete(message.id);
      p.resolve({ score: message.score ?? 0, warning: message.warning ?? '' });
    });
    const lost = (error: Error) => {
      if (worker === w) worker = undefined;
      failAll(error);
    };
    w.on('error', lost);
    w.on('exit', () => lost(new Error('password strength worker stopped')));
    return w;
  };

  const check = (password: string, userInputs: string[]) =>
    new Promise<{ score: number; warning: string }>((resolve, reject) => {
      if (pending.size >= MAX_QUEUED) return reject(busy());
      worker ??= start();
      const id = ++nextId;
      const timer = setTimeout(() => {
        // A check that hangs takes the worker with it; the next one starts afresh.
        pending.delete(id);
        void worker?.terminate();
        worker = undefined;
        reject(busy());
      }, CHECK_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, password: password.slice(0, JUDGED_PREFIX), userInputs: userInputs.map((s) => s.slice(0, 100)) });
    });

  return {
    async assertStrong(password, userInputs, field) {
      let result: { score: number; warning: string };
      try {
        result = await check(password, userInputs);
      } catch (error) {
        throw error instanceof HttpError ? error : busy();
      }
      if (result.score < MIN_SCORE) {
        const why = result.warning ? `: ${result.warning.replace(/\.$/, '')}` : '';
        throw invalidField(field, `${WEAK_PASSWORD_MESSAGE}${why}. Try a few unrelated words, or a longer one.`);
      }
    },
    async close() {
      failAll(new Error('closing'));
      await worker?.terminate();
      worker = undefined;
    },
  };
}
