import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Is the presented secret the configured one? Server-side only (node:crypto). Both are hashed first, so
 * the comparison takes the same time whatever the lengths and wherever they differ.
 */
export function sameSecret(configured: string, presented: string): boolean {
  return timingSafeEqual(digest(configured), digest(presented));
}
