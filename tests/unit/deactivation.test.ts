import { describe, expect, it } from 'vitest';
import { reasonFits } from '../../domain/deactivation';
import { deactivationReasons } from '../../server/db/dictionaries/deactivationReasons';

describe('deactivation reasons by record', () => {
  it('offers a patient the patient reasons and the general ones, not a hospital’s', () => {
    const offered = deactivationReasons.entries
      .filter((entry) => reasonFits(entry.value, 'patients'))
      .map((entry) => entry.value);
    expect(offered).toEqual([
      'DUPLICATE',
      'ENTERED_IN_ERROR',
      'CONSENT_WITHDRAWN',
      'TRANSFERRED_ABROAD',
      'LOST_TO_FOLLOW_UP',
      'DIAGNOSIS_NOT_CONFIRMED',
    ]);
  });

  it('offers every record a reason an administrator added', () => {
    expect(reasonFits('FUNDING_ENDED', 'hospitals')).toBe(true);
    expect(reasonFits('FUNDING_ENDED', 'patients')).toBe(true);
  });

  it('offers a disease category only the general reasons', () => {
    const offered = deactivationReasons.entries
      .filter((entry) => reasonFits(entry.value, 'categories'))
      .map((entry) => entry.value);
    expect(offered).toEqual(['DUPLICATE', 'ENTERED_IN_ERROR']);
    expect(reasonFits('FUNDING_ENDED', 'categories')).toBe(true);
  });

  it('offers a user no hospital reason', () => {
    expect(reasonFits('HOSPITAL_CLOSED', 'users')).toBe(false);
    expect(reasonFits('SECURITY', 'users')).toBe(true);
  });
});
