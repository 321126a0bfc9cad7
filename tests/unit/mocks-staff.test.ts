import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { staff } from '@/lib/api/contract/staff';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '@/mocks/fixtures/user';
import { createMockServer } from '@/mocks/node';

/* The staff console's mocks answer like the real API (tests/api/staff-endpoints.test.ts), through the real client. */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
const as = (token: string) => ({ headers: { [STAFF_TOKEN_HEADER]: token } });

describe('staff mocks', () => {
  it('log in in two steps, show /me, create and enrol a member, refuse one without 员工与权限', async () => {
    await expect(api.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex('wrong') } })).rejects.toThrow('账号或密码错误');
    const { challenge } = await api.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) } });
    const { token } = await api.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
    expect((await api.call(staff.me, as(token))).permissions).toContain('staff');

    const groups = await api.call(staff.groupList, as(token));
    const { staff: made, enrol } = await api.call(staff.staffCreate, { body: { name: '模拟客服', mobile: '13700137001', groupIds: [groups.find((g) => g.name === '客户服务组')!.id] }, ...as(token) });
    const link = new URL(enrol.url).searchParams.get('token')!;
    expect((await api.call(staff.enrolStart, { body: { token: link } })).name).toBe('模拟客服');
    expect((await api.call(staff.enrolFinish, { body: { token: link, passwd: sha256Hex(MOCK_PASSWORD), totpCode: MOCK_SMS_CODE } })).recoveryCodes).toHaveLength(10);
    const second = await api.call(staff.loginPassword, { body: { account: '13700137001', passwd: sha256Hex(MOCK_PASSWORD) } });
    const member = await api.call(staff.loginCode, { body: { challenge: second.challenge, code: MOCK_SMS_CODE } });
    await expect(api.call(staff.staffList, as(member.token))).rejects.toThrow('没有「员工与权限」权限，请联系管理员加入相应权限组');

    expect((await api.call(staff.staffDisable, { params: { id: made.id }, ...as(token) })).status).toBe('disabled');
    await expect(api.call(staff.me, as(member.token))).rejects.toThrow('请先登录运营后台（登录已失效或未登录）');
    const key = await api.call(staff.apiKeyCreate, { body: { name: '模拟密钥', permissions: ['orders'] }, ...as(token) });
    expect((await api.call(staff.apiKeyList, as(token)))[0].keyPrefix).toBe(key.key.slice(0, 8));
    await api.call(staff.logout, as(token));
    await expect(api.call(staff.me, as(token))).rejects.toThrow('请先登录运营后台');
  });
});
