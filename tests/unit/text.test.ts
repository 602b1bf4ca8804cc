import { describe, expect, it } from 'vitest';
import { inParentheses, joinPresent, plainText } from '../../src/common/text';

describe('texts made of parts that may be missing', () => {
  it('joinPresent leaves out a missing part with its separator', () => {
    expect(joinPresent(['IES Goya', 'Madrid'], ', ')).toBe('IES Goya, Madrid');
    expect(joinPresent(['IES Goya', null], ', ')).toBe('IES Goya');
    expect(joinPresent([undefined, 'Madrid', ''], ', ')).toBe('Madrid');
    expect(joinPresent([null, undefined])).toBe('');
  });

  it('inParentheses gives nothing for nothing', () => {
    expect(inParentheses('Madre')).toBe('(Madre)');
    expect(inParentheses('')).toBe('');
    expect(inParentheses(null)).toBe('');
  });
});

describe('plainText', () => {
  it('shows texts, numbers and flags as written, and nothing for no value or an object', () => {
    expect(['Goya', 12.5, false, null, undefined, { nombre: 'Soria' }, ['a']].map(plainText)).toEqual(['Goya', '12.5', 'false', '', '', '', '']);
  });
});
