import { describe, expect, it } from 'vitest';
import { loginErrorText, queryStatus, sessionCheckOutcome } from '../../../runtime/services/session-check';

const reply = (fields: Record<string, unknown>) => ({ resultCode: '', resultMessage: '', ...fields });

describe('session check outcomes (docs/rules.md §4 "Session-check")', () => {
  it("'0000' is signed in; missing additional info or guid consent is reported", () => {
    expect(sessionCheckOutcome(reply({ resultCode: '0000', hasAddInfo: 'Y', resultValue: 'Y' }))).toEqual({ status: 'signed-in', hasAddInfo: true, guidConsent: true });
    expect(sessionCheckOutcome(reply({ resultCode: '0000', hasAddInfo: 'N', resultValue: 'N' }))).toEqual({ status: 'signed-in', hasAddInfo: false, guidConsent: false });
  });

  it("'903' is blocked BA whatever the status says", () => {
    expect(sessionCheckOutcome(reply({ resultCode: '903', customerStatus: 'AC' }))).toEqual({ status: 'blocked', code: 'BA' });
  });

  it('another code shows its customerStatus, else UK', () => {
    expect(sessionCheckOutcome(reply({ resultCode: '901', customerStatus: 'DW' }))).toEqual({ status: 'blocked', code: 'DW' });
    expect(sessionCheckOutcome(reply({ resultCode: '777' }))).toEqual({ status: 'blocked', code: 'UK' });
    expect(sessionCheckOutcome(reply({ customerStatus: 'DW' }))).toEqual({ status: 'no-answer' });
    expect(sessionCheckOutcome(reply({ resultCode: '901', customerStatus: '<b>x</b>' }))).toEqual({ status: 'blocked', code: 'UK' });
  });
});

describe('status from the query', () => {
  it('isblock=true gives BA; customerStatus gives itself (UK when not a status)', () => {
    expect(queryStatus('?isblock=true')).toBe('BA');
    expect(queryStatus('?customerStatus=WP')).toBe('WP');
    expect(queryStatus('?customerStatus=%3Cscript%3E')).toBe('UK');
    expect(queryStatus('?isblock=false')).toBeNull();
    expect(queryStatus('')).toBeNull();
  });
});

describe('login error texts (docs/rules.md §8)', () => {
  const t = (key: string) => `[${key}]`;
  it.each([
    ['DW', 1], ['AW', 1], ['WP', 1], ['BA', 2], ['UK', 3], ['ES', 4], ['ZZ', 3],
  ])('%s shows text %i under the common title', (code, n) => {
    expect(loginErrorText(code, t)).toEqual({ title: '[loginErrorTitle]', text: `[loginErrorText${n}]` });
  });

  it('falls back to the built-in wording when the dictionary has none', () => {
    expect(loginErrorText('BA', (_k, fallback) => fallback ?? '')).toEqual({ title: 'Sign-in error', text: 'Your account has been blocked. Please contact customer support.' });
  });
});
