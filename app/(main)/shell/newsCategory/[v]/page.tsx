import NewsCategoryPage, { generateMetadata as metadata } from '../../../newsInformation/informationClassification/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /newsInformation/informationClassification without a category: see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: NewsCategoryPage, metadata, path: routes.newsCategory() });
export const generateMetadata = route.generateMetadata;
export default route.Page;
