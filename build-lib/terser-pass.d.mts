import type { MinifyOptions } from 'terser';

/** terser's options for the production build's second pass. */
export const TERSER_OPTIONS: MinifyOptions;
/** Minifies the `.js` files in place with their maps; resolves to each file's new size by path. */
export function terserPass(files: string[]): Promise<Record<string, number>>;
