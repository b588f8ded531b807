/**
 * The codebook names the patient's addresses as the patient's form and page do, in both
 * languages: an analyst reading "residence_city" and a physician reading the form speak of the
 * same address.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { patientColumns } from '../../server/modules/export/codebook';

describe('the codebook’s address columns', () => {
  it.each(['residence', 'registered', 'correspondence'] as const)('name the %s address', (kind) => {
    const street = patientColumns(false).find((column) => column.name === `${kind}_street`);
    expect(street?.label).toEqual({
      pl: `${pl.resources.patients.sections[kind]}: ulica`,
      en: `${en.resources.patients.sections[kind]}: street`,
    });
  });
});
