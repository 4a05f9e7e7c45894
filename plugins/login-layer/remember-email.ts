/**
 * The remembered sign-in email (docs/rules.md §5: kept 7 days when "remember" is checked,
 * cleared when it is not; §9: remember-email 7 days).
 */
import { readCookie, removeCookie, writeCookie } from '../../runtime/index';
import { isEmail } from '../../runtime/rules/validation';

/** The cookie that keeps the email. */
export const REMEMBER_EMAIL = { name: 'rememberEmail', life: 7 * 86_400_000 };

/** The remembered email, if the cookie holds one (anything else reads as none). */
export function rememberedEmail(): string {
  const value = readCookie(REMEMBER_EMAIL) ?? '';
  return isEmail(value) ? value : '';
}

/** Keeps `email` for 7 days when `remember`, else forgets any kept one. */
export function rememberEmail(email: string, remember: boolean): void {
  if (remember) writeCookie(REMEMBER_EMAIL, email);
  else removeCookie(REMEMBER_EMAIL);
}
