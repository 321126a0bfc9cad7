import { catalogue, type ProductListBody } from './contract/catalogue';
import type { ApiClient } from './client';
import { BRAND_PAGE_SIZE, CATEGORY_PAGE_SIZE } from '../constants';

/** One typed function per catalogue call; each takes the client of the side it runs on. */
export const getCategoryTree = (api: ApiClient) =>
  api.call(catalogue.categoryList, { body: { pageNo: 1, pageSize: CATEGORY_PAGE_SIZE }, pageNo: 1, pageSize: CATEGORY_PAGE_SIZE });

export const getCategoryPath = (api: ApiClient, id: number) => api.call(catalogue.parentCategoryNames, { params: { id } });

export const getBrands = (api: ApiClient, keyword?: string) =>
  api.page(catalogue.brandList, { body: { pageNo: 1, pageSize: BRAND_PAGE_SIZE, keyword }, pageNo: 1, pageSize: BRAND_PAGE_SIZE });

export const getBrand = (api: ApiClient, id: number) => api.call(catalogue.brandSelect, { params: { id } });

export const getCategoriesByBrands = (api: ApiClient, brandIds: number[]) => api.call(catalogue.categoriesByBrands, { body: { brandIds } });

export const getBrandsByCategories = (api: ApiClient, categoryIds: number[]) => api.call(catalogue.brandsByCategories, { body: { categoryIds } });

export const getProducts = (api: ApiClient, query: ProductListBody, pageNo = 1, pageSize = 20) =>
  api.page(catalogue.productList, { body: query, pageNo, pageSize });

/** The filter values that exist in a product list (only values that keep ≥ 1 product). */
export const getProductFacets = (api: ApiClient, query: ProductListBody) => api.call(catalogue.productFacets, { body: query });

export const getProduct = (api: ApiClient, id: number) => api.call(catalogue.productDetail, { params: { id } });

