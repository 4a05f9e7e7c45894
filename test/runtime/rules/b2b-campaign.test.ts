// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { b2bCampaign } from '../../../runtime/rules/b2b-campaign';

const full = 'cid=abc&utm_source=news&utm_medium=email&utm_campaign=spring';

describe('b2bCampaign (docs/rules.md §5)', () => {
  it.each(['nl', 'be', 'be_fr', 'NL'])('stores cid and utm_source on %s', (site) => {
    expect(b2bCampaign(site, full)).toEqual({ cid: 'abc', utmSource: 'news' });
    expect(b2bCampaign(site, new URLSearchParams(`?${full}`))).toEqual({ cid: 'abc', utmSource: 'news' });
  });

  it.each(['uk', 'de', 'fr', '', '__proto__'])('stores nothing on %s', (site) => {
    expect(b2bCampaign(site, full)).toBeNull();
  });

  it.each([
    ['cid missing', 'utm_source=news&utm_medium=email&utm_campaign=spring'],
    ['utm_source missing', 'cid=abc&utm_medium=email&utm_campaign=spring'],
    ['utm_medium missing', 'cid=abc&utm_source=news&utm_campaign=spring'],
    ['utm_campaign missing', 'cid=abc&utm_source=news&utm_medium=email'],
    ['utm_campaign empty', 'cid=abc&utm_source=news&utm_medium=email&utm_campaign='],
    ['cid of 2 characters', 'cid=ab&utm_source=news&utm_medium=email&utm_campaign=spring'],
    ['utm_source of 2 characters', 'cid=abc&utm_source=nw&utm_medium=email&utm_campaign=spring'],
    ['cid of spaces', 'cid=%20%20%20&utm_source=news&utm_medium=email&utm_campaign=spring'],
    ['cid of 10 kB', `cid=${'a'.repeat(10_000)}&utm_source=news&utm_medium=email&utm_campaign=spring`],
  ])('stores nothing when %s', (_, query) => {
    expect(b2bCampaign('nl', query)).toBeNull();
  });

  it('takes values as decoded text and ignores non-query input', () => {
    expect(b2bCampaign('be', 'cid=%3Cx%3E&utm_source=a%26b&utm_medium=m&utm_campaign=c')).toEqual({ cid: '<x>', utmSource: 'a&b' });
    expect(b2bCampaign('be', { cid: 'abc' })).toBeNull();
    expect(b2bCampaign(null, full)).toBeNull();
  });
});
