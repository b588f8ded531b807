/**
 * The schemas of what accounts add to the engine's routes (server/entities/): the create with a
 * password or a mailed link, the profile update, the email and password changes. The record,
 * the list and the deactivation body are the engine's, from the declaration (domain/entities/users.ts).
 */
import { Type } from '@sinclair/typebox';
import { users } from '../../../domain/entities/users';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import { entitySchemas } from '../../entities/schemas';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The account as every account route answers it: the engine's record, from the declaration. */
export const AccountSchema = entitySchemas(users).record;

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
    mustChangePassword: Type.Optional(
      Type.Boolean({
        description:
          'With a password: the user must change it at the first sign-in before anything else (403 password_change_required until then). True when omitted, since the administrator knows the password.',
      }),
    ),
  },
  { title: `${users.api.title}Input`, description: users.api.inputDescription },
);

export const AccountCreatedSchema = Type.Object({ accountId: Type.Integer() });

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
