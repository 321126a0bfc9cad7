import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import CustomRequestForm from '@/components/custom/CustomRequestForm';
import { CUSTOM_MSG } from '@/lib/api/contract/custom';
import { myCustomRequests } from '@/lib/api/custom';
import { createApiClient } from '@/lib/api/client';
import { resetCustomMocks } from '@/mocks/handlers/custom';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation, router } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 7;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCustomMocks();
  resetNavigation('/customizedServices');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = createApiClient({ baseURL: 'http://localhost', getToken: () => `mock-token-${USER}-1` });
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const type = (label: string | RegExp, value: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交需求/ }));

describe('定制合成需求 form', () => {
  it('says what is missing: the structure, the quantity, the deadline', async () => {
    renderWithQuery(<CustomRequestForm />);
    submit();
    expect(await screen.findByText(new RegExp(CUSTOM_MSG.structureRequired))).toBeTruthy();
    expect(screen.getByText(new RegExp(CUSTOM_MSG.quantityInvalid))).toBeTruthy();
    expect(screen.getByText(new RegExp(CUSTOM_MSG.deadlineRequired))).toBeTruthy();
    expect(await myCustomRequests(buyer, undefined, 1)).toEqual([]);
  });

  it("shows the server's refusal of a wrong CAS check digit, then sends a good request to the success page", async () => {
    renderWithQuery(<CustomRequestForm />);
    type('CAS 号', '50-78-3');
    type('数量', '500');
    type('期望交货', inDays(30));
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(CUSTOM_MSG.casInvalid));
    type('CAS 号', '50-78-2');
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/customizedServices\/customizedsuccess\?no=DZ\d{12}$/)));
    const [sent] = await myCustomRequests(buyer, undefined, 1);
    expect(sent).toMatchObject({ cas: '50-78-2', quantity: 500, unit: 'mg', purity: '≥98%', documents: ['COA'], stateText: '待报价' });
  });
});
