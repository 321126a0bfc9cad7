import StandardHomePage, { metadata } from '../../../standard/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /standard (标准): see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: StandardHomePage, metadata, path: routes.standardHome });
export const generateMetadata = route.generateMetadata;
export default route.Page;
