/**
 * The store interface's result codes (docs/rules.md §8 "Store result codes"): which are normal,
 * which sign the shopper out, and which show the reply's message in an alert. Pure: the client
 * (store-interface.ts) acts on the outcome.
 */

/** What a result code asks for. */
export type CodeOutcome = { kind: 'normal' } | { kind: 'sign-out' } | { kind: 'alert'; text: string; button?: string };

/** docs/rules.md §8: no popup for these. */
const NORMAL = new Set(['0000', '9000', '9001', '9002', '2110']);
/** docs/rules.md §8: China and Korea alert only for 4-digit codes starting 2 or 3. */
const CODE_SITES = new Set(['cn', 'sec']);
/** The Korean site's button text ("confirm"). */
export const KOREAN_CONFIRM = '확인';
/**
 * The start of Korea's purchase-limit message ("구매 가능 수량", "구매 한도", "구매제한"): the reply
 * carries product details before it, and only the limit is shown.
 */
const KOREA_LIMIT = /구매\s*(가능\s*수량|한도|제한)/;

/** Line breaks as the store writes them (`<br>`, escaped `\n`) become newlines; other markup goes. */
function plainLines(message: string): string {
  return message
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\\n/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}

/** docs/rules.md §8: the Korea purchase-limit message trimmed to start at the limit phrase, line breaks kept. */
export function koreaLimitMessage(message: string): string {
  const lines = plainLines(message);
  const at = lines.search(KOREA_LIMIT);
  return at > 0 ? lines.slice(at) : lines;
}

/** The outcome of `code` on `site` with the reply's `message`. */
export function resultCodeOutcome(site: string, code: string, message: string): CodeOutcome {
  if (code === '2100') return { kind: 'sign-out' };
  if (NORMAL.has(code)) return { kind: 'normal' };
  const korea = site === 'sec';
  if (CODE_SITES.has(site) && (!/^[23]\d{3}$/.test(code) || (korea && code === '2002'))) return { kind: 'normal' };
  const text = korea ? koreaLimitMessage(message) : plainLines(message);
  return korea ? { kind: 'alert', text, button: KOREAN_CONFIRM } : { kind: 'alert', text };
}
