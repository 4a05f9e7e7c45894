/**
 * Form rules of docs/rules.md §5 "Validation rules": email, the letters/digits checks, mail-form cookie
 * values and text fields. Every check takes `unknown` (form values, cookies, attributes) and
 * answers false or a safe value for anything that is not a string.
 */

// docs/rules.md §5: letters/digits with optional - _ . separators, an @, a domain, a 2 to 3 letter
// ending. Each repeat starts with a separator, so matching stays linear on hostile input.
const EMAIL = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;
// RFC 5321 caps an address at 254 characters; longer text is not an email.
const MAX_EMAIL = 254;

/** docs/rules.md §5: whether the text is an email address as the store accepts it. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= MAX_EMAIL && EMAIL.test(value);
}

/** docs/rules.md §5 "English letters only": A–Z and a–z, at least one. */
export function isEnglishLetters(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z]+$/.test(value);
}

/** docs/rules.md §5 "digits only": 0–9, at least one. */
export function isDigits(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9]+$/.test(value);
}

/** docs/rules.md §5 "letters and digits only": A–Z, a–z and 0–9, at least one. */
export function isLettersAndDigits(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]+$/.test(value);
}

/** docs/rules.md §3: the fields the mail form keeps in its cookie. */
export const MAIL_FORM_FIELDS = [
  'CompanyName',
  'ContactFirstName',
  'ContactName',
  'EmailAddress',
  'CompanyAddress',
  'CompanyInterest',
  'JobTitle',
  'Employee',
  'City',
  'Zipcode',
  'Telephone',
] as const;

/** One mail-form field name. */
export type MailFormField = (typeof MAIL_FORM_FIELDS)[number];

/**
 * docs/rules.md §5: semicolons in mail-form cookie values are replaced, as a semicolon would end the
 * cookie. The replacement is a comma, which keeps "a; b" readable as a list.
 */
export function mailFormCookieValue(value: unknown): string {
  return typeof value === 'string' ? value.replace(/;/g, ',') : '';
}

/** The mail-form cookie fields of a form's values: known fields only, each made cookie-safe. */
export function mailFormCookieFields(values: unknown): Partial<Record<MailFormField, string>> {
  const out: Partial<Record<MailFormField, string>> = {};
  if (typeof values !== 'object' || values === null) return out;
  for (const field of MAIL_FORM_FIELDS) {
    if (Object.hasOwn(values, field)) {
      out[field] = mailFormCookieValue((values as Record<string, unknown>)[field]);
    }
  }
  return out;
}

/** docs/rules.md §5 "Text fields": whitespace-only counts as empty. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Characters as a reader counts them: an emoji or other astral character is one, not two. */
export function textLength(value: unknown): number {
  if (typeof value !== 'string') return 0;
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // A high surrogate followed by a low one is one character; lone halves count one each.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * docs/rules.md §5 "Text fields": a multi-line field with a length attribute shows its current length
 * over the max ("12/100"). A missing or invalid max gives null: no counter.
 */
export function lengthCounter(value: unknown, max: unknown): string | null {
  const limit = typeof max === 'number' ? max : typeof max === 'string' && /^\d+$/.test(max.trim()) ? Number(max) : NaN;
  if (!Number.isSafeInteger(limit) || limit <= 0) return null;
  return `${textLength(value)}/${limit}`;
}
