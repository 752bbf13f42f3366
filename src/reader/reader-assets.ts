import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface ReaderAsset {
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The reader's built files (dist/reader: `npm run build`), read once at start: a fixed set served from memory, so
 * no request names a path on disk. Missing when the project is not built (then the page says so).
 */
export class ReaderAssets {
  private constructor(private readonly files: ReadonlyMap<string, ReaderAsset>) {}

  static load(directory = path.join(projectRoot(__dirname), 'dist', 'reader')): ReaderAssets {
    const files = new Map<string, ReaderAsset>();
    if (fs.existsSync(directory)) {
      for (const name of fs.readdirSync(directory)) {
        const contentType = CONTENT_TYPES[path.extname(name)];
        if (!contentType) continue;
        const body = fs.readFileSync(path.join(directory, name));
        files.set(name, {
          body,
          contentType,
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        });
      }
    }
    return new ReaderAssets(files);
  }

  get(name: string): ReaderAsset | undefined {
    return this.files.get(name);
  }
}

/** The folder holding package.json above `from`: the same from src/ (tests) and dist/src/ (the built service). */
function projectRoot(from: string): string {
  for (let directory = from; ; directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, 'package.json'))) return directory;
    if (path.dirname(directory) === directory) return from;
  }
}
