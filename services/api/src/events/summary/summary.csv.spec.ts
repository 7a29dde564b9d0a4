import { csvField } from './summary.csv';

describe('summary CSV fields (ARCHITECTURE §4.20)', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('아기 욕조')).toBe('아기 욕조');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(39000)).toBe('39000');
  });

  it('defuses formulas a relative could type (=, +, -, @)', () => {
    expect(['=1+1', '+82', '-3', '@SUM(A1)'].map(csvField)).toEqual(["'=1+1", "'+82", "'-3", "'@SUM(A1)"]);
  });
});
