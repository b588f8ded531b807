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
      {/* react-admin's layout is at least as wide as its content, and the content is a flex item:
          with both minimum widths at zero a wide table scrolls inside its card instead of
          widening the whole page on a phone. */}
      <Layout
        appBar={RegistryAppBar}
        menu={RegistryMenu}
        sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
      >
        <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>{children}</Box>
      </Layout>
    </AccountGate>
  );
}
