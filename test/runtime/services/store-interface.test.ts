import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { koreaLimitMessage, resultCodeOutcome } from '../../../runtime/services/result-codes';
import { sessionEndpoints } from '../../../runtime/services/session-endpoints';
import { createStoreInterface, SIGNED_OUT_TEXT } from '../../../runtime/services/store-interface';
import { clearCookies, pageRuntime, recordingUi, scriptedCall } from './fakes';

function client(reply: unknown, site = 'uk') {
  const runtime = pageRuntime({ siteCode: site, loginLinkURL: '/uk/web/login' });
  const { call, calls } = scriptedCall({ '/addCart': reply, '/getSessionCheck': reply });
  const { ui, shown } = recordingUi();
  const signOut = vi.fn(async () => {});
  const navigate = vi.fn();
  const storeCall = createStoreInterface({ page: runtime.page, site: runtime.site, urls: sessionEndpoints(runtime.page, runtime.site), ui, call, signOut, navigate });
  return { storeCall, calls, shown, signOut, navigate };
}

beforeEach(clearCookies);

describe('store result codes (docs/rules.md §8)', () => {
  it.each(['0000', '9000', '9001', '9002', '2110'])('%s is normal on every site', (code) => {
    for (const site of ['uk', 'cn', 'sec', 'us']) expect(resultCodeOutcome(site, code, 'message')).toEqual({ kind: 'normal' });
  });

  it('2100 signs out on every site', () => {
    for (const site of ['uk', 'cn', 'sec']) expect(resultCodeOutcome(site, '2100', '')).toEqual({ kind: 'sign-out' });
  });

  it('other sites show any other code\'s message', () => {
    expect(resultCodeOutcome('uk', '1001', 'Out of stock')).toEqual({ kind: 'alert', text: 'Out of stock' });
    expect(resultCodeOutcome('us', '4000', 'Try again')).toEqual({ kind: 'alert', text: 'Try again' });
  });

  it('China alerts only for 4-digit codes starting 2 or 3', () => {
    expect(resultCodeOutcome('cn', '2500', '库存不足')).toEqual({ kind: 'alert', text: '库存不足' });
    expect(resultCodeOutcome('cn', '3001', 'x')).toEqual({ kind: 'alert', text: 'x' });
    for (const code of ['1001', '4001', '250', '25000', '903']) expect(resultCodeOutcome('cn', code, 'x')).toEqual({ kind: 'normal' });
  });

  it('Korea alerts like China except 2002, with the Korean confirm button', () => {
    expect(resultCodeOutcome('sec', '2002', 'x')).toEqual({ kind: 'normal' });
    expect(resultCodeOutcome('sec', '3100', '오류')).toEqual({ kind: 'alert', text: '오류', button: '확인' });
    expect(resultCodeOutcome('sec', '1001', 'x')).toEqual({ kind: 'normal' });
  });

  it('Korea purchase-limit messages start at the limit phrase, line breaks kept', () => {
    expect(koreaLimitMessage('갤럭시 S25 (SM-S931N)<br>1인 구매 가능 수량은 2개입니다.<br/>다시 시도해 주세요.')).toBe('구매 가능 수량은 2개입니다.\n다시 시도해 주세요.');
    expect(resultCodeOutcome('sec', '2300', '상품명\\n구매 한도를 초과했습니다')).toEqual({ kind: 'alert', text: '구매 한도를 초과했습니다', button: '확인' });
    expect(koreaLimitMessage('일시 품절입니다')).toBe('일시 품절입니다');
  });

  it('markup in a message is not kept', () => {
    expect(resultCodeOutcome('uk', '1001', '<img src=x onerror=alert(1)>Sold <b>out</b>')).toEqual({ kind: 'alert', text: 'Sold out' });
  });
});

