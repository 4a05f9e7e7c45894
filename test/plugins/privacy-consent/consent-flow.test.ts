/**
 * The consent flow's timing (docs/rules.md §4 "Privacy consent layer"): the layer opens when a
 * required consent is missing or when the session check asks, whichever comes first; an answer
 * given before the preferences read ended waits for it, so the PUT carries them. Real fetch
 * calls to a stand-in, the read held until the test lets it go.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsent } from '../../../plugins/privacy-consent/consent-flow';
import { createBus } from '../../../runtime/bus';
import type { PageConfig } from '../../../runtime/page-config';
import type { SiteConfig } from '../../../runtime/site-config';
import { openLayer } from '../../../runtime/ui/layer-popup';

const LAYER = `<div class="layer-popup" id="layerPrivacy" aria-labelledby="privacy-title"><p class="layer-popup__title" id="privacy-title">Privacy</p>
  <div class="layer-popup__checkbox-wrap"><input type="checkbox" id="t1"><label for="t1">Terms</label><p id="errorPrivacy">Please agree</p><input type="checkbox" id="t2"><label for="t2">Email</label></div>
  <button type="button" id="privacyBtn">Continue</button><button type="button" class="layer-popup__close">Leave</button></div>`;
const PREFERENCES = { items: [{ id: 'terms', is_accepted: false, data: { is_required: true } }, { id: 'marketing', is_accepted: false, data: { is_required: false } }] };

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function start(preferences: unknown = PREFERENCES, markup = LAYER) {
  document.body.innerHTML = markup;
  const requests: { url: string; method: string; body?: string }[] = [];
  let release: (() => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url: String(url), method: init?.method ?? 'GET', ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
      const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (String(url).includes('/v4/identity/preferences') && (init?.method ?? 'GET') === 'GET') return new Promise<Response>((resolve) => (release = () => resolve(answer(preferences))));
      return answer({ resultCode: '0000' });
    }),
  );
  const bus = createBus();
  const element = document.getElementById('layerPrivacy')!;
  const page = { siteCode: 'uk', storeDomain: 'https://store.test', languageCode: 'en_GB' } as PageConfig;
  const site = { endpoints: {} } as SiteConfig;
  stop = startConsent({ element, page, site, bus, guard: ((fn: unknown) => fn) as never });
  return { bus, element, requests, release: () => release!() };
}

/**
 * A new required consent, marketing e-mails given before: the session check opens the layer
 * while the preferences read is still out (held until `release`).
 */
async function openWhileReadOut() {
  const mixed = { items: [{ id: 'terms-2026', is_accepted: false, data: { is_required: true } }, { id: 'marketing', is_accepted: true, data: { is_required: false } }] };
  const { bus, element, requests, release } = start(mixed);
  bus.emit('session:changed', { signedIn: true });
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
  await vi.waitFor(() => expect(element.hasAttribute('aria-modal')).toBe(true));
  return { element, requests, release };
}

