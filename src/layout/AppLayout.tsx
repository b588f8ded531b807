/**
 * The frame around every page with a layout. A signed-in user gets react-admin's layout (app
 * bar, menu) once the account is loaded; a guest who lands on a page with a layout (the
 * not-found page, say) gets the plain guest frame, and the page's own guard decides the rest.
 * Both speak MUI's texts in the interface's language.
 */
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useAppServices } from '../AppServicesContext';
import { GuestCard } from '../components/GuestCard';
import { staticChipGlobalStyles } from '../components/StaticChip';
import { preloadServerErrorDialog } from '../feedback/ServerErrorDialog';
import { AccountGate } from './AccountGate';
import { MuiLocale } from './MuiLocale';
import { RegistryAppBar } from './RegistryAppBar';
import { RegistryMenu } from './RegistryMenu';
import { RegistrySidebar } from './RegistrySidebar';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <MuiLocale>
      <LayoutFrame>{children}</LayoutFrame>
    </MuiLocale>
  );
}

function LayoutFrame({ children }: { children: ReactNode }) {
  const { tokens } = useAppServices();
  const signedIn = Boolean(tokens.getAccessToken());
  // The server-error dialog's code, which the login route leaves out, is here before it is needed.
  useEffect(() => {
    if (signedIn) preloadServerErrorDialog();
  }, [signedIn]);
  if (!signedIn) return <GuestCard>{children}</GuestCard>;
  return (
    <AccountGate>
      {staticChipGlobalStyles}
      {/* react-admin's layout is at least as wide as its content, and the content is a flex item:
          with both minimum widths at zero a wide table scrolls inside its card instead of
          widening the whole page on a phone. */}
      <Layout
        appBar={RegistryAppBar}
        menu={RegistryMenu}
        sidebar={RegistrySidebar}
        sx={{
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
          // react-admin's own lists (the change log) scroll their table inside the card too, and
          // their filters wrap instead of setting the width of the page.
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-actions, & .RaList-actions form': { flexWrap: 'wrap', minWidth: 0 },
          // A scrolling table holds its sort labels' visually hidden texts, which are positioned
          // and would otherwise stick out of it.
          // (`.RaList-main` first: react-admin's list sets `overflow: inherit` on its content.)
          '& .RaList-main .RaList-content, & .MuiTableContainer-root': {
            overflowX: 'auto',
            position: 'relative',
          },
        }}
      >
        <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>{children}</Box>
      </Layout>
    </AccountGate>
  );
}
