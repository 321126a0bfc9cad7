'use client';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { staff, type Permission, type StaffMe } from '@/lib/api/contract/staff';
import { useStaffSession } from '@/stores/staff-session';
import { staffApi } from '@/lib/operator/client';

export const STAFF_ME_KEY = ['staff', 'me'] as const;

export interface StaffMeState {
  /** The person as the API knows them now (null until the first answer). */
  me: StaffMe | null;
  /** Their permissions: the login's at first, then staff.me's. */
  permissions: readonly Permission[];
  can: (permission: Permission) => boolean;
}

/**
 * Who is logged in to the console and what they may do. The login's permissions show the menu at once; staff.me
 * (asked again after a minute) brings group changes made since the login into the session store.
 */
export function useStaffMe(): StaffMeState {
  const token = useStaffSession((s) => s.token);
  const permissions = useStaffSession((s) => s.permissions);
  const query = useQuery({
    queryKey: [...STAFF_ME_KEY, token],
    queryFn: () => staffApi.call(staff.me),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
  const me = token !== null ? (query.data ?? null) : null;
  useEffect(() => {
    if (!me) return;
    const held = useStaffSession.getState();
    if (held.token === token && (held.name !== me.name || held.permissions.join() !== me.permissions.join())) {
      useStaffSession.setState({ name: me.name, permissions: me.permissions });
    }
  }, [me, token]);
  return { me, permissions, can: (p) => permissions.includes(p) };
}
