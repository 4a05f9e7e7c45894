/**
 * US discount store (docs/rules.md §4 "US discount store"). On `.epp-bar-wrap` the bar follows
 * the session (`session:changed`): normal (no member store: the bar stays hidden), member store
 * (the discount cookies set from the jwt details, the logo, the welcome with the member's name
 * or 'User', the savings of the fetched cart) and exit (EXIT STORE: the exit call, the cookies
 * cleared, the site home). On `.epp-store-list` it lists the discount stores of
 * `data-stores-json`, or the five default stores when that fails. Text is set as text only.
 */
import { useEffect, useMemo, useState } from 'react';
import { jwtCookie, readCookie, useRuntime, type Events, type PluginProps } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { discountMemberName, discountStoreFrom, type DiscountStore } from '../../runtime/rules/discount-member';
import { exitStore, FALLBACK_STORES, fetchSavings, formatSavings, loadStores, logoUrl, setDiscountCookies, type StoreEntry } from './discount-api';

type Session = Events['session:changed'];

/** The bar's parts and what the page had in them, read before the plugin changes anything. */
function shipped(element: HTMLElement) {
  const img = element.querySelector<HTMLImageElement>('.epp-bar-logo img');
  const logo = img?.closest<HTMLElement>('.epp-bar-logo');
  const name = element.querySelector('.epp-bar-username');
  const savings = element.querySelector<HTMLElement>('.epp-bar-savings');
  const attrs = ([[element, 'data-sf-state'], [img, 'src'], [img, 'alt'], [logo, 'hidden'], [savings, 'hidden'], [savings, 'data-savings']] as const).map(([el, a]) => [el, a, el?.getAttribute(a)] as const);
  const texts = [name, savings].map((el) => [el, el?.textContent] as const);
  /** Gives the page its bar back (docs/architecture.md: a switched-off plugin leaves the markup as the page had it). */
  const restore = () => {
    for (const [el, a, v] of attrs) el && (v == null ? el.removeAttribute(a) : el.setAttribute(a, v));
    for (const [el, text] of texts) el && (el.textContent = text!);
  };
  return { img, logo, name, savings, label: (savings?.textContent ?? '').trim(), restore };
}

/** The bar's state (docs/rules.md §4): also written to `data-sf-state` for the page CSS and tests. */
export type BarState = 'normal' | 'member' | 'exit';

/** The state of the bar for the member's store (null: none) and whether an exit is under way. */
export function barState(store: DiscountStore | null, exiting: boolean): BarState {
  if (exiting) return 'exit';
  return store ? 'member' : 'normal';
}

function Bar({ element, guard }: PluginProps) {
  const { bus, page, site } = useRuntime();
  const [parts] = useState(() => shipped(element));
  const [session, setSession] = useState<Session | undefined>(() => bus.last('session:changed'));
  const [exiting, setExiting] = useState(false);
  // docs/rules.md §6: verified with the page's sign-in jwt, the store id and the access type.
  const member = useMemo(() => (session?.signedIn && session.discount ? discountStoreFrom(session.discount, readCookie(jwtCookie(page.siteCode))) : null), [session, page]);
  const state = barState(member, exiting);
  const store = state === 'member' ? member : null;

  useEffect(() => bus.on('session:changed', guard((next: Session) => setSession(next))), [bus, guard]);

  useEffect(() => {
    element.dataset.sfState = state;
    element.hidden = state === 'normal';
  }, [element, state]);
  // Switched off, the page's CSS hides the bar again (it shows only with a state); the marker's
  // own `hidden` comes back through its host record.
  useEffect(() => parts.restore, [parts]);

  useEffect(() => {
    if (!store || !session) return;
    setDiscountCookies(store);
    const { img, logo: logoBox, name, savings, label } = parts;
    const logo = logoUrl(store.logo);
    if (img) {
      if (logo) img.src = logo;
      img.alt = store.name;
      logoBox!.hidden = !logo;
    }
    if (name) name.textContent = discountMemberName(session.firstName, session.lastName);
    if (!savings) return;
    savings.hidden = true;
    let live = true;
    void fetchSavings(page, site).then(
      guard((cents: number | null) => {
        if (!live || cents === null) return;
        savings.dataset.savings = (cents / 100).toFixed(2);
        savings.textContent = `${label} ${formatSavings(cents)}`;
        savings.hidden = false;
      }),
    );
    return () => void (live = false);
  }, [parts, store, session, page, site, guard]);

  useEffect(() => {
    const link = element.querySelector<HTMLElement>('.js-exit-store');
    if (!link) return;
    let going = false;
    const disabled = link.getAttribute('aria-disabled');
    const onClick = guard(async (e: Event) => {
      e.preventDefault();
      if (going) return;
      going = true;
      setExiting(true);
      link.setAttribute('aria-disabled', 'true');
      await exitStore(page, site);
      // The store's normal home, or the link's address when it passes the redirect check: this
      // site or the site's redirectHosts (docs/architecture.md "Redirects").
      const home = new URL(`/${encodeURIComponent(page.siteCode)}/`, location.href).href;
      const asked = link.dataset.exitUrl;
      location.assign((asked && allowedLink(asked, { pageUrl: location.href, allowedHosts: site.redirectHosts })) || home);
    });
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      if (disabled === null) link.removeAttribute('aria-disabled');
      else link.setAttribute('aria-disabled', disabled);
    };
  }, [element, page, site, guard]);

  // An empty fragment, not null: a plugin chunk that reads the runtime without the JSX runtime
  // splits the renderer's shared chunk in two (.size-limit.cjs).
  return <></>;
}

function StoreList({ element, guard }: PluginProps) {
  const [stores, setStores] = useState<readonly StoreEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    const url = element.dataset.storesJson;
    const safe = url ? allowedLink(url, { pageUrl: location.href, allowedHosts: [] }) : null;
    if (!safe) console.warn('storefront: discount-bar: data-stores-json is not on this site; default stores');
    const list = safe ? loadStores(safe) : Promise.resolve(FALLBACK_STORES);
    void list.then(guard((stores: readonly StoreEntry[]) => live && setStores(stores)));
    return () => void (live = false);
  }, [element, guard]);
  if (!stores) return <></>;
  return (
    <ul className="epp-store-list__items" data-sf-stores={stores.length}>
      {stores.map((s) => (
        <li className="epp-store-list__item" key={s.id}>
          <a className="epp-store-list__link" href={s.url}>
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The component the registry portals into each marker. */
export default function DiscountBar(props: PluginProps) {
  return props.element.classList.contains('epp-store-list') ? <StoreList {...props} /> : <Bar {...props} />;
}
