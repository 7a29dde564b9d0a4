import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when a generated secret file is unusable; the message names the variable, never the value. */
export class SecretFileError extends Error {}

/**
 * Reads the secret kept in `DATA_DIR/<fileName>`, creating it once when absent (48 random bytes,
 * base64url, mode 0600) — ARCHITECTURE §2 for JWT_SECRET and PIN_PEPPER.
 *
 * Creation is atomic and exclusive: the secret is written completely to a private temporary file,
 * which is then hard-linked to the final name (`link` fails when the name exists). Several processes
 * starting at once on one DATA_DIR therefore all end up reading the same, complete secret — never
 * an empty or half-written file, and never two different secrets.
 * @throws SecretFileError naming `variable` when the stored secret is shorter than 32 bytes.
 */
export function readOrCreateSecret(dataDir: string, fileName: string, variable: string): string {
  const file = join(dataDir, fileName);
  const temp = join(dataDir, `.${fileName}.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  const value = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(value, 'utf8') < 32) {
    throw new SecretFileError(`Invalid configuration: ${variable} (read from ${file}) must be at least 32 bytes`);
  }
  return value;
}