describe('store-interface client (docs/rules.md §7)', () => {
  it('calls {store}/{site}/ng/p4v1/{action} with the query, credentialed (storeDomain when the page has no storeWebDomain)', async () => {
    const c = client({ resultCode: '0000', resultMessage: 'ok', cartCount: 2 });
    const reply = await c.storeCall('addCart', { productCode: 'SM-S938BZKEUB', qty: '1' });
    expect(reply).toEqual({ resultCode: '0000', resultMessage: 'ok', cartCount: 2 });
    expect(c.calls[0]!.url).toBe("http://store.test/uk/ng/p4v1/addCart?productCode=SM-S938BZKEUB&qty=1");
    expect(c.calls[0]!.options).toMatchObject({ credentials: 'include', timeoutMs: 10_000 });
    expect(c.shown).toEqual([]);
  });

  it('a result code that is no text (an object String() cannot read) is no code: the reply comes back, nothing shown', async () => {
    const c = client({ resultCode: { toString: 1 }, cartCount: 2 });
    const reply = await c.storeCall('addCart', { productCode: 'SM-S938BZKEUB', qty: '1' });
    expect(reply).toMatchObject({ resultCode: '', resultMessage: '', cartCount: 2 });
    expect(c.shown).toEqual([]);
    expect(c.signOut).not.toHaveBeenCalled();
  });

  it('uses the _v/private form where the site file asks, and the default with a warning naming the field for another value', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const site = (path: string) => ({ ...runtime.site, endpoints: { ...runtime.site.endpoints, storeInterfacePath: path } });
    const warn = vi.fn();
    expect(sessionEndpoints(runtime.page, site('_v/private/ng/p4v1'), { warn }).storeInterface).toBe('http://store.test/uk/_v/private/ng/p4v1/');
    expect(sessionEndpoints(runtime.page, site('ng/p4v1'), { warn }).storeInterface).toBe('http://store.test/uk/ng/p4v1/');
    expect(warn).not.toHaveBeenCalled();
    expect(sessionEndpoints(runtime.page, site('//evil.test/x'), { warn }).storeInterface).toBe('http://store.test/uk/ng/p4v1/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('endpoints.storeInterfacePath');
  });

  it('2100 signs out to the reply\'s return URL', async () => {
    const c = client({ resultCode: '2100', resultMessage: 'invalid session', returnURL: '/uk/cart/' });
    await c.storeCall('addCart');
    expect(c.signOut).toHaveBeenCalledWith('/uk/cart/');
    expect(c.shown).toEqual([]);
  });

  it('shows another code\'s message in an alert, as text', async () => {
    const c = client({ resultCode: '1001', resultMessage: 'This product is out of stock.' });
    expect((await c.storeCall('addCart')).resultCode).toBe('1001');
    expect(c.shown).toEqual([{ kind: 'alert', text: 'This product is out of stock.', options: undefined }]);
  });

  it('Korea: the alert button reads confirm in Korean', async () => {
    const c = client({ resultCode: '3001', resultMessage: '재고가 없습니다' }, 'sec');
    await c.storeCall('addCart');
    expect(c.shown).toEqual([{ kind: 'alert', text: '재고가 없습니다', options: { button: '확인' } }]);
  });

  it('a reply without codes is answered as empty code and message (other sites: no text, no popup)', async () => {
    const c = client('not json object');
    expect(await c.storeCall('addCart')).toEqual({ resultCode: '', resultMessage: '' });
    expect(c.shown).toEqual([]);
  });

  it('signed out during the request: the §8 alert, then the login address with the current page', async () => {
    const c = client(new HttpError('status', 'u', 'GET u answered HTTP 401', 401));
    await expect(c.storeCall('addCart')).rejects.toThrow('HTTP 401');
    expect(c.shown).toEqual([{ kind: 'alert', text: SIGNED_OUT_TEXT, options: undefined }]);
    const target = new URL(c.navigate.mock.calls[0]![0]);
    expect(target.pathname).toBe('/uk/web/login');
    expect(target.searchParams.get('redirect_uri')).toBe(location.href);
  });

  it('other failures reject without popups', async () => {
    const c = client(new HttpError('timeout', 'u', 'timed out'));
    await expect(c.storeCall('addCart')).rejects.toThrow('timed out');
    expect(c.shown).toEqual([]);
    expect(c.navigate).not.toHaveBeenCalled();
  });

  it('codes "own" leaves the code to the caller', async () => {
    const c = client({ resultCode: '903', resultMessage: 'blocked', customerStatus: 'BA' });
    expect((await c.storeCall('getSessionCheck', {}, { codes: 'own' })).customerStatus).toBe('BA');
    expect(c.shown).toEqual([]);
  });

  it('refuses an action that is not a name', async () => {
    const c = client({ resultCode: '0000' });
    await expect(c.storeCall('../admin')).rejects.toThrow('store action "../admin" is not an action name');
    expect(c.calls).toEqual([]);
  });
});
