import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { browserApi } from '@/lib/api/browser';
import { QR_STATE, user } from '@/lib/api/contract/user';
import { confirmSimulatedScene } from '@/lib/api/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import type { DataOf } from '@/lib/api/contract/endpoint';
import { mock, ok, rejected, routeOf, type Reply } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { resetQrLogin, useQrLogin, type QrHandlers } from '@/stores/qr-login';
import { advanceClock, openRequests, settle, useFakeClock } from '../support/clock';

/* The WeChat QR scan of the login (SPEC §4) as a store: one QR valid 60 s, polled every second, under a fake clock. */

const server = createMockServer();
const open = openRequests(server);
const idle = () => open() === 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetLoginModal();
  resetQrLogin();
  useFakeClock();
});
afterEach(() => {
  resetQrLogin();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const qr = () => useQrLogin.getState();
/** One second at a time, each poll's answer handled before the next poll is due. */
const seconds = (n: number) => advanceClock(n * 1000, idle);
const ticketOf = (url: string) => new URL(url).searchParams.get('scene')!;

const handlers = (extra: Pick<QrHandlers, 'inDialog'> = {}) => ({
  onLogin: vi.fn<QrHandlers['onLogin']>(),
  onRegister: vi.fn<QrHandlers['onRegister']>(),
  ...extra,
});

type PollReply = Reply<DataOf<typeof user.wechatIsLogin>>;

/** Counts the polls; `answer` gives the answer of each (waiting by default). */
function countPolls(answer: () => PollReply = () => ok({ code: QR_STATE.waiting })) {
  const seen = { polls: 0 };
  server.use(
    mock(user.wechatIsLogin, () => {
      seen.polls += 1;
      return answer();
    }),
  );
  return seen;
}

async function started<H extends QrHandlers>(h: H): Promise<H> {
  await qr().start(h);
  await settle(() => expect(qr().phase).toBe('active'));
  return h;
}

describe('QR-login store', () => {
  it('starts idle; a start asks for a QR valid 60 s and shows it', async () => {
    expect(qr()).toEqual(expect.objectContaining({ phase: 'idle', url: '', expiresAt: null, identity: null }));
    const pending = qr().start(handlers());
    expect(qr().phase).toBe('loading');
    await pending;
    expect(qr().phase).toBe('active');
    expect(qr().provider).toBe('simulated');
    expect(qr().url).toMatch(/\/login\/weChatLogin\?scene=mock-ticket-/);
    expect(qr().expiresAt).toBe(Date.now() + 60_000);
    // The poll secret is never part of what is rendered.
    expect(JSON.stringify(qr())).not.toContain('mock-scene-');
  });

  it('polls once a second, expires after 60 s (the QR stays under the mask), then polls no more; refresh gives a new QR', async () => {
    const seen = countPolls();
    await started(handlers());
    const first = qr().url;
    expect(seen.polls).toBe(0);
    await seconds(1);
    expect(seen.polls).toBe(1);
    await seconds(58);
    expect(seen.polls).toBe(59);
    expect(qr().phase).toBe('active');
    await seconds(1);
    expect(qr().phase).toBe('expired');
    expect(qr().url).toBe(first);
    const polls = seen.polls;
    await seconds(5);
    expect(seen.polls).toBe(polls);

    await qr().refresh();
    expect(qr().phase).toBe('active');
    expect(qr().url).not.toBe(first);
    await seconds(2);
    expect(seen.polls).toBe(polls + 2);
  });

  it('expires at once on poll code 4 or a failed poll', async () => {
    const seen = countPolls(() => ok({ code: QR_STATE.expired }));
    await started(handlers());
    await seconds(1);
    expect(qr().phase).toBe('expired');
    await seconds(3);
    expect(seen.polls).toBe(1);

    server.use(http.get(routeOf(user.wechatIsLogin.path), () => HttpResponse.error()));
    await qr().refresh();
    await seconds(1);
    await settle(() => expect(qr().phase).toBe('expired'));
  });

  it('shows the failure when no QR can be had', async () => {
    server.use(mock(user.wechatScan, () => rejected('服务繁忙，请稍后再试')));
    await qr().start(handlers());
    expect(qr().phase).toBe('error');
    expect(qr().url).toBe('');
  });

  it('logs in on poll code 3 of a bound WeChat identity and stops polling', async () => {
    const seen = { polls: 0 };
    // Counts the polls and lets the mock shop answer them.
    server.use(
      http.get(routeOf(user.wechatIsLogin.path), () => {
        seen.polls += 1;
        return undefined;
      }),
    );
    const h = await started(handlers());
    await seconds(1);
    expect(seen.polls).toBe(1);
    await confirmSimulatedScene(browserApi, { scene_str: ticketOf(qr().url), nickname: '微信测试员' });
    expect(h.onLogin).not.toHaveBeenCalled();
    await seconds(1);
    await settle(() => expect(h.onLogin).toHaveBeenCalledTimes(1));
    expect(h.onLogin.mock.calls[0][0]).toEqual(expect.objectContaining({ token: expect.stringMatching(/^mock-token-/), userInfo: expect.objectContaining({ nickName: '测试采购员' }) }));
    expect(h.onRegister).not.toHaveBeenCalled();
    await seconds(3);
    expect(seen.polls).toBe(2);
  });

  it('hands a noBind_ token to onRegister', async () => {
    countPolls(() => ok({ code: QR_STATE.loggedIn, token: 'noBind_abc' }));
    const h = await started(handlers());
    await seconds(1);
    expect(h.onRegister).toHaveBeenCalledWith('noBind_abc');
    expect(h.onLogin).not.toHaveBeenCalled();
  });

  it('moves to the bind form on poll code 1 with the scanned identity, and stops polling', async () => {
    const seen = countPolls(() => ok({ code: QR_STATE.scannedNew, key: 'bind-key', nickname: '新同学', avatar: null }));
    await started(handlers());
    await seconds(1);
    expect(qr().phase).toBe('bind');
    expect(qr().identity).toEqual({ bindKey: 'bind-key', nickname: '新同学', avatar: null, code: QR_STATE.scannedNew });
    await seconds(3);
    expect(seen.polls).toBe(1);
  });

  it('stop ends the scan: idle, no polls, and an answer already on its way is dropped', async () => {
    let release: () => void = () => undefined;
    const h = handlers();
    server.use(
      mock(user.wechatIsLogin, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ code: QR_STATE.loggedIn, token: 'noBind_late' });
      }),
    );
    await started(h);
    await vi.advanceTimersByTimeAsync(1000); // the first poll leaves
    await settle(() => expect(open()).toBe(1));
    qr().stop();
    release();
    await settle(() => expect(open()).toBe(0));
    expect(qr()).toEqual(expect.objectContaining({ phase: 'idle', url: '' }));
    expect(h.onRegister).not.toHaveBeenCalled();
    const seen = countPolls();
    await seconds(3);
    expect(seen.polls).toBe(0);
  });

  it('in the pop-up: closing it stops the polls at once, keeping what is shown; reopening starts a new QR', async () => {
    useLoginModal.getState().openModal();
    const seen = countPolls();
    await started(handlers({ inDialog: true }));
    const first = qr().url;
    await seconds(2);
    expect(seen.polls).toBe(2);

    useLoginModal.getState().close();
    await seconds(5);
    expect(seen.polls).toBe(2);
    expect(qr().phase).toBe('active'); // the closing pop-up does not flash a spinner

    useLoginModal.getState().openModal();
    await settle(() => expect(qr().phase).toBe('active'));
    expect(qr().url).not.toBe(first);
    await seconds(1);
    expect(seen.polls).toBe(3);
  });

  it('outside the pop-up (/login) the pop-up opening and closing changes nothing', async () => {
    const seen = countPolls();
    await started(handlers());
    useLoginModal.getState().openModal();
    useLoginModal.getState().close();
    await seconds(2);
    expect(seen.polls).toBe(2);
  });
});
