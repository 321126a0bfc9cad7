'use client';
import { HTTP_TIMEOUT_MS } from '../constants';
import { publicApiBase } from '../env';
import { MSG } from '../messages';
import { browserHandlers } from './browser-handlers';
import { IMAGE_CAPTCHA_PATH } from './contract/user-paths';
import { ApiFailure } from './failure';

export interface ImageCaptchaData {
  /** data: URL of the picture. */
  imagBash64: string;
  imgCodeKey: string;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * SPEC §3 getImgCode, the picture code every login and register form shows as it opens: a plain fetch, so
 * that those pages' first load needs neither the API client (axios) nor the contract (zod) — both load on
 * the first send or submit (lib/api/shell.ts). It answers as the client's `call` would: the data on code
 * 1; an ApiFailure otherwise, a transport failure or an answer of another shape toasted as the client does.
 * The call is public: it carries no token.
 */
export async function fetchImageCaptcha(): Promise<ImageCaptchaData> {
  let body: unknown;
  try {
    const res = await fetch(`${publicApiBase}${IMAGE_CAPTCHA_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    body = await res.json();
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return fail(timedOut ? new ApiFailure('timeout', MSG.networkFailure) : new ApiFailure('network', MSG.serverError));
  }
  const envelope = (body ?? {}) as { code?: unknown; message?: unknown; data?: { imagBash64?: unknown; imgCodeKey?: unknown } | null };
  if (typeof envelope.code !== 'number') return fail(new ApiFailure('network', MSG.serverError));
  if (envelope.code !== 1) throw new ApiFailure('rejected', (isText(envelope.message) && envelope.message) || MSG.serverError, envelope.code);
  const data = envelope.data;
  if (!data || !isText(data.imagBash64) || !isText(data.imgCodeKey)) return fail(new ApiFailure('network', MSG.serverError));
  return { imagBash64: data.imagBash64, imgCodeKey: data.imgCodeKey };
}

function fail(failure: ApiFailure): never {
  browserHandlers.notify?.(failure.message);
  throw failure;
}
