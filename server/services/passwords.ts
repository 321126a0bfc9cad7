import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords: the client sends crypto-js SHA-256 of what the person typed (SPEC §3 `passwd`), so the clear
 * password never travels; that hash is itself a password-equivalent, so the server stores a salted scrypt
 * of it. Stored as `scrypt$N$r$p$<hex>` beside a random salt, so the cost can be raised later and old
 * hashes still verify.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LEN = 32;

function derive(secret: string, salt: string, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 64 * 1024 * 1024 };
  // Async scrypt runs on the libuv pool: a login does not block other requests for its ~50 ms.
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** The client's hex digest, normalised: upper- or lower-case hex are the same password. */
const normalise = (clientHash: string) => clientHash.trim().toLowerCase();

export async function hashPassword(clientHash: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(normalise(clientHash), salt, COST);
  return { hash: `scrypt$${COST.N}$${COST.r}$${COST.p}$${key.toString('hex')}`, salt };
}

export async function verifyPassword(clientHash: string, stored: string | null, salt: string | null): Promise<boolean> {
  if (!stored || !salt) {
    // No password (registered by SMS or WeChat) or no such account: spend the same time as a real check, answer no.
    await derive(normalise(clientHash), 'no-password-salt', COST);
    return false;
  }
  const [scheme, n, r, p, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const key = await derive(normalise(clientHash), salt, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
