import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { captcha, freshIp, freshMobile, from, sendCode } from './accounts-helpers';
import { rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* SMS_RESEND_SECONDS replaces the 60-s window (the live end-to-end run uses 1 s); the default is checked in codes.test.ts. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', SMS_RESEND_SECONDS: '5' } });
});
afterAll(() => api.close());

describe('the SMS resend window as a setting', () => {
  it('refuses a second code within the configured window, naming at most its seconds', async () => {
    const mobile = freshMobile();
    await sendCode(api, mobile);
    const c = await captcha(api);
    const res = await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp()));
    rejected(res, /^请\d秒后再试$/);
    const seconds = Number(/\d+/.exec(String(res.json.message))![0]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(5);
  });

  it('refuses a window of 0 seconds or more than an hour at start-up', async () => {
    const { loadApiConfig } = await import('../../server/config');
    expect(loadApiConfig({ NODE_ENV: 'test' }).SMS_RESEND_SECONDS).toBe(60);
    expect(() => loadApiConfig({ NODE_ENV: 'test', SMS_RESEND_SECONDS: '0' })).toThrow(/SMS_RESEND_SECONDS/);
    expect(() => loadApiConfig({ NODE_ENV: 'test', SMS_RESEND_SECONDS: '3601' })).toThrow(/SMS_RESEND_SECONDS/);
  });
});
