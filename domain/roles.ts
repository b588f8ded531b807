/** The four roles of the registry (spec section 3). */
export const ROLES = [
  'ROLE_CENTRAL_ADMINISTRATOR',
  'ROLE_REPORTER_PHYSICIAN',
  'ROLE_COORDINATOR',
  'ROLE_DATA_ADMINISTRATOR',
] as const;

export type Role = (typeof ROLES)[number];

export const CENTRAL_ADMINISTRATOR: Role = 'ROLE_CENTRAL_ADMINISTRATOR';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
