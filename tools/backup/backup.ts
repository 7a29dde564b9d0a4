// `npm run backup`: a consistent online copy of DATA_DIR (SQLite database, local uploads, generated
// secrets) into BACKUP_DIR (default ./backups)/<UTC timestamp>/. See tools/backup/backup-lib.ts.
import { resolve } from 'node:path';
import { backup } from './backup-lib';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const backupRoot = resolve(process.env.BACKUP_DIR ?? './backups');
backup(dataDir, backupRoot).then(
  (folder) => console.log(`backup written to ${folder}`),
  (err: unknown) => {
    console.error(`backup failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
