/** The home page's figures and lists (src/pages/dashboard). */
import type {
  DashboardList,
  DashboardStats,
  FavoritePatient,
  OpenCorrectionFlag,
} from '../../../domain/dashboard';
import type { DataContext } from './context';

export const DASHBOARD_PATH = '/v1/dashboard';

export interface DashboardMethods {
  /** The figures of one year (the server's current year without one). */
  dashboardStats(year?: number): Promise<DashboardStats>;
  /** The caller's own favourite patients, newest first. */
  favoritePatients(): Promise<DashboardList<FavoritePatient>>;
  /** Open correction flags on patients in the caller's reach, the longest waiting first. */
  correctionFlags(): Promise<DashboardList<OpenCorrectionFlag>>;
}

export function createDashboardMethods({ http }: DataContext): DashboardMethods {
  return {
    dashboardStats(year) {
      return http.request<DashboardStats>(`${DASHBOARD_PATH}/stats`, {
        ...(year === undefined ? {} : { query: `year=${year}` }),
      });
    },
    favoritePatients() {
      return http.request<DashboardList<FavoritePatient>>(`${DASHBOARD_PATH}/favorite-patients`);
    },
    correctionFlags() {
      return http.request<DashboardList<OpenCorrectionFlag>>(`${DASHBOARD_PATH}/correction-flags`);
    },
  };
}
