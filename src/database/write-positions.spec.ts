import { walPosition } from './wal-position';
import { WritePositions } from './write-positions';

describe('walPosition', () => {
  it('orders positions as PostgreSQL does, across the 32-bit boundary', () => {
    expect(walPosition('0/FFFFFFFF')).toBeLessThan(walPosition('1/0'));
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(() => walPosition('16-B374')).toThrow(/not a WAL position/);
  });
});

describe('WritePositions', () => {
  it('trusts no replica until the primary position at start is known, then asks each account for its own writes', () => {
    const positions = new WritePositions();
    expect(positions.required('a')).toBeGreaterThan(walPosition('FFFFFFFF/0'));
    positions.everyWriteUpTo('0/100');
    expect(positions.required('a')).toBe(walPosition('0/100'));
    positions.note('a', '0/500');
    positions.note('a', '0/300');
    expect(positions.required('a')).toBe(walPosition('0/500'));
    expect(positions.required('b')).toBe(walPosition('0/100'));
  });

  it('after a lost notification trusts nothing until the primary is asked again', () => {
    const positions = new WritePositions();
    positions.everyWriteUpTo('0/100');
    positions.note('a', '0/500');
    positions.forgetAll();
    expect(positions.required('b')).toBeGreaterThan(walPosition('FFFFFFFF/0'));
    positions.everyWriteUpTo('0/900');
    expect(positions.required('a')).toBe(walPosition('0/900'));
  });
});
