import type { Metadata } from 'next';
import MyAccount from '@/components/operator/MyAccount';

export const metadata: Metadata = { title: '我的账号' };

export default function OperatorAccountPage() {
  return <MyAccount />;
}
