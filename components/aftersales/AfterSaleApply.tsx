'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Radio, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { afterSaleCalls, afterSaleKeys } from '@/lib/api/aftersale';
import { AFTER_SALE_KIND_TEXT, AFTER_SALE_KINDS, applyBodySchema, REFUND_KINDS, type AfterSaleKind } from '@/lib/api/contract/aftersale';
import { AFTER_SALE_REASON_MAX } from '@/lib/constants';
import { AFTER_SALE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusPanel from '@/components/ui/StatusPanel';
import { toast } from '@/components/ui/feedback';
import { useRefusals, type Problems } from '@/components/ui/useRefusals';
import { formatPrice } from '@/components/orders/format';
import orderStyles from '@/components/orders/orders.module.scss';
import FieldProblem from './FieldProblem';
import ImagePicker, { type UploadedImage } from './ImagePicker';
import styles from './aftersales.module.scss';

/**
 * /afterSalesCenter/afterApplication?orderId=&lineId=: a case on one line of a shipped or completed order —
 * kind, quantity (at most what is still claimable), what went wrong and up to three photos. The refund
 * shown is an estimate; the server computes the amount.
 */
export default function AfterSaleApply({ orderId, lineId }: { orderId: number | null; lineId: number | null }) {
  const router = useRouter();
  const client = useQueryClient();
  const lines = useQuery({ queryKey: afterSaleKeys.lines(orderId ?? 0), queryFn: () => afterSaleCalls.lines(browserApi, orderId as number), enabled: orderId !== null });
  const [picked, setPicked] = useState<number | null>(lineId);
  const [kind, setKind] = useState<AfterSaleKind>('return_refund');
  const [quantity, setQuantity] = useState<number | null>(1);
  const [reason, setReason] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const apply = useMutation({
    mutationFn: () => afterSaleCalls.apply(browserApi, { orderLineId: picked as number, kind, quantity: quantity ?? 0, reason: reason.trim(), imageIds: images.map((i) => i.id) }),
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: afterSaleKeys.all });
      void client.invalidateQueries({ queryKey: ['orders'] });
      void toast.success(AFTER_SALE_MSG.submitted);
      router.push(routes.afterSaleDetail(created.id));
    },
  });

  // The line, quantity and reason as the API checks them (applyBodySchema); a click on 提交 shows what is wrong.
  const claimable = lines.data?.lines.filter((l) => l.available > 0 && l.openCaseId === null) ?? [];
  const line = claimable.find((l) => l.orderLineId === picked) ?? null;
  const problems: Problems<'line' | 'quantity' | 'reason'> = {};
  if (!line) problems.line = AFTER_SALE_MSG.pickLinePlaceholder;
  const parsed = applyBodySchema.safeParse({ orderLineId: line?.orderLineId ?? 1, kind, quantity: quantity ?? 0, reason });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'quantity' || field === 'reason') && !problems[field]) problems[field] = issue.message;
  }
  const { shown, check } = useRefusals(problems);

  if (orderId === null || lines.isError) {
    return (
      <StatusPanel code="!" title={AFTER_SALE_MSG.applyTitle} text={lines.error?.message ?? AFTER_SALE_MSG.badOrder}>
        <Link prefetch={false} href={routes.orderCenter}>
          {AFTER_SALE_MSG.goOrders}
        </Link>
      </StatusPanel>
    );
  }
  if (!lines.data) return <Spin className={orderStyles.loading} />;
  const problem = !lines.data.eligible ? AFTER_SALE_MSG.notEligible : claimable.length === 0 ? AFTER_SALE_MSG.noLine : null;

  return (
    <section className={orderStyles.detail}>
      <h1 className={orderStyles.title}>{AFTER_SALE_MSG.applyTitle}</h1>
      <p className={orderStyles.muted}>
        {`${AFTER_SALE_MSG.orderNo}：`}
        <Link prefetch={false} href={routes.orderDetail(lines.data.orderId)}>
          {lines.data.orderNo}
        </Link>
      </p>
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : (
        <form
          className={styles.form}
          aria-label={AFTER_SALE_MSG.applyTitle}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (check()) apply.mutate();
          }}
        >
          <div className={styles.field} role="radiogroup" aria-label={AFTER_SALE_MSG.pickLine}>
            <span className={styles.label}>{AFTER_SALE_MSG.pickLine}</span>
            <Radio.Group value={picked} onChange={(e) => setPicked(e.target.value as number)} options={claimable.map((l) => ({ value: l.orderLineId, label: AFTER_SALE_MSG.lineOption(l.name, l.pack, l.available) }))} />
            <FieldProblem text={shown.line} />
          </div>
          <div className={styles.field} role="radiogroup" aria-label={AFTER_SALE_MSG.kind}>
            <span className={styles.label}>{AFTER_SALE_MSG.kind}</span>
            <Radio.Group optionType="button" value={kind} onChange={(e) => setKind(e.target.value as AfterSaleKind)} options={AFTER_SALE_KINDS.map((k) => ({ value: k, label: AFTER_SALE_KIND_TEXT[k] }))} />
          </div>
          <label className={styles.field}>
            <span className={styles.label}>{AFTER_SALE_MSG.quantity}</span>
            <InputNumber aria-label={AFTER_SALE_MSG.quantity} status={shown.quantity ? 'error' : undefined} min={1} max={line?.available ?? 1} precision={0} value={quantity} onChange={(v) => setQuantity(v)} />
            {line && <span className={orderStyles.muted}>{AFTER_SALE_MSG.available(line.available)}</span>}
            <FieldProblem text={shown.quantity} />
          </label>
          {line && REFUND_KINDS.includes(kind) && quantity ? <p>{AFTER_SALE_MSG.refundHint(formatPrice(line.price * Math.min(quantity, line.available)))}</p> : null}
          <label className={styles.field}>
            <span className={styles.label}>{AFTER_SALE_MSG.reason}</span>
            <Input.TextArea
              aria-label={AFTER_SALE_MSG.reason}
              aria-invalid={shown.reason ? true : undefined}
              status={shown.reason ? 'error' : undefined}
              placeholder={AFTER_SALE_MSG.reasonPlaceholder}
              rows={4}
              maxLength={AFTER_SALE_REASON_MAX}
              showCount
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldProblem text={shown.reason} />
          </label>
          <ImagePicker images={images} onChange={setImages} />
          {apply.isError && <Alert type="error" showIcon title={apply.error.message} />}
          <Button type="primary" htmlType="submit" loading={apply.isPending}>
            {AFTER_SALE_MSG.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
