import type { Metadata } from 'next';
import RequirePermission from '@/components/operator/RequirePermission';
import StaffList from '@/components/operator/staff/StaffList';

export const metadata: Metadata = { title: '员工' };

export default function OperatorStaffPage() {
  return (
    <RequirePermission permission="staff">
      <StaffList />
    </RequirePermission>
  );
}
