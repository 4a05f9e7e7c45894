/** Types of write-dictionaries.mjs for the TypeScript tests. */
/** The dictionaries the tool writes: file name → its text. */
export function dictionaryFiles(): Record<string, string>;
/** Writes them to templates/assets/i18n; returns the files written. */
export function writeDictionaries(): string[];
