/**
 * Opens a URL in a sized popup window, or in a full tab on narrow screens (docs/rules.md §2 'shop with
 * expert': a full tab below 768 px, else a 440×700 popup). `noopener` keeps the opened page
 * from reaching back into this one.
 */

/** Size and the width below which a full tab opens instead. */
export interface SizedWindow {
  width: number;
  height: number;
  /** Viewport width below which the URL opens in a full tab. */
  fullTabBelow: number;
  name?: string;
}

/** Opens `url`; returns 'tab' or 'popup' for what was asked of the browser. */
export function openSizedWindow(url: string, size: SizedWindow, win: Window = window): 'tab' | 'popup' {
  if (win.innerWidth < size.fullTabBelow) {
    win.open(url, '_blank', 'noopener');
    return 'tab';
  }
  const left = Math.max(0, Math.round((win.screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((win.screen.height - size.height) / 2));
  win.open(url, size.name ?? '_blank', `noopener,popup,width=${size.width},height=${size.height},left=${left},top=${top}`);
  return 'popup';
}
