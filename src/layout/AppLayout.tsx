import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppSidebar } from './AppSidebar';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} sidebar={AppSidebar} menu={SideMenu}>
      {children}
    </Layout>
  );
}
