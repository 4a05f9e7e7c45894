/**
 * The store-interface client (docs/rules.md §7 "Store interface"): `{store}/{site}/ng/p4v1/{action}`
 * as credentialed JSON or JSONP, and the result-code rules of docs/rules.md §8 applied to every
 * reply: 2100 signs out to the reply's return URL, alerts show the message as text, and a call
 * the store refuses as signed out (HTTP 401) shows the §8 alert and goes to the login address.
 */
import { HttpError } from '../http';
import type { jsonp } from '../jsonp';
import type { PageConfig } from '../page-config';
import type { SiteConfig } from '../site-config';
import { resultCodeOutcome } from './result-codes';
import { loginAddress } from './return-target';
import type { SessionEndpoints } from './session-endpoints';
import type { SessionUi } from './session-types';
import type { SessionCall } from './session-validate';

/** docs/rules.md §8 "Signed out during a platform request". */
export const SIGNED_OUT_TEXT = 'Your request could not be completed because you have been signed out.';
/** Store calls without a figure in docs/rules.md §9 wait this long. */
const STORE_TIMEOUT_MS = 10_000;
/** A reply's result code as text; anything else (an object String() cannot read) is no code. */
const codeOf = (c: unknown) => (typeof c == 'string' || typeof c == 'number' ? `${c}` : '');
const ACTION = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/** A store reply: always a result code and message (empty when the reply had none). */
export type StoreReply = Record<string, unknown> & { resultCode: string; resultMessage: string };

/** What the client needs. */
export interface StoreInterfaceEnv {
  page: PageConfig;
  site: SiteConfig;
  urls: SessionEndpoints;
  ui: SessionUi;
  call: SessionCall;
  /** Signs out and leaves for `returnUrl` (checked by the sign-out). */
  signOut(returnUrl?: string): Promise<void>;
  navigate(url: string): void;
  /** runtime/jsonp's `jsonp`, for JSONP calls: given by the caller so this chunk does not share the module with the search plugin (.size-limit.cjs). */
  jsonp?: typeof jsonp;
}

/** Options of one store call. */
export interface StoreCallOptions {
  transport?: 'json' | 'jsonp';
  timeoutMs?: number;
  /** 'own': the caller handles the result code itself (the session check has its own popup). */
  codes?: 'rules' | 'own';
}

/**
 * Creates the client: `storeCall(action, params)` resolves with the reply after its code was
 * acted on. `storeCall.expired()` is the §8 alert and the login address of a call refused as
 * signed out, once however many are (the cart's and the wishlist's own calls ask for it too).
 */
export function createStoreInterface(env: StoreInterfaceEnv) {
  const { page, site, ui } = env;
  let expiring: Promise<void> | undefined;
  const expired = () => (expiring ??= ui.alert(SIGNED_OUT_TEXT).then(() => env.navigate(loginAddress(page, site))));
  return Object.assign(async function storeCall(action: string, params: Record<string, string> = {}, options: StoreCallOptions = {}): Promise<StoreReply> {
    if (!ACTION.test(action)) throw new TypeError(`store action ${JSON.stringify(action.slice(0, 40))} is not an action name`);
    const url = `${env.urls.storeInterface}${action}?${new URLSearchParams(params)}`;
    const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
    let data: unknown;
    try {
      if (options.transport === 'jsonp' && !env.jsonp) throw new TypeError(`store action "${action}" needs JSONP, which this client lacks`);
      data = options.transport === 'jsonp' ? await env.jsonp!(url, { timeoutMs }) : await env.call(url, { timeoutMs, credentials: 'include' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) await expired();
      throw error;
    }
    const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    const reply: StoreReply = { ...record, resultCode: codeOf(record.resultCode), resultMessage: typeof record.resultMessage === 'string' ? record.resultMessage : '' };
    if (options.codes === 'own') return reply;
    const outcome = resultCodeOutcome(page.siteCode, reply.resultCode, reply.resultMessage);
    if (outcome.kind === 'sign-out') await env.signOut(typeof record.returnURL === 'string' ? record.returnURL : undefined);
    else if (outcome.kind === 'alert' && outcome.text) await ui.alert(outcome.text, outcome.button ? { button: outcome.button } : undefined);
    return reply;
  }, { expired });
}

/** The store-interface client's call. */
export type StoreCall = (action: string, params?: Record<string, string>, options?: StoreCallOptions) => Promise<StoreReply>;
