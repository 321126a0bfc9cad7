import AgreementPrivacy, { agreementMetadata } from '../../../agreementPrivacy/AgreementPrivacy';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /agreementPrivacy: see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: AgreementPrivacy, metadata: agreementMetadata, path: routes.agreementPrivacy });
export const generateMetadata = route.generateMetadata;
export default route.Page;
