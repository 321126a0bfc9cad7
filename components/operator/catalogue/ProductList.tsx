'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Cascader, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatTime } from '@/lib/china-time';
import Formula from '@/components/catalogue/Formula';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { catalogueDesk, DESK_STATUS, type DeskProductRow } from '@/lib/api/contract/catalogue-desk';
import { yuan } from '@/lib/api/contract/money';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { categoryIdPath, categoryOptions } from './categories';
import { deskPaths } from './paths';
import { deskKeys, useDeskRefs } from './queries';
import styles from './desk.module.scss';

type Status = (typeof DESK_STATUS)[number];
const PAGE_SIZES = [20, 50, 100];
const STATUS_TEXT: Record<Status, string> = { listed: T.listed, unlisted: T.unlisted };

/** The list's state lives in the URL: a filtered page can be bookmarked, shared and returned to with 返回. */
function useListParams() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const num = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const status = params.get('status');
  const state = {
    q: params.get('q') ?? '',
    status: DESK_STATUS.includes(status as Status) ? (status as Status) : undefined,
    brandId: num('brand'),
    categoryId: num('category'),
    pageNo: num('page') ?? 1,
    pageSize: PAGE_SIZES.includes(num('size') ?? 0) ? num('size')! : PAGE_SIZES[0],
  };
  const update = (next: Partial<typeof state>) => {
    const merged = { ...state, pageNo: 1, ...next };
    const q = new URLSearchParams();
    if (merged.q) q.set('q', merged.q);
    if (merged.status) q.set('status', merged.status);
    if (merged.brandId) q.set('brand', String(merged.brandId));
    if (merged.categoryId) q.set('category', String(merged.categoryId));
    if (merged.pageNo > 1) q.set('page', String(merged.pageNo));
    if (merged.pageSize !== PAGE_SIZES[0]) q.set('size', String(merged.pageSize));
    const text = q.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  return [state, update] as const;
}

/** 商品: every product of the catalogue, searched by 货号 / 名称 / CAS / InChIKey and filtered by status, brand and category. */
export default function ProductList() {
  const [state, update] = useListParams();
  const refs = useDeskRefs();
  const { q, status, brandId, categoryId, pageNo, pageSize } = state;
  const list = useQuery({
    queryKey: [...deskKeys.products, { q, status, brandId, categoryId, pageNo, pageSize }],
    queryFn: () => staffApi.page(catalogueDesk.productList, { query: { q: q || undefined, status, brandId, categoryId }, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
  const categories = useMemo(() => refs.data?.categories ?? [], [refs.data]);
  const cascader = useMemo(() => categoryOptions(categories), [categories]);

  const columns: ColumnsType<DeskProductRow> = [
    {
      title: T.structure,
      dataIndex: 'imgUrl',
      width: 64,
      render: (url: string, row) => <ImageWithFallback src={url} alt={T.depiction(row.code)} width={48} height={48} className={styles.thumb} />,
    },
    {
      title: T.code,
      dataIndex: 'code',
      width: 104,
      render: (code: string, row) => (
        <Link href={deskPaths.product(row.id)} className={styles.mono}>
          {code}
        </Link>
      ),
    },
    {
      title: T.name,
      dataIndex: 'nameCn',
      render: (name: string, row) => (
        <>
          <Link href={deskPaths.product(row.id)}>{name}</Link>
          <span className={styles.sub}>{row.nameEn}</span>
        </>
      ),
    },
    { title: T.cas, dataIndex: 'cas', width: 104, render: (cas: string) => <span className={styles.mono}>{cas}</span> },
    { title: T.formula, dataIndex: 'formula', width: 110, render: (f: string) => <Formula formula={f} /> },
    { title: T.brand, dataIndex: 'brandName', width: 90, ellipsis: true },
    { title: T.category, dataIndex: 'categoryName', width: 100, ellipsis: true },
    { title: T.skuCount, dataIndex: 'skuCount', width: 60, align: 'right' },
    { title: T.stock, dataIndex: 'stock', width: 56, align: 'right' },
    { title: T.minPrice, dataIndex: 'minPriceFen', width: 90, align: 'right', render: (fen: number | null) => (fen === null ? '—' : yuan(fen)) },
    { title: T.status, dataIndex: 'listed', width: 72, render: (listed: boolean) => (listed ? <Tag color="green">{T.listed}</Tag> : <Tag>{T.unlisted}</Tag>) },
    { title: T.updatedAt, dataIndex: 'updatedAt', width: 100, render: (at: string) => <span title={formatTime(at)}>{formatTime(at, 'monthMinute')}</span> },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          placeholder={T.searchPlaceholder}
          aria-label={T.searchPlaceholder}
          style={{ width: 300 }}
          onSearch={(value) => update({ q: value.trim() })}
        />
        <Select<Status | ''>
          aria-label={T.status}
          style={{ width: 120 }}
          value={status ?? ''}
          options={[{ value: '', label: T.allStatus }, ...DESK_STATUS.map((s) => ({ value: s, label: STATUS_TEXT[s] }))]}
          onChange={(v) => update({ status: v || undefined })}
        />
        <Select<number | ''>
          aria-label={T.brand}
          style={{ width: 160 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={brandId ?? ''}
          loading={refs.isPending}
          options={[{ value: '', label: T.allBrands }, ...(refs.data?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))]}
          onChange={(v) => update({ brandId: v || undefined })}
        />
        <Cascader
          aria-label={T.category}
          style={{ width: 240 }}
          changeOnSelect
          allowClear
          placeholder={T.allCategories}
          options={cascader}
          value={categoryIdPath(categories, categoryId)}
          onChange={(path) => update({ categoryId: path?.length ? Number(path[path.length - 1]) : undefined })}
        />
        <span className={styles.grow} />
        <Link href={deskPaths.newProduct}>
          <Button type="primary">{T.newProduct}</Button>
        </Link>
      </div>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message || T.loadFailed}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          }
          className={styles.section}
        />
      )}
      <Table<DeskProductRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isPending ? ' ' : T.noProducts }}
        tableLayout="fixed"
        scroll={{ x: 1160 }}
        pagination={{
          current: pageNo,
          pageSize,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: T.total,
          onChange: (page, size) => update({ pageNo: size === pageSize ? page : 1, pageSize: size }),
        }}
      />
    </>
  );
}
