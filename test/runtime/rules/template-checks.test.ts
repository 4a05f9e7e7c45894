// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expressionContent, expressionWarning, templateNameWarning } from '../../../runtime/rules/template-checks';

describe('templateNameWarning (docs/rules.md §5 "Templates")', () => {
  it('accepts a non-empty name', () => {
    expect(templateNameWarning('product-card')).toBeNull();
  });

  it.each([['', '""'], ['   ', '"   "'], [null, 'null'], [undefined, 'undefined'], [['a'], 'an array']])('warns for %j', (name, shown) => {
    expect(templateNameWarning(name)).toBe(`template name should be a non-empty string, got ${shown}`);
  });
});

describe('expressionWarning (docs/rules.md §5 "Templates")', () => {
  it.each(['{price}', '{ price }', '{{price}}', '  {a.b}  '])('accepts %j', (expr) => {
    expect(expressionWarning(expr)).toBeNull();
  });

  it.each([
    ['price}', 'missing its opening "{"'],
    ['{price', 'missing its closing "}"'],
    ['{}', 'is empty'],
    ['{   }', 'is empty'],
    ['{{}}', 'is empty'],
    ['', 'missing its opening "{"'],
  ])('warns for %j: %s', (expr, problem) => {
    expect(expressionWarning(expr)).toContain(problem);
  });

  it('shortens hostile values in the warning', () => {
    const warning = expressionWarning(`{${'x'.repeat(10_000)}`)!;
    expect(warning.length).toBeLessThan(120);
    expect(expressionWarning(42)).toBe('template expression should be a string, got number');
  });

  it('gives the content of a valid expression', () => {
    expect(expressionContent('{ price }')).toBe('price');
    expect(expressionContent('{{price}}')).toBe('price');
    expect(expressionContent('{}')).toBeNull();
  });
});
