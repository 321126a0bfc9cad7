'use client';

import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { addressKeys, listRegions } from '@/lib/api/address';
import { PERSONAL_MSG } from '@/lib/messages';

export interface RegionValue {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
}

function LevelSelect({ level, parentId, value, label, onChange }: { level: 1 | 2 | 3; parentId: number | undefined; value?: number; label: string; onChange: (id: number) => void }) {
  const enabled = level === 1 || parentId !== undefined;
  const q = useQuery({ queryKey: addressKeys.regions(level, parentId ?? 0), queryFn: () => listRegions(browserApi, level, parentId ?? 0), enabled, staleTime: Infinity });
  return (
    <Select<number>
      aria-label={label}
      placeholder={label}
      style={{ width: 140 }}
      disabled={!enabled}
      loading={q.isLoading && enabled}
      value={value}
      onChange={onChange}
      options={(q.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}

/** 省 / 市 / 区 from userAddr/getCityListByParentId; choosing a level clears the levels below it. */
export default function RegionSelects({ value, onChange }: { value: RegionValue; onChange: (v: RegionValue) => void }) {
  return (
    <Space wrap>
      <LevelSelect level={1} parentId={0} value={value.provinceId} label={PERSONAL_MSG.province} onChange={(id) => onChange({ provinceId: id })} />
      <LevelSelect level={2} parentId={value.provinceId} value={value.cityId} label={PERSONAL_MSG.city} onChange={(id) => onChange({ provinceId: value.provinceId, cityId: id })} />
      <LevelSelect level={3} parentId={value.cityId} value={value.districtId} label={PERSONAL_MSG.district} onChange={(id) => onChange({ ...value, districtId: id })} />
    </Space>
  );
}
