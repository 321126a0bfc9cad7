import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as svgCaptchaModule from 'svg-captcha';
import { IMAGE_CAPTCHA_LENGTH } from '../../lib/constants';
import { captchas } from '../db/schema';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { appendOutbox, CAPTCHA_OUTBOX } from '../providers/outbox';
import { maybeSweepExpired } from './housekeeping';
import { MINUTE_MS, take } from './rate-limit';
import { limitOf, RATE_RULES } from './rate-rules';

/**
 * Image captcha (SPEC §3: imagBash64 + imgCodeKey, 4 characters). Upper-case letters and digits without
 * the look-alikes (0/O/Q/D… 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V); the answer is compared case-insensitively.
 */
const CHARSET = '2345679ACEFHJKMNPRTWXY';
const LIFE_MS = 5 * MINUTE_MS;

export const CAPTCHA_MSG = {
  invalid: '图形验证码已失效，请刷新后重试',
  wrong: '图形验证码错误，请刷新后重试',
  missing: '请输入正确验证码',
  tooMany: '获取图形验证码过于频繁，请稍后再试',
} as const;

// svg-captcha's CommonJS export is itself the render function (text, options); its typings only declare
// create(), which draws its text with Math.random. We draw the text ourselves and only render it.
type RenderOptions = NonNullable<Parameters<typeof svgCaptchaModule.create>[0]>;
const renderSvg = ((svgCaptchaModule as unknown as { default?: unknown }).default ?? svgCaptchaModule) as (text: string, options: RenderOptions) => string;

/** The answer is stored as sha256(key:answer) — the table never holds the clear text. */
const answerHash = (key: string, answer: string) => createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest('hex');

/** Text from node:crypto (svg-captcha's own generator uses Math.random). */
const randomText = () => Array.from({ length: IMAGE_CAPTCHA_LENGTH }, () => CHARSET[randomInt(CHARSET.length)]).join('');

export async function createCaptcha(deps: AppDeps, ip: string): Promise<{ imagBash64: string; imgCodeKey: string }> {
  await take(deps.db, [limitOf(RATE_RULES.captchaPerIp, ip, () => CAPTCHA_MSG.tooMany, deps.config)]);
  const text = randomText();
  const key = randomBytes(18).toString('base64url');
  const svg = renderSvg(text, { size: IMAGE_CAPTCHA_LENGTH, width: 120, height: 40, fontSize: 46, noise: 3, color: true, background: '#f4f6f8' });
  await deps.db.insert(captchas).values({ key, answerHash: answerHash(key, text), expiresAt: new Date(Date.now() + LIFE_MS) });
  if (deps.config.CAPTCHA_PROVIDER === 'test') {
    await appendOutbox(deps.config.dataDir, CAPTCHA_OUTBOX, { imgCodeKey: key, code: text, at: new Date().toISOString() });
  }
  await maybeSweepExpired(deps.db);
  return { imagBash64: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, imgCodeKey: key };
}

/**
 * Checks and consumes a captcha. Single use, whatever the outcome: a wrong answer also burns the key,
 * so one image cannot be guessed at repeatedly (22^4 ≈ 234k answers). Throws a Chinese message on failure.
 */
export async function consumeCaptcha(deps: AppDeps, key: string | undefined, answer: string | undefined): Promise<void> {
  if (!key || !answer) throw new ApiError(CAPTCHA_MSG.missing);
  const [row] = await deps.db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) throw new ApiError(CAPTCHA_MSG.invalid);
  const given = Buffer.from(answerHash(key, answer), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.answerHash, 'hex'))) throw new ApiError(CAPTCHA_MSG.wrong);
}
