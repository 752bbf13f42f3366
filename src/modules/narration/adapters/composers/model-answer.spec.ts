import { readAnswer, withoutCodeFence } from './model-answer';

describe("reading the model's answer", () => {
  it('takes markdown whose first heading is the title, with a tags line, bare or in a fence with a line of chatter', () => {
    const markdown = '# A fast morning\n\nI ran 5 km.\n\n## Evening\n\nRead a book.\n\nTags: running, reading';
    const expected = {
      title: 'A fast morning',
      markdown: 'I ran 5 km.\n\n## Evening\n\nRead a book.',
      tags: ['running', 'reading'],
    };
    expect(readAnswer(markdown)).toEqual(expected);
    expect(readAnswer(`\`\`\`markdown\n${markdown}\n\`\`\``)).toEqual(expected);
    expect(readAnswer(`Here is your diary entry:\n\n\`\`\`md\n${markdown}\n\`\`\`\nEnjoy!`)).toEqual(expected);
  });

  it('takes JSON bare or fenced, and refuses an answer that is neither', () => {
    const json = JSON.stringify({ title: 'T', markdown: 'Body', tags: ['a', 1] });
    expect(readAnswer(json)).toEqual({ title: 'T', markdown: 'Body', tags: ['a'] });
    expect(readAnswer(`\`\`\`json\n${json}\n\`\`\``)).toEqual({ title: 'T', markdown: 'Body', tags: ['a'] });
    expect(() => readAnswer('Just some words.')).toThrow();
    expect(() => readAnswer('One line of prose.\nAnother line.\n# Late heading\nBody')).toThrow();
  });

  it('takes the JSON out of a code fence, or as it is', () => {
    expect(withoutCodeFence('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(withoutCodeFence('  ```\n{"a":1}```  ')).toBe('{"a":1}');
    expect(withoutCodeFence('{"a":"```"}')).toBe('{"a":"```"}');
  });

  it('keeps inner whitespace of an answer full of spaces (what a payload can ask the model to write)', () => {
    expect(withoutCodeFence(`\`\`\`{"a":1}${' '.repeat(50_000)}x\`\`\``)).toBe(`{"a":1}${' '.repeat(50_000)}x`);
  });
});
