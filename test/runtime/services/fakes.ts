/** Test doubles of the session services' boundaries: the network call and the popups. */
import { HttpError } from '../../../runtime/http';
import type { SessionUi } from '../../../runtime/services/session-types';
import type { SessionCall } from '../../../runtime/services/session-validate';
import { buildRuntime } from '../../support/runtime';

/** A recorded call. */
export interface Recorded {
  url: string;
  options: Parameters<SessionCall>[1];
}

/** A call answering by the end of the URL's path: a value, or an Error to throw. */
export function scriptedCall(replies: Record<string, unknown>) {
  const calls: Recorded[] = [];
  const call: SessionCall = async (url, options) => {
    calls.push({ url, options });
    const path = new URL(url, 'http://page.test').pathname;
    const key = Object.keys(replies).find((k) => path.endsWith(k));
    if (key === undefined) throw new HttpError('status', url, `no reply scripted for ${url}`, 404);
    const reply = replies[key];
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? (reply as () => unknown)() : reply;
  };
  return { call, calls };
}

/** A popup fake recording what was shown. */
export function recordingUi() {
  const shown: { kind: string; text: string; options?: unknown }[] = [];
  const ui: SessionUi = {
    alert: async (text, options) => void shown.push({ kind: 'alert', text, options }),
    confirm: async (text) => (shown.push({ kind: 'confirm', text }), true),
    openLayer: async (id) => (shown.push({ kind: 'layer', text: id }), true),
    toast: (text) => void shown.push({ kind: 'toast', text }),
  };
  return { ui, shown };
}

/** A three-part token as the account service issues them. */
export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJndWlkLXVrLXNob3BwZXIifQ.c2lnbmF0dXJl';

/** Cookie names on the document now. */
export const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((c) => c.split('=')[0]);

/** Removes every cookie of the document. */
export function clearCookies(): void {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A runtime (page, site, bus, queue) for a page with these hidden inputs. */
export const pageRuntime = (fields: Record<string, string> = {}) => buildRuntime({ useStore: 'Y', storeDomain: 'http://store.test/', ...fields });
