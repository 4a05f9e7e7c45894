import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSprite } from '../../runtime/sprite';
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

  it.each(['/missing.svg', '/html.svg'])('leaves the page as it is when %s fails', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadSprite(`${server.origin}${path}`)).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="first">page</div>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('icon sprite not loaded'));
  });
});
