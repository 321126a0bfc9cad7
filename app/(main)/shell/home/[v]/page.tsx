import HomePage from '../../../_home/HomePage';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of the home page: see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: HomePage, path: routes.home });
export const generateMetadata = route.generateMetadata;
export default route.Page;
