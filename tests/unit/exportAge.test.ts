/**
 * The age at diagnosis in an export: from the birth date itself in an identifiable export; in a
 * pseudonymised one from the 15th of the birth month, so that it tells no more of the birth than
 * the birth month beside it (two decimals of a year from the day gave the day back within two).
 */
import { describe, expect, it } from 'vitest';
import { ageAtDiagnosis } from '../../server/modules/export/files';

describe('the age at diagnosis', () => {
  it('is counted from the day in an identifiable export', () => {
    expect(ageAtDiagnosis('2014-10-13', '2025-06-08', false)).toBe(10.65);
  });

  it('is counted from the 15th of the birth month in a pseudonymised one', () => {
    expect(ageAtDiagnosis('2014-10-31', '2025-06-08', false)).toBe(10.6);
    expect(ageAtDiagnosis('2014-10-31', '2025-06-08', true)).toBe(10.65);
    // Any day of the month gives the same age: the day cannot be worked back from it.
    const ages = ['2014-10-01', '2014-10-13', '2014-10-31'].map((born) =>
      ageAtDiagnosis(born, '2025-06-08', true),
    );
    expect(new Set(ages)).toEqual(new Set([10.65]));
  });

  it('reads 0 for a diagnosis in the birth month before its 15th, and none before the birth', () => {
    expect(ageAtDiagnosis('2024-03-02', '2024-03-09', true)).toBe(0);
    expect(ageAtDiagnosis('2024-03-02', '2024-03-01', true)).toBeNull();
    expect(ageAtDiagnosis('2024-03-02', 'unknown', true)).toBeNull();
  });
});
