'use client';

import { usePathname } from 'next/navigation';
import NotFoundContent from '@/components/ui/NotFoundContent';
import { MSG } from '@/lib/messages/core';
import { casMissOf } from './catchAll';

/**
 * The body of the /{cas} 404 (a not-found file gets no params: the segment is read from the path). A
 * CAS-shaped segment is named with what is wrong with it; anything else is the generic 404.
 */
export default function CasNotFound() {
  const segments = (usePathname() ?? '').split('/').filter(Boolean);
  const miss = segments.length === 1 ? casMissOf(segments[0]) : null;
  if (!miss) return <NotFoundContent />;
  return miss.kind === 'invalid' ? (
    <NotFoundContent title={MSG.casInvalidTitle(miss.cas)} text={MSG.casInvalidText(miss.cas)} />
  ) : (
    <NotFoundContent title={MSG.casMissingTitle(miss.cas)} text={MSG.casMissingText(miss.cas)} />
  );
}
