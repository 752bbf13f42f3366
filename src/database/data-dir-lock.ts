import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Only one process may open an embedded data directory: PGlite gives no protection
 * of its own, and two writers corrupt it. The lock file holds the owner's pid;
 * a lock whose process is gone (kill -9) is taken over.
 */
export class DataDirLock {
  private constructor(private readonly file: string) {}

  static fileIn(dataDir: string): string {
    return path.join(dataDir, 'owner.lock');
  }

  /** The pid of the live process holding the directory, or null. */
  static owner(dataDir: string): number | null {
    try {
      const pid = Number(fs.readFileSync(DataDirLock.fileIn(dataDir), 'utf8'));
      return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
    } catch {
      return null;
    }
  }

  static acquire(dataDir: string): DataDirLock {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = DataDirLock.fileIn(dataDir);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = DataDirLock.owner(dataDir);
        if (owner !== null && owner !== process.pid) {
          throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}.`, { cause: error });
        }
        fs.rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not lock the embedded database in ${dataDir}.`);
  }

  release(): void {
    try {
      if (fs.readFileSync(this.file, 'utf8') === String(process.pid)) fs.rmSync(this.file, { force: true });
    } catch {
      // already gone
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
