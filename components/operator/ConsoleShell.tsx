'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useMenu, type TreeMenuItem } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Space, Spin, Typography, type MenuProps } from 'antd';
import { ApiOutlined, AppstoreOutlined, AuditOutlined, DashboardOutlined, DesktopOutlined, ImportOutlined, LogoutOutlined, ShopOutlined, TagsOutlined, TeamOutlined, UserOutlined, ApartmentOutlined, SafetyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { staff } from '@/lib/api/contract/staff';
import { site } from '@/lib/site';
import { staffApi } from '@/lib/operator/client';
import { canOpen } from '@/lib/operator/resources';
import { operatorLoginWithNext, operatorRoutes } from '@/lib/operator/routes';
import { useStaffMe } from '@/components/operator/useStaffMe';
import { useStaffSession, useStaffSessionReady } from '@/stores/staff-session';
import styles from './console.module.scss';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  catalogue: <ShopOutlined />,
  products: <AppstoreOutlined />,
  brands: <TagsOutlined />,
  categories: <ApartmentOutlined />,
  catalogueImport: <ImportOutlined />,
  people: <TeamOutlined />,
  staff: <UsergroupAddOutlined />,
  groups: <SafetyOutlined />,
  apiKeys: <ApiOutlined />,
  sessions: <DesktopOutlined />,
  audit: <AuditOutlined />,
};

type MenuItem = NonNullable<MenuProps['items']>[number];

/** refine's menu tree, less what the person may not open; a group with nothing left goes too. */
function menuItemsOf(items: TreeMenuItem[], permissions: Parameters<typeof canOpen>[1]): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.children.length > 0) {
      const children = menuItemsOf(item.children, permissions);
      return children.length ? [{ key: item.name, icon: ICONS[item.name], label: item.label, children }] : [];
    }
    if (!item.route || !canOpen(item.name, permissions)) return [];
    return [{ key: item.route, icon: ICONS[item.name], label: <Link href={item.route}>{item.label}</Link> }];
  });
}

/** The menu entry of the page shown: the longest route the path starts with. */
function selectedRoute(items: MenuItem[], pathname: string): string[] {
  const routes: string[] = [];
  const walk = (list: MenuItem[]) =>
    list.forEach((i) => {
      if (i && 'children' in i && i.children) walk(i.children as MenuItem[]);
      else if (i && typeof i.key === 'string') routes.push(i.key);
    });
  walk(items);
  const hit = routes.filter((r) => pathname === r || (r !== operatorRoutes.home && pathname.startsWith(`${r}/`))).sort((a, b) => b.length - a.length)[0];
  return hit ? [hit] : [];
}

/**
 * Every console page but the login and enrolment: waits for the session store, sends a visitor without a staff
 * session to the login (remembering the page), then the left menu by permission and the top bar with the person's
 * name, 我的账号 and 退出.
 */
export default function ConsoleShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const ready = useStaffSessionReady();
  const token = useStaffSession((s) => s.token);
  const name = useStaffSession((s) => s.name);
  const { permissions } = useStaffMe();
  const { menuItems } = useMenu();
  const queryClient = useQueryClient();

  // Nothing read for one person is shown to the next one logging in in this tab.
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  useEffect(() => {
    if (ready && token === null) router.replace(operatorLoginWithNext(window.location.pathname + window.location.search));
  }, [ready, token, router]);

  const items = useMemo(() => menuItemsOf(menuItems, permissions), [menuItems, permissions]);
  const openKeys = useMemo(() => items.flatMap((i) => (i && 'children' in i && i.children ? [String(i.key)] : [])), [items]);

  async function logout() {
    try {
      await staffApi.call(staff.logout);
    } catch {
      // The session may have ended already: the tab forgets it either way.
    }
    useStaffSession.getState().clear();
  }

  if (!ready || token === null) {
    return (
      <div className={styles.waiting}>
        <Spin />
      </div>
    );
  }
  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={212} theme="light" className={styles.sider}>
        <Link href={operatorRoutes.home} className={styles.brand}>
          {site.name}
          <span>运营后台</span>
        </Link>
        <nav aria-label="运营后台菜单">
          <Menu mode="inline" items={items} selectedKeys={selectedRoute(items, pathname)} defaultOpenKeys={openKeys} className={styles.menu} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space size={16}>
            <Typography.Text>
              <UserOutlined /> {name}
            </Typography.Text>
            <Link href={operatorRoutes.account}>我的账号</Link>
            <Button type="link" size="small" icon={<LogoutOutlined />} onClick={() => void logout()}>
              退出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <div className={styles.page}>{children}</div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
