/**
 * The privacy consent flow (docs/rules.md §4 "Privacy consent layer"), started by the layer's
 * plugin once the shopper is signed in: the identity preferences are read; when a required
 * consent is not accepted, or the session check found account information missing, the page's
 * `#layerPrivacy` opens as a modal that must be answered. Continue checks the terms box (not on
 * tr), then saves the answers (`PUT v4/identity/preferences` and `agreeStorePolicy`) and closes;
 * a failed save is logged and the shopper goes on. Leaving (its leave and close buttons, Esc,
 * Back) signs the shopper out: the account is not used without its required consent. In the
 * preference layer (`#layerPreference`), YES saves the marketing consent as given.
 */
// Straight from the modules, not the runtime/index barrel: a chunk without the JSX runtime that
// reaches the barrel splits the renderer's shared chunk (.size-limit.cjs "Cookie bar").
import { COOKIES, jwtCookie, readCookie } from '../../runtime/cookies';
import { request } from '../../runtime/http';
import { messageOf } from '../../runtime/errors';
import type { Bus, PageConfig, PluginProps, SiteConfig } from '../../runtime/index';
import { givenAnswers, missingRequired, preferencesBody, readPreferences, storePolicyParams, type Answers, type Preferences } from './consent';

/** docs/rules.md §9 gives these calls no time of their own: the session calls' 10 s. */
const CALL_TIMEOUT_MS = 10_000;
const APP_ID = 'identity-store';
const host = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

/** What the flow works with: the layer, the page's runtime and the plugin's guard. */
export interface ConsentFlow {
  element: HTMLElement;
  page: PageConfig;
  site: SiteConfig;
  bus: Bus;
  guard: PluginProps['guard'];
}

