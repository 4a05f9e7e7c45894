/**
 * The marker's host and its record (docs/architecture.md "Instances and hosts"): the attributes
 * a plugin may change are given back on detach; a record a page script rewrote gives back
 * nothing and throws nothing.
 */
import { describe, expect, it } from 'vitest';
import { attachHost, detachHost } from '../../runtime/marker-host';

const marker = () => {
  document.body.innerHTML = '<div class="m" style="color: red;" aria-expanded="false"></div>';
  return document.querySelector<HTMLElement>('.m')!;
};

describe('marker host', () => {
  it('gives back the recorded attributes and removes the host', () => {
    const m = marker();
    const host = attachHost(m, 'p');
    m.style.color = 'blue';
    m.hidden = true;
    m.setAttribute('aria-expanded', 'true');
    detachHost(m, host);
    expect(m.outerHTML).toBe('<div class="m" style="color: red;" aria-expanded="false"></div>');
  });

  it('puts the host after the marker\'s children, or before them for a plugin that asks first; a copy\'s host is replaced in place of either', () => {
    document.body.innerHTML = '<div class="m"><a href="#a">a</a><a href="#b">b</a></div>';
    const m = document.querySelector<HTMLElement>('.m')!;
    const last = attachHost(m, 'badge');
    const first = attachHost(m, 'carousel', true);
    expect([...m.children].map((c) => c.getAttribute('data-sf-host') ?? c.getAttribute('href'))).toEqual(['carousel', '#a', '#b', 'badge']);
    // A sticky copy made with cloneNode: its copied hosts are dropped, fresh ones attached.
    const copy = m.cloneNode(true) as HTMLElement;
    document.body.append(copy);
    attachHost(copy, 'carousel', true);
    attachHost(copy, 'badge');
    expect([...copy.children].map((c) => c.getAttribute('data-sf-host') ?? c.getAttribute('href'))).toEqual(['carousel', '#a', '#b', 'badge']);
    detachHost(m, first);
    detachHost(m, last);
    expect(m.outerHTML).toBe('<div class="m"><a href="#a">a</a><a href="#b">b</a></div>');
  });

  it.each(['null', '5', '"text"', '{'])('a record rewritten to %s restores nothing and throws nothing', (record) => {
    const m = marker();
    const host = attachHost(m, 'p');
    m.hidden = true;
    host.setAttribute('data-sf-restore', record);
    expect(() => detachHost(m, host)).not.toThrow();
    expect([m.hidden, m.querySelector('[data-sf-host]')]).toEqual([true, null]);
  });
});
