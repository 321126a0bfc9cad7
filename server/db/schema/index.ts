/** One schema file per area; drizzle-kit reads them all through this index. */
export * from './catalogue';
export * from './accounts';
export * from './search';
export * from './cart';
export * from './documents';
export * from './addresses';
export * from './orders';
export * from './lots';
export * from './identity';
export * from './controlled';
export * from './regulatory';
export * from './credit';
export * from './aftersales';
export * from './methods';
export * from './standards';
export * from './knowledge';
export * from './compounds';
