import { Type } from '@sinclair/typebox';

const Password = Type.String({ maxLength: 1024 });

export const LoginSchema = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    username: Type.Optional(Type.String({ maxLength: 320 })),
    password: Password,
  },
  { description: 'Either email and password, or username and password' },
);

export const TokenPairSchema = Type.Object({
  token: Type.String({ description: 'Access token (JWT, short-lived)' }),
  refresh_token: Type.String({ description: 'Refresh token (single use, rotated)' }),
});

export const RefreshSchema = Type.Object({ refresh_token: Type.String({ maxLength: 200 }) });

export const LogoutSchema = Type.Object({ refreshToken: Type.String({ maxLength: 200 }) });

export const ResetRequestSchema = Type.Object({ email: Type.String({ maxLength: 320 }) });

export const ResetTokenQuerySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

export const ResetPasswordSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword1: Password,
  newPassword2: Password,
});

export const ResetTokenValidSchema = Type.Object({ valid: Type.Literal(true) });
