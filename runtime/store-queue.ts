/**
 * The store-call queue (docs/rules.md §4): calls to the store wait until sign-in readiness is known,
 * then run in the order they were queued, one after another. With no login cookies or no
 * store on the page there is nothing to wait for, and calls run at once.
 */
/** A store call: may be async; the next call starts when it settles. */
export type StoreCall = () => unknown;

/** The queue a page has. */
export interface StoreQueue {
  /** Runs `call` now if ready, else after readiness, in order. Resolves with its result. */
  queue<T>(call: () => T | Promise<T>): Promise<T>;
  /** Sign-in readiness is known: release the queued calls. Idempotent. */
  markReady(): void;
  readonly ready: boolean;
}

/** Creates the queue; `waitForSignIn` is false when no login cookies exist or the store is not used. */
export function createStoreQueue(waitForSignIn: boolean): StoreQueue {
  let ready = !waitForSignIn;
  // The chain keeps calls in order even after readiness, when earlier ones are still running.
  let chain: Promise<unknown> = Promise.resolve();
  let release!: () => void;
  const gate = ready ? Promise.resolve() : new Promise<void>((r) => (release = r));

  return {
    get ready() {
      return ready;
    },
    queue<T>(call: () => T | Promise<T>): Promise<T> {
      const run = chain.then(() => gate).then(call);
      // A failed call rejects its own promise (the caller's to handle) and does not stop the next.
      chain = run.catch(() => undefined);
      return run;
    },
    markReady() {
      if (ready) return;
      ready = true;
      release();
    },
  };
}
