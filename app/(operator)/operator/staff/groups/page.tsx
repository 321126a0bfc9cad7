import type { Metadata } from 'next';
import RequirePermission from '@/components/operator/RequirePermission';
import GroupList from '@/components/operator/staff/GroupList';

export const metadata: Metadata = { title: '权限组' };

export default function OperatorGroupsPage() {
  return (
    <RequirePermission permission="staff">
      <GroupList />
    </RequirePermission>
  );
}
