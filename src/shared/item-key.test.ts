/** Answers counted under one key: the key folds case as English does, for every character. */
import { describe, expect, it } from 'vitest';
import { cleanAnswer, itemKey } from './item-key.js';

describe('an answer’s key', () => {
  it('is trimmed, its inner whitespace collapsed, composed and lower-cased', () => {
    expect(itemKey('  Beyonce\u0301   KNOWLES ')).toBe('beyoncé knowles');
    expect(itemKey('ΟΔΥΣΣΕΥΣ')).toBe('οδυσσευς');
    expect(cleanAnswer('  Beyonce\u0301   Knowles ')).toBe('Beyoncé Knowles');
  });

  it('lower-cases every character as English does', () => {
    const english = (answer: string) =>
      answer.trim().replace(/\s+/g, ' ').normalize('NFC').toLocaleLowerCase('en-US');
    const differing: string[] = [];
    for (let code = 0; code <= 0x2ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      // Between letters, as in a name, and at a word's end (where a capital sigma lower-cases as final).
      for (const text of [`A${String.fromCodePoint(code)}B`, `AB${String.fromCodePoint(code)}`]) {
        if (itemKey(text) !== english(text)) differing.push(text);
      }
    }
    expect(differing).toEqual([]);
  });
});
