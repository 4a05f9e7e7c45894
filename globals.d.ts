/** Replaced at build time by build.mjs: true in development builds, false in production. */
declare const __DEV__: boolean;
/** The package version, injected at build time. */
declare const __VERSION__: string;
/** sites/default.json without its plugin settings, as JSON text, injected at build time (build.mjs). */
declare const __SITE_DEFAULTS__: string;
