/**
 * One account block of a header (docs/rules.md §2 "Account"). It renders nothing of its own: it
 * shows or hides the legacy block by the session (`session:changed`), fills the name, keeps
 * `aria-expanded` and the open state (`data-sf-menu`, which the page CSS reads instead of :hover),
 * and wires the sign-in links and the sign-out link. The v4 header's block is a WAI-ARIA menu
 * button (keys in menu-keys.ts); the legacy gnb header's is a disclosure over its layer of links.
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

/** Where a header shows the shopper's name: v4 and nv00-gnb, the legacy gnb. */
const NAME = '.user-name, .gnb__user-name';
/** The legacy gnb header's parts for one session or the other. */
const CONTEXT = '.before-login-context, .after-login-context';
/** Whether a part (or the part a link is in) is for a signed-in shopper. */
const isAfter = (el: Element) => !!el.closest('.after-login, .after-login-context');

let layers = 0;

/** Notes `attrs` of `els` as the page has them; the answer gives them back (when the plugin switches off). */
function keep(els: (Element | null)[], ...attrs: string[]): () => void {
  const had = els.map((el) => attrs.map((a) => el?.getAttribute(a)));
  return () => els.forEach((el, i) => attrs.forEach((a, j) => {
    const value = had[i]![j];
    if (value === null) el!.removeAttribute(a);
    else if (value !== undefined) el!.setAttribute(a, value);
  }));
}

