// @vitest-environment node
/**
 * `npm run dev` reloads pages after a rebuild; `npm start` and the tests serve pages without the
 * reload script. The watch loop is driven for real: a temporary plugin file in a watched
 * temporary folder is broken and mended, each change rebuilding into a temporary output folder.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../templates/server.mjs';
import { createReloadHub } from '../../../templates/dev-reload.mjs';
import { startDev } from '../../../templates/dev.mjs';

const root = resolve(__dirname, '../../..');
const SCRIPT_TAG = '<script src="/__dev/reload.js"></script>';

/** Reads a server-sent event stream; `next(name)` resolves with the data of the next such event. */
async function listen(url: string) {
  const res = await fetch(url);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    status: res.status,
    async next(name: string): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (lines[0] === `event: ${name}`) return lines.slice(1).map((l) => l.replace(/^data: /, '')).join('\n');
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before "${name}"`);
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}

describe('reload script only in dev', () => {
  it('startServer as npm start and the tests use it serves pages unchanged and no reload endpoints', async () => {
    const server = await startServer({ port: 0, quiet: true });
    try {
      const page = await (await fetch(`${server.url}/uk/`)).text();
      expect(page).toContain('/static/storefront/runtime.js');
      expect(page).not.toContain('/__dev/');
      expect((await fetch(`${server.url}/__dev/reload.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/__dev/events`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('with a reload hub, pages end with the reload script and open pages hear about builds', async () => {
    const reload = createReloadHub();
    const server = await startServer({ port: 0, quiet: true, reload });
    try {
      const page = await (await fetch(`${server.url}/uk/listing/`)).text();
      expect(page.split(SCRIPT_TAG)).toHaveLength(2);
      expect(page).toContain(`${SCRIPT_TAG}</body>`);
      const script = await fetch(`${server.url}/__dev/reload.js`);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toContain("new EventSource(\"/__dev/events\")");
      const events = await listen(`${server.url}/__dev/events`);
      reload.notify('failed', 'a.ts:1:2: error: one\nb.ts:3:4: error: two');
      expect(await events.next('failed')).toBe('a.ts:1:2: error: one\nb.ts:3:4: error: two');
      reload.notify('built');
      expect(await events.next('built')).toBe('');
      await events.close();
    } finally {
      await server.close();
    }
  });
});

describe('startDev', () => {
  const work = mkdtempSync(join(tmpdir(), 'sf-dev-'));
  const watched = mkdtempSync(join(work, 'src-'));
  const outdir = join(work, 'dist');
  const entry = join(watched, 'entry.ts');
  // A good entry: the real one, imported from the watched folder.
  const goodEntry = `import ${JSON.stringify(join(root, 'storefront.ts'))};\n`;
  writeFileSync(entry, goodEntry);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('builds, serves the build with reload, keeps the last good build on a failed rebuild and reloads after a good one', async () => {
    const dev = await startDev({ port: 0, quiet: true, outdir, watchDirs: [watched], entry: relative(root, entry) });
    try {
      expect(dev.builds).toBe(1);
      const good = readFileSync(join(outdir, 'runtime.js'), 'utf8');
      expect(await (await fetch(`${dev.url}/static/storefront/runtime.js`)).text()).toBe(good);
      expect(await (await fetch(`${dev.url}/uk/`)).text()).toContain(SCRIPT_TAG);
      const events = await listen(`${dev.url}/__dev/events`);

      writeFileSync(entry, 'export const plugins = [\n  { name: ;\n];\n');
      const failure = await events.next('failed');
      expect(failure).toContain('entry.ts:2:10: error: Unexpected ";"');
      expect(failure).not.toMatch(/^\s+at /m);
      expect(readFileSync(join(outdir, 'runtime.js'), 'utf8')).toBe(good);
      expect((await fetch(`${dev.url}/static/storefront/runtime.js`)).status).toBe(200);

      writeFileSync(entry, goodEntry);
      expect(await events.next('built')).toContain('(dev, ');
      expect((await fetch(`${dev.url}/static/storefront/runtime.js`)).status).toBe(200);
      await events.close();
    } finally {
      await dev.close();
    }
  }, 60_000);
});
