'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { catalogueDesk } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';

interface Option {
  id: number;
  code: string;
  nameCn: string;
}

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The parent as the product was read (shown before any search). */
  initial: Option | null;
  /** The product itself: never its own parent. */
  selfId?: number;
  id?: string;
}

/** 母体药物: a product found by its 货号 or name (the desk's product search), or none. */
export default function ParentPicker({ value, onChange, initial, selfId, id }: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Option | null>(initial);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['catalogue-desk', 'products', 'parent-search', q],
    queryFn: () => staffApi.page(catalogueDesk.productList, { query: { q }, pageSize: 10 }),
    enabled: q.length > 0,
  });
  const rows = (found.data?.rows ?? []).filter((r) => r.id !== selfId);
  const options = [...(picked && !rows.some((r) => r.id === picked.id) ? [picked] : []), ...rows].map((r) => ({ value: r.id, label: `${r.code} ${r.nameCn}` }));
  return (
    <Select<number | null>
      id={id}
      aria-label={T.parent}
      allowClear
      placeholder={T.parentPlaceholder}
      value={value ?? null}
      options={options}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={q ? undefined : null}
      onChange={(next) => {
        setPicked(rows.find((r) => r.id === next) ?? (next === picked?.id ? picked : null));
        onChange?.(next ?? null);
      }}
    />
  );
}
