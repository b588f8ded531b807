/**
 * What a save changed, as the field ids the page of a saved version marks: values compared
 * whole, objects and tables looked into, a table named only for rows it lost.
 */
import { describe, expect, it } from 'vitest';
import { formChanges, sectionChanged } from '../../src/pages/forms/formChanges';

const ids = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...formChanges(before, after)].sort();

describe('formChanges', () => {
  it('names a changed, added or cleared value with its section, and nothing unchanged', () => {
    expect(
      ids(
        { diagnosis: { icd10: 'C49', diagnosisDate: '2024-03-01' }, treatment: { arm: 'MR' } },
        { diagnosis: { icd10: 'C49.2', diagnosisDate: '2024-03-01' }, notes: 'Kontrola' },
      ),
    ).toEqual([
      'root_diagnosis',
      'root_diagnosis_icd10',
      'root_notes',
      'root_treatment',
      'root_treatment_arm',
    ]);
  });

  it('takes an empty value for an absent one, and compares a multiple choice whole', () => {
    expect(
      ids(
        { disease: { note: '', genetics: ['ETV6::RUNX1'], sites: [] } },
        { disease: { genetics: ['ETV6::RUNX1'], note: null } },
      ),
    ).toEqual([]);
    expect(
      ids({ disease: { genetics: ['ETV6::RUNX1'] } }, { disease: { genetics: ['IKZF1'] } }),
    ).toEqual(['root_disease', 'root_disease_genetics']);
  });

  it("looks into a table row by row, naming a row's changed field and an added row's fields", () => {
    const course = (startDate: string) => ({ kind: 'chemotherapy', startDate });
    expect(
      ids(
        { courses: [course('2024-03-20'), course('2024-04-01')] },
        { courses: [course('2024-03-20'), course('2024-04-08'), course('2024-05-02')] },
      ),
    ).toEqual([
      'root_courses_1',
      'root_courses_1_startDate',
      'root_courses_2',
      'root_courses_2_kind',
      'root_courses_2_startDate',
    ]);
  });

  it('names a table that lost rows, which are not drawn, and not the rows it kept', () => {
    const row = (agent: string) => ({ agent });
    expect(ids({ agents: [row('L01AA06'), row('L01CA02')] }, { agents: [row('L01AA06')] })).toEqual(
      ['root_agents'],
    );
  });

  it('names an object a value inside it changed, and the value', () => {
    expect(
      ids(
        { disease: { primaryTumour: { length: 8.2, width: 4 } } },
        { disease: { primaryTumour: { length: 9, width: 4 } } },
      ),
    ).toEqual(['root_disease', 'root_disease_primaryTumour', 'root_disease_primaryTumour_length']);
  });

  it('tells a section changed by anything inside it, and not one whose name only begins alike', () => {
    const changed = formChanges(
      { treatmentCourses: [{ startDate: '2024-03-20' }], treatment: { arm: 'MR' } },
      { treatmentCourses: [{ startDate: '2024-04-08' }], treatment: { arm: 'MR' } },
    );
    expect(sectionChanged(changed, 'treatmentCourses')).toBe(true);
    expect(sectionChanged(changed, 'treatment')).toBe(false);
    expect(sectionChanged(formChanges({}, { notes: 'Kontrola' }), 'notes')).toBe(true);
  });
});
