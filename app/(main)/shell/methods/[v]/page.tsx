import MethodsPage, { metadata } from '../../../methods/page';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of /methods (药典方法): see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: MethodsPage, metadata, path: routes.methods });
export const generateMetadata = route.generateMetadata;
export default route.Page;
