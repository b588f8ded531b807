import { describe, expect, it } from 'vitest';
import { readme } from '../../server/modules/export/documents';

const facts = {
  madeAt: new Date('2026-12-07T10:00:00.000Z'),
  madeBy: { accountId: 4, name: 'Anna Nowak', email: 'anna@example.org' },
  pseudonymised: true,
  dialect: 'excel-pl' as const,
  forms: ['STS-basic'],
  patientsOfForms: false,
  hospitals: [],
  from: null,
  to: '2026-06-30',
  files: { 'a.csv': 1, 'b.csv': 3, 'c.csv': 12, 'd.csv': 22, 'e.csv': 25, 'f.csv': 0 },
};

describe("the export's README", () => {
  it('says it all in Polish, then in English, with the rows counted in each grammar', () => {
    const [polish, english] = readme(facts).split('\r\n---\r\n');
    expect(polish).toContain('Dane spseudonimizowane');
    expect(polish).toContain('  szpitale: wszystkie szpitale dostępne dla konta');
    expect(polish).toContain('  zarejestrowani od: dowolnej daty');
    expect(polish).toContain('  zarejestrowani do: 2026-06-30');
    expect(polish?.match(/ {2}\w\.csv: .+/g)).toEqual(
      [
        'a.csv: 1 wiersz',
        'b.csv: 3 wiersze',
        'c.csv: 12 wierszy',
        'd.csv: 22 wiersze',
        'e.csv: 25 wierszy',
        'f.csv: 0 wierszy',
      ].map((line) => `  ${line}`),
    );
    expect(english).toContain('Pseudonymised');
    expect(english?.match(/ {2}\w\.csv: .+/g)).toEqual(
      ['1 row', '3 rows', '12 rows', '22 rows', '25 rows', '0 rows'].map(
        (rows, index) => `  ${'abcdef'[index]}.csv: ${rows}`,
      ),
    );
  });

  it('names who made it in each part’s own language', () => {
    const [polish, english] = readme(facts).split('\r\n---\r\n');
    expect(polish).toContain('Osoba eksportująca: Anna Nowak <anna@example.org> (konto 4).');
    expect(polish).not.toContain('account');
    expect(english).toContain('by Anna Nowak <anna@example.org> (account 4).');
  });

  it('names the account alone when it has no name or email left', () => {
    const [polish, english] = readme({ ...facts, madeBy: { accountId: 4 } }).split('\r\n---\r\n');
    expect(polish).toContain('Osoba eksportująca: konto 4.');
    expect(english).toContain('(UTC) by account 4.');
  });

  it('says when patients.csv holds only the patients of the chosen forms', () => {
    const [polish, english] = readme({ ...facts, patientsOfForms: true }).split('\r\n---\r\n');
    expect(polish).toContain(
      'patients.csv zawiera tylko pacjentów, którzy mają protokół jednego z wybranych formularzy.',
    );
    expect(english).toContain('patients.csv holds only the patients who hold the protocol');
    expect(readme(facts)).not.toContain('only the patients');
  });
});
