import { Type } from '@sinclair/typebox';
import { ROLES } from '../../../domain/roles';

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
  },
  { title: 'Account' },
);

export const ProfileUpdateSchema = Type.Object({
  firstName: Type.String({ maxLength: 1000 }),
  lastName: Type.String({ maxLength: 1000 }),
  username: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});

export const ChangeEmailSchema = Type.Object({ email: Type.String({ maxLength: 1000 }) });

export const ChangePasswordSchema = Type.Object({
  currentPassword: Type.String({ maxLength: 1024 }),
  newPassword1: Type.String({ maxLength: 1024 }),
  newPassword2: Type.String({ maxLength: 1024 }),
});
