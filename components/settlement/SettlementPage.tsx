'use client';

import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { NOT_VERIFIED_CODE } from '@/lib/api/contract/controlled';
import { orderCalls, orderKeys, type SettlementSource } from '@/lib/api/order';
import { PERMIT_UI_MSG, SETTLE_MSG, VOUCHER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { OrderNoteSection, ReceivingAddressSection } from './ChoiceSections';
import InvoiceSection from './InvoiceSection';
import LinesTable from './LinesTable';
import PermitSection, { emptyPermit, type PermitChoice } from './PermitSection';
import Section from './Section';
import ShippingSection from './ShippingSection';
import SubmitBar from './SubmitBar';
import VoucherSection from './VoucherSection';
import { draftKeyOf } from './draft';
import { useChoices } from './useChoices';
import { useSubmitOrder } from './useSubmitOrder';
import { toast } from '@/components/ui/feedback';
import styles from './settlement.module.scss';

/**
 * /settlementPage: the server's preview of what `source` would order (today's prices, stock split, fee,
 * notices), with the buyer's address, invoice and note, and 提交订单.
 */
export default function SettlementPage({ source: base }: { source: SettlementSource }) {
  // The chosen voucher is part of what is previewed and submitted: the server computes its discount.
  const [voucherId, setVoucherId] = useState<number | undefined>();
  const source = useMemo<SettlementSource>(() => (voucherId ? { ...base, voucherId } : base), [base, voucherId]);
  const preview = useQuery({
    queryKey: orderKeys.settlement(source),
    queryFn: () => orderCalls.preview(browserApi, source),
    staleTime: 0,
    retry: false,
  });
  const draftKey = draftKeyOf(base);
  const choices = useChoices(draftKey);
  const order = useSubmitOrder(source, draftKey, () => preview.refetch());
  const settlement = preview.data;
  const [permit, setPermit] = useState<PermitChoice>(emptyPermit);
  const router = useRouter();
  // SPEC §5: marked goods and no real-name verification → the warning, then the verification form.
  const notVerified = preview.error instanceof ApiFailure && preview.error.messageCode === NOT_VERIFIED_CODE;
  useEffect(() => {
    if (!notVerified) return;
    void toast.warning(PERMIT_UI_MSG.redirecting);
    router.replace(routes.needAuthentication);
  }, [notVerified, router]);

  if (preview.isLoading) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{SETTLE_MSG.pageTitle}</h1>
        <Spin />
      </div>
    );
  }
  if (!settlement) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{SETTLE_MSG.pageTitle}</h1>
        <Alert type="error" showIcon title={SETTLE_MSG.previewFailed} description={preview.error?.message} className={styles.block} />
        {/* A voucher that stopped applying (used elsewhere, expired): settle again without it. */}
        {voucherId !== undefined && <Button onClick={() => setVoucherId(undefined)}>{VOUCHER_MSG.noneChosen}</Button>}
        <Button href={routes.settlementCenter}>{SETTLE_MSG.backToCart}</Button>
      </div>
    );
  }

  // The 仅查看 role of the buyer's current organisation comes first: nothing else can make ordering possible.
  const blocker = settlement.orderBlocked
    ? settlement.orderBlocked
    : settlement.lines.some((l) => !l.available)
      ? SETTLE_MSG.hasUnavailable
    : !choices.address
      ? SETTLE_MSG.needAddress
      : !choices.invoice
        ? SETTLE_MSG.needInvoice
        : settlement.controls.permitRequired && !permit.permitId
          ? PERMIT_UI_MSG.needPermit
          : settlement.controls.permitRequired && !permit.useStatement.trim()
            ? PERMIT_UI_MSG.needUse
            : null;
  const submit = () => {
    if (!choices.address || !choices.invoice) return;
    const withPermit = settlement.controls.permitRequired && permit.permitId ? { permit: { permitId: permit.permitId, useStatement: permit.useStatement.trim() } } : {};
    void order.submit(settlement, { addressId: choices.address.id, invoice: choices.invoice, note: choices.note.trim(), ...withPermit });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{SETTLE_MSG.pageTitle}</h1>
      <ReceivingAddressSection choices={choices} />
      <Section title={SETTLE_MSG.linesSection}>
        <LinesTable lines={settlement.lines} />
      </Section>
      {settlement.controls.lines.length > 0 && (
        <Section title={PERMIT_UI_MSG.section}>
          <PermitSection controls={settlement.controls} value={permit} onChange={setPermit} />
        </Section>
      )}
      <Section title={SETTLE_MSG.shippingSection}>
        <ShippingSection settlement={settlement} />
      </Section>
      <Section title={VOUCHER_MSG.section}>
        <VoucherSection settlement={settlement} value={voucherId} onChange={setVoucherId} />
      </Section>
      <Section title={SETTLE_MSG.invoiceSection}>
        <InvoiceSection choices={choices} />
      </Section>
      <OrderNoteSection choices={choices} />
      <SubmitBar settlement={settlement} blocker={blocker} refusal={order.refusal} busy={order.submitting || preview.isFetching} onSubmit={submit} />
    </div>
  );
}
