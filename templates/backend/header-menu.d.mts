/** Types of the header menu JSON (header-menu.mjs) for the TypeScript tests. */

/** One top-level item of the menu JSON (the fields the tests read; docs/rules.md §2 "Header menu JSON"). */
export interface HeaderMenuOption {
  titleTabHeadline: string;
  liveStart?: string;
  liveEnd?: string;
  [field: string]: unknown;
}

/** The menu for a site; the live item's default window is an hour before `now` to a day after. */
export function headerMenu(site: string, state: { headerMenuLive?: { start: string; end: string } | null } | undefined, now?: number): { menuOptions: HeaderMenuOption[] };

/** The test control route that sets the live item's window. */
export const headerMenuControlRoutes: unknown[];
