/**
 * The information pages' data: the foundation's contact details, read from the settings at
 * start (CONTACT_* in the README), shown to every signed-in user.
 */
import { type ContactDetails } from '../../../domain/info';
import { canAccess } from '../../../domain/permissions';
import { forbidden } from '../../errors';
import { type Auth } from '../../http/context';

export class InfoService {
  constructor(private readonly contactDetails: ContactDetails) {}

  contact(auth: Auth): ContactDetails {
    if (!canAccess(auth.role, { resource: 'info', action: 'show' })) throw forbidden();
    return this.contactDetails;
  }
}
