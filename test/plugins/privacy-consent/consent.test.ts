import { describe, expect, it, vi } from 'vitest';
import { givenAnswers, missingRequired, preferencesBody, readPreferences, storePolicyParams, type Answers } from '../../../plugins/privacy-consent/consent';

const item = (id: unknown, is_accepted: unknown, is_required?: unknown) => ({ id, is_accepted, data: is_required === undefined ? {} : { is_required } });
const consentsOf = (p: ReturnType<typeof readPreferences>) => (p && !p.india ? p.consents : []);
const none: Answers = { terms: false, email: false, etk: false, dataTransfer: false };

describe('privacy consent: reading the preferences (docs/rules.md §4 "Privacy consent layer")', () => {
  it('reads the default shape: a required consent not accepted is missing', () => {
    const warn = vi.fn();
    const p = readPreferences({ items: [item('terms', false, true), item('marketing', false, false)] }, false, warn);
    expect(p).toEqual({ india: false, consents: [{ id: 'terms', accepted: false, required: true }, { id: 'marketing', accepted: false, required: false }] });
    expect(missingRequired(p!)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('nothing is missing when every required consent is accepted, whatever the optional ones say', () => {
    const p = readPreferences({ items: [item('terms', true, true), item('marketing', false, false), item('etk', false, false)] }, false, vi.fn());
    expect(missingRequired(p!)).toBe(false);
  });

  it('India: terms_and_conditions.is_accepted and email_consent', () => {
    expect(readPreferences({ terms_and_conditions: { is_accepted: false }, email_consent: true }, true, vi.fn())).toEqual({ india: true, terms: false, email: true });
    expect(missingRequired({ india: true, terms: false, email: true })).toBe(true);
    expect(missingRequired({ india: true, terms: true, email: false })).toBe(false);
  });

  it.each([
    ['null', null, 'not a JSON object'],
    ['an array', [], 'not a JSON object'],
    ['no items', { consents: {} }, 'items is missing'],
    ['items not a list', { items: 'terms' }, 'items is missing'],
  ])('an unreadable reply (%s) keeps the layer closed, with a warning naming the field', (_, reply, words) => {
    const warn = vi.fn();
    expect(readPreferences(reply, false, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(words));
  });

  it('India without terms_and_conditions keeps the layer closed, naming the field', () => {
    const warn = vi.fn();
    expect(readPreferences({ email_consent: true }, true, warn)).toBeNull();
    expect(warn.mock.calls[0]![0]).toContain('terms_and_conditions');
  });

  it('items without a usable id are left out, naming the item', () => {
    const warn = vi.fn();
    const p = readPreferences({ items: [item(42, false, true), item('<img src=x>', false, true), 'terms', item('terms', false, true)] }, false, warn);
    expect(p).toEqual({ india: false, consents: [{ id: 'terms', accepted: false, required: true }] });
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['items[0].id is not a consent id; leaving the item out', 'items[1].id is not a consent id; leaving the item out', 'items[2].id is not a consent id; leaving the item out']);
  });

  it('is_required as the text "true" counts as required, with a warning; other values do not', () => {
    const warn = vi.fn();
    const p = readPreferences({ items: [item('terms', false, 'true'), item('a', false, 'yes'), item('b', false, 1), item('c', false)] }, false, warn);
    expect(consentsOf(p).map((c) => c.required)).toEqual([true, false, false, false]);
    expect(missingRequired(p!)).toBe(true);
    expect(warn).toHaveBeenCalledWith('items[0].data.is_required should be a boolean, got "true"');
  });

  it('only is_accepted true counts as accepted ("true", 1 and a missing field do not)', () => {
    const p = readPreferences({ items: [item('terms', 'true', true), item('a', 1, true), { id: 'b', data: { is_required: true } }] }, false, vi.fn());
    expect(consentsOf(p).map((c) => c.accepted)).toEqual([false, false, false]);
  });

  it('reads at most 50 items', () => {
    const items = Array.from({ length: 60 }, (_, i) => item(`c${i}`, true, false));
    expect(consentsOf(readPreferences({ items }, false, vi.fn()))).toHaveLength(50);
  });
});

describe('privacy consent: the save bodies (docs/rules.md §3 consent payload, §7)', () => {
  const prefs = readPreferences({ items: [item('terms', false, true), item('marketing', false, false), item('etk', false, false), item('data_transfer', false, false), item('sms', false, false)] }, false, vi.fn())!;

  it('required consents take the terms box, marketing the email box, etk and data_transfer boxes 3 and 4; an unknown optional one is left as it is', () => {
    expect(preferencesBody(prefs, { terms: true, email: false, etk: true, dataTransfer: false })).toEqual({
      consents: { terms: { is_accepted: true }, marketing: { is_accepted: false }, etk: { is_accepted: true }, data_transfer: { is_accepted: false } },
    });
  });

  it('a second required consent is answered by the terms box too', () => {
    const two = readPreferences({ items: [item('terms', false, true), item('age', false, true)] }, false, vi.fn())!;
    expect(preferencesBody(two, { ...none, terms: true })).toEqual({ consents: { terms: { is_accepted: true }, age: { is_accepted: true } } });
  });

  it('India: terms_and_conditions and email_consent', () => {
    expect(preferencesBody({ india: true, terms: false, email: false }, { ...none, terms: true, email: true })).toEqual({ terms_and_conditions: { is_accepted: true }, email_consent: true });
  });

  it('agreeStorePolicy: receiveEmail with ssoID; on tr also etkOptin and dataTransferConsent', () => {
    expect(storePolicyParams('uk', { ...none, email: true, etk: true }, 'guid-1')).toEqual({ receiveEmail: 'Y', ssoID: 'guid-1' });
    expect(storePolicyParams('tr', { ...none, etk: true }, 'guid-2')).toEqual({ receiveEmail: 'N', etkOptin: 'Y', dataTransferConsent: 'N', ssoID: 'guid-2' });
  });
});

describe('the answers given already (shown in the boxes)', () => {
  it('ticks terms when every required consent is accepted, and each optional one the layer asks about that is', () => {
    const item = (id: string, accepted: boolean, required = false) => ({ id, accepted, required });
    expect(givenAnswers({ india: false, consents: [item('terms', true, true), item('privacy', false, true), item('marketing', true), item('etk', false), item('data_transfer', true)] })).toEqual([false, true, false, true]);
    expect(givenAnswers({ india: false, consents: [item('terms', true, true), item('other', true)] })).toEqual([true, false, false, false]);
    expect(givenAnswers({ india: true, terms: true, email: false })).toEqual([true, false]);
  });
});
