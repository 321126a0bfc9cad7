'use client';

import { Modal } from 'antd';
import { LOGIN_PANEL_WIDTH } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { useLoginModal } from '@/stores/login-modal';
import LoginPanel from './LoginPanel';
import AntdScope from '@/components/ui/AntdScope';

/** The login pop-up (SPEC §2 Login, width 370 px per §9). Closed, its panel is unmounted: no QR polling. */
export default function LoginDialog() {
  const open = useLoginModal((s) => s.open);
  const close = useLoginModal((s) => s.close);
  return (
    <AntdScope>
      <Modal open={open} onCancel={close} footer={null} width={LOGIN_PANEL_WIDTH} centered destroyOnHidden title={MSG.loginTitle} aria-label={MSG.loginTitle}>
        <LoginPanel mode="dialog" />
      </Modal>
    </AntdScope>
  );
}
