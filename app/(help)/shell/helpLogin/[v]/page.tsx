import HelpLoginPage, { generateMetadata as metadata } from '../../../helpCenter/loginProblem/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /helpCenter/loginProblem (登录问题) without an article chosen: see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: HelpLoginPage, metadata, path: routes.helpLogin() });
export const generateMetadata = route.generateMetadata;
export default route.Page;
