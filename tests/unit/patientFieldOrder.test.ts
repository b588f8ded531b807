/** The order a patient's changes are read in (domain/patient.ts), against the record's fields. */
import { describe, expect, it } from 'vitest';
import { PATIENT_FIELD_ORDER, normalizePatientFields } from '../../domain/patient';

describe('PATIENT_FIELD_ORDER', () => {
  it('names every field of a patient once: those the form sends, its relations and standing', () => {
    const fields = [
      ...Object.keys(normalizePatientFields({})),
      'hospitals',
      'protocols',
      'active',
      'deactivationReason',
    ];
    expect(new Set(PATIENT_FIELD_ORDER).size).toBe(PATIENT_FIELD_ORDER.length);
    expect([...PATIENT_FIELD_ORDER].sort()).toEqual(fields.sort());
  });
});
