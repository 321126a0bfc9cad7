'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { addressCalls, addressKeys, invoiceCalls } from '@/lib/api/address';
import type { InvoiceChoice } from '@/lib/api/contract/order';
import { readDraft, writeDraft } from './draft';

export type InvoiceMode = InvoiceChoice['kind'];

/** The one the buyer picked, else the default, else the first; null when the list is empty or not loaded. */
export const pick = <T extends { id: number; isDefault: boolean }>(list: readonly T[] | undefined, id: number | null): T | null =>
  list?.find((x) => x.id === id) ?? list?.find((x) => x.isDefault) ?? list?.[0] ?? null;

/**
 * What the buyer chooses on the settlement screen besides the lines: the receiving address, the invoice
 * (none / ordinary with a personal or company title / special with a special title and a posting address)
 * and the note. `invoice` is null while the chosen kind lacks a title or address. The choices live in the
 * screen's draft (draft.ts) under `draftKey`.
 */
export function useChoices(draftKey: string) {
  // Read once, on the client's first render (the server renders the loading state, which shows none of it).
  const [draft] = useState(() => readDraft(draftKey));
  const [mode, setMode] = useState<InvoiceMode>(draft.mode);
  const [addressId, setAddressId] = useState<number | null>(draft.addressId);
  const [ordinaryId, setOrdinaryId] = useState<number | null>(draft.ordinaryId);
  const [specialId, setSpecialId] = useState<number | null>(draft.specialId);
  const [mailToId, setMailToId] = useState<number | null>(draft.mailToId);
  const [note, setNote] = useState(draft.note);
  useEffect(() => writeDraft(draftKey, { mode, addressId, ordinaryId, specialId, mailToId, note }), [draftKey, mode, addressId, ordinaryId, specialId, mailToId, note]);

  // The books can be managed in another tab (the 管理 links open one): coming back reads them again.
  const fresh = { staleTime: 0, refetchOnWindowFocus: true } as const;
  const addresses = useQuery({ queryKey: addressKeys.list('receiving'), queryFn: () => addressCalls.list(browserApi, 'receiving'), ...fresh });
  const titles = useQuery({ queryKey: addressKeys.invoices, queryFn: () => invoiceCalls.list(browserApi), enabled: mode !== 'none', ...fresh });
  const mailTos = useQuery({ queryKey: addressKeys.list('invoice'), queryFn: () => addressCalls.list(browserApi, 'invoice'), enabled: mode === 'special', ...fresh });

  const ordinaryTitles = titles.data?.filter((t) => t.kind !== 'special');
  const specialTitles = titles.data?.filter((t) => t.kind === 'special');
  const address = pick(addresses.data, addressId);
  const ordinary = pick(ordinaryTitles, ordinaryId);
  const special = pick(specialTitles, specialId);
  const mailTo = pick(mailTos.data, mailToId);

  let invoice: InvoiceChoice | null = null;
  if (mode === 'none') invoice = { kind: 'none' };
  else if (mode === 'ordinary' && ordinary) invoice = { kind: 'ordinary', titleId: ordinary.id };
  else if (mode === 'special' && special && mailTo) invoice = { kind: 'special', titleId: special.id, addressId: mailTo.id };

  return {
    mode,
    setMode,
    addresses,
    address,
    setAddressId,
    titles,
    ordinaryTitles: ordinaryTitles ?? [],
    specialTitles: specialTitles ?? [],
    title: mode === 'ordinary' ? ordinary : mode === 'special' ? special : null,
    setTitleId: (id: number) => (mode === 'special' ? setSpecialId(id) : setOrdinaryId(id)),
    mailTos,
    mailTo,
    setMailToId,
    invoice,
    note,
    setNote,
  };
}

export type Choices = ReturnType<typeof useChoices>;
