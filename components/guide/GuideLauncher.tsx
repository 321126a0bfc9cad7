'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { browserGuideContext, shouldShowGuide } from './visibility';

/** The guide's code is fetched only for a visit that shows it: returning visitors and crawlers never load it. */
const FirstVisitGuide = dynamic(() => import('./FirstVisitGuide'), { ssr: false });

/**
 * Mounted by the desktop shell. Renders nothing on the server and on the first client render; after
 * hydration it reads the firstlogin cookie, the User-Agent and the window, and only then loads the guide.
 */
export default function GuideLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only decision, made once after hydration
    if (shouldShowGuide(browserGuideContext())) setOpen(true);
  }, []);
  return open ? <FirstVisitGuide onClose={() => setOpen(false)} /> : null;
}
