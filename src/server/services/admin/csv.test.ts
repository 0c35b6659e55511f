import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(csvCell('The Godfather')).toBe('The Godfather');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Crouching Tiger, Hidden Dragon')).toBe('"Crouching Tiger, Hidden Dragon"');
    expect(csvCell('The "Best" One')).toBe('"The ""Best"" One"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tTab', '\rReturn'])(
    'prefixes %j with an apostrophe so no spreadsheet runs it',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('guards first, then quotes', () => {
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe(
      '"\'=HYPERLINK(""http://x.test"",""click"")"',
    );
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', 3, true])).toBe('a,"b,c",3,true\r\n');
  });
});
