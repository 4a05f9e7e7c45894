/** Replaced at build time by build.mjs: true in development builds, false in production. */
declare const __DEV__: boolean;
/** The package version, injected at build time. */
declare const __VERSION__: string;
/** sites/default.json without its plugin settings, as JSON text, injected at build time (build.mjs). */
declare const __SITE_DEFAULTS__: string;
/**
 * IntersectionObserver's `scrollMargin` (Baseline 2025; TypeScript's DOM types do not have it
 * yet): the margin also widens the clip of scroll containers such as a carousel's track, so a
 * slide just outside a carousel counts as near (docs/rules.md §9). Browsers without it ignore it.
 */
interface IntersectionObserverInit {
  scrollMargin?: string;
}
