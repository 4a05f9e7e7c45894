/**
 * One account block of the v4 header (WAI-ARIA menu button; keys in menu-keys.ts). It renders
 * nothing of its own: it shows or hides the legacy block by the session (`session:changed`),
 * fills the name, keeps `aria-expanded` and the open state (`data-sf-menu`, which the page CSS
 * reads instead of :hover), and wires the sign-in link and the sign-out button.
 */
import { useEffect, useState } from 'react';
import { readCookie, useRuntime, type Events, type PluginProps } from '../../runtime/index';
import { isRewardsMember, loginHref, myPageHref, smbStatus } from './account-api';
import { menuItems, menuParts, nextItem } from './menu-keys';

type Session = Events['session:changed'];

/** docs/rules.md §8: a discount-store user without a name is shown as 'User'. */
function displayName(session: Session): string {
  const first = (session.firstName ?? '').trim();
  if (first) return first;
  return readCookie('discountStoreId') !== undefined ? 'User' : '';
}

/** The account block this instance enhances. */
export default function AccountMenu({ element, guard }: PluginProps) {
  const { bus, page, site } = useRuntime();
  const [session, setSession] = useState<Session>(() => bus.last('session:changed') ?? { signedIn: false });
  const after = element.classList.contains('after-login');

  useEffect(() => bus.on('session:changed', guard((next: Session) => setSession(next))), [bus, guard]);

  // Show the block that matches the session; the other one stays hidden (the legacy `hide` class).
  useEffect(() => {
    const shown = after === session.signedIn;
    element.classList.toggle('hide', !shown);
    if (after) element.style.display = shown ? 'flex' : '';
    if (after) element.querySelectorAll('.user-name').forEach((n) => (n.textContent = shown ? displayName(session) : ''));
  }, [element, after, session]);

  // docs/rules.md §2 "Header navigation" (account, below 1280 px): the phone header's icon and
  // the drawer's account links ship without a usable href (none, `#` or `javascript:;`). Signed
  // out they go to sign-in, back to this page; signed in, the shopper's name goes to their page.
  useEffect(() => {
    const links = [element, ...element.querySelectorAll('a')].filter(
      (a): a is HTMLAnchorElement => a instanceof HTMLAnchorElement && !a.closest('[role="menu"]') && a.matches(after ? '.js-account' : '.loginBtn, [data-linkinfo]'),
    );
    const before = links.map((a) => a.getAttribute('href'));
    const to = after ? myPageHref(page) : loginHref(page, site);
    links.forEach((a) => (a.href = to));
    return () => links.forEach((a, i) => (before[i] === null ? a.removeAttribute('href') : a.setAttribute('href', before[i]!)));
  }, [element, after, page, site]);

  // docs/rules.md §6: the rewards link only for rewards members; hidden until the check says so.
  useEffect(() => {
    if (!after || !session.signedIn) return;
    const link = element.querySelector<HTMLElement>('a[an-la="my rewards"]');
    if (!link) return;
    link.hidden = true;
    let live = true;
    void isRewardsMember(page, site).then(guard((member: boolean) => live && (link.hidden = !member)));
    return () => void (live = false);
  }, [element, after, session.signedIn, page, site, guard]);

  // docs/rules.md §6: SMB-only items (`data-smb-only`, hidden in the markup) show for
  // SMB-registered shoppers and are removed for others; getCustomer's 401 signs out.
  useEffect(() => {
    const items = [...element.querySelectorAll<HTMLElement>('[data-smb-only]')];
    if (!after || !session.signedIn || items.length === 0) return;
    let live = true;
    void smbStatus(page, site).then(guard((status: string) => {
      if (!live) return;
      if (status === 'signed-out') return void bus.emit('session:sign-out', { returnUrl: location.href });
      items.forEach((item) => (status === 'smb' ? (item.hidden = false) : item.remove()));
    }));
    return () => void (live = false);
  }, [element, after, session.signedIn, page, site, bus, guard]);

  useEffect(() => {
    const parts = menuParts(element);
    if (!parts) return;
    const { button, menu } = parts;
    const signIn = element.querySelector<HTMLAnchorElement>('.nv00-gnb-v4__utility-menu--sign-in');
    if (signIn) signIn.href = loginHref(page, site);
    button.setAttribute('aria-haspopup', 'true');
    menu.querySelectorAll('[role="menuitem"]').forEach((item) => item.setAttribute('tabindex', '-1'));
    // docs/rules.md §2: desktop from 1280 px; hover opens only there (touch screens tap).
    const desktop = () => window.matchMedia?.('(min-width: 1280px)').matches ?? false;
    const set = (open: boolean, focus?: 'first' | 'last' | 'button') => {
      element.dataset.sfMenu = open ? 'open' : 'closed';
      button.setAttribute('aria-expanded', String(open));
      const items = menuItems(menu);
      if (focus === 'button') button.focus();
      else if (focus) (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
    };
    set(false);
    const onButtonKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        set(true, e.key === 'ArrowUp' ? 'last' : 'first');
      }
    };
    const onMenuKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return void (e.preventDefault(), set(false, 'button'));
      const next = nextItem(menuItems(menu), document.activeElement, e.key);
      if (!next) return;
      e.preventDefault();
      next.focus();
    };
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      set(element.dataset.sfMenu !== 'open');
    };
    const onEnter = () => desktop() && set(true);
    const onLeave = () => desktop() && !element.contains(document.activeElement) && set(false);
    const onFocusOut = (e: FocusEvent) => !element.contains(e.relatedTarget as Node | null) && set(false);
    const onSignOut = (e: MouseEvent) => {
      e.preventDefault();
      bus.emit('session:sign-out', { returnUrl: location.href });
    };
    const signOut = element.querySelector<HTMLElement>('.logoutBtn');
    const listeners: [EventTarget, string, (e: never) => unknown][] = [
      [button, 'keydown', onButtonKey], [menu, 'keydown', onMenuKey], [button, 'click', onClick],
      [element, 'mouseenter', onEnter], [element, 'mouseleave', onLeave], [element, 'focusout', onFocusOut],
      ...(signOut ? [[signOut, 'click', onSignOut] as [EventTarget, string, (e: never) => unknown]] : []),
    ];
    const guarded = listeners.map(([target, type, fn]) => [target, type, guard(fn as (e: Event) => unknown, 'handler')] as const);
    guarded.forEach(([target, type, fn]) => target.addEventListener(type, fn as EventListener));
    return () => {
      guarded.forEach(([target, type, fn]) => target.removeEventListener(type, fn as EventListener));
      delete element.dataset.sfMenu;
    };
  }, [element, bus, page, site, guard]);

  // An empty fragment rather than null: the chunk then imports the JSX runtime like every other
  // component, and esbuild keeps it in the renderer's shared chunk instead of a chunk of its own.
  return <></>;
}
