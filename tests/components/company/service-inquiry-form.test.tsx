import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ServiceInquiryForm from '@/components/company/ServiceInquiryForm';
import { SERVICE_MSG } from '@/lib/api/contract/service-request';
import { RULE_MSG } from '@/lib/validation';
import { createMockServer } from '@/mocks/node';
import { renderWithApp } from '../catalogue/helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交需求/ }));
const fill = (over: Record<string, string> = {}) => {
  const v = { 联系人: '王工', 单位名称: '某某药业研究院', 手机号码: '13912345678', 电子邮箱: '', 需求描述: '2-氨基-5-溴吡啶 100 g，纯度 98% 以上', ...over };
  for (const [label, value] of Object.entries(v)) type(label, value);
};

describe('service inquiry form (中间体合成 / 制备分离)', () => {
  it('names every missing required field with the §5 messages', async () => {
    renderWithApp(<ServiceInquiryForm kind="intermediate" />);
    submit();
    expect(await screen.findByText(SERVICE_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(SERVICE_MSG.companyRequired)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.phoneEmpty)).toBeTruthy();
    expect(screen.getByText(SERVICE_MSG.descriptionRequired)).toBeTruthy();
  });

  it('checks the phone (length, then format) and the e-mail', async () => {
    renderWithApp(<ServiceInquiryForm kind="intermediate" />);
    fill({ 手机号码: '1391234567', 电子邮箱: 'wang@example.org' });
    submit();
    expect(await screen.findByText(RULE_MSG.phoneLength)).toBeTruthy();
    expect(screen.getByText(SERVICE_MSG.emailPattern)).toBeTruthy();
    type('手机号码', '23912345678');
    expect(await screen.findByText(RULE_MSG.phoneFormat)).toBeTruthy();
  });

  it('sends a visitor inquiry and shows its number', async () => {
    renderWithApp(<ServiceInquiryForm kind="preparative" />);
    fill();
    submit();
    expect(await screen.findByText(SERVICE_MSG.sent)).toBeTruthy();
    expect(screen.getByText(/需求编号 \d+/)).toBeTruthy();
  });

  it('shows the API refusal of a file that is not a PNG, JPG or PDF', async () => {
    renderWithApp(<ServiceInquiryForm kind="intermediate" />);
    fill();
    const file = new File(['<html><script>alert(1)</script></html>'], '结构式.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('附件'), { target: { files: [file] } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SERVICE_MSG.badFile));
    expect(screen.queryByText(SERVICE_MSG.sent)).toBeNull();
  });

  it('refuses too large a file before sending', async () => {
    renderWithApp(<ServiceInquiryForm kind="intermediate" />);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'route.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('附件'), { target: { files: [big] } });
    expect(await screen.findByText('附件不能超过 5 MB')).toBeTruthy();
  });
});
