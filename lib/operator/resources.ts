import type { ResourceProps } from '@refinedev/core';
import type { Permission } from '@/lib/api/contract/staff';
import { operatorRoutes } from './routes';

/**
 * The console's resources for refine: the left menu (groups are resources without a list) and what access control
 * checks. `meta.permission` is the permission a page needs; a group is shown when one of its pages is.
 */
export interface ConsoleMeta {
  label: string;
  parent?: string;
  permission?: Permission;
  /** Reached from the top bar, not the menu. */
  hide?: boolean;
}
export type ConsoleResource = ResourceProps & { meta: ConsoleMeta };

export const CONSOLE_RESOURCES: ConsoleResource[] = [
  { name: 'dashboard', list: operatorRoutes.home, meta: { label: '工作台' } },
  { name: 'catalogue', meta: { label: '商品目录' } },
  { name: 'products', list: operatorRoutes.products, meta: { label: '商品', parent: 'catalogue', permission: 'catalogue' } },
  { name: 'brands', list: operatorRoutes.brands, meta: { label: '品牌', parent: 'catalogue', permission: 'catalogue' } },
  { name: 'categories', list: operatorRoutes.categories, meta: { label: '分类', parent: 'catalogue', permission: 'catalogue' } },
  { name: 'catalogueImport', list: operatorRoutes.catalogueImport, meta: { label: '批量导入导出', parent: 'catalogue', permission: 'catalogue' } },
  { name: 'people', meta: { label: '员工与权限' } },
  { name: 'staff', list: operatorRoutes.staff, meta: { label: '员工', parent: 'people', permission: 'staff' } },
  { name: 'groups', list: operatorRoutes.groups, meta: { label: '权限组', parent: 'people', permission: 'staff' } },
  { name: 'apiKeys', list: operatorRoutes.apiKeys, meta: { label: 'API 密钥', parent: 'people', permission: 'staff' } },
  { name: 'sessions', list: operatorRoutes.sessions, meta: { label: '会话', parent: 'people', permission: 'staff' } },
  { name: 'audit', list: operatorRoutes.audit, meta: { label: '审计日志', parent: 'people', permission: 'staff' } },
  { name: 'account', list: operatorRoutes.account, meta: { label: '我的账号', hide: true } },
  { name: 'mySessions', meta: { label: '我的会话', hide: true } },
];

export const RESOURCE_BY_NAME = new Map(CONSOLE_RESOURCES.map((r) => [r.name, r]));

/** May a person holding `permissions` open this resource's pages? Resources without a permission are everyone's. */
export function canOpen(resource: string | undefined, permissions: readonly Permission[]): boolean {
  const needed = resource ? RESOURCE_BY_NAME.get(resource)?.meta.permission : undefined;
  return !needed || permissions.includes(needed);
}

