// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { discountMemberName, discountStoreFrom, isVerifiedDiscountMember } from '../../../runtime/rules/discount-member';

describe('isVerifiedDiscountMember (docs/rules.md §6)', () => {
  it('is verified with a jwt, a store id and an access type containing "email"', () => {
    expect(isVerifiedDiscountMember({ jwt: 'eyJ.x.y', storeId: 'workplace', accessType: 'email' })).toBe(true);
    expect(isVerifiedDiscountMember({ jwt: 'eyJ.x.y', storeId: 1234, accessType: 'email_domain' })).toBe(true);
    expect(isVerifiedDiscountMember({ jwt: 'eyJ.x.y', storeId: 's', accessType: ['sso', 'work_email'] })).toBe(true);
  });

  it.each([
    ['no jwt', { storeId: 's', accessType: 'email' }],
    ['blank jwt', { jwt: '  ', storeId: 's', accessType: 'email' }],
    ['no store id', { jwt: 'j', accessType: 'email' }],
    ['NaN store id', { jwt: 'j', storeId: Number.NaN, accessType: 'email' }],
    ['no access type', { jwt: 'j', storeId: 's' }],
    ['access type without email', { jwt: 'j', storeId: 's', accessType: 'sso' }],
    ['access list without email', { jwt: 'j', storeId: 's', accessType: ['sso', 5] }],
    ['object jwt', { jwt: { toString: (): string => 'j' }, storeId: 's', accessType: 'email' }],
  ])('is unverified with %s', (_, data) => {
    expect(isVerifiedDiscountMember(data)).toBe(false);
  });

  it('is unverified for non-objects and prototype tricks', () => {
    expect(isVerifiedDiscountMember(null)).toBe(false);
    expect(isVerifiedDiscountMember('email')).toBe(false);
    expect(isVerifiedDiscountMember(JSON.parse('{"__proto__":{"jwt":"j","storeId":"s","accessType":"email"}}'))).toBe(false);
  });
});

describe('discountMemberName (docs/rules.md §8)', () => {
  it('shows first and last name, else "User"', () => {
    expect(discountMemberName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(discountMemberName(' Ada ', '')).toBe('Ada');
    expect(discountMemberName('', ' ')).toBe('User');
    expect(discountMemberName(undefined, null)).toBe('User');
    expect(discountMemberName(undefined, null, 'Utilisateur')).toBe('Utilisateur');
  });
});

describe('discountStoreFrom (docs/rules.md §3 "Discount store cookie data")', () => {
  const info = { store_id: 'education', store_disp_name: 'Education Offers Program', legacy_plan_id: 'PLAN-EDU-01', image_logo_url: 'https://img.test/l.svg', store_segment: 'EDU' };
  const details = { store_info: info, access_type: 'email' };

  it('reads the five store fields and computes verification from jwt, store id and access type', () => {
    expect(discountStoreFrom(details, 'eyJ.x.y')).toEqual({ id: 'education', name: 'Education Offers Program', planId: 'PLAN-EDU-01', logo: 'https://img.test/l.svg', segment: 'EDU', verified: true });
    expect(discountStoreFrom({ ...details, epp_verified: true, access_type: 'sso' }, 'eyJ.x.y')!.verified).toBe(false);
    expect(discountStoreFrom({ ...details, epp_verified: 'Y' }, undefined)!.verified).toBe(false);
  });

  it('no store without a store_info object or a store id; a non-object store_info warns', () => {
    const log = { warn: vi.fn() };
    expect(discountStoreFrom({ access_type: 'email' }, 'j', log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
    expect(discountStoreFrom({ ...details, store_info: '{"store_id":"x"}' }, 'j', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('storefront: discount store: store_info is not an object; no discount store');
    expect(discountStoreFrom({ ...details, store_info: { ...info, store_id: '' } }, 'j', log)).toBeNull();
    expect(discountStoreFrom(null, 'j', log)).toBeNull();
  });

  it('a field that is not a short string is left empty with a warning naming it', () => {
    const log = { warn: vi.fn() };
    const store = discountStoreFrom({ ...details, store_info: { ...info, store_disp_name: { html: '<img onerror=x>' }, store_segment: 'x'.repeat(600) } }, 'j', log)!;
    expect(store).toMatchObject({ id: 'education', name: '', segment: '' });
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      'storefront: discount store: store_info.store_disp_name is not a short string; left empty',
      'storefront: discount store: store_info.store_segment is not a short string; left empty',
    ]);
  });
});
