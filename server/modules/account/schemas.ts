import { Type } from '@sinclair/typebox';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import { ROLES } from '../../../domain/roles';
import { listQuerySchema, listResultSchema } from '../../http/list';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const AccountSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    username: Nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Nullable(Type.String()),
    role: Type.Union(ROLES.map((role) => Type.Literal(role))),
    hospitals: Type.Array(Type.Integer()),
    protocols: Type.Array(Type.String()),
    active: Type.Boolean(),
    lastLogin: Nullable(Type.String({ format: 'date-time' })),
    previousLogin: Nullable(Type.String({ format: 'date-time' })),
    deactivationReason: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    mustChangePassword: Type.Boolean({
      description:
        'The account signed in with a generated one-time password: until it changes it, every route but its own account, the password change, token refresh and sign-out answers 403 password_change_required',
    }),
  },
  { title: 'Account' },
);

// Form fields are loose on purpose: a blank, missing or too long value is a 422 keyed by field
// from the rules of domain/account.ts, as the form shows it, not a schema 400.
const FormText = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));
const HospitalIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  maxItems: 1000,
});
const ProtocolCodes = Type.Array(Type.String({ maxLength: 50 }), {
  maxItems: 100,
  description: `Any of ${PROTOCOL_CODES.join(', ')}`,
});

export const ProfileUpdateSchema = Type.Object(
  {
    firstName: Type.String({ maxLength: 1000 }),
    lastName: Type.String({ maxLength: 1000 }),
    username: FormText,
    phone: FormText,
    role: Type.Optional(
      Nullable(Type.String({ maxLength: 100, description: 'Central administrator only' })),
    ),
    // Null first: Ajv coerces types, and tried first the array would turn null into [0].
    hospitals: Type.Optional(Type.Union([Type.Null(), HospitalIds])),
    protocols: Type.Optional(Type.Union([Type.Null(), ProtocolCodes])),
  },
  {
    description:
      'role, hospitals and protocols are for a central administrator; anyone else sending them gets a 403. Hospitals newly given must exist and be active; every role but central administrator needs one. The last active central administrator cannot be demoted (409).',
  },
);

export const AccountCreateSchema = Type.Object(
  {
    email: FormText,
    username: FormText,
    firstName: FormText,
    lastName: FormText,
    phone: FormText,
    role: FormText,
    hospitals: Type.Optional(HospitalIds),
    protocols: Type.Optional(ProtocolCodes),
    password: Type.Optional(Nullable(Type.String({ maxLength: 1024 }))),
  },
  {
    title: 'AccountInput',
    description:
      'email (required, unique: 409 on details.email), username (unique: 409 on details.username), firstName and lastName (required), phone (+XXYYYYYYYYY), role (required), hospitals (existing, active; required for every role but central administrator), protocols (protocol codes), password (optional; when given, at least 8 characters with upper and lower case, a digit and a special character). Without a password the new user is mailed a link to set one, valid 1 hour.',
  },
);

export const AccountCreatedSchema = Type.Object({ accountId: Type.Integer() });

export const DeactivateAccountSchema = Type.Object(
  { reason: FormText },
  { description: 'reason: required, at most 500 characters' },
);

export const ACCOUNT_LIST_FIELDS = {
  filters: ['role', 'active', 'hospital', 'protocol'],
  sorts: ['lastName', 'firstName', 'email', 'role', 'active', 'lastLogin'],
} as const;

export const AccountListQuerySchema = listQuerySchema(ACCOUNT_LIST_FIELDS);
export const AccountListResultSchema = listResultSchema(AccountSchema, 'AccountList');

export const ChangeEmailSchema = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    currentPassword: Type.Optional(
      Type.String({
        maxLength: 1024,
        description:
          'Required to change your own email; not asked of a central administrator changing another account',
      }),
    ),
  },
  {
    description:
      'Changing your own email needs your current password: a missing or wrong one is a 422 on currentPassword, and wrong ones count toward the same per-account limit as the password change (429).',
  },
);

export const ChangePasswordSchema = Type.Object({
  currentPassword: Type.String({ maxLength: 1024 }),
  newPassword1: Type.String({ maxLength: 1024 }),
  newPassword2: Type.String({ maxLength: 1024 }),
});
