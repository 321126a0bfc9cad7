'use client';

import { useEffect } from 'react';

/** Scrolls the section with this id into view once, after the page has rendered (/enterpriseIntroduction?type=1). */
export default function ScrollToSection({ id }: { id: string }) {
  useEffect(() => {
    const el = document.getElementById(id);
    el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    el?.focus({ preventScroll: true });
  }, [id]);
  return null;
}