describe('privacy consent: whichever comes first', () => {
  it('the session check asking opens the layer while the preferences read is still out', async () => {
    const { bus, element, requests } = start();
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
    await vi.waitFor(() => expect(element.hasAttribute('data-sf-modal')).toBe(true));
  });

  it('a shopper signed out while the read is out (blocked by the session check) is not asked', async () => {
    const { bus, element, requests, release } = start();
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    bus.emit('session:changed', { signedIn: false });
    release();
    // The read ended and found the required consent missing: the layer stays shut all the same.
    await vi.waitFor(() => expect(element.getAttribute('data-sf-consent')).toBe('missing'));
    bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
    expect([element.hasAttribute('data-sf-modal'), element.getAttribute('aria-modal')]).toEqual([false, null]);
  });

  it('a consent given before is shown ticked, so answering a new required one does not withdraw it', async () => {
    // A new policy is required; the shopper accepted marketing e-mails earlier.
    const mixed = { items: [{ id: 'terms-2026', is_accepted: false, data: { is_required: true } }, { id: 'marketing', is_accepted: true, data: { is_required: false } }] };
    const { bus, element, requests, release } = start(mixed);
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(element.hasAttribute('aria-modal')).toBe(true));
    const [terms, email] = ['#t1', '#t2'].map((s) => element.querySelector<HTMLInputElement>(s)!);
    expect([terms!.checked, email!.checked]).toEqual([false, true]);
    terms!.click();
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']));
    expect(JSON.parse(requests[1]!.body!)).toEqual({ consents: { 'terms-2026': { is_accepted: true }, marketing: { is_accepted: true } } });
    expect(new URL(requests[2]!.url).searchParams.get('receiveEmail')).toBe('Y');
  });

  it('a box the shopper changed while the read was out keeps their choice; the others show what was given', async () => {
    const { element, requests, release } = await openWhileReadOut();
    const [terms, email] = ['#t1', '#t2'].map((s) => element.querySelector<HTMLInputElement>(s)!);
    // Ticked and unticked again: the shopper's no to the e-mails stands.
    email!.click();
    email!.click();
    terms!.click();
    release();
    await vi.waitFor(() => expect(element.getAttribute('data-sf-consent')).toBe('missing'));
    expect([terms!.checked, email!.checked]).toEqual([true, false]);
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']));
    expect(JSON.parse(requests[1]!.body!)).toEqual({ consents: { 'terms-2026': { is_accepted: true }, marketing: { is_accepted: false } } });
    await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  });

  it('a box left alone while the read was out shows the consent given', async () => {
    const { element, requests, release } = await openWhileReadOut();
    element.querySelector<HTMLInputElement>('#t1')!.click();
    release();
    await vi.waitFor(() => expect(element.getAttribute('data-sf-consent')).toBe('missing'));
    expect(element.querySelector<HTMLInputElement>('#t2')!.checked).toBe(true);
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(element.hasAttribute('aria-modal')).toBe(false));
    await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  });

  it('opened by the page\'s own button for a signed-in shopper whose consents are given, Continue saves and closes it', async () => {
    const given = { items: [{ id: 'terms', is_accepted: true, data: { is_required: true } }, { id: 'marketing', is_accepted: false, data: { is_required: false } }] };
    const { bus, element, requests, release } = start(given);
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    release();
    await vi.waitFor(() => expect(element.getAttribute('data-sf-consent')).toBe('given'));
    // The flow does not ask; the page's button opens the layer.
    expect(element.hasAttribute('aria-modal')).toBe(false);
    openLayer('layerPrivacy', null);
    // The boxes show what is given: the terms ticked, the email not.
    expect([element.querySelector<HTMLInputElement>('#t1')!.checked, element.querySelector<HTMLInputElement>('#t2')!.checked]).toEqual([true, false]);
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(element.hasAttribute('aria-modal')).toBe(false));
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v4/identity/preferences', 'PUT /v4/identity/preferences', 'GET /uk/ng/p4v1/agreeStorePolicy']);
    await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  });

  it('opened by the page\'s button once the shopper was signed out, Continue saves nothing (there is no token to save with)', async () => {
    const given = { items: [{ id: 'terms', is_accepted: true, data: { is_required: true } }] };
    const { bus, element, requests, release } = start(given);
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    release();
    await vi.waitFor(() => expect(element.getAttribute('data-sf-consent')).toBe('given'));
    bus.emit('session:changed', { signedIn: false });
    openLayer('layerPrivacy', null);
    element.querySelector<HTMLInputElement>('#t1')!.click();
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await Promise.resolve();
    expect([requests.length, element.hasAttribute('aria-modal'), element.querySelector('#privacyBtn')!.hasAttribute('aria-busy')]).toEqual([1, true, false]);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  });

  it('an answer given before the read ended waits for it, then saves the preferences and the store policy', async () => {
    const { bus, element, requests, release } = start();
    bus.emit('session:changed', { signedIn: true });
    bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
    await vi.waitFor(() => expect(element.getAttribute('aria-modal')).toBe('true'));
    element.querySelector<HTMLInputElement>('#t1')!.click();
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(element.querySelector('#privacyBtn')!.getAttribute('aria-busy')).toBe('true'));
    expect(requests.map((r) => r.method)).toEqual(['GET']);
    release();
    await vi.waitFor(() => expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v4/identity/preferences', 'PUT /v4/identity/preferences', 'GET /uk/ng/p4v1/agreeStorePolicy']));
  });

  it('an answer given before the read ended keeps the consents the read shows given (the e-mails here)', async () => {
    const mixed = { items: [{ id: 'terms-2026', is_accepted: false, data: { is_required: true } }, { id: 'marketing', is_accepted: true, data: { is_required: false } }] };
    const { bus, element, requests, release } = start(mixed);
    bus.emit('session:changed', { signedIn: true });
    bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
    await vi.waitFor(() => expect(element.getAttribute('aria-modal')).toBe('true'));
    element.querySelector<HTMLInputElement>('#t1')!.click();
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(element.querySelector('#privacyBtn')!.getAttribute('aria-busy')).toBe('true'));
    release();
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']));
    expect(JSON.parse(requests[1]!.body!)).toEqual({ consents: { 'terms-2026': { is_accepted: true }, marketing: { is_accepted: true } } });
    expect(new URL(requests[2]!.url).searchParams.get('receiveEmail')).toBe('Y');
  });

  it('asked while the page\'s button already has the layer open, the layer becomes one that must be answered: the dimmed area does not close it, leaving signs out', async () => {
    const { bus, element, requests } = start();
    const signOuts: unknown[] = [];
    bus.on('session:sign-out', (e) => signOuts.push(e));
    bus.emit('session:changed', { signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    openLayer('layerPrivacy', null);
    bus.emit('session:consent-needed', { hasAddInfo: false, guidConsent: true });
    await vi.waitFor(() => expect(element.hasAttribute('data-sf-modal')).toBe(true));
    // The kit loads in a task of its own: the flow's ask is heard once it has.
    await new Promise((resolve) => setTimeout(resolve, 0));
    (element.previousElementSibling as HTMLElement).click();
    expect([element.getAttribute('aria-modal'), signOuts.length]).toEqual(['true', 0]);
    element.querySelector<HTMLElement>('.layer-popup__close')!.click();
    expect([element.hasAttribute('aria-modal'), element.hasAttribute('data-sf-modal'), signOuts]).toEqual([false, false, [{}]]);
  });
});

