import { describe, expect, it } from 'vitest';
import { sanitizeDecimal, upperCaseAlphanumeric } from '../../src/common/sanitize';

describe('sanitizeDecimal', () => {
  it('keeps digits, a dot and a minus; a comma becomes a dot', () => {
    expect(sanitizeDecimal('12,50 €')).toBe('12.50');
    expect(sanitizeDecimal('-3.5')).toBe('-3.5');
    expect(sanitizeDecimal('abc')).toBe('');
    expect(sanitizeDecimal('1 234,5')).toBe('1234.5');
  });

  it('drops the minus when negatives are not allowed', () => {
    expect(sanitizeDecimal('-12,5', { noNegatives: true })).toBe('12.5');
  });
});

describe('upperCaseAlphanumeric', () => {
  it('upper-cases and keeps only letters A-Z and digits', () => {
    expect(upperCaseAlphanumeric('verano 25!')).toBe('VERANO25');
    expect(upperCaseAlphanumeric('Black-Friday_2026')).toBe('BLACKFRIDAY2026');
    expect(upperCaseAlphanumeric('año')).toBe('AO');
  });
});
