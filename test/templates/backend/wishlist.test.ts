// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInCookie, useBackend } from './harness';

const be = useBackend();
const APP = { 'x-ecom-app-id': 'identity-store' };

describe('GET .../users/current/wishlist?loadEntries=true (docs/rules.md §7, timeout 20 s)', () => {
  it('answers wishlists with isDefault and entries with product.code (deleted entries left out)', async () => {
    const user = await be.user('uk-shopper');
    const { json } = await be.call('/tokocommercewebservices/v2/uk/users/current/wishlist?loadEntries=true', { headers: { cookie: signedInCookie(user) } });
    expect(json.wishlists[0].isDefault).toBe(true);
    expect(json.wishlists[0].entries.map((e: { product: { code: string } }) => e.product.code)).toEqual(['SM-F966BDBEUB', 'SM-X930BZAEUB', 'SM-L325BZKEUB']);
  });

  it('answers 401 when signed out', async () => {
    expect((await be.call('/tokocommercewebservices/v2/uk/users/current/wishlist?loadEntries=true')).status).toBe(401);
  });
});

describe('GET {store}/v4/identity/wishlist', () => {
  it('answers the list of {sku, deleted}, deleted entries included', async () => {
    const user = await be.user('uk-shopper');
    const { json } = await be.call('/v4/identity/wishlist', { headers: { ...APP, 'x-ecom-jwt': user.jwt } });
    expect(json).toHaveLength(4);
    expect(json.filter((e: { deleted: boolean }) => e.deleted)).toEqual([{ sku: 'SM-F966BDBOLD', deleted: true }]);
  });

  it('adds and deletes entries; needs the app id and a jwt', async () => {
    const user = await be.user('uk-new');
    const headers = { ...APP, 'x-ecom-jwt': user.jwt };
    expect((await be.post('/v4/identity/wishlist', { sku: 'SM-S931BZKEUB' }, headers)).json).toEqual([{ sku: 'SM-S931BZKEUB', deleted: false }]);
    expect((await be.call('/v4/identity/wishlist/SM-S931BZKEUB', { method: 'DELETE', headers })).json).toEqual([{ sku: 'SM-S931BZKEUB', deleted: true }]);
    expect((await be.call('/v4/identity/wishlist', { headers: { 'x-ecom-jwt': user.jwt } })).status).toBe(400);
    expect((await be.call('/v4/identity/wishlist', { headers: APP })).status).toBe(401);
  });
});
