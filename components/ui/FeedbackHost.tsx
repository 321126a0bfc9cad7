'use client';

import { lazy, Suspense } from 'react';
import { useFeedbackWanted } from './feedback';

const AntdFeedback = lazy(() => import('./AntdFeedback'));

/** Where toasts and confirmations render (components/ui/feedback.ts); antd loads on the first one. */
export default function FeedbackHost() {
  const wanted = useFeedbackWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <AntdFeedback />
    </Suspense>
  ) : null;
}
