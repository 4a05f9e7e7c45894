/** Types of the fault path matcher (glob.mjs) for the TypeScript tests. */

/** Whether `text` matches the glob `pattern` (`*` = any characters); `meter.steps` counts characters compared. */
export function globMatch(pattern: string, text: string, meter?: { steps: number }): boolean;
