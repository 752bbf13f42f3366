import * as fs from 'node:fs';
import * as path from 'node:path';

const READER_SOURCES = path.resolve(__dirname, '../../reader/src');

/**
 * The reader builds its page from elements and text nodes only (reader/src/dom.ts). The page's Trusted Types policy
 * makes the browser refuse the HTML sinks at run time; this keeps them out of the sources too, where a reviewer looks.
 */
describe('the reader sources', () => {
  const files = fs.readdirSync(READER_SOURCES).filter((name) => name.endsWith('.ts'));

  it.each(files)('%s parses no string as HTML or script', (name) => {
    const source = fs.readFileSync(path.join(READER_SOURCES, name), 'utf8').replace(/\/\/.*$/gm, '');
    const sinks = source.match(
      /\b(innerHTML|outerHTML|insertAdjacentHTML|srcdoc|createContextualFragment|parseFromString|document\.write|eval|Function)\b(?=\s*[=(])/g,
    );
    expect(sinks).toBeNull();
  });
});
