import { act } from '../../support/act';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, useScrollLock } from '../../../runtime/ui/use-scroll-lock';


const { body, documentElement: html } = document;
const styles = () => ({ body: body.style.overflow, html: html.style.overflow, padding: body.style.paddingRight });
afterEach(() => {
  body.removeAttribute('style');
  html.removeAttribute('style');
});

describe('lockScroll', () => {
  it('locks the page and restores its own inline styles exactly', () => {
    body.style.overflow = 'scroll';
    body.style.paddingRight = '3px';
    html.style.overflow = 'auto';
    const release = lockScroll();
    expect(styles()).toMatchObject({ body: 'hidden', html: 'hidden' });
    release();
    expect(styles()).toEqual({ body: 'scroll', html: 'auto', padding: '3px' });
  });

  it('keeps the page locked while a second overlay is open, in either closing order', () => {
    for (const order of [[0, 1], [1, 0]]) {
      const releases = [lockScroll(), lockScroll()];
      releases[order[0]!]!();
      expect(styles()).toMatchObject({ body: 'hidden', html: 'hidden' });
      releases[order[1]!]!();
      expect(styles()).toEqual({ body: '', html: '', padding: '' });
    }
  });

  it('counts a release called twice only once', () => {
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(styles()).toMatchObject({ body: 'hidden' });
    b();
    expect(styles()).toMatchObject({ body: '' });
  });
});

describe('useScrollLock', () => {
  function Overlay({ open }: { open: boolean }) {
    useScrollLock(open);
    return null;
  }

  it('closing one of two open overlays leaves the page locked', () => {
    const [a, b] = [createRoot(document.createElement('div')), createRoot(document.createElement('div'))];
    act(() => a.render(<Overlay open />));
    act(() => b.render(<Overlay open />));
    act(() => a.render(<Overlay open={false} />));
    expect(styles()).toMatchObject({ body: 'hidden', html: 'hidden' });
    act(() => b.unmount());
    expect(styles()).toEqual({ body: '', html: '', padding: '' });
    act(() => a.unmount());
    expect(styles()).toEqual({ body: '', html: '', padding: '' });
  });
});
