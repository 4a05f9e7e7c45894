import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSprite } from '../../runtime/sprite';
import { rebuild } from '../../runtime/sprite-clean';
import { clobber, unclobber } from '../support/clobber';
import { serve } from '../support/http-server';

let server: Awaited<ReturnType<typeof serve>>;
const svg = (body: string) => (_q: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'image/svg+xml' });
  res.end(body);
};
beforeAll(async () => {
  server = await serve({
    '/sprite.svg': svg('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="search-bold" viewBox="0 0 96 96"><path d="M0 0h96v96z"/></symbol></svg>'),
    '/hostile.svg': svg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script><symbol id="a"><a href="javascript:alert(3)"><path d="M0 0" onclick="alert(4)"/></a></symbol><foreignObject><div>x</div></foreignObject><use href="#a"/></svg>',
    ),
    '/html.svg': svg('<html><body>not svg</body></html>'),
    '/styled.svg': svg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><style>header{display:none}</style>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
        '<symbol id="cart" viewBox="0 0 24 24"><title>Cart</title><path d="M0 0h24" fill="url(#g)" style="display:none"/>' +
        '<rect width="4" height="4" fill="url(https://evil.example/x.svg#p)"><animate attributeName="width" to="999"/></rect>' +
        '<set attributeName="fill" to="red"/><use xlink:href="#g"/><use href="https://evil.example/s.svg#x"/>' +
        '<unknownthing><path d="M1 1"/></unknownthing></symbol></svg>',
    ),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  document.body.innerHTML = '<div id="first">page</div>';
});

describe('loadSprite', () => {
  it('inserts the sprite hidden at the top of body', async () => {
    expect(await loadSprite(`${server.origin}/sprite.svg`)).toBe(true);
    const sprite = document.body.firstElementChild as SVGSVGElement;
    expect(sprite.id).toBe('sf-icon-sprite');
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    expect(sprite.style.width).toBe('0px');
    expect(sprite.querySelector('symbol#search-bold')).not.toBeNull();
  });

  it('fetches once per page', async () => {
    await loadSprite(`${server.origin}/sprite.svg`);
    const before = server.requests.length;
    await loadSprite(`${server.origin}/sprite.svg`);
    expect(server.requests.length).toBe(before);
    expect(document.querySelectorAll('#sf-icon-sprite')).toHaveLength(1);
  });

  it('strips anything that could run from a hostile sprite', async () => {
    await loadSprite(`${server.origin}/hostile.svg`);
    const sprite = document.getElementById('sf-icon-sprite')!;
    expect(sprite.querySelector('script, foreignObject')).toBeNull();
    expect(sprite.outerHTML).not.toMatch(/onload|onclick|javascript:/);
    expect(sprite.querySelector('use')?.getAttribute('href')).toBe('#a');
  });

  it('keeps only shapes: no <style>, <animate>, <set>, style attributes, unknown elements or outside references', async () => {
    await loadSprite(`${server.origin}/styled.svg`);
    const sprite = document.getElementById('sf-icon-sprite')!;
    expect(sprite.querySelector('style, animate, set, unknownthing')).toBeNull();
    expect(sprite.querySelectorAll('path')).toHaveLength(1);
    const path = sprite.querySelector('symbol#cart path')!;
    expect(path.getAttribute('fill')).toBe('url(#g)');
    expect(path.hasAttribute('style')).toBe(false);
    expect(sprite.querySelector('rect')!.hasAttribute('fill')).toBe(false);
    expect([...sprite.querySelectorAll('use')].map((u) => u.getAttribute('href'))).toEqual(['#g', null]);
    expect(sprite.querySelector('title')!.textContent).toBe('Cart');
    expect(sprite.querySelector('stop')!.getAttribute('stop-color')).toBe('#000');
  });

  it('parses the sprite without a string-to-markup sink (blocked under Trusted Types)', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const inner = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    expect(await loadSprite(`${server.origin}/sprite.svg`)).toBe(true);
    expect(parse).not.toHaveBeenCalled();
    expect(inner).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('inserts the sprite next to <img name="getElementById">', async () => {
    clobber(document, 'getElementById');
    clobber(document, 'body');
    try {
      expect(await loadSprite(`${server.origin}/sprite.svg`)).toBe(true);
    } finally {
      unclobber(document, 'getElementById', 'body');
    }
    expect(document.body.firstElementChild!.id).toBe('sf-icon-sprite');
  });

  it.each(['/missing.svg', '/html.svg'])('leaves the page as it is when %s fails', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadSprite(`${server.origin}${path}`)).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="first">page</div>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('icon sprite not loaded'));
  });
});

describe('insertSprite', () => {
  const parsed = () => new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="x"><path d="M0 0"/></symbol></svg>', 'image/svg+xml');

  it('adds nothing when a sprite with the id arrived while this one loaded (two copies racing)', async () => {
    const { insertSprite } = await import('../../runtime/sprite-load');
    expect(insertSprite(parsed(), document, 'sf-icon-sprite')).toBe(true);
    expect(insertSprite(parsed(), document, 'sf-icon-sprite')).toBe(true);
    expect(document.querySelectorAll('#sf-icon-sprite')).toHaveLength(1);
  });

  it('reports false on a page without body', async () => {
    const { insertSprite } = await import('../../runtime/sprite-load');
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.removeChild(doc.body);
    expect(insertSprite(parsed(), doc, 'sf-icon-sprite')).toBe(false);
  });
});

describe('sprite paint references', () => {
  it('keeps a reference inside the sprite however it is quoted or spaced, and drops one outside it', () => {
    const svg = 'http://www.w3.org/2000/svg';
    const paints = ["url(#g)", "url('#g')", 'url("#g")', 'url( #g )', "url('https://evil.example/x.svg#p')", 'url(https://evil.example/x.svg#p)', "url(//evil.example/x)", 'u\\72 l(https://evil.example/m.svg)', 'url(#g) \\75rl(//evil.example/x)'];
    const kept = paints.map((fill) => {
      const path = document.createElementNS(svg, 'path');
      path.setAttribute('fill', fill);
      return rebuild(path, document)!.getAttribute('fill');
    });
    expect(kept).toEqual(["url(#g)", "url('#g')", 'url("#g")', 'url( #g )', null, null, null, null, null]);
  });
});
