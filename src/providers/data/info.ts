/**
 * What the information pages (src/pages/info) and the backups page (src/pages/backups) read:
 * the foundation's contact details and the state of the backups.
 */
import type { BackupStatus } from '../../../domain/backups';
import type { ContactDetails } from '../../../domain/info';
import type { DataContext } from './context';

export interface InfoMethods {
  /** The foundation's contact details, from the server's settings. */
  contactDetails(): Promise<ContactDetails>;
  /** The state of the backups, for the central administrator. */
  backupStatus(): Promise<BackupStatus>;
}

export function createInfoMethods({ http }: DataContext): InfoMethods {
  return {
    contactDetails() {
      return http.request<ContactDetails>('/v1/info/contact');
    },
    backupStatus() {
      return http.request<BackupStatus>('/v1/backups');
    },
  };
}
