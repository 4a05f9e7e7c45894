// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useBackend } from './harness';

const be = useBackend();

interface SeedProduct { code: string; currency: string; price: number; listPrice: number }
/** The backend's seed (plain JavaScript without type declarations). */
const seed = (): Promise<{ catalogueFor(site: string): SeedProduct[] }> => import(/* @vite-ignore */ new URL('../../../templates/backend/seed.mjs', import.meta.url).href);

describe('the Korean site (sec) in the local backend', () => {
  it('sec-shopper signs in with jwt_sec and lands on /sec/; the jwt validates and names the shopper', async () => {
    const res = await be.call(`/__backend/sign-in?user=sec-shopper&return=${encodeURIComponent('/sec/')}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sec/');
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['jwt_sec', 'guid', 'xsdcxyn']);
    const jwt = res.headers.getSetCookie()[0]!.split(';')[0]!.slice('jwt_sec='.length);
    expect((await be.post('/v1/sso/user/validate', { jwt })).json.statusCode).toBe(200);
    expect((await be.post('/v1/sso/jwt/details', { jwt })).json).toMatchObject({ statusCode: 200, login_type: 'sa_login', user_info: { firstname: '민준', lastname: '김' } });
    expect((await be.call('/__backend/sign-in?user=sec-shopper')).headers.get('location')).toBe('/sec/');
  });

  it('the sign-in form with countryCode KR finds the Korean shopper by email; its chooser lists only Korean shoppers', async () => {
    const res = await be.call('/__backend/sign-in?loginId=sec-shopper%40example.com&countryCode=KR&goBackURL=%2Fsec%2F');
    expect(res.headers.get('location')).toBe('/sec/');
    expect(res.headers.getSetCookie()[0]).toMatch(/^jwt_sec=/);
    const chooser = (await be.call('/__backend/sign-in?countryCode=KR')).text;
    expect(chooser).toContain('user=sec-shopper');
    expect(chooser).not.toContain('user=uk-shopper');
  });

  it('the catalogue is in won, each price a whole 100 won, codes ending KOO', async () => {
    const products = (await seed()).catalogueFor('sec');
    expect(products).toHaveLength(48);
    expect(products[0]).toMatchObject({ code: 'SM-S938BZKKOO', currency: 'KRW', price: 2248200, listPrice: 2585400 });
    for (const p of products) {
      expect(p.code.endsWith('KOO'), p.code).toBe(true);
      expect(p.price % 100, p.code).toBe(0);
      expect(p.listPrice % 100, p.code).toBe(0);
    }
  });
});
