import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { search } from '../../plugins/search/index';
import { buildRuntime, mountPlugins, type Mounted } from '../support/runtime';

// The uk template's copy of the real srd19 layer.
const LAYER = /<section[^>]*srd19-gnb-search[\s\S]*?<\/section>/.exec(readFileSync(`${process.cwd()}/templates/pages/uk/index.html`, 'utf8'))![0];
const layer = () => document.querySelector<HTMLElement>('.srd19-gnb-search')!;
const input = () => document.getElementById('gnb-search-keyword');
const expanded = () => [...document.querySelectorAll('.gnb__search-btn-js, [data-sf-plugin~="search"]')].map((o) => o.getAttribute('aria-expanded'));

let mounted: Mounted;
afterEach(async () => {
  mounted.registry.stop();
  // The instances leave in time-sliced tasks, maybe after this one: the next test starts once
  // they have, or its opener would join this test's (the openers are the chunk's module state).
  await vi.waitFor(() => expect(document.querySelector('[data-sf-host]')).toBeNull());
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

function start(openers: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = `${openers}${LAYER}`;
  // No search host: suggestion requests fail fast and the overlay shows its fallback.
  mounted = mountPlugins([search], { search: { enabled: true, options: { debounceMs: 0 } } }, buildRuntime({ searchDomain: 'http://127.0.0.1:9' }));
}

describe('search openers through the registry', () => {
  it('a generic [data-sf-plugin~="search"] marker opens the overlay on its first click', async () => {
    start('<button type="button" data-sf-plugin="search" id="generic">Find</button>');
    document.getElementById('generic')!.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(input()));
    expect(layer().style.display).toBe('block');
    expect(expanded()).toEqual(['true']);
  });

  it('a second click on a mounted opener opens again after a close', async () => {
    start('<button type="button" class="gnb__search-btn-js" id="o1" aria-expanded="false">Search</button>');
    document.getElementById('o1')!.click();
    await vi.waitFor(() => expect(layer().style.display).toBe('block'));
    input()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(layer().style.display).toBe(''));
    document.getElementById('o1')!.click();
    await vi.waitFor(() => expect(layer().style.display).toBe('block'));
  });

  it('disable("search") closes the overlay, leaves every opener collapsed and stops handling their clicks', async () => {
    start('<a class="gnb__search-btn-js" id="a1" href="#search" role="button" aria-expanded="false">Search</a><button class="gnb__search-btn-js" id="b1" aria-expanded="false">Search</button>');
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event;
    };
    click('a1');
    await vi.waitFor(() => expect(layer().style.display).toBe('block'));
    expect(expanded()).toEqual(['true', 'true']);
    // Mounted, the anchor opener does not navigate.
    expect(click('a1').defaultPrevented).toBe(true);
    expect(mounted.registry.disable('search')).toBe('done');
    await vi.waitFor(() => expect(layer().style.display).toBe(''));
    expect(expanded()).toEqual(['false', 'false']);
    expect(document.getElementById('a1')!.querySelector('[data-sf-host]')).toBeNull();
    // Switched off, the runtime no longer touches the page's clicks.
    expect(click('a1').defaultPrevented).toBe(false);
    click('b1');
    expect(layer().style.display).toBe('');
  });
});
