import { describe, expect, it, vi } from 'vitest';
import defaults from '../../sites/default.json';
import type { SiteFile } from '../../runtime/site-config';
import { hiddenInputs } from '../support/runtime';

// One window per file: the first start claims it for good, as on a page.
const options = { plugins: async () => ({ plugins: [] }), siteFiles: async () => ({ siteFiles: {} }), defaults: defaults as SiteFile };
const installed = () => Object.getOwnPropertyDescriptor(window, 'storefront')?.value as { page: { siteCode: string } } | undefined;
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('start: an async script that runs while the page is still parsing (docs/architecture.md "Boot")', () => {
  it('boots once the document is parsed, reading the inputs parsed after it ran, without waiting for stylesheets; no DOMContentLoaded listener', async () => {
    let state: DocumentReadyState = 'loading';
    // The document's readyState, as the runtime reads it: through the prototype. (jsdom has no
    // named access on document; test/e2e/foundation.test.mjs checks an element named readyState.)
    const getter = vi.spyOn(Document.prototype, 'readyState', 'get').mockImplementation(() => state);
    const listen = vi.spyOn(document, 'addEventListener');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A stylesheet on its way holds only the first mount (runtime/styles-ready.ts), not boot.
    document.head.innerHTML = '<link rel="stylesheet" href="/page.css">';
    document.body.innerHTML = '';
    const { start } = await import('../../runtime/start');
    start(options);
    // Many tasks pass while the parser is still at work: nothing boots, nothing complains.
    await tasks(20);
    expect(installed()).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    // The parser reaches the hidden inputs, then finishes: boot goes on.
    document.body.insertAdjacentHTML('beforeend', hiddenInputs({ siteCode: 'uk' }));
    state = 'interactive';
    await vi.waitFor(() => expect(installed()?.page.siteCode).toBe('uk'));
    expect(error).not.toHaveBeenCalled();
    expect(listen.mock.calls.filter(([type]) => type === 'DOMContentLoaded' || type === 'readystatechange')).toEqual([]);
    getter.mockRestore();
  });
});
