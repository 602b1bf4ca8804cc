import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} menu={SideMenu}>
      {children}
    </Layout>
  );
}
