export type { SeedBrand, SeedCategory, SeedProduct, SeedSku } from './types';
export { brands } from './brands';
export { categories } from './categories';
export { products } from './products';
