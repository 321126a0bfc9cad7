'use client';

import { useState } from 'react';
import { Button } from 'antd';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { promotionCalls } from '@/lib/api/promotion';
import { ACTIVITY_MSG as M } from '@/lib/messages';
import { loggedInSettled } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';

/** 立即领取: a visitor gets the login pop-up; the server refuses a second claim, an empty stock or an ended activity. */
export default function ClaimButton({ activityId, templateId, name, left }: { activityId: number; templateId: number; name: string; left: number }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const claim = async () => {
    if (!(await loggedInSettled())) return useLoginModal.getState().openModal();
    setBusy(true);
    try {
      await promotionCalls.claim(browserApi, activityId, templateId);
      setDone(true);
      void toast.success(M.claimed);
    } catch (err) {
      void toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" loading={busy} disabled={left <= 0 || done} onClick={() => void claim()} aria-label={`${M.claim}：${name}`}>
      {done ? M.claimed : left > 0 ? M.claim : M.soldOut}
    </Button>
  );
}
