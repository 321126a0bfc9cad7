import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { ApiConfig } from '../../config';
import { keptSecret } from '../kept-secret';

/*
 * Personal data at rest: AES-256-GCM with a random 96-bit nonce per value, stored as
 * version (1 byte) | nonce (12) | tag (16) | ciphertext. Two subkeys are derived (HKDF-SHA256) from the
 * one secret (IDENTITY_KEY, or DATA_DIR/identity.key for the embedded shop): one encrypts, one keys the
 * HMAC that finds the same identity number on another account without decrypting anything.
 */
const VERSION = 1;
const NONCE = 12;
const TAG = 16;

export interface IdentityKeys {
  enc: Buffer;
  mac: Buffer;
}

function secretOf(config: Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>): Buffer {
  const set = config.IDENTITY_KEY;
  if (set) return /^[0-9a-fA-F]{64}$/.test(set) ? Buffer.from(set, 'hex') : Buffer.from(set, 'base64');
  return keptSecret(config.dataDir, 'identity.key');
}

const cache = new Map<string, IdentityKeys>();

/** The derived keys of this configuration (read once per secret). */
export function identityKeys(config: Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>): IdentityKeys {
  const id = config.IDENTITY_KEY ?? `file:${config.dataDir}`;
  let keys = cache.get(id);
  if (!keys) {
    const secret = secretOf(config);
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
    keys = { enc: derive('refmall identity encryption v1'), mac: derive('refmall identity lookup v1') };
    cache.set(id, keys);
  }
  return keys;
}

export function seal(keys: IdentityKeys, plain: Uint8Array | string): Uint8Array {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', keys.enc, nonce);
  const body = Buffer.concat([cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]));
}

export function open(keys: IdentityKeys, sealed: Uint8Array): Buffer {
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf[0] !== VERSION) throw new Error('unknown identity ciphertext version');
  const decipher = createDecipheriv('aes-256-gcm', keys.enc, buf.subarray(1, 1 + NONCE));
  decipher.setAuthTag(buf.subarray(1 + NONCE, 1 + NONCE + TAG));
  return Buffer.concat([decipher.update(buf.subarray(1 + NONCE + TAG)), decipher.final()]);
}

export const openText = (keys: IdentityKeys, sealed: Uint8Array) => open(keys, sealed).toString('utf8');

/** The lookup hash of an identity number (upper-cased X). */
export const lookupHash = (keys: IdentityKeys, idNo: string) => createHmac('sha256', keys.mac).update(idNo.toUpperCase()).digest('hex');
