import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { CAPTCHA_MSG } from '../../server/services/captcha';
import { SMS_MSG } from '../../server/services/sms';
import { freshMobile, lastSms, readOutbox } from './accounts-helpers';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/*
 * Per-IP limits cannot be dodged with a made-up X-Forwarded-For. The storefront's forwarder
 * appends the peer it really saw (`<what the client sent>, <peer>`); with TRUST_PROXY_HOPS=1 the API reads
 * only that last entry. With 0 the header is ignored. Runs on PGlite and PostgreSQL.
 */

const CAPTCHAS_PER_MINUTE = 5;
const SMS_PER_IP = 3;

const open = (hops: string) =>
  createTestApi({ env: { CAPTCHA_PROVIDER: 'test', TRUST_PROXY_HOPS: hops, CAPTCHA_PER_MINUTE_PER_IP: String(CAPTCHAS_PER_MINUTE), SMS_DAILY_CAP_PER_IP: String(SMS_PER_IP) } });

let n = 0;
/** A different made-up leading entry every call, as the audit's client sent. */
const spoof = () => `10.66.${(n >> 8) & 255}.${n++ & 255}`;

/** Asks for captchas until refused; returns how many were given. */
async function captchasUntilRefused(api: TestApi, xff: () => string, tries: number): Promise<number> {
  let given = 0;
  for (let i = 0; i < tries; i++) {
    const { json } = await api.call(contract.user.getImgCode, { body: {} }, { 'x-forwarded-for': xff() });
    if (json.code === 1) given++;
    else expect(json.message).toBe(CAPTCHA_MSG.tooMany);
  }
  return given;
}

describe('TRUST_PROXY_HOPS=1 (the storefront in front, the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await open('1');
  });
  afterAll(() => api.close());

  it('is the default', () => {
    expect(api.config.TRUST_PROXY_HOPS).toBe(1);
  });

  it('a varying leading entry does not dodge the captcha-per-minute limit', async () => {
    const peer = '198.51.100.7';
    expect(await captchasUntilRefused(api, () => `${spoof()}, ${peer}`, CAPTCHAS_PER_MINUTE + 10)).toBe(CAPTCHAS_PER_MINUTE);
    // Another visitor (another peer address) is not affected.
    expect(await captchasUntilRefused(api, () => `${spoof()}, 198.51.100.8`, 1)).toBe(1);
  });

  it('a varying leading entry does not dodge the daily SMS cap per address', async () => {
    const peer = '198.51.100.9';
    const sent: boolean[] = [];
    for (let i = 0; i < SMS_PER_IP + 4; i++) {
      // Each captcha from its own address, so only the SMS cap can refuse.
      const c = ok(await api.call(contract.user.getImgCode, { body: {} }, { 'x-forwarded-for': `198.51.101.${i}` }));
      const code = readOutbox<{ imgCodeKey: string; code: string }>(api, 'captcha-outbox.jsonl').find((l) => l.imgCodeKey === c.imgCodeKey)!.code;
      const mobile = freshMobile();
      const { json } = await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, imgCode: code, imgCodeKey: c.imgCodeKey } }, { 'x-forwarded-for': `${spoof()}, ${peer}` });
      if (json.code !== 1) expect(json.message).toBe(SMS_MSG.dailyIp);
      sent.push(json.code === 1 && lastSms(api, mobile) !== undefined);
    }
    expect(sent).toEqual([...Array(SMS_PER_IP).fill(true), ...Array(4).fill(false)]);
  });
});

describe('TRUST_PROXY_HOPS=0 (the API exposed directly)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await open('0');
  });
  afterAll(() => api.close());

  it('ignores X-Forwarded-For entirely: no value of it gets a fresh allowance', async () => {
    expect(await captchasUntilRefused(api, () => spoof(), CAPTCHAS_PER_MINUTE + 5)).toBe(CAPTCHAS_PER_MINUTE);
    expect(await captchasUntilRefused(api, () => `${spoof()}, ${spoof()}`, 3)).toBe(0);
  });
});

describe('the setting', () => {
  it('refuses a value that is not a small whole number at start-up', async () => {
    const { loadApiConfig } = await import('../../server/config');
    expect(() => loadApiConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadApiConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: 'many' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(loadApiConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
  });
});
