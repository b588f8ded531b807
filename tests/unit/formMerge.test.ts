/**
 * "Save my version" after a conflict lays this device's changes over the newer version: what
 * the other save changed in fields this device left alone stays (src/pages/forms/formData.ts).
 */
import { describe, expect, it } from 'vitest';
import { mergeFormChanges } from '../../src/pages/forms/formData';

const base = {
  diagnosis: { date: '2024-03-12', icd10: 'C91.0' },
  treatment: { arm: 'A', dose: 2.5 },
  courses: [{ drug: 'VCR', dose: 1.5 }],
};

describe('mergeFormChanges', () => {
  it('keeps their change to a field I left alone, and mine to another', () => {
    const mine = { ...base, treatment: { arm: 'A', dose: 2.5, notes: 'bez powikłań' } };
    const theirs = { ...base, treatment: { arm: 'A', dose: 1.8 } };
    expect(mergeFormChanges(base, mine, theirs)).toEqual({
      ...base,
      treatment: { arm: 'A', dose: 1.8, notes: 'bez powikłań' },
    });
  });

  it('takes mine where both changed the same field: the user chose to save theirs', () => {
    const mine = { ...base, treatment: { arm: 'B', dose: 2.5 } };
    const theirs = { ...base, treatment: { arm: 'C', dose: 2.5 } };
    expect(mergeFormChanges(base, mine, theirs)).toEqual(mine);
  });

  it('keeps a field they cleared, and one I cleared', () => {
    const mine = { ...base, diagnosis: { date: '2024-03-12' } };
    const theirs = { ...base, treatment: { arm: 'A' } };
    expect(mergeFormChanges(base, mine, theirs)).toEqual({
      ...base,
      diagnosis: { date: '2024-03-12' },
      treatment: { arm: 'A' },
    });
  });

  it('never mixes the rows of a table: a table both changed is mine whole', () => {
    const mine = { ...base, courses: [{ drug: 'VCR', dose: 1.2 }] };
    const theirs = { ...base, courses: [{ drug: 'VCR', dose: 1.5 }, { drug: 'DNR' }] };
    expect(mergeFormChanges(base, mine, theirs)).toEqual(mine);
    expect(mergeFormChanges(base, base, theirs)).toEqual(theirs);
  });

  it('reads an emptied text or an empty section as no change', () => {
    const mine = { ...base, treatment: { arm: 'A', dose: 2.5, notes: '' }, follow: {} };
    const theirs = { ...base, treatment: { arm: 'A', dose: 1.8 } };
    expect(mergeFormChanges(base, mine, theirs)).toEqual(theirs);
  });

  it('starts a section from nothing on either side', () => {
    const mine = { ...base, relapse: { date: '2025-01-02' } };
    const theirs = { ...base, death: { died: 'no' } };
    expect(mergeFormChanges(base, mine, theirs)).toEqual({
      ...base,
      relapse: { date: '2025-01-02' },
      death: { died: 'no' },
    });
  });
});
