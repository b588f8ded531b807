/**
 * Users (accounts): central administrators add them, give them a role, hospitals and protocols,
 * and activate or deactivate them (with a reason). The resource is the users' declaration
 * (domain/entities/users.ts) as the engine reads it; this folder adds what the browser alone
 * knows: the icon, the record's name, the Change email action of the edit page (the API changes
 * the email through its own call, so the edit form leaves it out) and the question asked before
 * a central administrator lowers their own role.
 */
import PeopleIcon from '@mui/icons-material/People';
import { PROTOCOL_CODES, fullName } from '../../domain';
import { users as declaration } from '../../domain/entities/users';
import { entityResource } from '../../src/framework/entityResource';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { confirmSelfDemotion } from './selfDemotion';

const UserChangeEmailButton = lazyComponent(
  () => import('./UserChangeEmailButton'),
  'UserChangeEmailButton',
);

export const users = entityResource(declaration, {
  // The list and the forms lead with the names; the API's record with the email.
  fieldOrder: ['firstName', 'lastName', 'email'],
  extraActions: { edit: [UserChangeEmailButton] },
  // Offered as "STS: Mięsaki tkanek miękkich": the codes alone ask the reader to know them all.
  fields: {
    protocols: {
      choices: PROTOCOL_CODES.map((code) => ({ id: code, name: `registry.protocolNames.${code}` })),
      translateChoice: true,
    },
  },
  confirmUpdate: confirmSelfDemotion,
  // The server refuses one's own deactivation (409); the page says so up front.
  deactivationRefused: ({ record, account }) =>
    account && String(account.id) === String(record.id)
      ? 'registry.errors.cannotDeactivateSelf'
      : undefined,
  icon: PeopleIcon,
  recordRepresentation: (record) =>
    fullName({
      firstName: String(record.firstName ?? ''),
      lastName: String(record.lastName ?? ''),
    }),
  representedBy: ['firstName', 'lastName'],
});
