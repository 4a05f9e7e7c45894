/** Replaced at build time by build.mjs: true in development builds, false in production. */
declare const __DEV__: boolean;
/** The package version, injected at build time. */
declare const __VERSION__: string;
