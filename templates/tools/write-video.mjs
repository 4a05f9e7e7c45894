#!/usr/bin/env node
/**
 * Writes the template pages' test films (no network, no encoder installed): Chromium draws a
 * moving frame on a canvas and records it with MediaRecorder as VP8 WebM, which every Chromium
 * build plays. One landscape (16:9) and one portrait (9:16) clip, about 2 s each, a few kB.
 *
 *   node templates/tools/write-video.mjs    → templates/assets/video/{film-16x9,film-9x16}.webm
 * (launches Chromium: run it under the machine's browser lock)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../test/e2e/harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../assets/video');

/** Records `ms` of a moving bar on a `width`×`height` canvas; resolves to the WebM bytes as base64. */
function record(width, height, ms) {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 20_000 });
  const parts = [];
  recorder.ondataavailable = (e) => parts.push(e.data);
  const start = performance.now();
  const draw = () => {
    const t = (performance.now() - start) / ms;
    ctx.fillStyle = '#1428a0';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#fff';
    ctx.fillRect(Math.min(t, 1) * (width - 16), height / 2 - 8, 16, 16);
    if (t < 1) requestAnimationFrame(draw);
    else recorder.stop();
  };
  return new Promise((done) => {
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      done(btoa(binary));
    };
    recorder.start();
    draw();
  });
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  mkdirSync(outDir, { recursive: true });
  for (const [name, width, height] of [['film-16x9', 160, 90], ['film-9x16', 90, 160]]) {
    const base64 = await page.evaluate(record, width, height, 2000);
    writeFileSync(join(outDir, `${name}.webm`), Buffer.from(base64, 'base64'));
    console.log(`${name}.webm: ${Buffer.from(base64, 'base64').length} bytes`);
  }
} finally {
  await browser.close();
}
