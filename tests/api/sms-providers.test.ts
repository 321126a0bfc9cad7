import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { loadApiConfig } from '../../server/config';
import { smsCodes } from '../../server/db/schema';
import { canonicalQuery, createAliyunSms, percentEncode, signRpc } from '../../server/providers/sms/aliyun';
import { SmsSendError } from '../../server/providers/sms';
import { captcha, freshIp, freshMobile, from } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { closedPort, startMockHttp, type MockAnswer, type MockHttp } from './mock-http';

/* The Aliyun SMS adapter against a local stand-in for dysmsapi.aliyuncs.com, and its use by getMsgCode. */

const silent = pino({ level: 'silent' });
let answer: (q: URLSearchParams) => MockAnswer = () => ({ body: { Code: 'OK', Message: 'OK', RequestId: 'req-1', BizId: 'biz-1' } });
let mock: MockHttp;
beforeAll(async () => {
  mock = await startMockHttp((_path, q) => answer(q));
});
afterAll(() => mock.close());

const options = (endpoint: string) => ({ accessKeyId: 'testId', accessKeySecret: 'testSecret', signName: '标准品商城', templateCode: 'SMS_000001', endpoint, regionId: 'cn-hangzhou' });

describe('Aliyun RPC signature v1', () => {
  it('matches the documented example (HMAC-SHA1 over the canonicalised query)', () => {
    // The worked example of Alibaba Cloud's SMS signature documentation.
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(signRpc(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(percentEncode('zJDF+Lrzhj/ThnlvIToysFRq6t4=')).toBe('zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D');
  });

  it('encodes like Alibaba Cloud: space %20, * %2A, ~ kept', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });
});

describe('Aliyun SendSms', () => {
  it('sends every required parameter, signed', async () => {
    answer = () => ({ body: { Code: 'OK', Message: 'OK', RequestId: 'req-1' } });
    const before = mock.requests.length;
    await createAliyunSms(options(`${mock.url}/`), silent).sendCode('13800138000', '246810');
    const { query } = mock.requests[before];
    const params = Object.fromEntries([...query.entries()].filter(([k]) => k !== 'Signature'));
    expect(params).toMatchObject({
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '标准品商城',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"246810"}',
      Version: '2017-05-25',
    });
    expect(params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(params.SignatureNonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(query.get('Signature')).toBe(signRpc(params, 'testSecret'));
  });

  it('fails with a Chinese message when Code is not OK', async () => {
    answer = () => ({ body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'req-2' } });
    const sms = createAliyunSms(options(mock.url), silent);
    await expect(sms.sendCode('13800138000', '111111')).rejects.toThrow(new SmsSendError('短信发送过于频繁，请稍后再试'));
    answer = () => ({ body: { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '签名不合法', RequestId: 'req-3' } });
    await expect(sms.sendCode('13800138000', '111111')).rejects.toThrow('短信发送失败，请稍后重试');
    answer = () => ({ status: 500, body: 'not json' });
    await expect(sms.sendCode('13800138000', '111111')).rejects.toThrow('短信服务暂时不可用，请稍后重试');
  });

  it('fails with a Chinese message when the gateway cannot be reached', async () => {
    const sms = createAliyunSms(options(await closedPort()), silent);
    await expect(sms.sendCode('13800138000', '111111')).rejects.toThrow('短信服务暂时不可用，请稍后重试');
    answer = () => 'hang-up';
    await expect(createAliyunSms(options(mock.url), silent).sendCode('13800138000', '111111')).rejects.toThrow('短信服务暂时不可用，请稍后重试');
  });
});

describe('getMsgCode with SMS_PROVIDER=aliyun', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      env: {
        CAPTCHA_PROVIDER: 'test',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'testId',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'testSecret',
        ALIYUN_SMS_SIGN_NAME: '标准品商城',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
        ALIYUN_SMS_ENDPOINT: mock.url,
      },
    });
  });
  afterAll(() => api.close());

  const send = async (mobile: string) => {
    const c = await captcha(api);
    return api.call(contract.user.getMsgCode, { body: { mobile, type: 1, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp()));
  };

  it('a refused send answers code 0, stores no code and does not start the 60-s wait', async () => {
    const mobile = freshMobile();
    answer = () => ({ body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'r' } });
    rejected(await send(mobile), '手机号码格式不正确');
    expect(await api.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(0);

    answer = () => ({ body: { Code: 'OK', Message: 'OK', RequestId: 'r' } });
    ok(await send(mobile));
    const rows = await api.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    // The code went to the gateway and nowhere else: no console outbox.
    const sent = JSON.parse(mock.requests.at(-1)!.query.get('TemplateParam')!).code as string;
    expect(sent).toMatch(/^\d{6}$/);
    ok(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: sent } }));
  });
});

/** loadApiConfig as start-up calls it, NODE_ENV given (the typings of process.env require it). */
const config = (env: Record<string, string>) => loadApiConfig({ NODE_ENV: 'test', ...env });

describe('configuration', () => {
  it('requires the Aliyun settings only when the aliyun provider is chosen', () => {
    expect(() => config({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID: required when SMS_PROVIDER is aliyun/);
    expect(() => config({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c' })).toThrow(
      /ALIYUN_SMS_TEMPLATE_CODE: required/,
    );
    expect(config({ SMS_PROVIDER: 'console', ALIYUN_SMS_ACCESS_KEY_ID: '' }).ALIYUN_SMS_ACCESS_KEY_ID).toBeUndefined();
  });

  it('requires the WeChat app id and secret only for the open provider', () => {
    expect(() => config({ WECHAT_PROVIDER: 'open' })).toThrow(/WECHAT_APP_ID: required when WECHAT_PROVIDER is open[\s\S]*WECHAT_APP_SECRET/);
    expect(config({ WECHAT_PROVIDER: 'open', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }).WECHAT_API_BASE).toBe('https://api.weixin.qq.com');
  });

  it('has the documented defaults for the abuse limits, and refuses the test captcha in production', () => {
    const c = config({});
    expect([c.SMS_DAILY_CAP_PER_MOBILE, c.SMS_DAILY_CAP_PER_IP, c.CAPTCHA_PER_MINUTE_PER_IP]).toEqual([10, 50, 30]);
    expect([c.SMS_PROVIDER, c.CAPTCHA_PROVIDER, c.WECHAT_PROVIDER]).toEqual(['console', 'svg', 'simulated']);
    expect(() => config({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'test' })).toThrow(/refused when NODE_ENV is production/);
    expect(() => config({ SMS_DAILY_CAP_PER_MOBILE: '0' })).toThrow(/SMS_DAILY_CAP_PER_MOBILE/);
  });
});
