import type { AccessControlProvider } from '@refinedev/core';
import { PERMISSION_TEXT } from '@/lib/api/contract/staff';
import { canOpen, RESOURCE_BY_NAME } from '@/lib/operator/resources';
import { useStaffSession } from '@/stores/staff-session';

/** refine's access control (useCan, <CanAccess>): the resource's permission against the session's. */
export const consoleAccessControl: AccessControlProvider = {
  can: async ({ resource }) => {
    const needed = resource ? RESOURCE_BY_NAME.get(resource)?.meta.permission : undefined;
    return canOpen(resource, useStaffSession.getState().permissions) ? { can: true } : { can: false, reason: needed ? `需要「${PERMISSION_TEXT[needed]}」权限` : undefined };
  },
  options: { queryOptions: { staleTime: 0 } },
};
