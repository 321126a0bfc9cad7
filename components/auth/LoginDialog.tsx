'use client';

import Dialog from '@/components/ui/kit/Dialog';
import { LOGIN_PANEL_WIDTH } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { useLoginModal } from '@/stores/login-modal';
import LoginPanel from './LoginPanel';

/**
 * The login pop-up (SPEC §2 Login, width 370 px per §9), a light-kit dialog: no antd loads with it. Closed, its
 * panel is unmounted: no QR polling. Esc, 关闭 and a click beside it close it; the focus goes back to the opener.
 */
export default function LoginDialog() {
  const open = useLoginModal((s) => s.open);
  const close = useLoginModal((s) => s.close);
  return (
    <Dialog open={open} onClose={close} width={LOGIN_PANEL_WIDTH} title={MSG.loginTitle}>
      <LoginPanel mode="dialog" />
    </Dialog>
  );
}
