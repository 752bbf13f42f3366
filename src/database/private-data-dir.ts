import * as fs from 'node:fs';
import * as path from 'node:path';

/** What was found open to other users and made private: folders now 0700, files 0600. */
export interface Tightened {
  folders: number;
  files: number;
}

/**
 * The umask of a process that owns an embedded data directory, as PostgreSQL's own
 * server sets it: what PostgreSQL (PGlite) creates with fopen's 0666, and the admin
 * socket, are born owner-only whatever umask the service was started with.
 */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR its user's alone before anything is written there: created 0700,
 * refused when another user owns it (they could replace its files whatever their
 * modes), and every folder under it tightened to 0700 and every file to 0600 (its
 * owner's bits kept), links not followed. PostgreSQL refuses a data directory that is
 * not 0700; an embedded one holds the same WAL, payloads and credential hashes.
 */
export function makeDataDirPrivate(dataDir: string): Tightened {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dataDir);
  if (!stat.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder.`);
  const user = process.getuid?.();
  if (user !== undefined && stat.uid !== user) {
    throw new Error(
      `DATA_DIR ${dataDir} belongs to user ${stat.uid}, not to this process's user ${user}: choose a folder of your own.`,
    );
  }
  return makeTreePrivate(dataDir);
}

/** The start-up line when an existing DATA_DIR had to be made private. */
export function tightenedNotice(dataDir: string, { folders, files }: Tightened): string {
  return `DATA_DIR ${dataDir} was open to other users: made private (${folders} folders now 0700, ${files} files 0600)`;
}

/** Tightens a folder and everything under it (see makeDataDirPrivate); says how many it had to change. */
export function makeTreePrivate(root: string): Tightened {
  const tightened: Tightened = { folders: 0, files: 0 };
  const visit = (target: string, stat: fs.Stats) => {
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o077) !== 0) {
        fs.chmodSync(target, 0o700);
        tightened.folders++;
      }
      for (const name of fs.readdirSync(target)) {
        const child = path.join(target, name);
        visit(child, fs.lstatSync(child));
      }
    } else if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(target, stat.mode & 0o700 || 0o600);
      tightened.files++;
    }
  };
  visit(root, fs.statSync(root));
  return tightened;
}

/** Owner-only from now on, for every file and socket this process creates (see PRIVATE_UMASK). */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}
