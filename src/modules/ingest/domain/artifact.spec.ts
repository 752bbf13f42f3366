import { isAcceptablePayload, nestingDepth } from './artifact';

describe('artifact payload rules', () => {
  it('accepts objects and arrays only', () => {
    expect([{}, [], { a: 1 }, [1]].every(isAcceptablePayload)).toBe(true);
    expect(['x', 1, true, null].some(isAcceptablePayload)).toBe(false);
  });

  it('measures nesting without recursion, however deep', () => {
    expect(nestingDepth('x')).toBe(0);
    expect(nestingDepth({ a: [1, { b: [] }] })).toBe(4);
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nestingDepth(deep)).toBe(200_001);
  });
});
