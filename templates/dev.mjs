#!/usr/bin/env node
/**
 * `npm run dev`: the development build in watch mode with the template pages, reloading open
 * pages after each rebuild.
 *
 *   node templates/dev.mjs [--outdir dist]     PORT as for `npm start` (default 8080)
 *
 * Watches runtime/, plugins/ and sites/ (site files are baked into the build). A change
 * rebuilds with `node build.mjs --dev` in a child process, so a rebuild is exactly a plain
 * build: written aside and swapped in on success. A failed rebuild prints esbuild's messages
 * (no stack), leaves the last good build in place and logs the messages in open pages; a good
 * one reloads them.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPages, startServer } from './server.mjs';
import { createReloadHub } from './dev-reload.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The source folders a rebuild follows. */
export const WATCHED = ['runtime', 'plugins', 'sites'].map((dir) => join(root, dir));
/** Changes closer together than this make one rebuild (an editor saving several files). */
const SETTLE_MS = 100;

/** Runs one build; resolves to { ok, output } with what it printed. */
function runBuild({ outdir, entry }) {
  const args = [join(root, 'build.mjs'), '--dev', '--outdir', outdir, ...(entry ? ['--entry', entry] : [])];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ ok: code === 0, output: output.trim() }));
  });
}

/**
 * Builds, starts the page server with the reload hub and rebuilds on changes.
 * `watchDirs` and `entry` (build.mjs --entry) let tests follow a folder of their own.
 * Resolves to { url, server, builds, close }; `builds` counts finished builds.
 */
export async function startDev({ port = 8080, secondPort = 0, outdir = join(root, 'dist'), watchDirs = WATCHED, entry, quiet = false } = {}) {
  const say = (text) => (quiet ? undefined : console.log(text));
  const reload = createReloadHub();
  const state = { builds: 0, running: false, again: false, timer: null };

  async function rebuild() {
    if (state.running) return void (state.again = true);
    state.running = true;
    const { ok, output } = await runBuild({ outdir, entry });
    state.builds += 1;
    state.running = false;
    if (ok) say(output);
    else if (!quiet) console.error(output);
    reload.notify(ok ? 'built' : 'failed', output);
    if (state.again) {
      state.again = false;
      await rebuild();
    }
  }

  // A watched folder may hold the output (e.g. --outdir inside sites/): writing it must not
  // start another build.
  const target = resolve(outdir);
  const isOutput = (file) => file === target || [`${target}${sep}`, `${target}.building-`, `${target}.previous-`].some((p) => file.startsWith(p));

  await rebuild();
  const server = await startServer({ port, secondPort, quiet, dist: resolve(outdir), reload });
  const watchers = watchDirs.map((dir) =>
    watch(dir, { recursive: true }, (_, name) => {
      if (name && isOutput(resolve(dir, String(name)))) return;
      clearTimeout(state.timer);
      state.timer = setTimeout(rebuild, SETTLE_MS);
    }),
  );
  return {
    url: server.url,
    server,
    reload,
    get builds() {
      return state.builds;
    },
    async close() {
      clearTimeout(state.timer);
      for (const watcher of watchers) watcher.close();
      await server.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--outdir');
  const port = Number(process.env.PORT ?? 8080);
  const dev = await startDev({ port, secondPort: process.env.PORT && port ? port + 1 : 0, outdir: i === -1 ? undefined : resolve(process.argv[i + 1]) });
  console.log(`Storefront template pages on ${dev.url} (rebuilds on changes in runtime/, plugins/, sites/; pages reload)`);
  for (const page of await listPages()) console.log(`  ${dev.url}${page}`);
  const second = dev.server.backend?.secondOrigin;
  if (second) console.log(`Backend second origin: ${second}; sign in as a seeded user: ${dev.url}/__backend/sign-in`);
}
