'use client';

import { Select } from 'antd';
import { browserApi } from '@/lib/api/browser';
import type { MyOrg } from '@/lib/api/contract/org';
import { orgCalls } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';
import { useAuthStore } from '@/stores/auth';
import { toast } from '@/components/ui/feedback';

/** 切换机构: among the caller's active organisations; orders, invoice titles and credit follow the chosen one. */
export default function OrgSwitcher({ organisations, onSwitched }: { organisations: MyOrg[]; onSwitched: () => Promise<void> }) {
  const active = organisations.filter((o) => o.memberStatus === 'active');
  if (active.length < 2) return null;
  const current = active.find((o) => o.isCurrent)?.id;
  const change = async (id: number) => {
    try {
      const info = await orgCalls.change(browserApi, id);
      useAuthStore.getState().setOrgName(info.name || null);
      void toast.success(ORG_UI_MSG.switched(info.name));
      await onSwitched();
    } catch (e) {
      void toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <span>{ORG_UI_MSG.switchOrg}</span>
      <Select<number> aria-label={ORG_UI_MSG.switchOrg} value={current} style={{ minWidth: 220 }} onChange={(id) => void change(id)} options={active.map((o) => ({ value: o.id, label: `${o.name}（${o.roleText}）` }))} />
    </label>
  );
}
