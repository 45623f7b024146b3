import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCell, startsLikeFormula } from './spreadsheet-safety.ts';

describe('spreadsheet formula neutraliser (OWASP CSV injection)', () => {
  it.each([
    '=1+1',
    '+cmd',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\rx',
    '  =HYPERLINK("x")',
    '\n=HYPERLINK("x")',
    '\u00a0=1+1',
    '--',
    '=',
    '+44 20 7946 0000',
  ])('%j starts like a formula', (value) => {
    expect(startsLikeFormula(value)).toBe(true);
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['Jaguar', '', ' plain', "'=already", '-5', '+44', '-0.5', '3,5', '-', 'a=b', 'x-1'])('%j is plain data', (value) => {
    expect(startsLikeFormula(value)).toBe(false);
    expect(neutraliseCell(value)).toBe(value);
  });

  it('leaves numbers, booleans and null alone', () => {
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell(null)).toBe(null);
  });

  it('csvLine quotes separators, quotes and line breaks, after neutralising', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', '=1+1', 7, null])).toBe('a,"b,c","say ""hi""","two\nlines",\'=1+1,7,');
    expect(csvLine(['=HYPERLINK("x","y")'])).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});
