import { casCheckDigitValid } from '@/lib/chem/cas';
import { MSG } from '@/lib/messages/core';

/** A path segment as text: Next hands segments over still percent-encoded in some cases; a bad escape is no match. */
export function segmentText(segment: string): string | null {
  try {
    return segment.includes('%') ? decodeURIComponent(segment) : segment;
  } catch {
    return null;
  }
}

const CAS_SEGMENT = /^\d{2,7}-\d{2}-\d$/;

/**
 * /{cas}: only a CAS number written plainly with a valid check digit is looked up. Everything else that
 * lands on the root catch-all — /favicon.ico, /apple-touch-icon.png, /wp-login.php, typos — is a 404
 * decided here, before any API call.
 */
export function casOfSegment(segment: string): string | null {
  const text = segmentText(segment);
  return text && CAS_SEGMENT.test(text) && casCheckDigitValid(text) ? text : null;
}

/** Why a CAS-shaped /{cas} is a 404: a wrong check digit, or no goods with that CAS. */
export interface CasMiss {
  kind: 'invalid' | 'missing';
  cas: string;
}

/**
 * For the 404 of /{cas} (app/(main)/[cas]/not-found.tsx): a segment written like a CAS number is `invalid`
 * when its check digit is wrong and `missing` otherwise (it reached the 404, so no goods carry it). Any
 * other segment (a typo, a probe) gives null: the generic 404.
 */
export function casMissOf(segment: string): CasMiss | null {
  const text = segmentText(segment);
  if (!text || !CAS_SEGMENT.test(text)) return null;
  return { kind: casCheckDigitValid(text) ? 'missing' : 'invalid', cas: text };
}

/** File-like last segments (robots probes, icons, scripts) are never goods. */
const FILE_LIKE = /\.(?:ico|png|jpe?g|gif|webp|svg|txt|xml|json|js|mjs|css|map|php|aspx?|html?|env|ya?ml|zip|gz)$/i;

/** /{brandName}/{brandCode}: plausible texts only (lengths of the contract, no dot-files, no file names). */
export function brandCodeOfSegments(brandSegment: string, codeSegment: string): { brandName: string; code: string } | null {
  const brandName = segmentText(brandSegment)?.trim();
  const code = segmentText(codeSegment)?.trim();
  if (!brandName || !code || brandName.length > 100 || code.length > 60) return null;
  if (brandName.startsWith('.') || code.startsWith('.') || FILE_LIKE.test(code)) return null;
  return { brandName, code };
}

/** The 404 title of a CAS-shaped segment (the page's and its not-found file's metadata), else null. */
export function casMissTitle(segment: string): string | null {
  const miss = casMissOf(segment);
  if (!miss) return null;
  return miss.kind === 'invalid' ? MSG.casInvalidTitle(miss.cas) : MSG.casMissingTitle(miss.cas);
}
