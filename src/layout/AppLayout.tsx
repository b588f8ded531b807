/**
 * The frame around every page with a layout. A signed-in user gets react-admin's layout (app
 * bar, menu) once the account is loaded; a guest who lands on a page with a layout (the
 * not-found page, say) gets the plain guest frame, and the page's own guard decides the rest.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useAppServices } from '../AppServicesContext';
import { GuestCard } from '../components/GuestCard';
import { AccountGate } from './AccountGate';
import { RegistryAppBar } from './RegistryAppBar';
import { RegistryMenu } from './RegistryMenu';

export function AppLayout({ children }: { children: ReactNode }) {
  const { tokens } = useAppServices();
  if (!tokens.getAccessToken()) return <GuestCard>{children}</GuestCard>;
  return (
    <AccountGate>
      <Layout appBar={RegistryAppBar} menu={RegistryMenu}>
        <Box sx={{ p: { xs: 1, sm: 2 } }}>{children}</Box>
      </Layout>
    </AccountGate>
  );
}
