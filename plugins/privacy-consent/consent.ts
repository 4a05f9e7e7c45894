/**
 * The privacy consent rules (docs/rules.md §4 "Privacy consent layer"): reading the identity
 * preferences reply, deciding whether a required consent is missing, and the bodies of the two
 * save calls. Pure: the component does the calls and the layer.
 */

type Warn = (message: string) => void;

/** One consent of the default reply shape: `items[]{id, is_accepted, data.is_required}`. */
export interface Consent {
  id: string;
  accepted: boolean;
  required: boolean;
}

/** The preferences as read: the default shape, or India's terms and email flags. */
export type Preferences = { india: false; consents: Consent[] } | { india: true; terms: boolean; email: boolean };

/** The layer's boxes, in the markup's order: terms, email, and on tr boxes 3 and 4. */
export interface Answers {
  terms: boolean;
  email: boolean;
  etk: boolean;
  dataTransfer: boolean;
}

const MAX_ITEMS = 50;
const ID = /^[\w.-]{1,64}$/;
const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a preferences reply; null (warned, naming the field) when it cannot be read, so the
 * layer does not open on a reply nobody understands. Within a readable reply: an item without a
 * usable id is left out (warned); `is_accepted` counts only when it is `true`; `is_required`
 * counts when it is `true` or the text "true" (warned: the reply should carry a boolean).
 */
export function readPreferences(reply: unknown, india: boolean, warn: Warn): Preferences | null {
  if (!object(reply)) {
    warn('the preferences reply is not a JSON object; the layer stays closed');
    return null;
  }
  if (india) {
    const terms = reply.terms_and_conditions;
    if (!object(terms)) {
      warn('terms_and_conditions is missing from the preferences reply; the layer stays closed');
      return null;
    }
    return { india: true, terms: terms.is_accepted === true, email: reply.email_consent === true };
  }
  if (!Array.isArray(reply.items)) {
    warn('items is missing from the preferences reply; the layer stays closed');
    return null;
  }
  const consents: Consent[] = [];
  for (const [i, item] of reply.items.slice(0, MAX_ITEMS).entries()) {
    const id = object(item) ? item.id : undefined;
    if (typeof id !== 'string' || !ID.test(id)) {
      warn(`items[${i}].id is not a consent id; leaving the item out`);
      continue;
    }
    const data = (item as Record<string, unknown>).data;
    const required = object(data) ? data.is_required : undefined;
    if (typeof required === 'string') warn(`items[${i}].data.is_required should be a boolean, got ${JSON.stringify(required.slice(0, 10))}`);
    consents.push({ id, accepted: (item as Record<string, unknown>).is_accepted === true, required: required === true || required === 'true' });
  }
  return { india: false, consents };
}

/** docs/rules.md §4: the layer opens when any required consent is not accepted. */
export function missingRequired(preferences: Preferences): boolean {
  return preferences.india ? !preferences.terms : preferences.consents.some((c) => c.required && !c.accepted);
}

/**
 * The answers the shopper has already given, in the boxes' order (terms, email, etk,
 * data_transfer): the layer shows them, so a save does not withdraw a consent nobody unticked.
 * Terms counts as given when every required consent is accepted.
 */
export function givenAnswers(p: Preferences): boolean[] {
  return p.india ? [p.terms, p.email] : [!missingRequired(p), ...['marketing', 'etk', 'data_transfer'].map((id) => p.consents.some((c) => c.id === id && c.accepted))];
}

/**
 * The `PUT {store}/v4/identity/preferences` body. Default shape: `consents{ {id}: {is_accepted} }`,
 * every required consent answered by the terms box, `marketing` by the email box, and on tr
 * `etk` and `data_transfer` by boxes 3 and 4; another optional consent is not one the layer
 * asks about, so it is left as it is. India: `terms_and_conditions` and `email_consent`.
 */
export function preferencesBody(preferences: Preferences, answers: Answers): Record<string, unknown> {
  if (preferences.india) return { terms_and_conditions: { is_accepted: answers.terms }, email_consent: answers.email };
  const consents: Record<string, { is_accepted: boolean }> = {};
  for (const c of preferences.consents) {
    const value = c.required ? answers.terms : c.id === 'marketing' ? answers.email : c.id === 'etk' ? answers.etk : c.id === 'data_transfer' ? answers.dataTransfer : undefined;
    if (value !== undefined) consents[c.id] = { is_accepted: value };
  }
  return { consents };
}

const yn = (v: boolean): string => (v ? 'Y' : 'N');

/** docs/rules.md §7 `agreeStorePolicy`: receiveEmail, and on tr etkOptin and dataTransferConsent, with ssoID. */
export function storePolicyParams(siteCode: string, answers: Answers, ssoID: string): Record<string, string> {
  return { receiveEmail: yn(answers.email), ...(siteCode === 'tr' ? { etkOptin: yn(answers.etk), dataTransferConsent: yn(answers.dataTransfer) } : {}), ssoID };
}
