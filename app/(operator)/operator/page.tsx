import type { Metadata } from 'next';
import Dashboard from '@/components/operator/Dashboard';

export const metadata: Metadata = { title: { absolute: '工作台 - 运营后台' } };

export default function OperatorHomePage() {
  return <Dashboard />;
}
