/**
 * The text of a thrown value, for warnings and reports (docs/architecture.md "Folder rules": a public leaf module
 * plugins may import).
 */

/** Text of any thrown value, never throwing itself. */
export function errorText(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'unprintable error';
  }
}

/** The message of any thrown value (without the error's name), never throwing itself. */
export function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unprintable error';
  }
}
