import { afterEach, describe, expect, it, vi } from 'vitest';
import { STYLES_WAIT_MS, stylesReady } from '../../runtime/styles-ready';

// docs/architecture.md "Boot": the first mount waits for the stylesheets a deferred script would
// have waited for, and for no others.
const page = (links: string) => {
  document.head.innerHTML = links;
  return [...document.querySelectorAll('link')];
};
/** Whether the wait has ended after `n` tasks. */
const endsWithin = async (wait: Promise<void>, n: number) => {
  let done = false;
  void wait.then(() => (done = true));
  for (let i = 0; i < n && !done; i++) await new Promise((r) => setTimeout(r, 0));
  return done;
};
const loaded = (link: HTMLLinkElement) => Object.defineProperty(link, 'sheet', { value: {}, configurable: true });

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('stylesReady: the page stylesheets the first mount waits for', () => {
  it('waits for a sheet on its way until it loads, then ends in a task of its own', async () => {
    const [link] = page('<link rel="stylesheet" href="/page.css">');
    const wait = stylesReady(document);
    expect(await endsWithin(wait, 30)).toBe(false);
    loaded(link!);
    link!.dispatchEvent(new Event('load'));
    let ended = false;
    void wait.then(() => (ended = true));
    // Not in the load event's own task: the mount after it starts a task of its own.
    await Promise.resolve();
    await Promise.resolve();
    expect(ended).toBe(false);
    expect(await endsWithin(wait, 5)).toBe(true);
  });

  it('waits for every sheet on its way, and a sheet that fails ends its part of the wait', async () => {
    const [first, second] = page('<link rel="stylesheet" href="/a.css"><link rel="Stylesheet" href="/b.css">');
    const wait = stylesReady(document);
    first!.dispatchEvent(new Event('error'));
    expect(await endsWithin(wait, 30)).toBe(false);
    second!.dispatchEvent(new Event('load'));
    expect(await endsWithin(wait, 5)).toBe(true);
  });

  it('does not wait for a sheet whose request has already ended (a 404 has a resource entry and no sheet)', async () => {
    const entries = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name.endsWith('/missing.css') ? [{ name } as PerformanceEntry] : []));
    page('<link rel="stylesheet" href="/missing.css">');
    expect(await endsWithin(stylesReady(document), 5)).toBe(true);
    expect(entries).toHaveBeenCalledWith(`${location.origin}/missing.css`);
  });

  it('does not wait for sheets a deferred script would not: loaded, disabled, alternate, other media, without href', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query !== 'print' }));
    const [done] = page(
      '<link rel="stylesheet" href="/done.css"><link rel="stylesheet" href="/off.css" disabled><link rel="alternate stylesheet" href="/alt.css" title="Alt"><link rel="stylesheet" href="/print.css" media="print"><link rel="stylesheet"><link rel="preload" as="style" href="/later.css">',
    );
    loaded(done!);
    expect(await endsWithin(stylesReady(document), 5)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('a sheet whose media match is waited for', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === 'screen' }));
    const [link] = page('<link rel="stylesheet" href="/screen.css" media="screen">');
    const wait = stylesReady(document);
    expect(await endsWithin(wait, 30)).toBe(false);
    link!.dispatchEvent(new Event('load'));
    expect(await endsWithin(wait, 5)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('a sheet that never answers holds the mount for STYLES_WAIT_MS, no longer', async () => {
    vi.useFakeTimers();
    page('<link rel="stylesheet" href="/hangs.css">');
    let ended = false;
    void stylesReady(document).then(() => (ended = true));
    expect(STYLES_WAIT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(STYLES_WAIT_MS - 1);
    expect(ended).toBe(false);
    // The wait ends at STYLES_WAIT_MS; the mount starts in the task after.
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(ended).toBe(true);
  });
});
