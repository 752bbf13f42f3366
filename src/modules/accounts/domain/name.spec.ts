import { InvalidInputError } from '../../../shared/domain-error';
import { validateName } from './name';

describe('validateName', () => {
  it('returns the name trimmed', () => {
    expect(validateName('  Ada Lovelace ', 'name', 200)).toBe('Ada Lovelace');
    expect(validateName('Strava', 'name', 100)).toBe('Strava');
  });

  it.each([
    ['Zoë', 'Zoë'],
    ['東京の日記', '東京の日記'],
    ['מחברת', 'מחברת'],
    ['Run 🏃', 'Run 🏃'],
    ['a\u00a0b', 'a\u00a0b'],
    ['zero\u200bwidth', 'zero\u200bwidth'],
  ])('accepts the printable name %j', (raw, name) => {
    expect(validateName(raw, 'name', 100)).toBe(name);
  });

  it('keeps the length rule, counted after trimming', () => {
    expect(validateName('x'.repeat(100), 'name', 100)).toBe('x'.repeat(100));
    expect(validateName(`  ${'x'.repeat(100)}  `, 'name', 100)).toBe('x'.repeat(100));
    expect(() => validateName('x'.repeat(101), 'name', 100)).toThrow(
      new InvalidInputError('name must be 1 to 100 characters.'),
    );
    expect(() => validateName('', 'name', 200)).toThrow('name must be 1 to 200 characters.');
    expect(() => validateName('   ', 'name', 200)).toThrow('name must be 1 to 200 characters.');
  });

  it.each([
    ['Phone\n# Heading', '000A'],
    ['tab\there', '0009'],
    ['carriage\rreturn', '000D'],
    ['nul\u0000', '0000'],
    ['bell\u0007', '0007'],
    ['escape\u001b[31m', '001B'],
    ['delete\u007f', '007F'],
    ['next line\u0085', '0085'],
    ['csi\u009b', '009B'],
    ['line\u2028separator', '2028'],
    ['paragraph\u2029separator', '2029'],
    ['lre\u202a', '202A'],
    ['rle\u202b', '202B'],
    ['pdf\u202c', '202C'],
    ['lro\u202d', '202D'],
    ['admin\u202eexe.txt', '202E'],
    ['lri\u2066', '2066'],
    ['rli\u2067', '2067'],
    ['fsi\u2068', '2068'],
    ['pdi\u2069', '2069'],
    ['trailing newline\n', '000A'],
    ['\tleading tab', '0009'],
  ])('refuses %j, naming U+%s', (raw, codePoint) => {
    const attempt = () => validateName(raw, 'name', 100);
    expect(attempt).toThrow(InvalidInputError);
    expect(attempt).toThrow(`name must not contain control characters (found U+${codePoint}).`);
  });

  it('names the field in its messages', () => {
    expect(() => validateName('a\nb', 'label', 10)).toThrow('label must not contain control characters');
    expect(() => validateName('', 'label', 10)).toThrow('label must be 1 to 10 characters.');
  });

  it('is an invalid-input error, which the CLI answers with exit code 2', () => {
    try {
      validateName('a\tb', 'name', 10);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).kind).toBe('invalid');
    }
  });
});
