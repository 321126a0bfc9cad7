import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Address, AddressBook } from '@/lib/api/contract/address';
import { INVOICE_KIND_TEXT, type InvoiceTitle } from '@/lib/api/contract/invoice';
import { addressMockState, sampleAddress } from '@/mocks/handlers/address';
import { renderWithApp } from '../catalogue/helpers';

export const renderWithQuery = (ui: ReactElement) => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

let seq = 9000;

/** An address already in the user's book (the mock's state). */
export function seedAddress(userId: number, book: AddressBook, over: Partial<Address> = {}): Address {
  const a: Address = {
    id: ++seq,
    book,
    ...sampleAddress,
    isDefault: false,
    ...over,
  };
  addressMockState(userId).addresses.push(a);
  return a;
}

/** An invoice title already saved by the user. */
export function seedTitle(userId: number, kind: InvoiceTitle['kind'], title: string, over: Partial<InvoiceTitle> = {}): InvoiceTitle {
  const t: InvoiceTitle = {
    id: ++seq,
    kind,
    kindText: INVOICE_KIND_TEXT[kind],
    title,
    taxNo: kind === 'personal' ? '' : '91350100M000100Y43',
    regAddress: kind === 'special' ? '北京市东城区王府井大街1号' : '',
    regPhone: kind === 'special' ? '010-12345678' : '',
    bankName: kind === 'special' ? '中国工商银行北京分行' : '',
    bankAccount: kind === 'special' ? '6222020200012345678' : '',
    email: '',
    isDefault: false,
    ...over,
  };
  addressMockState(userId).invoices.push(t);
  return t;
}
