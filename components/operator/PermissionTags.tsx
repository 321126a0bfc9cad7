import { Tag } from 'antd';
import { PERMISSION_TEXT, type Permission } from '@/lib/api/contract/staff';

/** Permissions as short tags, in the contract's order. */
export default function PermissionTags({ permissions }: { permissions: readonly Permission[] }) {
  if (!permissions.length) return <span>—</span>;
  return (
    <>
      {permissions.map((p) => (
        <Tag key={p} variant="filled" color="blue">
          {PERMISSION_TEXT[p]}
        </Tag>
      ))}
    </>
  );
}
