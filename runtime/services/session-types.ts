/**
 * The shapes the session services share (docs/architecture.md "Session"): the popups they may
 * show, the signed-in shopper, and the session's state as the bus carries it.
 */
/**
 * The popups a session service may show. The page's overlay kit provides them; tests pass a
 * recording fake. Text is always shown as text, never as HTML.
 */
export interface SessionUi {
  /** An alert with one button; resolves when it closes. */
  alert(text: string, options?: { title?: string; button?: string }): Promise<void>;
  /** A confirm popup; resolves true when confirmed. */
  confirm(text: string, options?: { title?: string; ok?: string; cancel?: string }): Promise<boolean>;
  /** Opens the layer popup with this id (e.g. "layerLogin"); resolves false when it does not exist. */
  openLayer(id: string, opener?: Element | null): Promise<boolean>;
  /** A short message that fades by itself. */
  toast(text: string): void;
}

/** The jwt details' discount store fields, untrusted (docs/rules.md §3 "Discount store cookie data"). */
export interface DiscountDetails {
  readonly store_info: unknown;
  readonly access_type: unknown;
}

/** The signed-in shopper, held in memory only and cleared on sign-out (docs/rules.md §3). */
export interface SessionUser {
  readonly firstName: string;
  readonly lastName: string;
  /** `sa_login` for an ordinary account sign-in (docs/rules.md §3). */
  readonly loginType: string;
  readonly guid: string;
  /** A US discount member's store as the jwt details give it, unchecked (docs/rules.md §3). */
  readonly discount?: DiscountDetails;
}

/** Where the session machine is (docs/rules.md §4 "Session"). */
export type SessionPhase = 'checking' | 'signed-in' | 'signed-out';

/** Why the session ended signed out, for logs and tests. */
export type SignedOutReason =
  | 'no-cookie'
  | 'invalid-jwt'
  | 'guest-login'
  | 'store-id-missing'
  | 'failed'
  | 'signed-out';

/** The session as a snapshot. */
export type SessionState =
  | { readonly phase: 'checking' }
  | { readonly phase: 'signed-in'; readonly user: SessionUser }
  | { readonly phase: 'signed-out'; readonly reason: SignedOutReason };
