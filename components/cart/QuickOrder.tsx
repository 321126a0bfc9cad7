'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { browserApi } from '@/lib/api/browser';
import { batchInsertCart, resolveQuickOrder } from '@/lib/api/cart';
import { ApiFailure } from '@/lib/api/client';
import type { QuickChoice, QuickLine } from '@/lib/api/contract/cart';
import { routes } from '@/lib/routes';
import { useCartStore } from '@/stores/cart';
import { useListSync } from '@/stores/list-sync';
import { formatPrice } from './format';
import QtyInput from './QtyInput';
import { linesOf, QUICK_FILE_ACCEPT, readQuickOrderFile } from './quickOrderInput';
import { MSG } from '@/lib/messages';
import { useListFeedback } from './useListFeedback';
import styles from './QuickOrder.module.scss';

const KIND_COLOR: Record<QuickLine['kind'], string> = { resolved: 'success', ambiguous: 'warning', unknown: 'error', notSold: 'default', invalid: 'error' };

const choiceLabel = (c: QuickChoice) => `${c.code} ${c.name} ${c.pack} · ${formatPrice(c.price)}${c.stock > 0 ? ` · ${MSG.inStock}` : ` · ${MSG.quickOrderDays(c.deliveryDays)}`}`;

/** /quickOrder: type, paste or upload lines → 解析 (quickOrder/resolve) → edit → 全部加入购物车 (one batchInsert). */
export default function QuickOrder() {
  useListSync();
  const feedback = useListFeedback();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lines, setLines] = useState<QuickLine[] | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [qty, setQty] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState<'file' | 'resolve' | 'add' | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const resolveLines = async (input: string[]) => {
    setError(null);
    setBusy('resolve');
    try {
      const result = await resolveQuickOrder(browserApi, input);
      setLines(result);
      setChosen({});
      setQty(Object.fromEntries(result.flatMap((l) => (l.kind === 'resolved' || l.kind === 'ambiguous' ? [[l.index, l.num]] : []))));
    } catch (err) {
      if (err instanceof ApiFailure && err.kind === 'rejected') setError(err.message);
    } finally {
      setBusy(null);
    }
  };

  const resolve = (source: string) => {
    const parsed = linesOf(source);
    setAdded(null);
    if (!parsed.ok) setError(parsed.error);
    else void resolveLines(parsed.lines);
  };

  // A refused file changes nothing: the typed text and the last result stay, the reason is shown.
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy('file');
    const read = await readQuickOrderFile(file);
    setBusy(null);
    if (fileRef.current) fileRef.current.value = ''; // the same file can be picked again after a fix
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setText(read.text);
    setAdded(null);
    await resolveLines(read.lines);
  };

  const toAdd = (lines ?? []).flatMap((l) => {
    const skuId = l.kind === 'resolved' ? l.item.skuId : l.kind === 'ambiguous' ? chosen[l.index] : undefined;
    const num = qty[l.index];
    return skuId && num ? [{ skuId, num }] : [];
  });

  const addAll = async () => {
    if (toAdd.length === 0) {
      feedback({ ok: false, message: MSG.quickNothingToAdd });
      return;
    }
    setBusy('add');
    try {
      const rows = await batchInsertCart(browserApi, toAdd);
      setAdded(rows.length);
      feedback({ ok: true }, MSG.quickAddedAll(rows.length));
      void useCartStore.getState().load();
    } catch (err) {
      if (err instanceof ApiFailure) feedback({ ok: false, message: err.message, silent: err.kind !== 'rejected' });
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<QuickLine> = [
    { title: '#', key: 'n', width: 48, render: (_, l) => l.index + 1 },
    { title: MSG.quickInput, dataIndex: 'input', key: 'input', width: 200, render: (v: string) => <code className={styles.input}>{v}</code> },
    {
      title: MSG.quickResult,
      key: 'kind',
      width: 110,
      // An ambiguous line whose pack is chosen no longer asks for one.
      render: (_, l) =>
        l.kind === 'ambiguous' && chosen[l.index] !== undefined ? <Tag color="success">{MSG.quickPackChosen}</Tag> : <Tag color={KIND_COLOR[l.kind]}>{MSG.quickKind[l.kind]}</Tag>,
    },
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, l) => {
        if (l.kind === 'resolved') {
          return (
            <span>
              <Link prefetch={false} href={routes.goodsDetail(l.item.productId, l.item.skuId)}>
                {l.item.name}
              </Link>
              <span className={styles.meta}>
                {l.item.code} · {l.item.pack} · {formatPrice(l.item.price)} · {MSG.deliveryEstimate(l.item.stock, l.item.deliveryDays)}
              </span>
            </span>
          );
        }
        if (l.kind === 'ambiguous') {
          return (
            <div>
              <Select<number>
                aria-label={`${MSG.lineNo(l.index + 1)} ${MSG.quickPackLabel}`}
                placeholder={MSG.choosePack}
                value={chosen[l.index]}
                onChange={(v) => setChosen((c) => ({ ...c, [l.index]: v }))}
                options={l.choices.map((c) => ({ value: c.skuId, label: choiceLabel(c) }))}
                style={{ width: '100%', maxWidth: 460 }}
              />
              {chosen[l.index] === undefined && <span className={styles.reason}>{l.reason}</span>}
            </div>
          );
        }
        return <span className={styles.reasonError}>{l.reason}</span>;
      },
    },
    {
      title: MSG.quantity,
      key: 'qty',
      width: 120,
      render: (_, l) =>
        l.kind === 'resolved' || l.kind === 'ambiguous' ? (
          <QtyInput
            value={qty[l.index] ?? l.num}
            label={`${MSG.lineNo(l.index + 1)}${MSG.quantity}`}
            onCommit={async (n) => {
              setQty((q) => ({ ...q, [l.index]: n }));
              return true;
            }}
          />
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MSG.quickOrderTitle}</h1>
      <p className={styles.hint}>{MSG.quickHint}</p>
      <Input.TextArea
        aria-label={MSG.quickInputLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={8}
        placeholder={'RM-C001 100mg 2\n50-78-2, 1\n657-24-9\t3'}
        className={styles.textarea}
      />
      <div className={styles.tools}>
        <Button type="primary" loading={busy === 'resolve'} onClick={() => resolve(text)}>
          {MSG.quickParse}
        </Button>
        <Button icon={<UploadOutlined />} loading={busy === 'file'} onClick={() => fileRef.current?.click()}>
          {MSG.quickUpload}
        </Button>
        <input ref={fileRef} type="file" accept={QUICK_FILE_ACCEPT} hidden data-testid="quick-file" onChange={(e) => void onFile(e.target.files?.[0])} />
        <span className={styles.fileHint}>{MSG.quickFileHint}</span>
      </div>
      {error && <Alert type="error" showIcon title={error} className={styles.error} role="alert" />}
      {lines && (
        <>
          <Table<QuickLine> rowKey="index" columns={columns} dataSource={lines} pagination={false} size="middle" className={styles.table} />
          <div className={styles.bar}>
            <span>
              {MSG.quickCanAddLead}
              <b>{toAdd.length}</b>
              {MSG.quickCanAddOf(lines.length)}
            </span>
            {added !== null && (
              <Link prefetch={false} href={routes.settlementCenter}>
                {MSG.goCartCheckout}
              </Link>
            )}
            <Button type="primary" size="large" loading={busy === 'add'} onClick={() => void addAll()}>
              {MSG.quickAddAll}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
