/**
 * docs/rules.md §5 "Templates": a dynamic template needs a non-empty name, and an expression needs both
 * braces with content between them; anything else is a warning (docs/rules.md §8: unknown templates
 * are warned about). Each check returns the warning text, or null when all is well.
 */

/** docs/rules.md §5: the dynamic template name must not be empty (whitespace counts as empty). */
export function templateNameWarning(name: unknown): string | null {
  if (typeof name === 'string' && name.trim() !== '') return null;
  return `template name should be a non-empty string, got ${describe(name)}`;
}

/** docs/rules.md §5: an expression is "{…}" with non-blank content between the braces. */
export function expressionWarning(expression: unknown): string | null {
  if (typeof expression !== 'string') return `template expression should be a string, got ${describe(expression)}`;
  const text = expression.trim();
  if (!text.startsWith('{')) return `template expression ${quote(text)} is missing its opening "{"`;
  if (!text.endsWith('}')) return `template expression ${quote(text)} is missing its closing "}"`;
  if (text.slice(1, -1).replace(/[{}]/g, '').trim() === '') return `template expression ${quote(text)} is empty`;
  return null;
}

/** The content of a valid expression ("{ price }" → "price"), or null with a warning to report. */
export function expressionContent(expression: unknown): string | null {
  if (expressionWarning(expression) !== null) return null;
  return (expression as string).trim().replace(/^\{+|\}+$/g, '').trim();
}

// Warnings name what came, shortened: a 10 kB hostile value must not flood the console.
function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}
