import HelpMemberPage, { generateMetadata as metadata } from '../../../helpCenter/memberProblem/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /helpCenter/memberProblem (会员问题) without an article chosen: see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: HelpMemberPage, metadata, path: routes.helpMember });
export const generateMetadata = route.generateMetadata;
export default route.Page;
