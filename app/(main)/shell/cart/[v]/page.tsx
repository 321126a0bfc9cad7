import CartShell, { cartMetadata } from '@/components/cart/CartShell';
import { routes } from '@/lib/routes';
import { cachedShellRoute } from '@/components/layout/cachedShellRoute';

/** The cached form of the cart (/settlementCenter): see components/layout/cachedShellRoute.tsx. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ v: string }[]> => [];

const route = cachedShellRoute({ Page: CartShell, metadata: cartMetadata, path: routes.settlementCenter });
export const generateMetadata = route.generateMetadata;
export default route.Page;
