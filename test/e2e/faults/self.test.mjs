/**
 * The fault matrix can fail: a row whose expected outcome is wrong, and a row whose second
 * plugin is the one the fault switches off, are both reported; the drop fault really drops.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALLS } from './calls.mjs';
import { runRow } from './run-row.mjs';
import { renderer } from '../harness.mjs';
import { backend, badgeResponds, server } from '../gates/kit.mjs';

const row = (id) => CALLS.find((c) => c.id === id);

// Renderer-independent (it proves the matrix's own checks can fail, whichever renderer draws the
// page): run in the Preact pass only, so the React pass spends its time on what the renderer changes.
const ONCE = renderer === 'react' ? 'renderer-independent: runs in the Preact pass' : false;

describe('fault matrix harness (proven able to fail)', { skip: ONCE }, () => {
  it('reports a row whose expected outcome is wrong (dictionary failure expected as a sprite failure)', async () => {
    const wrong = { ...row('dictionary'), outcome: row('sprite').outcome };
    const problems = await runRow(wrong, '500');
    assert.ok(problems.some((p) => p.includes('no console message "storefront: icon sprite not loaded"')), problems.join('\n'));
  });

  it('reports a second plugin that stopped responding (the badge, when its own chunk fails)', async () => {
    const wrong = { ...row('cart-badge chunk'), others: [badgeResponds] };
    const problems = await runRow(wrong, '500');
    assert.ok(problems.some((p) => p.startsWith('the cart badge did not follow cart:count')), problems.join('\n'));
  });

  it('reports a fault that never applied (a pattern that matches no call)', async () => {
    const problems = await runRow({ ...row('sprite'), fault: '/no/such/call' }, 'empty');
    assert.ok(problems.some((p) => p.startsWith('the fault never applied')), problems.join('\n'));
  });

  it('drop: the backend ends the connection without an answer', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '*/images/svg-sprite.svg', mode: 'drop', times: 1 });
    const url = new URL('/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/svg-sprite.svg', (await server()).url);
    await assert.rejects(fetch(url), TypeError);
    assert.equal((await fetch(url)).status, 200);
  });
});
