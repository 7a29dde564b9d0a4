import Database from 'better-sqlite3';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** File name of the embedded database inside DATA_DIR (services/api/src/database/data-source.options.ts). */
export const SQLITE_FILE = 'babynews.sqlite';
/** Generated secrets kept in DATA_DIR (services/api/src/config/load-config.ts): without the pepper no PIN verifies. */
export const SECRET_FILES = ['jwt-secret', 'pin-pepper'] as const;
/** Local uploads folder inside DATA_DIR (services/api/src/uploads/local-storage.driver.ts). */
export const UPLOADS_DIR = 'uploads';

/** What a backup folder holds, written as `manifest.json`. */
export interface BackupManifest {
  createdAt: string;
  sqlite: string;
  uploads: boolean;
  secrets: string[];
}

/**
 * Writes a consistent online copy of DATA_DIR into `<backupRoot>/<UTC timestamp>/` (ARCHITECTURE §3
 * data; the README's "Backups"): the SQLite database through better-sqlite3's online backup API (pages
 * copied while the API keeps writing; WAL content included), the local uploads and the generated
 * secrets (mode 0600). The API may keep running.
 * @returns the folder written.
 * @throws Error when DATA_DIR holds no SQLite database (MySQL deployments back up with mysqldump).
 */
export async function backup(dataDir: string, backupRoot: string, now = new Date()): Promise<string> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`no ${SQLITE_FILE} in ${dataDir} (with DATABASE_URL use mysqldump --single-transaction, see README)`);
  const folder = resolve(backupRoot, now.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(folder, { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(join(folder, SQLITE_FILE));
  } finally {
    db.close();
  }
  const uploads = existsSync(join(dataDir, UPLOADS_DIR));
  if (uploads) cpSync(join(dataDir, UPLOADS_DIR), join(folder, UPLOADS_DIR), { recursive: true });
  const secrets = SECRET_FILES.filter((name) => existsSync(join(dataDir, name)));
  for (const name of secrets) {
    writeFileSync(join(folder, name), readFileSync(join(dataDir, name)));
    chmodSync(join(folder, name), 0o600);
  }
  const manifest: BackupManifest = { createdAt: now.toISOString(), sqlite: SQLITE_FILE, uploads, secrets };
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return folder;
}

/**
 * Restores a folder written by `backup` into an empty (or missing) DATA_DIR: the database file, the
 * uploads and the secrets. Refuses a DATA_DIR that already holds anything, so a restore never mixes
 * two states.
 * @throws Error when the folder is not a backup or DATA_DIR is not empty.
 */
export function restore(folder: string, dataDir: string): void {
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`DATA_DIR ${dataDir} is not empty: restore only into an empty folder`);
  mkdirSync(dataDir, { recursive: true });
  cpSync(join(folder, manifest.sqlite), join(dataDir, SQLITE_FILE));
  if (manifest.uploads) cpSync(join(folder, UPLOADS_DIR), join(dataDir, UPLOADS_DIR), { recursive: true });
  for (const name of manifest.secrets) {
    writeFileSync(join(dataDir, name), readFileSync(join(folder, name)));
    chmodSync(join(dataDir, name), 0o600);
  }
}
