'use client';

import { useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { ID_CASE_STATUS, REAL_NAME_VIEW, type IdCase } from '@/lib/api/contract/identity';
import { identityCalls, identityKeys } from '@/lib/api/identity';
import { MSG } from '@/lib/messages';

/**
 * The one source of the real-name state on the personal centre: the verification case (getIDCardCase), read
 * once by the page on the server and kept by react-query, so the facts, the prompt and the form below
 * change together when a case is submitted — and say what REAL_NAME_VIEW says for each state.
 */
export function useIdCase(initial?: IdCase) {
  return useQuery({ queryKey: identityKeys.case, queryFn: () => identityCalls.case(browserApi), initialData: initial });
}

/** The 实名认证 fact: 未认证 / 审核中 / 已认证 / 未通过. */
export function RealNameFact({ initial }: { initial?: IdCase }) {
  const { data } = useIdCase(initial);
  return <>{data ? REAL_NAME_VIEW[data.status].text : ''}</>;
}

/** With ?needAuthentication=1: SPEC §5's warning while there is no case or it was refused (the form is below). */
export function RealNamePrompt({ initial, className }: { initial?: IdCase; className?: string }) {
  const { data } = useIdCase(initial);
  if (!data || (data.status !== ID_CASE_STATUS.none && data.status !== ID_CASE_STATUS.rejected)) return null;
  return (
    <div className={className} role="alert">
      <strong>{MSG.notVerified}</strong>
      <p>{MSG.notVerifiedHint}</p>
    </div>
  );
}
