import { operatorRoutes } from '@/lib/operator/routes';

/** The catalogue desk's pages in the staff console (the menu's entries are operatorRoutes'). */
export const deskPaths = {
  products: operatorRoutes.products,
  newProduct: `${operatorRoutes.products}/new`,
  product: (id: number) => `${operatorRoutes.products}/${id}`,
  brands: operatorRoutes.brands,
  categories: operatorRoutes.categories,
  import: operatorRoutes.catalogueImport,
};
