import { storableJson } from './storable-json';

describe('storableJson', () => {
  it('returns an ordinary payload itself, uncopied', () => {
    const payload = JSON.parse(
      '{"note":"Ramen 🍜 \\ud83c\\udf5c","items":[{"a":1,"b":null,"c":[true,"x"]}],"__proto__":{"k":"v"}}',
    );
    const storable = storableJson(payload);
    expect(storable).toEqual({ value: payload, replaced: 0, firstAt: null });
    expect(storable.value).toBe(payload);
  });

  it('replaces U+0000 and unpaired surrogates in keys and values, says how many and where the first was', () => {
    const payload = JSON.parse(
      '{"ok":"fine","items":[{"t":"a\\u0000b"}],"k\\ud800":"\\udc00x","__proto__":{"z":"\\u0000"}}',
    );
    const storable = storableJson(payload);
    expect(storable.replaced).toBe(4);
    expect(storable.firstAt).toBe('items[0].t');
    expect(JSON.stringify(storable.value)).toBe(
      '{"ok":"fine","items":[{"t":"a\\ufffdb"}],"k\\ufffd":"\\ufffdx","__proto__":{"z":"\\ufffd"}}'.replace(
        /\\ufffd/g,
        '\ufffd',
      ),
    );
    // The original is left as it was, and no prototype was touched.
    expect(payload.items[0].t).toBe('a\u0000b');
    expect(Object.getPrototypeOf(storable.value)).toBe(Object.prototype);
  });

  it('finds a replacement at the bottom of the deepest accepted nesting', () => {
    let payload: unknown = '\u0000';
    for (let i = 0; i < 511; i++) payload = [payload];
    expect(storableJson(payload).replaced).toBe(1);
  });
});
