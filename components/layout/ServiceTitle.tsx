'use client';

import { usePathname } from 'next/navigation';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** The service layout's title follows the page: 欢迎登录 / 用户注册 / 找回密码. */
export default function ServiceTitle() {
  const pathname = usePathname();
  if (pathname.startsWith('/register')) return <>{MSG.serviceTitleRegister}</>;
  if (pathname.startsWith(routes.forgetPassword)) return <>{MSG.serviceTitleForget}</>;
  return <>{MSG.serviceTitleLogin}</>;
}
