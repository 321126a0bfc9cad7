'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLoginModal } from '@/stores/login-modal';

// The forms, the QR code and crypto-js load only when somebody opens the pop-up.
const LoginDialog = dynamic(() => import('./LoginDialog'), { ssr: false });

/** Mounted once for the whole app (Providers): the pop-up opened by the user box and by gated links. */
export default function LoginModal() {
  const open = useLoginModal((s) => s.open);
  const [used, setUsed] = useState(false);
  // Once opened, it stays mounted so that closing can animate.
  if (open && !used) setUsed(true);
  return used ? <LoginDialog /> : null;
}
