/**
 * The home page's answers, asked for as soon as a stored session opens on it (App.tsx,
 * `prefetchSignedInPage`), while the layout's and the page's code is still on the way: the
 * year's figures, the two lists and, for a role that may see it, the backup status. The page's
 * queries take them (src/providers/earlyAnswers.ts).
 */
import { canAccess, isRole } from '../../../domain';
import type { AppServices } from '../../providers';
import { askEarly, forgetEarly } from '../../providers/earlyAnswers';
import { DASHBOARD_EARLY, parseYear } from './dashboardEarly';

export function prefetchDashboard({ dataProvider, account }: AppServices, search: string) {
  const year = parseYear(new URLSearchParams(search).get('year'));
  // Asked once the account is here (it is on its way already, main.tsx): the answers are then
  // the session's own, and no other role pays a refused request for the backup status.
  account.load().then(
    ({ role }) => {
      askEarly(DASHBOARD_EARLY.stats(year), () => dataProvider.dashboardStats(year));
      askEarly(DASHBOARD_EARLY.favorites, () => dataProvider.favoritePatients());
      askEarly(DASHBOARD_EARLY.flags, () => dataProvider.correctionFlags());
      if (isRole(role) && canAccess(role, { resource: 'backups', action: 'show' })) {
        askEarly(DASHBOARD_EARLY.backupStatus, () => dataProvider.backupStatus());
      }
      // A sign-out clears the account: what the page has not taken by then is nobody's.
      const stop = account.subscribe(() => {
        if (account.current() !== null) return;
        forgetEarly();
        stop();
      });
    },
    () => undefined,
  );
}
