// @vitest-environment node
/**
 * docs/events.md and docs/api.md are generated from the types (scripts/generate-docs.mjs):
 * the committed pages must be what the script writes, and the script must follow the types
 * as they grow (a fixture checkout with extra members).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const script = join(root, 'scripts/generate-docs.mjs');
const temp = mkdtempSync(join(tmpdir(), 'sf-docs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the generator for `checkout` into a fresh folder; returns that folder's pages and stderr. */
function generate(checkout: string, name: string) {
  const out = join(temp, name);
  const run = spawnSync(process.execPath, [script, '--root', checkout, '--out', out], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`scripts/generate-docs.mjs failed for ${checkout}:\n${run.stderr}`);
  const stderr = run.stderr;
  const read = (file: string) => readFileSync(join(out, file), 'utf8');
  return { events: read('events.md'), api: read('api.md'), stderr };
}

describe('generated reference pages', () => {
  const fresh = generate(root, 'repo');

  it.each(['events.md', 'api.md'] as const)('docs/%s is what the types generate', (file) => {
    const committed = readFileSync(join(root, 'docs', file), 'utf8');
    const generated = file === 'events.md' ? fresh.events : fresh.api;
    expect(committed === generated, `docs/${file} differs from what scripts/generate-docs.mjs writes: run npm run docs and commit the result`).toBe(true);
  });

  it('lists every bus event with its payload fields and marks the replayed ones', () => {
    expect(fresh.events).toContain('| [`cart:count`](#cartcount) | yes | `{ count: number; }` |');
    expect(fresh.events).toContain('| [`plugin:error`](#pluginerror) | no |');
    expect(fresh.events).toContain('| `skus` | `readonly string[]` |');
    expect(fresh.events).toContain("A failure was reported: a plugin's (the plugin is switched off)");
  });

  it('lists every public API member with its signature, doc comment and example', () => {
    expect(fresh.api).toContain('formatPrice(amount: string | number | null | undefined, siteCode?: string): string');
    expect(fresh.api).toContain('Switches a plugin off and unmounts its instances, restoring their markers (in short tasks, at once while the current one has time: each instance emits `plugin:unmounted`); false if unknown or already off.');
    expect(fresh.api).toContain("window.storefront.formatPrice(1234.5, 'de'); // \"1.234,50 €\"");
    expect(fresh.api).toContain('readonly bus: Runtime[\'bus\']');
  });
});

describe('the generator follows the types as they grow', () => {
  const fixture = join(temp, 'fixture');
  mkdirSync(join(fixture, 'runtime/api'), { recursive: true });
  mkdirSync(join(fixture, 'docs'), { recursive: true });
  writeFileSync(join(fixture, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022', 'DOM'] } }));
  writeFileSync(
    join(fixture, 'runtime/bus.ts'),
    `/** A named payload. */
export interface Consent {
  /** Accepted consent ids. */
  accepted: readonly string[];
  required?: boolean;
}
export interface Events {
  /** Items in the cart. */
  'cart:count': { count: number };
  /** Consent was given (docs/rules.md §4). */
  'consent:given': Consent;
  'page:idle': undefined;
}
export const STATE_EVENTS = ['cart:count', 'consent:given'] as const satisfies readonly (keyof Events)[];
`,
  );
  writeFileSync(
    join(fixture, 'runtime/api/storefront-api.ts'),
    `export interface StorefrontApi {
  readonly version: string;
  /** Opens the sign-in layer, returning to \`returnUrl\`. */
  signIn(returnUrl?: string): Promise<boolean>;
  /** Sign-in state, when known. */
  readonly session: { signedIn: boolean } | undefined;
}
`,
  );
  writeFileSync(join(fixture, 'docs/api-examples.md'), '# Examples\n\n## signIn\n\n```js\nawait storefront.signIn(location.href);\n```\n\n## removed\n\nGone.\n');
  const grown = generate(fixture, 'fixture-out');

  it('documents an event whose payload is a named interface, with field docs and optional marks', () => {
    expect(grown.events).toContain('| [`consent:given`](#consentgiven) | yes | `Consent` | Consent was given (rules.md §4). |');
    expect(grown.events).toContain('| `accepted` | `readonly string[]` | Accepted consent ids. |');
    expect(grown.events).toContain('| `required?` | `boolean` |  |');
  });

  it('documents an event without payload fields and one without a doc comment', () => {
    expect(grown.events).toContain('| [`page:idle`](#pageidle) | no | `undefined` | (undocumented) |');
    expect(grown.events).toContain('Payload: `undefined`.');
    expect(grown.stderr).toContain('event "page:idle" has no doc comment');
  });

  it('finds the types in whichever runtime/ file declares them', () => {
    expect(grown.api).toContain('`StorefrontApi` type in `runtime/api/storefront-api.ts`');
    expect(grown.events).toContain('`Events` type in `runtime/bus.ts`');
  });

  it('documents new API members and says which lack a description or an example', () => {
    expect(grown.api).toContain('signIn(returnUrl?: string): Promise<boolean>');
    expect(grown.api).toContain('await storefront.signIn(location.href);');
    expect(grown.api).toContain('readonly session: { signedIn: boolean } | undefined');
    expect(grown.stderr).toContain('storefront.session has no example');
    expect(grown.stderr).toContain('storefront.version has neither a doc comment');
    expect(grown.stderr).toContain('example for "removed", which StorefrontApi lacks');
  });
});
