import type { Metadata } from 'next';
import RequirePermission from '@/components/operator/RequirePermission';
import AuditLog from '@/components/operator/staff/AuditLog';

export const metadata: Metadata = { title: '审计日志' };

export default function OperatorAuditPage() {
  return (
    <RequirePermission permission="staff">
      <AuditLog />
    </RequirePermission>
  );
}
