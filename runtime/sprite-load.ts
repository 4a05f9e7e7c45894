/**
 * Loading the icon sprite (the lazy part of runtime/sprite.ts): fetched once, inserted hidden
 * at the top of body so the page's `<use href="#id">` icons resolve. The sprite is untrusted
 * markup: the inserted copy is rebuilt by runtime/sprite-clean.ts. The reply is parsed by
 * XMLHttpRequest (`responseType = 'document'`): no string reaches a markup sink, so Trusted
 * Types allow it.
 */
import { HttpError } from './http';
import { bodyOf, byId } from './safe-dom';
import { rebuild } from './sprite-clean';

/** docs/rules.md §9 gives no sprite timeout; the banner's 20 s is the closest asset rule. */
const SPRITE_TIMEOUT_MS = 20_000;
/** The id of the inserted sprite. */
export const SPRITE_ID = 'sf-icon-sprite';

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
      if (xhr.status < 200 || xhr.status > 299) return fail('status', `answered HTTP ${xhr.status}`);
      const doc = xhr.responseXML;
      if (!doc?.documentElement || doc.getElementsByTagName('parsererror').length) return fail('malformed', 'answered with malformed XML');
      resolve(doc);
    };
    xhr.onerror = () => fail('network', 'failed');
    xhr.ontimeout = () => fail('timeout', `timed out after ${timeoutMs} ms`);
    xhr.send();
  });
}
/** Loads the sprite from `url` into `doc` once. Resolves true when inserted. */
export async function insertSprite(url: string, doc: Document = document): Promise<boolean> {
  if (byId(doc, SPRITE_ID)) return true;
  try {
    const parsed = await requestXml(url, SPRITE_TIMEOUT_MS);
    const node = parsed.documentElement.localName === 'svg' ? rebuild(parsed.documentElement, doc) : null;
    if (!node) throw new Error('not an SVG document');
    node.id = SPRITE_ID;
    node.setAttribute('aria-hidden', 'true');
    node.setAttribute('focusable', 'false');
    // Hidden without display:none, which would break gradients referenced from the sprite.
    node.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
    const body = bodyOf(doc);
    if (byId(doc, SPRITE_ID) || !body) return Boolean(byId(doc, SPRITE_ID));
    body.prepend(node);
    return true;
  } catch (error) {
    console.warn(`storefront: icon sprite not loaded (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}