describe('privacy consent: the legacy header\'s layer (pe)', () => {
  // The pe page's own #layerPrivacy: its boxes sit in .checkbox-radio, its error is hidden by an inline display:none.
  const page = readFileSync('templates/pages/pe/index.html', 'utf8');
  const markup = new DOMParser().parseFromString(page, 'text/html').getElementById('layerPrivacy')!.outerHTML;

  it('Continue with the terms box empty shows the error; ticked, it saves the answers and closes the layer', async () => {
    const { bus, element, requests, release } = start(PREFERENCES, markup);
    const error = element.querySelector<HTMLElement>('#errorPrivacy')!;
    bus.emit('session:changed', { signedIn: true });
    release();
    await vi.waitFor(() => expect(element.getAttribute('aria-modal')).toBe('true'));
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    const terms = element.querySelector<HTMLInputElement>('#privacy-terms')!;
    expect([error.style.display, error.hidden, terms.getAttribute('aria-invalid'), document.activeElement === terms]).toEqual(['', false, 'true', true]);
    element.querySelector<HTMLElement>('label[for="privacy-terms"]')!.click();
    expect([terms.checked, error.style.display]).toEqual([true, 'none']);
    element.querySelector<HTMLElement>('#privacyBtn')!.click();
    await vi.waitFor(() => expect(element.hasAttribute('aria-modal')).toBe(false));
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v4/identity/preferences', 'PUT /v4/identity/preferences', 'GET /uk/ng/p4v1/agreeStorePolicy']);
  });

  it('the error\'s display is put back when the flow stops: the legacy one\'s display:none, the v4 one shown', async () => {
    for (const html of [markup, LAYER]) {
      const { element } = start(PREFERENCES, html);
      stop!();
      stop = undefined;
      const error = element.querySelector<HTMLElement>('#errorPrivacy')!;
      expect([error.style.display, error.hidden, error.hasAttribute('style')]).toEqual([html === markup ? 'none' : '', false, html === markup]);
    }
  });
});
