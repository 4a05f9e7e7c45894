/**
 * The notice banner mounted through the real registry (docs/rules.md §4 "Notice banner"): the
 * uk home's toggle banner (aria-expanded on the button, the text it controls shown and hidden,
 * the click that loaded it answered) and the tr home's closable banner.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { noticeBanner } from '../../../plugins/notice-banner/index';
import { clobber, unclobber } from '../../support/clobber';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const bodyOf = (site: string) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, `templates/pages/${site}/index.html`), 'utf8'))![1]!;
let mounted: Mounted | undefined;
const banner = () => document.querySelector<HTMLElement>('.notice-banner')!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
});

async function start(site: string, first: (el: HTMLElement) => void) {
  document.body.innerHTML = bodyOf(site);
  mounted = mountPlugins([noticeBanner], { 'notice-banner': { enabled: true, options: {} } }, buildRuntime({ siteCode: site }));
  first(banner());
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('notice banner', () => {
  it('toggle: the click that loads it expands the text; the next collapses it, aria-expanded following', async () => {
    await start('uk', (el) => click(el.querySelector('.notice-banner__toggle')!));
    const toggle = banner().querySelector<HTMLButtonElement>('.notice-banner__toggle')!;
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(banner().contains(text)).toBe(true);
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(text.hidden).toBe(false);
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(text.hidden).toBe(true);
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(text.hidden).toBe(false);
  });

  it('toggle: a hover mounts it collapsed; switching off restores the page', async () => {
    await start('uk', (el) => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    const toggle = banner().querySelector<HTMLButtonElement>('.notice-banner__toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    mounted!.registry.stop();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(document.getElementById('noticeBannerText')!.hidden).toBe(true);
  });

  it('closable: close hides the banner and moves focus to the content', async () => {
    await start('tr', (el) => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    const close = banner().querySelector<HTMLButtonElement>('.notice-banner__close')!;
    close.focus();
    click(close);
    expect(banner().hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('content'));
  });

  it('markup named getElementById and body on the page hides neither the text a toggle controls nor the content', async () => {
    const named = () => (clobber(document, 'getElementById'), clobber(document, 'body'));
    onTestFinished(() => unclobber(document, 'getElementById', 'body'));
    await start('uk', (el) => (named(), click(el.querySelector('.notice-banner__toggle')!)));
    const toggle = banner().querySelector<HTMLButtonElement>('.notice-banner__toggle')!;
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(mounted!.events.filter((e) => e.type === 'plugin:error')).toEqual([]);
    mounted!.registry.stop();
    unclobber(document, 'getElementById', 'body');
    await start('tr', (el) => (named(), el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))));
    const close = banner().querySelector<HTMLButtonElement>('.notice-banner__close')!;
    close.focus();
    click(close);
    const main = Document.prototype.getElementById.call(document, 'content');
    expect(document.activeElement).toBe(main);
    // Focusable for that one move: once the focus moves on, #content is the page's again.
    expect(main!.getAttribute('tabindex')).toBe('-1');
    (document.querySelector('a[href]') as HTMLElement).focus();
    expect(main!.hasAttribute('tabindex')).toBe(false);
  });
});
