/**
 * The information pages' data: the foundation's contact details, read from the settings at
 * start (CONTACT_* in the README), shown to every signed-in user.
 */
import { type ContactDetails } from '../../../domain/info';
import { assertAllowed } from '../../http/permission';
import { type Auth } from '../../http/context';

export class InfoService {
  constructor(private readonly contactDetails: ContactDetails) {}

  contact(auth: Auth): ContactDetails {
    assertAllowed(auth, 'info', 'show');
    return this.contactDetails;
  }
}
