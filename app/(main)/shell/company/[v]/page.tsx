import EnterpriseIntroductionPage, { metadata } from '../../../enterpriseIntroduction/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /enterpriseIntroduction (企业介绍): see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: EnterpriseIntroductionPage, metadata, path: routes.enterpriseIntroduction });
export const generateMetadata = route.generateMetadata;
export default route.Page;
