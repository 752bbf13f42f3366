import { InvalidInputError } from '../../../shared/domain-error';
import { resolveWindow } from './entry-window';

describe('resolveWindow', () => {
  it('defaults to the 30 days before today, today included', () => {
    expect(resolveWindow({}, '2026-11-22')).toEqual({ from: '2026-10-23', to: '2026-11-22' });
  });

  it('keeps explicit bounds and measures a missing from from the given to', () => {
    expect(resolveWindow({ from: '2026-01-01', to: '2026-01-31' }, '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(resolveWindow({ to: '2026-03-31' }, '2026-11-22')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(resolveWindow({ from: '2026-11-01' }, '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('refuses from later than to, naming both', () => {
    expect(() => resolveWindow({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-22')).toThrow(InvalidInputError);
    expect(() => resolveWindow({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-22')).toThrow(/from .* to/);
  });
});
