/** The mobile app banner's platform (docs/rules.md §4 "Mobile app banner"), from an untrusted user agent. */

/** iPhone, iPad and iPod are ios; Android is aos; anything else (desktops, other phones) none. */
export function appOs(userAgent: unknown): 'ios' | 'aos' | null {
  const ua = typeof userAgent === 'string' ? userAgent.slice(0, 1024) : '';
  if (/\b(?:iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'aos';
  return null;
}

