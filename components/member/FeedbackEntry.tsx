'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { MessageOutlined } from '@/components/ui/icons';
import { MEMBER_MSG as M } from '@/lib/messages/member';
import { loggedInSettled } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';

// antd and the form load only when the dialog is first opened.
const FeedbackDialog = dynamic(() => import('./FeedbackDialog'), { ssr: false });

/**
 * The side bar's 问题反馈 button (SPEC §2 chrome). Feedback is tied to an account (its images are shown only
 * to the uploader and the operator, an adopted one earns points): a visitor gets the login pop-up first.
 */
export default function FeedbackEntry({ className, iconClassName, labelClassName }: { className: string; iconClassName: string; labelClassName: string }) {
  const [open, setOpen] = useState(false);
  const onClick = async () => {
    if (await loggedInSettled()) setOpen(true);
    else useLoginModal.getState().openModal();
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} aria-haspopup="dialog">
        <span className={iconClassName} aria-hidden="true">
          <MessageOutlined />
        </span>
        <span className={labelClassName}>{M.feedbackEntry}</span>
      </button>
      {open && <FeedbackDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
