// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isDigits,
  isEmail,
  isEnglishLetters,
  isLettersAndDigits,
  lengthCounter,
  mailFormCookieFields,
  mailFormCookieValue,
  textLength,
} from '../../../runtime/rules/validation';

describe('isEmail (docs/rules.md §5)', () => {
  it.each(['a@b.co', 'john.doe@example.com', 'j-d_x.y@mail.example.org', 'A1@B2.de', 'x@sub-domain.example.uk'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'john.example.com'],
    ['4-letter ending', 'a@b.info'],
    ['1-letter ending', 'a@b.c'],
    ['digit ending', 'a@b.12'],
    ['separator first', '.a@b.com'],
    ['separator last', 'a.@b.com'],
    ['double separator', 'a..b@b.com'],
    ['plus sign', 'a+b@b.com'],
    ['no domain', 'a@.com'],
    ['two @', 'a@b@c.com'],
    ['markup', '<a@b.com>'],
    ['spaces', ' a@b.com'],
    ['empty', ''],
  ])('rejects %s', (_, email) => {
    expect(isEmail(email)).toBe(false);
  });

  // Speed on backtracking shapes: bench/hostile-input.bench.mjs.
  it('rejects non-strings and overlong addresses', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(['a@b.com'])).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
    expect(isEmail(`${'a.'.repeat(5000)}@${'b.'.repeat(5000)}`)).toBe(false);
    expect(isEmail(`${'a'.repeat(240)}@${'b-'.repeat(5)}`)).toBe(false);
  });
});

describe('character checks (docs/rules.md §5)', () => {
  it.each([
    ['Abc', true, false, true],
    ['123', false, true, true],
    ['abc123', false, false, true],
    ['ab c', false, false, false],
    ['é', false, false, false],
    ['١٢٣', false, false, false], // Arabic-Indic digits are not "digits only"
    ['', false, false, false],
  ])('%j: letters %s, digits %s, letters and digits %s', (text, letters, digits, both) => {
    expect(isEnglishLetters(text)).toBe(letters);
    expect(isDigits(text)).toBe(digits);
    expect(isLettersAndDigits(text)).toBe(both);
  });

  it('answers false for non-strings', () => {
    for (const v of [null, undefined, 123, {}, ['a']]) {
      expect(isEnglishLetters(v) || isDigits(v) || isLettersAndDigits(v)).toBe(false);
    }
  });
});

describe('mail form cookie (docs/rules.md §3, §5)', () => {
  it('replaces semicolons in values', () => {
    expect(mailFormCookieValue('Acme; Ltd;')).toBe('Acme, Ltd,');
    expect(mailFormCookieValue(42)).toBe('');
  });

  it('keeps only the known fields, each without semicolons', () => {
    const values = JSON.parse('{"CompanyName":"A;B","City":"X","__proto__":{"polluted":1},"Other":"y","Telephone":5}');
    const fields = mailFormCookieFields(values);
    expect(fields).toEqual({ CompanyName: 'A,B', City: 'X', Telephone: '' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(mailFormCookieFields(null)).toEqual({});
  });
});

describe('text fields (docs/rules.md §5)', () => {
  it('counts whitespace-only as empty', () => {
    expect(isBlank('   \n\t')).toBe(true);
    expect(isBlank('\u00a0')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank(undefined)).toBe(true);
  });

  it('shows current length over max', () => {
    expect(lengthCounter('hello', 100)).toBe('5/100');
    expect(lengthCounter('', '250')).toBe('0/250');
    expect(lengthCounter('😀😀', 10)).toBe('2/10'); // one per character, not per UTF-16 unit
    expect(lengthCounter('x', 'abc')).toBeNull();
    expect(lengthCounter('x', -1)).toBeNull();
    expect(lengthCounter('x', undefined)).toBeNull();
  });

  it('counts lone surrogates as one character each', () => {
    expect(textLength('\ud800')).toBe(1);
    expect(textLength('a\udc00\ud83d')).toBe(3);
    expect(textLength(null)).toBe(0);
  });
});
