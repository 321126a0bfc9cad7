import type { Metadata } from 'next';
import RequirePermission from '@/components/operator/RequirePermission';
import ApiKeyList from '@/components/operator/staff/ApiKeyList';

export const metadata: Metadata = { title: 'API 密钥' };

export default function OperatorApiKeysPage() {
  return (
    <RequirePermission permission="staff">
      <ApiKeyList />
    </RequirePermission>
  );
}
