'use client';
import type { ReactNode } from 'react';
import { Result } from 'antd';
import { PERMISSION_TEXT, type Permission } from '@/lib/api/contract/staff';
import { useStaffMe } from '@/components/operator/useStaffMe';

/**
 * A console page's content for people holding `permission`; anyone else reads which permission is missing. The API
 * checks the same permission on every call: this only spares a page of refusals.
 */
export default function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useStaffMe();
  if (can(permission)) return <>{children}</>;
  return <Result status="403" title="没有权限" subTitle={`这一页需要「${PERMISSION_TEXT[permission]}」权限，请联系管理员加入相应权限组。`} />;
}
