import { describe, expect, it } from 'vitest';
import { DISEASE_CATEGORIES } from '../../domain/categories';
import { checkPatient, normalizePatientFields } from '../../domain/patient';
import { decodePesel } from '../../domain/pesel';
import { FOLLOWUP_PROTOCOL, isKnownProtocol } from '../../domain/protocols';
import { type SyntheticOptions, syntheticPatients } from '../../demo/syntheticPatients';

const options: SyntheticOptions = {
  count: 5000,
  seed: 42,
  asOf: new Date('2026-03-02T12:00:00Z'),
  hospitalIds: [11, 12, 13, 14],
  categoryIds: Object.fromEntries(
    DISEASE_CATEGORIES.map((category, index) => [category.abbreviation, 100 + index]),
  ),
};
const patients = syntheticPatients(options);
const share = (test: (patient: (typeof patients)[number]) => boolean) =>
  patients.filter(test).length / patients.length;

describe('syntheticPatients', () => {
  it('gives every patient with a PESEL a valid one that no other patient has', () => {
    const pesels = patients.flatMap((patient) => (patient.pesel ? [patient.pesel] : []));
    expect(pesels.every((pesel) => decodePesel(pesel).valid)).toBe(true);
    expect(new Set(pesels).size).toBe(pesels.length);
    const passports = patients.flatMap((patient) =>
      patient.passportNumber ? [patient.passportNumber] : [],
    );
    expect(new Set(passports).size).toBe(passports.length);
  });

  it('makes records that pass the rules of the patient form as they are', () => {
    const failing = patients
      .map((patient) => ({ patient, failures: checkPatient(patient, options.asOf) }))
      .filter(({ failures }) => Object.keys(failures).length);
    expect(failing.slice(0, 3)).toEqual([]);
    // Already normalized: trimmed, and "same as residence" addresses copied from it.
    for (const patient of patients.slice(0, 500)) {
      const normalized = normalizePatientFields(patient);
      const fields = Object.fromEntries(
        Object.keys(normalized).map((field) => [field, patient[field as keyof typeof patient]]),
      );
      expect(fields).toEqual(normalized);
    }
  });

  it('gives the same patients for the same seed and others for another', () => {
    const again = syntheticPatients({ ...options, count: 200 });
    expect(again).toEqual(patients.slice(0, 200));
    const other = syntheticPatients({ ...options, count: 200, seed: 43 });
    expect(other.map((patient) => patient.pesel)).not.toEqual(again.map((p) => p.pesel));
  });

  it('spreads ages, diseases, nationalities and states like a childhood-cancer registry', () => {
    const oldest = new Date('2007-03-03T00:00:00Z');
    expect(patients.every((patient) => new Date(patient.birthDate) >= oldest)).toBe(true);
    expect(patients.every((patient) => patient.birthDate <= '2026-03-02')).toBe(true);

    const byProtocol = (code: string) =>
      share((patient) => patient.protocols.some((entry) => entry.protocol === code));
    expect(byProtocol('ALL')).toBeGreaterThan(byProtocol('OUN'));
    expect(byProtocol('OUN')).toBeGreaterThan(byProtocol('NBL'));
    expect(byProtocol('ALL')).toBeGreaterThan(0.2);
    expect(byProtocol(FOLLOWUP_PROTOCOL)).toBeGreaterThan(0);
    expect(share((patient) => patient.protocols.filter((p) => isKnownProtocol(p.protocol)).length > 1)).toBeGreaterThan(0.01); // prettier-ignore

    const foreigners = share((patient) => patient.pesel === null);
    expect(foreigners).toBeGreaterThan(0.03);
    expect(foreigners).toBeLessThan(0.07);
    expect(
      patients.every((patient) => (patient.pesel === null) === (patient.nationality !== 'PL')),
    ).toBe(true);
    expect(share((patient) => !patient.active)).toBeGreaterThan(0.015);
    expect(
      patients.every((patient) => patient.active === (patient.deactivationReason === null)),
    ).toBe(true);
    expect(share((patient) => patient.dead)).toBeGreaterThan(0.02);
    expect(share((patient) => patient.hospitals.length === 2)).toBeGreaterThan(0.05);
    expect(new Set(patients.flatMap((patient) => patient.hospitals))).toEqual(
      new Set(options.hospitalIds),
    );
  });

  it('writes Polish names with their diacritics and feminine surnames for girls', () => {
    const names = patients.map((patient) => `${patient.firstName} ${patient.lastName}`).join(' ');
    expect(names).toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/);
    const girls = patients.filter((patient) => patient.gender === 'Female' && patient.pesel);
    expect(girls.some((patient) => /ska$/.test(patient.lastName))).toBe(true);
    expect(girls.some((patient) => /ski$/.test(patient.lastName))).toBe(false);
  });
});
