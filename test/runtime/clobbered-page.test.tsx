/**
 * A page whose markup names elements after the document members the registry, the marker
 * watch, the triggers and the mount reach (DOM clobbering, docs/architecture.md "Input
 * hardening"): markers are still found, armed, mounted, and those added later still arrive.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { definePlugin } from '../../runtime/plugin';
import { keepLinksInStore } from '../../runtime/services/page-services';
import { clobber, unclobber } from '../support/clobber';
import { renderer } from '../support/renderer';
import { mountPlugins, type Mounted } from '../support/runtime';

/**
 * The members boot and the mount reach, each hidden by a named element. Not among them are those
 * the renderer's own DOM code calls on the document: `createElement` (both renderers), and
 * `defaultView` and `addEventListener` under React (its event system and focus handling).
 */
const NAMES = [['querySelectorAll', 'form'], ['matches', 'img'], ['nodeType', 'img'], ['documentElement', 'img'], ['removeEventListener', 'img'], ['readyState', 'img'], ...(renderer === 'react' ? [] : ([['defaultView', 'img'], ['addEventListener', 'img']] as const))] as const;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  unclobber(document, ...NAMES.map(([name]) => name));
  document.body.innerHTML = '';
});

it('finds, arms and mounts markers, and hears those added later, on a page that hides the document members', async () => {
  const Label = ({ element }: { element: HTMLElement }) => createElement('b', null, `shown ${element.dataset.n}`);
  const eager = definePlugin({ name: 'label', markers: '.legacy-label', trigger: 'eager', load: async () => ({ default: Label }) });
  const pressed = definePlugin({ name: 'pressed', markers: '.legacy-pressed', trigger: 'interaction', load: async () => ({ default: Label }) });
  document.body.innerHTML = '<span class="legacy-label" data-n="1"></span><button class="legacy-pressed" data-n="2"></button>';
  for (const [name, tag] of NAMES) clobber(document, name, tag);
  // The helper hid them as a browser does: a plain call through the document now fails.
  expect(typeof document.querySelectorAll).toBe('object');

  mounted = mountPlugins([eager, pressed], { label: { enabled: true }, pressed: { enabled: true } });
  const [label, button] = [...Document.prototype.querySelectorAll.call(document, '[data-n]')] as HTMLElement[];
  await vi.waitFor(() => expect(label!.textContent).toBe('shown 1'));
  // An interaction trigger hears the press through the document's capturing listener.
  button!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await vi.waitFor(() => expect(button!.textContent).toBe('shown 2'));
  // A marker the page adds later is handed over by the marker watch and mounted.
  const later = Object.assign(Document.prototype.createElement.call(document, 'span'), { className: 'legacy-label' });
  later.dataset.n = '3';
  label!.after(later);
  await vi.waitFor(() => expect(later.textContent).toBe('shown 3'));
  expect(mounted.events.filter((e) => e.type === 'plugin:error')).toEqual([]);
});

it('keeps a multistore page\'s links in the store on a page that hides the document members', async () => {
  document.body.innerHTML = '<a id="first" href="/offer/">Offer</a>';
  for (const [name, tag] of NAMES) clobber(document, name, tag);
  const stop = keepLinksInStore(document, { site: 'uk', company: 'acme' });
  const first = Document.prototype.getElementById.call(document, 'first')!;
  expect(first.getAttribute('href')).toBe('/uk/multistore/acme/offer/');
  // One added later too: the observer watches `<html>`.
  const later = Object.assign(Document.prototype.createElement.call(document, 'a'), { href: '/deals/' });
  first.after(later);
  await vi.waitFor(() => expect(later.getAttribute('href')).toBe('/uk/multistore/acme/deals/'));
  stop();
});
