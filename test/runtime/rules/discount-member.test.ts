// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountMemberName, isVerifiedDiscountMember } from '../../../runtime/rules/discount-member';

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
