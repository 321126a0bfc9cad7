import type { Metadata } from 'next';
import RequirePermission from '@/components/operator/RequirePermission';
import SessionList from '@/components/operator/staff/SessionList';

export const metadata: Metadata = { title: '会话' };

export default function OperatorSessionsPage() {
  return (
    <RequirePermission permission="staff">
      <SessionList />
    </RequirePermission>
  );
}
