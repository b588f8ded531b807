import { describe, expect, it } from 'vitest';
import { losesPermissions, permissionsVersion } from '../../domain/session';

const admin = { role: 'ROLE_CENTRAL_ADMINISTRATOR', hospitals: [], protocols: [] };
const physician = { role: 'ROLE_REPORTER_PHYSICIAN', hospitals: [1, 2], protocols: ['STS', 'WT'] };

describe('permissions version', () => {
  it('is the same for the same permissions in any order, and differs when any part changes', () => {
    const version = permissionsVersion(physician);
    expect(permissionsVersion({ ...physician, hospitals: [2, 1], protocols: ['WT', 'STS'] })).toBe(
      version,
    );
    expect(permissionsVersion({ ...physician, role: 'ROLE_COORDINATOR' })).not.toBe(version);
    expect(permissionsVersion({ ...physician, hospitals: [1] })).not.toBe(version);
    expect(permissionsVersion({ ...physician, protocols: ['STS'] })).not.toBe(version);
    // Ids and codes are not run together: [1, 2] and [12] differ.
    expect(permissionsVersion({ ...physician, hospitals: [12] })).not.toBe(version);
  });
});

describe('losing permissions', () => {
  it('is any lower role for a central administrator', () => {
    expect(losesPermissions(admin, { ...admin, role: 'ROLE_COORDINATOR', hospitals: [1] })).toBe(
      true,
    );
    expect(losesPermissions(admin, { ...admin, hospitals: [3], protocols: ['STS'] })).toBe(false);
  });

  it('is a right of the old role that the new one lacks, whichever way', () => {
    expect(losesPermissions(physician, { ...physician, role: 'ROLE_DATA_ADMINISTRATOR' })).toBe(
      true,
    );
    expect(losesPermissions(physician, { ...physician, role: 'ROLE_CENTRAL_ADMINISTRATOR' })).toBe(
      false,
    );
  });

  it('is a hospital or protocol taken away, not one given', () => {
    expect(losesPermissions(physician, { ...physician, hospitals: [1] })).toBe(true);
    expect(losesPermissions(physician, { ...physician, protocols: ['WT'] })).toBe(true);
    expect(losesPermissions(physician, { ...physician, hospitals: [1, 2, 3] })).toBe(false);
  });
});
