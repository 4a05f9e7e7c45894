#!/usr/bin/env node
/**
 * Writes the template pages' local images (no network): the header wordmark, one product
 * drawing per catalogue category and colour, the wishlist hearts and the home carousel's key
 * visuals.
 *
 *   node templates/tools/write-images.mjs    → templates/assets/images/{logo,products/*,icons/*,kv/*}.svg
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../assets/images');

/** Catalogue colour codes (backend seed) → body colour. */
export const COLOURS = { ZK: '#2b2c30', DB: '#3d4f78', ZA: '#c8ccd3', ZS: '#a9d6c4' };
/** Catalogue categories with a drawing. */
export const CATEGORIES = ['smartphones', 'tablets', 'audio', 'watches', 'tvs'];

const screen = `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f5c"/><stop offset=".55" stop-color="#3358d4"/><stop offset="1" stop-color="#9fc3ff"/></linearGradient>`;

/** The SVG drawing of one category in one colour (viewBox 200×200, transparent background). */
export function productSvg(category, colour) {
  const body = {
    smartphones: `<rect x="62" y="14" width="76" height="172" rx="14" fill="${colour}"/><rect x="67" y="19" width="66" height="162" rx="10" fill="url(#s)"/><circle cx="100" cy="27" r="2.5" fill="#111"/>`,
    tablets: `<rect x="22" y="38" width="156" height="124" rx="12" fill="${colour}"/><rect x="28" y="44" width="144" height="112" rx="7" fill="url(#s)"/>`,
    audio: `<rect x="48" y="92" width="104" height="72" rx="30" fill="${colour}"/><path d="M48 118h104" stroke="#0003" stroke-width="2"/><ellipse cx="78" cy="62" rx="17" ry="22" fill="${colour}"/><rect x="72" y="70" width="12" height="30" rx="6" fill="${colour}"/><ellipse cx="122" cy="62" rx="17" ry="22" fill="${colour}"/><rect x="116" y="70" width="12" height="30" rx="6" fill="${colour}"/>`,
    watches: `<rect x="78" y="8" width="44" height="184" rx="14" fill="${colour}" opacity=".85"/><circle cx="100" cy="100" r="50" fill="${colour}"/><circle cx="100" cy="100" r="42" fill="url(#s)"/><path d="M100 100V72M100 100l18 10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    tvs: `<rect x="10" y="40" width="180" height="106" rx="4" fill="${colour}"/><rect x="14" y="44" width="172" height="98" fill="url(#s)"/><path d="M80 146l-12 26h64l-12-26z" fill="${colour}"/>`,
  }[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs>${screen}</defs>${body}</svg>\n`;
}

/** The header wordmark (drawn as text stretched to the box, so every font gives the same size). */
export const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 130 24" width="130" height="24"><text x="0" y="20" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="22" textLength="130" lengthAdjust="spacingAndGlyphs" fill="#1428a0">SAMSUNG</text></svg>\n`;

const HEART_PATH = 'M12 20.5 4.2 12.9A4.9 4.9 0 0 1 11.1 6l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9z';
/** The wishlist hearts: outline (not in the wishlist) and filled (in it). */
export const HEARTS = {
  heart: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path d="${HEART_PATH}" fill="none" stroke="#000" stroke-width="1.8" stroke-linejoin="round"/></svg>\n`,
  'heart-filled': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path d="${HEART_PATH}" fill="#fff" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>\n`,
};

/** A key visual: a product drawing on a coloured stage. */
function kvSvg(category, colour, from, to) {
  const art = productSvg(category, colour).replace(/^<svg[^>]*>/, '').replace('</svg>\n', '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 640" width="1440" height="640" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1440" height="640" fill="url(#bg)"/><circle cx="1040" cy="330" r="250" fill="#fff" opacity=".12"/><g transform="translate(820 100) scale(2.2)">${art}</g></svg>\n`;
}

/** The carousel slides' visuals, in slide order. */
export const KV = [
  ['fold', 'smartphones', COLOURS.DB, '#0d1b3e', '#3a5bbf'],
  ['ultra', 'smartphones', COLOURS.ZK, '#1b1b1f', '#5a5f6b'],
  ['watch', 'watches', COLOURS.ZA, '#0f3b38', '#4fb39a'],
];

/** Writes every image; returns the files written. */
export function writeImages() {
  const files = [];
  const put = (rel, text) => {
    const file = join(outDir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    files.push(file);
  };
  put('logo.svg', LOGO);
  for (const category of CATEGORIES) for (const [code, colour] of Object.entries(COLOURS)) put(`products/${category}-${code.toLowerCase()}.svg`, productSvg(category, colour));
  for (const [name, svg] of Object.entries(HEARTS)) put(`icons/${name}.svg`, svg);
  for (const [name, category, colour, from, to] of KV) put(`kv/${name}.svg`, kvSvg(category, colour, from, to));
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of writeImages()) console.log(`wrote ${file}`);
}
