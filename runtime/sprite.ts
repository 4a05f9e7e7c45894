/**
 * The icon sprite (SPEC §7 "Other"): fetched once, inserted hidden at the top of body so the
 * page's `<use href="#id">` icons resolve. A failure leaves the page as it is.
 */
import { request } from './http';

/** SPEC §9 gives no sprite timeout; the banner's 20 s is the closest asset rule. */
const SPRITE_TIMEOUT_MS = 20_000;
const ID = 'sf-icon-sprite';

/** Removes anything that could run: scripts, foreign content, event attributes, script URLs. */
function clean(svg: Element): void {
  for (const el of svg.querySelectorAll('script, foreignObject, iframe, object, embed')) el.remove();
  for (const el of [svg, ...svg.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || (/href$/i.test(attr.name) && !attr.value.trim().startsWith('#'))) el.removeAttribute(attr.name);
    }
  }
}

/** Loads the sprite from `url` into `doc` once. Resolves true when inserted. */
export async function loadSprite(url: string, doc: Document = document): Promise<boolean> {
  if (doc.getElementById(ID)) return true;
  try {
    const text = await request<string>(url, { timeoutMs: SPRITE_TIMEOUT_MS, as: 'text' });
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = parsed.documentElement;
    if (svg.localName !== 'svg' || parsed.getElementsByTagName('parsererror').length) throw new Error('not an SVG document');
    clean(svg);
    const node = doc.importNode(svg, true) as unknown as SVGSVGElement;
    node.id = ID;
    node.setAttribute('aria-hidden', 'true');
    node.setAttribute('focusable', 'false');
    // Hidden without display:none, which would break gradients referenced from the sprite.
    node.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
    if (doc.getElementById(ID)) return true;
    doc.body.prepend(node);
    return true;
  } catch (error) {
    console.warn(`storefront: icon sprite not loaded (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}
