import type { Metadata } from 'next';
import LoginForm from '@/components/operator/LoginForm';

export const metadata: Metadata = { title: '员工登录' };

export default async function OperatorLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  return <LoginForm next={typeof next === 'string' ? next : undefined} />;
}
