import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of the embedded shop made once and kept in its data folder (`DATA_DIR/<file>`, 32 random bytes as
 * hex, mode 600): never a constant in the code, the same after every restart, carried by a backup of the
 * folder. Two processes starting together keep the first one's secret ('wx'). Several API processes on one
 * PostgreSQL do not share a folder: they must be given the secret in a setting (server/config.ts requires it).
 */
export function keptSecret(dataDir: string, file: string): Buffer {
  const at = path.join(dataDir, file);
  const read = () => Buffer.from(fs.readFileSync(at, 'utf8').trim(), 'hex');
  try {
    return read();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32);
    try {
      fs.writeFileSync(at, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return read();
    }
  }
}
