import NewsHomePage, { metadata } from '../../../newsInformation/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /newsInformation (新闻资讯): see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: NewsHomePage, metadata, path: routes.news });
export const generateMetadata = route.generateMetadata;
export default route.Page;
