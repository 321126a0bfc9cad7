import type { Metadata } from 'next';
import EnrolFlow from '@/components/operator/EnrolFlow';

export const metadata: Metadata = { title: '开通账号', referrer: 'no-referrer' };

export default async function OperatorEnrolPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return <EnrolFlow token={typeof token === 'string' ? token.trim() : ''} />;
}
