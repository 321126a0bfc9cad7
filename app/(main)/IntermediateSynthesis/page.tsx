import type { Metadata } from 'next';
import { pageMetadata } from '@/components/catalogue/seo';
import ServicePage from '@/components/company/ServicePage';
import { INTERMEDIATE_SERVICE } from '@/lib/company/content';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (the shop's header reads the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.intermediateTitle, description: M.intermediateDescription, path: routes.intermediateSynthesis });

/** /IntermediateSynthesis (the nav's 中间体合成): the service and its inquiry form (serviceRequest/submit, kind intermediate). */
export default function IntermediateSynthesisPage() {
  return <ServicePage kind="intermediate" title={M.intermediateTitle} description={M.intermediateDescription} path={routes.intermediateSynthesis} content={INTERMEDIATE_SERVICE} />;
}