/** The account block this instance enhances. */
export default function AccountMenu({ element, guard }: PluginProps) {
  const { bus, page, site } = useRuntime();
  const [session, setSession] = useState<Session>(() => bus.last('session:changed') ?? { signedIn: false });
  const after = isAfter(element);
  // The block's parts for one session or the other: the block itself, or, for the legacy gnb
  // drawer's account list (`.gnb__utility-mobile`), its children, both sessions' in one list.
  const [parts] = useState<HTMLElement[]>(() => {
    const children = element.matches(CONTEXT) ? [] : [...element.querySelectorAll<HTMLElement>(`:scope > :is(${CONTEXT})`)];
    return children.length ? children : [element];
  });

  useEffect(() => bus.on('session:changed', guard((next: Session) => setSession(next))), [bus, guard]);

  // Show the part that matches the session; the other one stays hidden (the legacy `hide` class).
  // What the page had is given back before the next session and when the plugin switches off.
  useEffect(() => {
    const had = parts.map((part) => part.classList.contains('hide'));
    const names = parts.flatMap((part) => [part, ...part.querySelectorAll(NAME)].filter((n) => n.matches(NAME)));
    const texts = names.map((n) => n.textContent);
    const restore = keep(parts, 'style');
    for (const part of parts) {
      const forSignedIn = isAfter(part);
      const shown = forSignedIn === session.signedIn;
      part.classList.toggle('hide', !shown);
      // The legacy gnb header hides its parts with an inline `display: none` instead; a part its
      // CSS hides too is shown as its kind of element shows (a list item, else a block).
      if (part.matches(CONTEXT)) {
        part.style.display = shown ? '' : 'none';
        if (shown && getComputedStyle(part).display === 'none') part.style.display = part.tagName === 'LI' ? 'list-item' : 'block';
      } else if (forSignedIn) part.style.display = shown ? 'flex' : '';
    }
    names.forEach((n) => isAfter(n) && (n.textContent = session.signedIn ? displayName(session) : ''));
    return () => {
      restore();
      parts.forEach((part, i) => part.classList.toggle('hide', had[i]));
      names.forEach((n, i) => (n.textContent = texts[i]!));
    };
  }, [parts, session]);

  // docs/rules.md §2 "Header navigation" (account, below 1280 px): the phone header's icon and
  // the drawer's account links ship without a usable href (none, `#` or `javascript:;`). Signed
  // out they go to sign-in, back to this page; signed in, the shopper's name goes to their page.
  useEffect(() => {
    const links = [element, ...element.querySelectorAll('a')].filter(
      (a): a is HTMLAnchorElement => a instanceof HTMLAnchorElement && !a.closest('[role="menu"]') && a.matches(isAfter(a) ? '.js-account, .js-user-name' : '.loginBtn, [data-linkinfo]'),
    );
    const restore = keep(links, 'href');
    links.forEach((a) => (a.href = isAfter(a) ? myPageHref(page) : loginHref(page, site)));
    return restore;
  }, [element, page, site]);

  // docs/rules.md §6: the rewards link only for rewards members; hidden until the check says so.
  useEffect(() => {
    if (!after || !session.signedIn) return;
    const link = element.querySelector<HTMLElement>('a[an-la="my rewards"]');
    if (!link) return;
    const was = link.hidden;
    link.hidden = true;
    let live = true;
    void isRewardsMember(page, site).then(guard((member: boolean) => live && (link.hidden = !member)));
    return () => void ((live = false), (link.hidden = was));
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

  // The sign-out link, wherever it is (the v4 menu, the legacy header's layer and drawer list).
  useEffect(() => {
    const signOut = element.querySelector<HTMLElement>('.logoutBtn');
    if (!signOut) return;
    const onSignOut = guard((e: Event) => {
      e.preventDefault();
      bus.emit('session:sign-out', { returnUrl: location.href });
    }, 'handler');
    signOut.addEventListener('click', onSignOut);
    return () => signOut.removeEventListener('click', onSignOut);
  }, [element, bus, guard]);

  useEffect(() => {
    const parts = menuParts(element);
    if (!parts) return;
    const { button, menu, disclosure } = parts;
    const signIn = element.querySelector<HTMLAnchorElement>('.nv00-gnb-v4__utility-menu--sign-in');
    const items = [...menu.querySelectorAll('[role="menuitem"]')];
    // What the page had: given back when the plugin switches off.
    const restore = [keep([button], 'aria-expanded', 'aria-controls', 'aria-haspopup'), keep([menu], 'id'), keep([signIn], 'href'), keep(items, 'tabindex')];
    if (signIn) signIn.href = loginHref(page, site);
    // The v4 block is a menu button; the legacy gnb's a disclosure button over its layer.
    if (disclosure) button.setAttribute('aria-controls', (menu.id ||= `sf-account-layer-${++layers}`));
    else {
      button.setAttribute('aria-haspopup', 'true');
      items.forEach((item) => item.setAttribute('tabindex', '-1'));
    }
    // docs/rules.md §2: desktop from 1280 px; hover opens only there (touch screens tap).
    const desktop = () => window.matchMedia?.('(min-width: 1280px)').matches ?? false;
    // Whether the pointer's hover opened the menu: the click that follows keeps it open.
    let hovered = false;
    const set = (open: boolean, focus?: 'first' | 'last' | 'button') => {
      hovered = false;
      element.dataset.sfMenu = open ? 'open' : 'closed';
      button.setAttribute('aria-expanded', String(open));
      const items = menuItems(menu);
      if (focus === 'button') button.focus();
      else if (focus) (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
    };
    set(false);
    const onButtonKey = (e: KeyboardEvent) => {
      // The legacy button is a link: Enter clicks it, Space is pressed here as on a button.
      if (disclosure) return void (e.key === ' ' && (e.preventDefault(), set(element.dataset.sfMenu !== 'open')));
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        set(true, e.key === 'ArrowUp' ? 'last' : 'first');
      }
    };
    // Esc closes the open menu wherever the focus is (a menu the pointer's hover opened has none
    // in it); a focus inside goes back to the button.
    // Heard on the block first (a focus inside: taken before the page's other Esc handlers) and
    // on the document; an Esc another control already took (a tooltip, a list, a composition) is theirs.
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing || element.dataset.sfMenu !== 'open') return;
      e.preventDefault();
      set(false, element.contains(element.ownerDocument.activeElement) ? 'button' : undefined);
    };
    const onMenuKey = (e: KeyboardEvent) => {
      const next = !disclosure && nextItem(menuItems(menu), document.activeElement, e.key);
      if (!next) return;
      e.preventDefault();
      next.focus();
    };
    // A click never follows the legacy button's `javascript:` address (a strict CSP refuses it).
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      set((hovered && e.detail > 0) || element.dataset.sfMenu !== 'open');
    };
    const onEnter = () => desktop() && element.dataset.sfMenu !== 'open' && (set(true), (hovered = true));
    // Keyboard focus in the block keeps it open; the focus a click left there does not.
    const onLeave = () => desktop() && !(element.contains(document.activeElement) && document.activeElement!.matches(':focus-visible')) && set(false);
    const onFocusOut = (e: FocusEvent) => !element.contains(e.relatedTarget as Node | null) && set(false);
    const listeners: [EventTarget, string, (e: never) => unknown][] = [
      [button, 'keydown', onButtonKey], [disclosure ? element : menu, 'keydown', onMenuKey], [button, 'click', onClick],
      [element, 'mouseenter', onEnter], [element, 'mouseleave', onLeave], [element, 'focusout', onFocusOut], [element, 'keydown', onEscape], [element.ownerDocument, 'keydown', onEscape],
    ];
    const guarded = listeners.map(([target, type, fn]) => [target, type, guard(fn as (e: Event) => unknown, 'handler')] as const);
    guarded.forEach(([target, type, fn]) => target.addEventListener(type, fn as EventListener));
    return () => {
      guarded.forEach(([target, type, fn]) => target.removeEventListener(type, fn as EventListener));
      restore.forEach((give) => give());
      delete element.dataset.sfMenu;
    };
  }, [element, page, site, guard]);

  // An empty fragment rather than null: the chunk then imports the JSX runtime like every other
  // component, and esbuild keeps it in the renderer's shared chunk instead of a chunk of its own.
  return <></>;
}
