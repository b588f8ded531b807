/**
 * Users (accounts). What is plain about them is declared here, as for hospitals: the record and
 * its fields, the list contract, the permission row, deactivation with a reason, the audit's
 * `account_*` actions, the API's names and the screens' routes and texts. The engines build the
 * list, get, activate and deactivate from it; what is an account's own joins through their
 * extension points: on the server (server/modules/account/) the create with an initial password
 * or a mailed link, the update of role, hospitals and protocols that keeps one central
 * administrator, `/me`, the email and password changes, and what a deactivation ends (sessions,
 * reset links); in the browser (resources/users/) the Change email action and the question
 * before one lowers one's own role.
 */
import { ACCOUNT_RULES, INITIAL_PASSWORD_RULES } from '../account';
import { activeField, deactivationReasonField, defineEntity } from '../entity';
import { PROTOCOL_CODES } from '../protocols';
import { CENTRAL_ADMINISTRATOR, ROLES } from '../roles';

export const users = defineEntity({
  name: 'users',
  table: 'accounts',
  permission: 'users',
  fields: [
    {
      name: 'email',
      column: 'email',
      type: 'email',
      rules: ACCOUNT_RULES.email,
      // Changed through its own call (PATCH .../change-email), never by the edit form.
      views: ['list', 'show', 'create'],
      label: { pl: 'E-mail', en: 'Email' },
    },
    {
      name: 'username',
      column: 'username',
      type: 'text',
      nullable: true,
      rules: ACCOUNT_RULES.username,
      views: ['show', 'edit', 'create'],
      label: { pl: 'Nazwa użytkownika', en: 'Username' },
    },
    {
      name: 'firstName',
      column: 'first_name',
      type: 'text',
      rules: ACCOUNT_RULES.firstName,
      label: { pl: 'Imię', en: 'First name' },
    },
    {
      name: 'lastName',
      column: 'last_name',
      type: 'text',
      rules: ACCOUNT_RULES.lastName,
      label: { pl: 'Nazwisko', en: 'Last name' },
    },
    {
      name: 'phone',
      column: 'phone',
      type: 'phone',
      nullable: true,
      rules: ACCOUNT_RULES.phone,
      views: ['show', 'edit', 'create'],
      label: { pl: 'Telefon', en: 'Phone' },
      helper: { pl: 'Format: +48123456789', en: 'Format: +48123456789' },
    },
    {
      name: 'role',
      column: 'role',
      type: 'choice',
      choices: ROLES,
      choiceLabels: 'registry.roles.',
      rules: ACCOUNT_RULES.role,
      label: { pl: 'Rola', en: 'Role' },
    },
    {
      name: 'hospitals',
      type: 'references',
      through: { table: 'account_hospitals', key: 'account_id', value: 'hospital_id' },
      reference: { entity: 'hospitals', optionText: 'name', shortText: 'shortName' },
      filterName: 'hospital',
      // Every role but the central administrator's works within its hospitals.
      requiredWith: { field: 'role', except: [CENTRAL_ADMINISTRATOR] },
      label: { pl: 'Szpitale', en: 'Hospitals' },
    },
    {
      name: 'protocols',
      type: 'choices',
      through: { table: 'account_protocols', key: 'account_id', value: 'protocol' },
      choices: PROTOCOL_CODES,
      filterName: 'protocol',
      views: ['show', 'edit', 'create'],
      label: { pl: 'Protokoły', en: 'Protocols' },
    },
    activeField({ pl: 'Aktywny', en: 'Active' }),
    {
      name: 'lastLogin',
      column: 'last_login_at',
      type: 'dateTime',
      readOnly: true,
      nullable: true,
      views: ['list', 'show'],
      label: { pl: 'Ostatnie logowanie', en: 'Last login' },
    },
    // Sent by the create form only: the account's module hashes it, or mails a link without one.
    {
      name: 'password',
      type: 'password',
      writeOnly: true,
      rules: INITIAL_PASSWORD_RULES,
      views: ['create'],
      label: { pl: 'Hasło', en: 'Password' },
      helper: {
        pl: 'Użytkownik zmieni to hasło przy pierwszym logowaniu. Bez hasła dostanie e-mail z linkiem do ustawienia hasła, ważnym 1 godzinę.',
        en: 'The user changes this password at the first sign-in. Without a password the user gets an email with a link to set one, valid for 1 hour.',
      },
    },
    {
      name: 'previousLogin',
      column: 'previous_login_at',
      type: 'dateTime',
      readOnly: true,
      nullable: true,
      views: [],
      label: { pl: 'Poprzednie logowanie', en: 'Previous login' },
    },
    deactivationReasonField(),
    { name: 'createdAt', label: { pl: 'Utworzono', en: 'Created' }, views: [] },
    {
      name: 'mustChangePassword',
      column: 'password_change_required',
      type: 'boolean',
      readOnly: true,
      views: [],
      description:
        'The account signed in with a generated one-time password: until it changes it, every route but its own account, the password change, token refresh and sign-out answers 403 password_change_required',
      label: { pl: 'Wymagana zmiana hasła', en: 'Password change required' },
    },
  ],
  list: {
    sorts: ['lastName', 'firstName', 'email', 'role', 'active', 'lastLogin'],
    filters: ['role', 'active', 'hospital', 'protocol'],
    // The screen offers no protocol filter: the API's is for links and scripts.
    screenFilters: ['role', 'hospital', 'active'],
    search: ['firstName', 'lastName', ['firstName', 'lastName'], 'email', 'username'],
    defaultSort: { field: 'lastName', order: 'asc' },
    unsorted: [
      { field: 'lastName', order: 'asc' },
      { field: 'firstName', order: 'asc' },
    ],
  },
  deactivation: { reasonRequired: true },
  ownRecord: ['show', 'edit'],
  audit: { objectType: 'account', unaudited: ['lastLogin', 'previousLogin', 'createdAt'] },
  api: {
    path: '/v1/account/accounts',
    tag: 'account',
    title: 'Account',
    noun: { one: 'account', many: 'accounts' },
    audience: 'central administrator',
    listDescription:
      'filters[hospital][] and filters[protocol][] match accounts holding any of the values. Search matches first and last name, email and username, ignoring case and accents.',
    inputDescription:
      'email (required, unique: 409 on details.email), username (unique: 409 on details.username), firstName and lastName (required), phone (+XXYYYYYYYYY), role (required), hospitals (existing, active; required for every role but central administrator), protocols (protocol codes), password (optional; when given, at least 8 characters with upper and lower case, a digit and a special character, to be changed by the user at the first sign-in unless mustChangePassword is false). Without a password the new user is mailed a link to set one, valid 1 hour.',
    summaries: { get: 'One account: your own, or any for a central administrator' },
    descriptions: {
      deactivate:
        'Every session of the account ends at once. Your own account, or the last active central administrator, cannot be deactivated (409).',
    },
    conflicts: ['deactivate'],
  },
  routes: { list: '/users', show: '/user/:id', edit: '/user/:id/edit', create: '/add-new-user' },
  menu: { order: 50 },
  texts: {
    pl: {
      name: 'Użytkownik |||| Użytkownicy |||| Użytkowników',
      create: 'Dodaj użytkownika',
      empty: 'Nie dodano jeszcze żadnego użytkownika.',
      noResults: 'Żaden użytkownik nie pasuje do wybranych filtrów.',
      objectType: 'Konto',
      auditActions: {
        create: 'Utworzenie konta',
        update: 'Aktualizacja konta',
        activate: 'Aktywacja konta',
        deactivate: 'Dezaktywacja konta',
      },
      notifications: {
        created: 'Użytkownik został utworzony',
        updated: 'Użytkownik został zaktualizowany',
        activated: 'Użytkownik został aktywowany',
        deactivated: 'Użytkownik został dezaktywowany',
      },
    },
    en: {
      name: 'User |||| Users',
      create: 'Add user',
      empty: 'No user has been added yet.',
      noResults: 'No user matches the chosen filters.',
      objectType: 'Account',
      auditActions: {
        create: 'Account created',
        update: 'Account updated',
        activate: 'Account activated',
        deactivate: 'Account deactivated',
      },
      notifications: {
        created: 'User created',
        updated: 'User updated',
        activated: 'User activated',
        deactivated: 'User deactivated',
      },
    },
  },
  // The specification's messages (section 8) keep their names.
  notificationKeys: {
    created: 'registry.notifications.userCreated',
    updated: 'registry.notifications.userUpdated',
    activated: 'registry.notifications.userActivated',
    deactivated: 'registry.notifications.userDeactivated',
  },
});
