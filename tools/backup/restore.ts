// `npm run restore -- <backup folder>`: restores a backup into an empty DATA_DIR (default ./data).
import { resolve } from 'node:path';
import { restore } from './backup-lib';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
try {
  restore(resolve(folder), dataDir);
  console.log(`restored ${folder} into ${dataDir}`);
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exit(1);
}
