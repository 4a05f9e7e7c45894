/**
 * The session service (docs/architecture.md "Session"): one state machine,
 * checking → signed-in | signed-out, whose state goes on the bus (`session:changed`, replayed to
 * late subscribers). `session:ready` is emitted exactly once per page whatever happens (signed
 * in, signed out, failed, timed out, a hook threw), so the store-call queue is always released
 * (docs/rules.md §4). While `sa_state` exists the sign-in is checked again every 900000 ms.
 */
import type { Bus } from '../bus';
import { COOKIES, readCookie } from '../cookies';
import { request } from '../http';
import { errorText } from '../report';
import type { PageConfig } from '../page-config';
import { setLoginFlag } from './session-cookies';
import type { SessionEndpoints } from './session-endpoints';
import type { SessionState } from './session-types';
import { validateSession, type SessionCall } from './session-validate';

/** docs/rules.md §4: session refresh every 900000 ms while `sa_state` exists. */
export const REFRESH_MS = 900_000;

/** Runs once sign-in is known and before the store-call queue is released (the wishlist hand-over). */
export type BeforeReady = (state: SessionState) => unknown;

/** What the service is given. */
export interface SessionEnv {
  page: PageConfig;
  urls: SessionEndpoints;
  bus: Pick<Bus, 'emit'>;
  doc?: Document;
  call?: SessionCall;
  log?: Pick<Console, 'warn' | 'error'>;
  /** A refresh other than a new check (China's token refresh); resolves false when the session is gone. */
  refresh?: () => Promise<boolean>;
}

/** The running service. */
export interface Session {
  readonly state: SessionState;
  /** Adds a step to run before the release; steps added after the release do not run. */
  beforeReady(step: BeforeReady): void;
  /** Checks the sign-in and releases the queue; later calls return the first run's promise. */
  start(): Promise<SessionState>;
  /** The shopper signed out (sign-out flow): forget the user, stop refreshing. */
  signedOut(): void;
  /** Stops the refresh timer (tests; pages never stop). */
  stop(): void;
}

/** Creates the session service for one page. */
export function createSession(env: SessionEnv): Session {
  const { page, bus, doc = document, log = console } = env;
  const call: SessionCall = env.call ?? request;
  const steps: BeforeReady[] = [];
  let state: SessionState = { phase: 'checking' };
  let started: Promise<SessionState> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = () => validateSession({ page, urls: env.urls, call, log, setFlag: (y) => setLoginFlag(doc, y) });

  function enter(next: SessionState): void {
    state = next;
    const user = next.phase === 'signed-in' ? next.user : undefined;
    setLoginFlag(doc, !!user);
    bus.emit('session:changed', user ? { signedIn: true, firstName: user.firstName, lastName: user.lastName, loginType: user.loginType, discount: user.discount } : { signedIn: false });
  }

  function stopRefresh(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  async function tick(): Promise<void> {
    if (readCookie(COOKIES.accountState) === undefined) return stopRefresh();
    const alive = env.refresh ? await env.refresh().catch(() => false) : (await check()).phase === 'signed-in';
    if (!alive && state.phase === 'signed-in') {
      stopRefresh();
      enter({ phase: 'signed-out', reason: 'failed' });
    }
  }

  async function run(): Promise<SessionState> {
    try {
      enter(await check().catch((error: unknown): SessionState => {
        log.error(`storefront: session: the check failed: ${errorText(error)}; signed out`);
        return { phase: 'signed-out', reason: 'failed' };
      }));
      for (const step of steps.splice(0)) {
        try {
          await step(state);
        } catch (error) {
          log.error(`storefront: session: a step before the store calls failed: ${errorText(error)}`);
        }
      }
    } finally {
      // Whatever happened above, the queue is released exactly once.
      bus.emit('session:ready', { signedIn: state.phase === 'signed-in' });
    }
    if (state.phase === 'signed-in' && readCookie(COOKIES.accountState) !== undefined) timer = setInterval(() => void tick(), REFRESH_MS);
    return state;
  }

  return {
    get state() {
      return state;
    },
    beforeReady: (step) => void steps.push(step),
    start: () => (started ??= run()),
    signedOut() {
      stopRefresh();
      if (state.phase !== 'signed-out' || state.reason !== 'signed-out') enter({ phase: 'signed-out', reason: 'signed-out' });
    },
    stop: stopRefresh,
  };
}
