/**
 * Focus not obscured (docs/quality.md, WCAG 2.4.11): every header generation is sticky, so a
 * Tab back up the page must stop each control below the header, never under it. The templates'
 * style gives the page a scroll padding the header's height and a little more
 * (`templates/assets/legacy.css`); without it the browser scrolls a control only to the top of
 * the viewport, where the header covers it.
 *
 * From the footer's first control that shows, once the idle plugins have bound (the footer's
 * own among them), Shift+Tab up to the header: each control that takes the focus (outside the
 * header, with a size) must start below the header's bottom. A video or a frame, whose own
 * controls inside it take the focus, and a box taller than the room below the header must at
 * least show part of itself below the header. A focus that falls to the page itself on the way
 * (its control taken out of the page) fails the walk; a video whose own controls dropped it, the
 * video still showing, is walked on from. Layout is the stylesheet's, the same under
 * both renderers: the Preact run checks it. Proven able to fail: with the scroll padding taken
 * off, the same walk must find controls under the header.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { open, booted, renderer } from '../harness.mjs';
import { count, idleMounted } from './kit.mjs';

const HEADER = '.nv00-gnb-v4, .nv00-gnb, .gnb';
/** More Shift+Tab presses than any template's main content has stops. */
const MAX_STOPS = 200;
const walked = [];

/** Where the focused element stands against the sticky header; null inside the header or without a box. */
const focusPlace = (page) =>
  page.evaluate((header) => {
    const el = document.activeElement;
    // What lost the focus to nothing since the last press (see walkUp), read by then.
    const out = window.__walkOut;
    window.__walkOut = null;
    const bar = document.querySelector(header);
    if (!bar) return { done: true };
    // The focus fell out of the page's controls (the one it had taken out of the page): said, not a walk's end.
    if (!el || el === document.body) return { lost: true, out: out ? (out.isConnected ? `${out.tagName.toLowerCase()}, still in the page` : `${out.tagName.toLowerCase()}, taken out of the page`) : 'unknown', video: /^(VIDEO|IFRAME)$/.test(out?.tagName) && out.isConnected && out.checkVisibility() && !out.__walkResumed && ((out.__walkResumed = true), out.focus(), document.activeElement === out) };
    if (bar.contains(el)) return { done: true };
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) return null;
    const below = bar.getBoundingClientRect().bottom;
    const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const inner = el.tagName === 'VIDEO' || el.tagName === 'IFRAME';
    return { name, top: box.top, bottom: box.bottom, below, partial: inner || box.height > innerHeight - below };
  }, HEADER);

/** Shift+Tab from the footer's first link up to the header: the stops and the controls under the header. */
async function walkUp(page) {
  // The footer's first control that shows: the footer navigation binds at idle (the callers
  // wait for idleMounted), and its accordion anchors and folded lists show by width.
  const start = await page.evaluate(() => {
    const first = [...document.querySelectorAll('footer a[href], footer button')].find((el) => el.checkVisibility());
    first?.focus();
    return first !== undefined && document.activeElement === first;
  });
  assert.ok(start, "the footer's first control did not take the focus");
  await page.evaluate(() => document.addEventListener('focusout', (e) => e.relatedTarget || (window.__walkOut = e.target), true));
  const hidden = [];
  const path = [];
  let stops = 0;
  await page.keyboard.down('Shift');
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(page);
    if (place?.lost) {
      // A video's own controls are the browser's: Chromium may rebuild them while one has the
      // focus (seen once under load), which drops the focus to the page. A video that lost the
      // focus itself, still in the page and showing, is no control taken out: focusPlace gave it
      // the focus back and the walk goes on from it, once per video. Anything else fails.
      if (place.video) continue;
      hidden.push(`the focus fell to the page itself after ${path.at(-1) ?? 'the footer'} (what lost it: ${place.out})`);
      break;
    }
    if (place?.done) break;
    if (!place) continue;
    stops++;
    path.push(`${place.name} (top ${Math.round(place.top)})`);
    if (place.partial ? place.bottom <= place.below : place.top < place.below - 1) hidden.push(`${place.name}: top ${Math.round(place.top)}, header bottom ${Math.round(place.below)}`);
  }
  await page.keyboard.up('Shift');
  // The walk's last stops, so a failure shows where it went.
  return { stops, hidden, path: path.slice(-6).join(' < ') };
}

describe('focus not obscured by the sticky header', { skip: renderer === 'react' ? 'layout is the stylesheet\'s: the Preact run checks it' : false }, () => {
  for (const [path, viewport] of [
    ['/uk/', { width: 1280, height: 800 }],
    ['/uk/', { width: 375, height: 800 }],
    ['/pe/', { width: 1280, height: 800 }],
  ]) {
    it(`${path} at ${viewport.width}: a Tab back up the page stops every control below the header`, async () => {
      const { page, report, close } = await open(path, { viewport });
      try {
        await booted(page);
        await idleMounted(page);
        const { stops, hidden, path: last } = await walkUp(page);
        walked.push(stops);
        count('focus not obscured', `${walked.length} Tab walks, ${walked.reduce((a, b) => a + b, 0)} focus stops checked`);
        assert.deepEqual(hidden, [], `controls the focus reached under the sticky header (${stops} stops, the last: ${last})`);
        assert.ok(stops > 20, `only ${stops} focus stops between the footer and the header, the last: ${last}`);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }

  it('proven able to fail: without the scroll padding, the walk finds controls under the header', async () => {
    const { page, close } = await open('/uk/', { viewport: { width: 1280, height: 800 } });
    try {
      await booted(page);
      await idleMounted(page);
      await page.addStyleTag({ content: 'html { scroll-padding-top: 0 !important; }' });
      const { hidden } = await walkUp(page);
      assert.ok(hidden.length > 0, 'the walk found nothing under the header with the padding taken off');
    } finally {
      await close();
    }
  });
});
