import fc from 'fast-check';
import { Warnings } from './limits';
import { placeIn } from './extract-location';

function read(payload: Record<string, unknown>) {
  const warnings = new Warnings();
  return { place: placeIn(payload, '', warnings), warnings: warnings.list };
}

describe('placeIn: coordinates', () => {
  it.each([
    ['52.5', 52.5],
    ['-52.5', -52.5],
    ['+52.5', 52.5],
    ['52', 52],
    ['0', 0],
    ['-0', 0],
    ['052.50', 52.5],
    ['5.25e1', 52.5],
    ['1E1', 10],
    ['1e-1', 0.1],
    ['1e2', 100],
  ])('reads the decimal string %j as %d (when within range)', (text, value) => {
    const { place, warnings } = read({ lat: text, lng: '13.4' });
    if (Math.abs(value) <= 90) {
      expect(place).toEqual({ latitude: value, longitude: 13.4 });
      expect(Object.is(place!.latitude, -0)).toBe(false);
      expect(warnings).toEqual([]);
    } else {
      expect(place).toBeNull();
      expect(warnings).toEqual([
        'location: coordinates skipped, latitude must be within -90..90 and longitude within -180..180',
      ]);
    }
  });

  it.each([
    '0x10',
    '0X10',
    '0b1',
    '0o7',
    '0x1p4',
    'Infinity',
    '-Infinity',
    '+Infinity',
    'NaN',
    ' 52.5 ',
    ' 52.5',
    '52.5\n',
    '\t52.5',
    '52,5',
    '',
    ' ',
    '.5',
    '52.',
    '5e',
    '1_000',
    '٥٢',
    '52.5°',
    '1e400',
    '1'.repeat(65),
  ])('refuses %j as a coordinate, with a warning naming it', (text) => {
    const { place, warnings } = read({ lat: text, lng: '13.4', place: 'Somewhere' });
    expect(place).toEqual({ placeName: 'Somewhere' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^location: coordinates skipped, latitude and longitude must both be numbers; latitude ".*"…? is not a decimal number$/,
    );
  });

  it('names the longitude when it is the one refused, and cuts a long value', () => {
    expect(read({ lat: 52.5, lng: '0x10' }).warnings).toEqual([
      'location: coordinates skipped, latitude and longitude must both be numbers; longitude "0x10" is not a decimal number',
    ]);
    expect(read({ lat: 'x'.repeat(100), lng: 1 }).warnings).toEqual([
      `location: coordinates skipped, latitude and longitude must both be numbers; latitude "${'x'.repeat(20)}"… is not a decimal number`,
    ]);
  });

  it('reads numbers as they are, refusing the non-finite, and -0 as 0', () => {
    expect(read({ lat: 16, lng: -0 }).place).toEqual({ latitude: 16, longitude: 0 });
    expect(Object.is(read({ lat: 16, lng: -0 }).place!.longitude, 0)).toBe(true);
    expect(read({ lat: Number.POSITIVE_INFINITY, lng: 1 }).warnings).toEqual([
      'location: coordinates skipped, latitude and longitude must both be numbers',
    ]);
    expect(read({ lat: true, lng: 1 }).warnings).toEqual([
      'location: coordinates skipped, latitude and longitude must both be numbers',
    ]);
    expect(read({ location: { lat: '0x10', lng: '0x10', name: 'Hex' } })).toEqual({
      place: { placeName: 'Hex' },
      warnings: [
        'location: coordinates skipped, latitude and longitude must both be numbers; latitude "0x10" is not a decimal number',
      ],
    });
  });

  it('reads a string exactly when it is a decimal number, and then as Number() does', () => {
    const decimal = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.double({ min: -90, max: 90, noNaN: true }).map(String),
          fc.constantFrom('0x10', '0b1', '0o7', ' 1', '1 ', 'Infinity'),
        ),
        (text) => {
          const { place } = read({ lat: text, lng: 0 });
          const expected = decimal.test(text) && Number.isFinite(Number(text)) && Math.abs(Number(text)) <= 90;
          if (expected) expect(place).toEqual({ latitude: Number(text) + 0, longitude: 0 });
          else expect(place).toBeNull();
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('placeIn: a bare location text', () => {
  it.each(['1705-1706', '1.7976931348623157e+308', '1e+21', 'Infinity', '-NaN', 'later'])(
    'names no place with %j (a position in a book, a number, a word of a list)',
    (location) => expect(read({ location }).place).toBeNull(),
  );

  it.each(['Room 12', 'Café Einstein', 'E17 Walthamstow'])('names the place %j', (location) =>
    expect(read({ location }).place).toEqual({ placeName: location }),
  );
});
