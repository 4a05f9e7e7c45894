/**
 * The hostile corpus (docs/quality.md): every payload through every input channel of the uk
 * home template at once, used as a shopper would; 0 code executions (canary), 0 dialogs,
 * 0 off-site navigations or requests, and the page keeps working. Backend-facing forms
 * (JSONP callback expressions) are refused by the backend.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHANNELS, PAYLOADS } from './corpus.mjs';
import { hostileVisit, merge } from './visit.mjs';
import { backend, count, server } from '../gates/kit.mjs';

count('hostile corpus', `${PAYLOADS.length} payloads × ${Object.keys(CHANNELS).length} channels = ${PAYLOADS.length * Object.keys(CHANNELS).length} combinations`);

describe('hostile corpus on /uk/', () => {
  for (const [name, payload] of PAYLOADS) {
    it(`${name}: through every channel, nothing runs, nothing leaves the site, the page works`, async () => {
      const setup = merge(Object.values(CHANNELS).map((channel) => channel(payload)));
      assert.deepEqual(await hostileVisit('/uk/', setup), []);
    });
  }

  it('JSONP callback names that are expressions are refused by the backend', async () => {
    const base = (await server()).backend.secondOrigin;
    for (const callback of ['alert(1)//', 'window.__pwned=1', 'a;b', 'x[0]', '<script>']) {
      const res = await fetch(`${base}/search/suggest/v6?siteCd=uk&stage=front&searchValue=a&callback=${encodeURIComponent(callback)}`);
      assert.equal(res.status, 400, callback);
    }
    await backend('GET', '/__backend/faults');
  });
});

describe('hostile corpus gate (proven able to fail)', () => {
  it('reports the canary on a page built to be vulnerable (the payload pasted into markup)', async () => {
    const problems = await hostileVisit('/uk/', merge([{ replace: [['</body>', '<img src=x onerror="window.__pwned=1"></body>']] }]));
    assert.ok(problems.some((p) => p.startsWith('the canary was set')), problems.join('\n'));
  });

  it('reports an off-site navigation', async () => {
    const problems = await hostileVisit('/uk/', merge([{ replace: [['</body>', '<a id="away" href="https://evil.example/"></a><img src="https://evil.example/x.png" alt=""></body>']] }]));
    assert.ok(problems.some((p) => p.startsWith('requested https://evil.example/')), problems.join('\n'));
  });
});