/** Starts the flow on the layer; the returned function stops it and puts the layer back. */
export function startConsent({ element, page, site, bus, guard }: ConsentFlow): () => void {
  const warn = (message: string) => console.warn(`storefront: plugin "privacy-consent": ${message}`);
  const store = host(site.endpoints.store || page.storeDomain || page.gpvStoreDomain);
  const web = host(page.storeWebDomain) || store;
  const storeInterface = site.endpoints.storeInterfacePath === '_v/private/ng/p4v1' ? '_v/private/ng/p4v1' : 'ng/p4v1';
  const india = page.siteCode === 'in';
  const jwt = () => readCookie(jwtCookie(page.siteCode)) ?? '';
  const putHeaders = () => ({ 'x-ecom-app-id': APP_ID, authorization: `Bearer ${jwt()}`, ...(page.languageCode ? { 'x-ecom-locale': page.languageCode } : {}) });
  // The layer's boxes in the markup's order, however they are wrapped: `.layer-popup__checkbox-wrap`
  // in the v4 header, `.checkbox-radio` in the legacy one (docs/rules.md §4 "Privacy consent layer").
  const boxes = [...element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const accept = element.querySelector<HTMLElement>('#privacyBtn');
  const error = element.querySelector<HTMLElement>('#errorPrivacy');
  const terms = boxes[0];
  // Shown and hidden by its inline display: the legacy markup hides it with display:none.
  const errorBefore = error?.getAttribute('style');

  let preferences: Preferences | null = null;
  // The preferences read while it is out: an answer given before it ends waits for it (its PUT needs them).
  let reading: unknown;
  let asked = false;
  // The session as last heard: a shopper signed out since the read went out (blocked by the
  // session check, or signed out from the account menu) is not asked.
  let signedIn = false;
  let checked = false;
  let needed = false;
  let opened = false;
  let saving = false;
  let stopped = false;
  // The boxes the shopper has changed: the read's answer, arriving later, does not change them back.
  const touched = new Set<EventTarget | null>();
  let layers: Promise<typeof import('../../runtime/ui/layer-popup')> | undefined;
  const kit = () => (layers ??= import('../../runtime/ui/layer-popup'));

  const showError = (on: boolean) => {
    if (error) error.style.display = on ? '' : 'none';
    if (!terms) return;
    if (on) {
      terms.setAttribute('aria-invalid', 'true');
      if (error?.id) terms.setAttribute('aria-describedby', error.id);
      terms.focus();
    } else {
      terms.removeAttribute('aria-invalid');
      terms.removeAttribute('aria-describedby');
    }
  };
  // The terms error shows only when Continue finds the box empty.
  showError(false);

  const onClosed = guard((reason: string) => {
    element.removeAttribute('data-sf-modal');
    showError(false);
    // Closed by its answer being saved, or by the plugin switching off: nothing more.
    if (reason === 'api' || stopped) return;
    bus.emit('session:sign-out', {});
  });
  const open = () => {
    if (opened || stopped || !element.id) return;
    opened = true;
    element.setAttribute('data-sf-modal', '');
    kit().then(
      guard((m: typeof import('../../runtime/ui/layer-popup')) => {
        if (!stopped) m.openLayer(element.id, null, onClosed);
      }),
      (e: unknown) => {
        opened = false;
        element.removeAttribute('data-sf-modal');
        warn(`the layer could not open (${messageOf(e)})`);
      },
    );
  };

  // Whichever comes first: the session check's ask opens the layer at once, the read's answer when it ends.
  const decide = () => {
    if (signedIn && (needed || (checked && preferences !== null && missingRequired(preferences)))) open();
  };

  const check = guard(async () => {
    const query = india ? '' : '?display_context=pre_purchase';
    try {
      const reply = await request(`${store}/v4/identity/preferences${query}`, {
        headers: { 'x-ecom-jwt': jwt(), 'x-ecom-app-id': APP_ID },
        credentials: 'include',
        timeoutMs: CALL_TIMEOUT_MS,
      });
      preferences = readPreferences(reply, india, warn);
      // The layer shows what the shopper has given already: its boxes ship unticked, and a save
      // from them would withdraw each consent given before (docs/rules.md §4).
      if (preferences) givenAnswers(preferences).forEach((given, i) => given && boxes[i] && !touched.has(boxes[i]) && (boxes[i].checked = true));
      if (terms?.checked) showError(false);
    } catch (e) {
      warn(`the preferences did not load (${messageOf(e)}); the layer opens only if the session check asks for it`);
    }
    checked = true;
    if (stopped) return;
    // What the check found, for the page's own scripts and QA: missing, given or unread.
    element.setAttribute('data-sf-consent', preferences === null ? 'unread' : missingRequired(preferences) ? 'missing' : 'given');
    decide();
  });

  const save = async () => {
    await reading;
    // Read once the preferences are in: the boxes then show the consents given before, which a
    // Continue pressed while the read was out must not withdraw.
    const answers: Answers = { terms: !!boxes[0]?.checked, email: !!boxes[1]?.checked, etk: !!boxes[2]?.checked, dataTransfer: !!boxes[3]?.checked };
    const saves: Promise<unknown>[] = [];
    if (preferences) {
      saves.push(
        request(`${store}/v4/identity/preferences`, {
          method: 'PUT',
          body: preferencesBody(preferences, answers),
          headers: putHeaders(),
          credentials: 'include',
          timeoutMs: CALL_TIMEOUT_MS,
        }),
      );
    } else warn('the preferences were not read, so only agreeStorePolicy is saved');
    const params = new URLSearchParams(storePolicyParams(page.siteCode, answers, readCookie(COOKIES.guid) ?? ''));
    saves.push(
      request(`${web}/${encodeURIComponent(page.siteCode)}/${storeInterface}/agreeStorePolicy?${params}`, { credentials: 'include', timeoutMs: CALL_TIMEOUT_MS }).then((reply) => {
        const code = (reply as { resultCode?: unknown } | null)?.resultCode;
        if (code !== '0000') throw new Error(`agreeStorePolicy answered resultCode ${JSON.stringify(code ?? null)}`);
      }),
    );
    // docs/rules.md §8: a failed save is logged only; the shopper goes on.
    for (const result of await Promise.allSettled(saves)) if (result.status === 'rejected') warn(`saving the consent failed (${messageOf(result.reason)})`);
  };

  // However the layer was opened (by the flow, or by the page's "Privacy settings" button for a
  // signed-in shopper): open, Continue saves the answers and closes it.
  const onAccept = guard(async (event: Event) => {
    event.preventDefault();
    if (!signedIn || !element.hasAttribute('aria-modal') || saving) return;
    // docs/rules.md §5: the terms box must be ticked, except on tr.
    if (!boxes[0]?.checked && page.siteCode !== 'tr') return showError(true);
    showError(false);
    saving = true;
    accept?.setAttribute('aria-busy', 'true');
    try {
      await save();
    } finally {
      saving = false;
      accept?.removeAttribute('aria-busy');
    }
    if (!stopped) kit().then((m) => m.closeLayer(element.id), () => undefined);
  });
  // The preference layer (`#layerPreference`, marketing preferences), however it was opened:
  // YES saves the marketing consent as given and closes it; LATER and its close button close it.
  const preference = element.ownerDocument.getElementById('layerPreference');
  const yes = preference?.querySelector<HTMLElement>('#preferenceCheckBtn');
  let savingPreference = false;
  const onYes = guard(async (event: Event) => {
    event.preventDefault();
    if (savingPreference || !preference?.hasAttribute('aria-modal')) return;
    savingPreference = true;
    yes?.setAttribute('aria-busy', 'true');
    try {
      await request(`${store}/v4/identity/preferences`, {
        method: 'PUT',
        body: india ? { email_consent: true } : { consents: { marketing: { is_accepted: true } } },
        headers: putHeaders(),
        credentials: 'include',
        timeoutMs: CALL_TIMEOUT_MS,
      });
    } catch (e) {
      warn(`saving the marketing preference failed (${messageOf(e)})`);
    } finally {
      savingPreference = false;
      yes?.removeAttribute('aria-busy');
    }
    if (!stopped) kit().then((m) => m.closeLayer('layerPreference'), () => undefined);
  });
  yes?.addEventListener('click', onYes);

  const onChange = guard((event: Event) => {
    touched.add(event.target);
    if (event.target === terms && terms?.checked) showError(false);
  });
  accept?.addEventListener('click', onAccept);
  element.addEventListener('change', onChange);

  const offChanged = bus.on(
    'session:changed',
    guard((session: { signedIn: boolean }) => {
      if (!(signedIn = session.signedIn) || asked) return;
      asked = true;
      reading = check();
    }),
  );
  const offNeeded = bus.on(
    'session:consent-needed',
    guard(() => {
      needed = true;
      decide();
    }),
  );
  return () => {
    stopped = true;
    offChanged();
    offNeeded();
    accept?.removeEventListener('click', onAccept);
    yes?.removeEventListener('click', onYes);
    element.removeEventListener('change', onChange);
    if (opened) kit().then((m) => m.closeLayer(element.id), () => undefined);
    element.removeAttribute('data-sf-modal');
    element.removeAttribute('data-sf-consent');
    showError(false);
    if (error) errorBefore == null ? error.removeAttribute('style') : error.setAttribute('style', errorBefore);
  };
}
