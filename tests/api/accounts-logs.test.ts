import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { auth, captcha, freshIp, freshMobile, from, lastSms, passwd, sendCode } from './accounts-helpers';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { identity } from '../../lib/api/contract/identity';
import { customer } from './cart-helpers';
import { ID_NUMBERS, submitCase } from './identity-helpers';
import { admin, ADMIN_TOKEN } from './order-helpers';

/* DESIGN §5: no codes, tokens or passwords in logs (the console SMS outbox is the one place a code is written). */

const lines: string[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', ADMIN_TOKEN }, logSink: (l) => lines.push(l) });
});
afterAll(() => api.close());

describe('logs', () => {
  it('never contain an SMS code, a session token, a password hash, a WeChat poll secret or bind key', async () => {
    const secrets: string[] = [];
    const mobile = freshMobile();
    const msgCode = await sendCode(api, mobile);
    const login = ok(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode } }));
    secrets.push(msgCode, login.token, passwd('Secret#2024'));
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd('Secret#2024') } }, auth(login.token)));
    const c = await captcha(api);
    const byPassword = ok(
      await api.call(contract.user.accountLogin, { body: { account: mobile, passwd: passwd('Secret#2024'), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp())),
    );
    secrets.push(byPassword.token);
    ok(await api.call(contract.user.logout, { body: {} }, auth(byPassword.token)));

    const scan = ok(await api.call(contract.user.wechatScan, { body: {} }));
    const ticket = new URL(scan.qrcodeUrl).searchParams.get('scene')!;
    ok(await api.call(contract.user.wechatSimulateConfirm, { body: { scene_str: ticket, nickname: '日志检查员' } }));
    const key = ok(await api.call(contract.user.wechatIsLogin, { query: { scene_str: scan.scene_str } })).key!;
    const bindMobile = freshMobile();
    ok(await api.call(contract.user.getMsgCode, { body: { mobile: bindMobile, type: 1, scene: 'bind', key } }));
    const bindCode = lastSms(api, bindMobile)!;
    const bound = ok(await api.call(contract.user.wechatBind, { body: { mobile: bindMobile, code: bindCode, key } }));
    secrets.push(scan.scene_str, key, bindCode, bound.token);

    const log = lines.join('');
    expect(log).toContain('"path":"/mall/user/api/loginAndRegister/msgCodeLogin"');
    expect(log).toContain('SMS code written to the console outbox');
    for (const s of secrets) expect(log).not.toContain(s);
    // Mobiles appear masked only.
    expect(log).not.toContain(mobile);
    expect(log).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('never contain an identity number or a real name, in full or masked, through submission, review and refusals', async () => {
    const me = await customer(api);
    const name = '欧阳日志';
    const idCard = ID_NUMBERS[5];
    lines.length = 0;
    // A refused submission (bad check digit) carries the number in its body too.
    await api.call(identity.bindIDCard, { body: { name, idCard: idCard.slice(0, 17) + (idCard[17] === '0' ? '1' : '0') } }, me.h);
    await submitCase(api, me.h, name, idCard);
    ok(await api.call(identity.getIdCardInfo, {}, me.h));
    const queue = ok(await api.call(identity.operatorList, { query: { status: 1 }, pageSize: 100 }, admin));
    const mine = queue.find((c) => c.userId === me.userId)!;
    ok(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'reject', reason: '照片不清晰' } }, admin));
    const log = lines.join('');
    expect(log).toContain('"path":"/mall/user/api/userInfo/bindIDCard"');
    for (const s of [idCard, idCard.slice(0, 17), idCard.slice(6, 14), name, '欧*志', `${idCard.slice(0, 4)}**********${idCard.slice(-4)}`]) expect(log).not.toContain(s);
  });
});
