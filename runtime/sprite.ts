/**
 * The icon sprite (docs/rules.md §7 "Other"): fetched once, inserted hidden at the top of body
 * so the page's `<use href="#id">` icons resolve. A failure leaves the page as it is.
 * The request starts with boot, in parallel with the dictionary; the sanitiser that rebuilds
 * the untrusted markup (runtime/sprite-load.ts, runtime/sprite-clean.ts) is a chunk of its own,
 * loaded meanwhile. XMLHttpRequest parses the reply (`responseType = 'document'`): no string
 * reaches a markup sink, so Trusted Types allow it.
 */
import { HttpError } from './http';
import { messageOf } from './report';

/** The id of the inserted sprite. */
export const SPRITE_ID = 'sf-icon-sprite';
/** docs/rules.md §9 gives no sprite timeout; the banner's 20 s is the closest asset rule. */
const SPRITE_TIMEOUT_MS = 20_000;

/** GETs `url` as an XML document; rejects with an HttpError. */
export function requestXml(url: string, timeoutMs: number): Promise<Document> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: HttpError['kind'], what: string) => reject(new HttpError(kind, url, `GET ${url} ${what}`, xhr.status));
    xhr.open('GET', url);
    xhr.responseType = 'document';
    xhr.overrideMimeType('image/svg+xml'); // parsed as XML whatever the server calls it
    xhr.timeout = timeoutMs;
    xhr.onload = () => {
      const doc = xhr.responseXML;
      if (xhr.status < 200 || xhr.status > 299) fail('status', `answered HTTP ${xhr.status}`);
      else if (!doc?.documentElement || doc.getElementsByTagName('parsererror').length) fail('malformed', 'answered with malformed XML');
      else resolve(doc);
    };
    xhr.onerror = () => fail('network', 'failed');
    xhr.ontimeout = () => fail('timeout', `timed out after ${timeoutMs} ms`);
    xhr.send();
  });
}

/** Loads the sprite from `url` into `doc` once. Resolves true when inserted. */
export async function loadSprite(url: string, doc: Document = document): Promise<boolean> {
  // Through the prototype: a `<form name="getElementById">` must not break it (DOM clobbering).
  if (Document.prototype.getElementById.call(doc, SPRITE_ID)) return true;
  try {
    const [parsed, { insertSprite }] = await Promise.all([requestXml(url, SPRITE_TIMEOUT_MS), import('./sprite-load')]);
    return insertSprite(parsed, doc, SPRITE_ID);
  } catch (error) {
    console.warn(`storefront: icon sprite not loaded (${messageOf(error)})`);
    return false;
  }
}
