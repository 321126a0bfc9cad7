import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, Form } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import BasicSection from '@/components/operator/catalogue/BasicSection';
import { emptyProductForm } from '@/components/operator/catalogue/product-form';
import { DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

function renderBasic() {
  render(
    <ConfigProvider locale={zhCN}>
      <Form layout="vertical" initialValues={emptyProductForm()}>
        <BasicSection />
      </Form>
    </ConfigProvider>,
  );
  return screen.getByLabelText(DESK_TEXT.cas);
}

const typeCas = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the product editor’s CAS field checks the number as it is typed', () => {
  it('shows the format while the number is incomplete, without calling it wrong', async () => {
    const cas = renderBasic();
    expect(screen.getByText(DESK_TEXT.casHint)).toBeTruthy();
    typeCas(cas, '50-78');
    expect(await screen.findByText(DESK_TEXT.casHint)).toBeTruthy();
    expect(screen.queryByText(DESK_MSG.casDigit, { exact: false })).toBeNull();
  });

  it('says the check digit is wrong and which digit the number calls for', async () => {
    const cas = renderBasic();
    typeCas(cas, '50-78-3');
    expect(await screen.findByText(`${DESK_MSG.casDigit}${DESK_TEXT.casExpected(2)}`)).toBeTruthy();
  });

  it('confirms a right number, full-width digits and dashes included', async () => {
    const cas = renderBasic();
    typeCas(cas, '５０－７８－２');
    expect(await screen.findByText(DESK_TEXT.casValid)).toBeTruthy();
    typeCas(cas, '103-90-2');
    expect(await screen.findByText(DESK_TEXT.casValid)).toBeTruthy();
  });

  it('calls a number with letters in it badly formed', async () => {
    const cas = renderBasic();
    typeCas(cas, '50-7a');
    expect(await screen.findByText(DESK_MSG.casFormat)).toBeTruthy();
  });
});
