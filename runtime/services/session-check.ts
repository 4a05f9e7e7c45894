/**
 * The session check (docs/rules.md §4 "Session-check", §8): `getSessionCheck` with the shopper's
 * ssoID. '0000' is signed in (missing additional information asks for the consent layer); '903'
 * is blocked ('BA'); another `customerStatus` is shown as it is, else unknown ('UK'). A reply
 * with no result code at all (an empty or unreadable body) is no answer: the check failed, like a
 * server error, and signs nobody out. The page's query parameters `customerStatus` or
 * `isblock=true` raise the same popup.
 */
import type { StoreReply } from './store-interface';

/** What the check found. */
export type SessionCheckOutcome =
  | { status: 'signed-in'; hasAddInfo: boolean; guidConsent: boolean }
  | { status: 'blocked'; code: string }
  | { status: 'no-answer' };

const STATUS = /^[A-Z]{2}$/;

/** The outcome of a getSessionCheck reply. */
export function sessionCheckOutcome(reply: StoreReply): SessionCheckOutcome {
  if (reply.resultCode === '') return { status: 'no-answer' };
  if (reply.resultCode === '0000') return { status: 'signed-in', hasAddInfo: reply.hasAddInfo !== 'N', guidConsent: reply.resultValue !== 'N' };
  if (reply.resultCode === '903') return { status: 'blocked', code: 'BA' };
  const status = typeof reply.customerStatus === 'string' ? reply.customerStatus : '';
  return { status: 'blocked', code: STATUS.test(status) ? status : 'UK' };
}

/** The status the page's query asks to show (`isblock=true` → 'BA', `customerStatus=XX`), or null. */
export function queryStatus(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get('isblock') === 'true') return 'BA';
  const status = query.get('customerStatus');
  if (status === null) return null;
  return STATUS.test(status) ? status : 'UK';
}

/** docs/rules.md §8: login error codes and the error text (1-4) each shows. Unknown codes show text 3. */
const TEXT_OF: Readonly<Record<string, 1 | 2 | 3 | 4>> = { DW: 1, AW: 1, WP: 1, BA: 2, UK: 3, ES: 4 };

/** Fallbacks when the dictionary has no wording (docs/rules.md §8 gives none). */
const FALLBACK = {
  title: 'Sign-in error',
  1: 'Your account needs attention before you can sign in. Please visit your Samsung account.',
  2: 'Your account has been blocked. Please contact customer support.',
  3: 'We could not confirm your account. Please try again later.',
  4: 'Your account could not be used on this site.',
} as const;

/** The dictionary title and text of a login error code. */
export function loginErrorText(code: string, t: (key: string, fallback?: string) => string): { title: string; text: string } {
  const n = Object.hasOwn(TEXT_OF, code) ? TEXT_OF[code]! : 3;
  return { title: t('loginErrorTitle', FALLBACK.title), text: t(`loginErrorText${n}`, FALLBACK[n]) };
}
