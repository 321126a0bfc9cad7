'use client';

import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import type { StaffGroupView, StaffMemberView } from '@/lib/api/contract/staff';

/** A member's permission groups; their permissions are the union of the groups'. */
export default function GroupsDialog({ member, groups, busy, onSubmit, onCancel }: { member: StaffMemberView; groups: StaffGroupView[]; busy: boolean; onSubmit: (groupIds: number[]) => void; onCancel: () => void }) {
  const [chosen, setChosen] = useState<number[]>(member.groups.map((g) => g.id));
  return (
    <Modal open title={`${member.name} 的权限组`} okText="保存" confirmLoading={busy} onOk={() => onSubmit(chosen)} onCancel={onCancel}>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as number[])} style={{ display: 'grid', gap: 8 }}>
        {groups.map((g) => (
          <Checkbox key={g.id} value={g.id}>
            {g.name} <Typography.Text type="secondary">{g.description}</Typography.Text>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Modal>
  );
}
