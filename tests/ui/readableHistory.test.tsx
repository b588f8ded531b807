/**
 * The patient's history as a person reads it: a patient's update, a hospital added, a file
 * uploaded and protocol-form saves, answered by the history API with the names the server looks
 * up, shown with field labels and recognisable values in Polish and in English; ids and hashes
 * only under "Technical details"; a form save field by field with the labels of the definition
 * version it was saved with (fetched once for every save that names it), never a raw key or JSON.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../domain/changeLog';
import type { PatientProtocol } from '../../domain/patient';
import { HISTORY_TEXTS } from '../../resources/changes/historyTexts';
import { readableChange } from '../../resources/changes/readableChanges';
import type { Vocabulary } from '../../resources/changes/readableChanges';
import { PatientHistory } from '../../resources/patients/details/PatientHistory';
import type { RecordedCall } from './fakeApi';
import { renderAdminView } from './renderAdminView';

const PATIENT = '/api/v1/patient/patients/5';
const DEFINITION = '/api/v1/form/forms/STS-extended/definitions/3';
const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const FIRST_LOAD = { timeout: 5000 };

function logEntry(overrides: Partial<LogEntry>): LogEntry {
  return {
    id: 1,
    at: '2024-05-04T10:00:00.000Z',
    accountId: 7,
    accountName: 'Piotr Lis',
    accountEmail: 'piotr@example.org',
    action: 'patient_update',
    path: `${PATIENT}`,
    objectType: 'patient',
    objectId: '5',
    changes: {},
    correlationId: 'corr-1',
    ...overrides,
  };
}

const patientUpdate = logEntry({
  id: 1,
  changes: {
    nationality: { old: 'PL', new: 'UA' },
    gender: { old: 'Female', new: 'Male' },
    birthDate: { old: '2015-03-15', new: '2015-03-16' },
    categoryId: { old: null, new: 4 },
  },
  references: {
    categories: {
      4: {
        abbreviation: 'ALL',
        namePl: 'Ostra białaczka limfoblastyczna',
        nameEn: 'Acute lymphoblastic leukaemia',
      },
    },
  },
});

const hospitalAdded = logEntry({
  id: 2,
  action: 'patient_hospital_add',
  changes: { hospitalId: { old: null, new: 12 } },
  references: { hospitals: { 12: { name: 'Szpital Dziecięcy w Krakowie', shortName: 'SDK' } } },
});

const fileUploaded = logEntry({
  id: 3,
  action: 'patient_attachment_add',
  changes: {
    fileId: { old: null, new: 51 },
    name: { old: null, new: 'konsultacja.pdf' },
    type: { old: null, new: 'CONSULTATION' },
    contentType: { old: null, new: 'application/pdf' },
    size: { old: null, new: 1536 },
    sha256: { old: null, new: HASH },
  },
  references: {
    dictionaryEntries: {
      attachmentTypes: {
        CONSULTATION: {
          description: 'Konsultacja specjalistyczna',
          descriptionEn: 'Specialist consultation',
        },
      },
    },
  },
  correlationId: 'corr-upload',
});

const course = (startDate: string, agent: string, dose = 1.5) => ({
  agents: [{ agent, dose, unit: 'mg/m2' }],
  kind: 'chemotherapy',
  startDate,
});

const formSave = (id: number, version: number): LogEntry =>
  logEntry({
    id,
    action: 'form_saved',
    changes: {
      formId: { old: 'STS-extended', new: 'STS-extended' },
      protocol: { old: 'STS', new: 'STS' },
      version: { old: version - 1, new: version },
      treatmentCourses: {
        old: [course('2024-03-20', 'L01AA06'), course('2024-04-01', 'L01AA06')],
        new: [course('2024-03-20', 'L01AA06'), course('2024-04-08', 'L01CA02', 1.8)],
      },
      notes: { old: null, new: '<p>Bez powikłań</p><p>Kontrola za <b>2</b> tygodnie</p>' },
    },
    references: {
      formDefinitions: { old: 3, new: 3 },
      dictionaryEntries: {
        anticancerAgents: {
          L01AA06: { description: 'Ifosfamid', descriptionEn: 'Ifosfamide' },
          L01CA02: { description: 'Winkrystyna', descriptionEn: 'Vincristine' },
        },
      },
    },
  });

/** A stored STS extended definition as the form builder writes one, trimmed to what it needs. */
const definition = (locale: 'pl' | 'en') => {
  const pl = locale === 'pl';
  return {
    formId: 'STS-extended',
    protocol: 'STS',
    type: 'extended',
    version: 3,
    schema: JSON.stringify({
      type: 'object',
      title: pl ? 'Mięsaki: formularz rozszerzony' : 'Sarcomas: extended form',
      properties: {
        treatmentCourses: {
          type: 'array',
          title: pl ? 'Kursy leczenia systemowego' : 'Systemic treatment courses',
          items: {
            type: 'object',
            title: pl ? 'Kurs leczenia' : 'Treatment course',
            properties: {
              kind: {
                type: 'string',
                title: pl ? 'Rodzaj' : 'Type',
                enum: ['chemotherapy', 'immunotherapy'],
              },
              startDate: {
                type: 'string',
                title: pl ? 'Data rozpoczęcia' : 'Start date',
                format: 'date',
              },
              agents: {
                type: 'array',
                title: pl ? 'Leki' : 'Agents',
                items: {
                  type: 'object',
                  title: pl ? 'Lek' : 'Agent',
                  properties: {
                    agent: { type: 'string', title: pl ? 'Lek' : 'Agent' },
                    dose: { type: 'number', title: pl ? 'Dawka' : 'Dose' },
                    unit: { type: 'string', title: pl ? 'Jednostka' : 'Unit', enum: ['mg/m2'] },
                  },
                },
              },
            },
          },
        },
        notes: { type: 'string', title: pl ? 'Uwagi' : 'Notes' },
      },
    }),
    uiSchema: {
      'ui:order': ['treatmentCourses', 'notes'],
      treatmentCourses: {
        items: {
          'ui:order': ['kind', 'startDate', 'agents'],
          kind: { 'ui:enumNames': pl ? ['Chemioterapia', 'Immunoterapia'] : ['Chemo', 'Immuno'] },
          agents: {
            items: {
              agent: {
                'ui:widget': 'dictionaryLookup',
                'ui:options': { dictionary: 'anticancerAgents' },
              },
              unit: { 'ui:enumNames': ['mg/m²'] },
            },
          },
        },
      },
      notes: { 'ui:widget': 'richText' },
    },
  };
};

const STS_PROTOCOL = { id: 31, protocol: 'STS', active: true };

function renderHistory(
  entries: LogEntry[],
  locale: 'pl' | 'en' = 'pl',
  protocols: PatientProtocol[] = [STS_PROTOCOL],
) {
  return renderAdminView(<PatientHistory patientId={5} version={1} protocols={protocols} />, {
    routes: {
      [`GET ${PATIENT}/history`]: () => ({
        status: 200,
        body: {
          data: entries,
          totalItems: entries.length,
          totalPages: 1,
          page: 1,
          itemsPerPage: 10,
        },
      }),
      [`GET ${DEFINITION}`]: (call: RecordedCall) => ({
        status: 200,
        body: definition(call.headers['Accept-Language'] === 'en' ? 'en' : 'pl'),
      }),
    },
    resourcePaths: { patients: '/v1/patient/patients' },
    locale,
  });
}

/** The history row (the newest) whose action reads so. */
async function changesOf(action: string) {
  const [cell] = await screen.findAllByRole('cell', { name: action }, FIRST_LOAD);
  return cell!.closest('tr')!;
}

const tableRows = (container: HTMLElement) =>
  within(within(container).getByRole('table', { name: /Zmienione pola|Changed fields/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Words a person should never have to read in the history. */
const RAW = [
  'hospitalId',
  'categoryId',
  'sha256',
  'fileId',
  'contentType',
  'treatmentCourses',
  'startDate',
  'formId',
  'CONSULTATION',
  'application/pdf',
  'chemotherapy',
  'Female',
  HASH,
  '{',
  '"',
  '<p>',
];

describe("the patient's history, readable", { timeout: 20_000 }, () => {
  it('names hospitals, categories, nationalities, genders and dictionary entries, with dates as the interface writes them', async () => {
    renderHistory([patientUpdate, hospitalAdded, fileUploaded]);

    const update = await changesOf('Aktualizacja pacjenta');
    // Polish date formats arrive with date-fns's Polish locale, loaded on demand.
    await waitFor(() => expect(within(update).getByText('16.03.2015')).toBeInTheDocument());
    expect(tableRows(update)).toEqual([
      // In the form's order.
      ['Płeć', 'Kobieta', 'Mężczyzna'],
      ['Data urodzenia', '15.03.2015', '16.03.2015'],
      ['Obywatelstwo', 'Polska', 'Ukraina'],
      ['Kategoria choroby', '—', 'ALL — Ostra białaczka limfoblastyczna'],
    ]);
    expect(tableRows(await changesOf('Dodanie szpitala pacjenta'))).toEqual([
      ['Szpital', '—', 'Szpital Dziecięcy w Krakowie'],
    ]);
    expect(tableRows(await changesOf('Dodanie załącznika'))).toEqual([
      ['Nazwa pliku', '—', 'konsultacja.pdf'],
      ['Rodzaj załącznika', '—', 'Konsultacja specjalistyczna'],
      ['Rozmiar pliku', '—', '1,5 kB'],
    ]);
    const history = screen.getByRole('region', { name: 'Historia zmian' });
    for (const raw of RAW) expect(history.textContent).not.toContain(raw);
  });

  it('keeps ids and the hash under technical details until asked for', async () => {
    const user = userEvent.setup();
    renderHistory([fileUploaded, hospitalAdded]);

    const upload = await changesOf('Dodanie załącznika');
    expect(screen.queryByText(HASH)).not.toBeInTheDocument();
    const disclosure = within(upload).getByRole('button', { name: 'Szczegóły techniczne' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');

    await user.click(disclosure);

    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const details = within(upload).getByRole('region', { name: 'Szczegóły techniczne zmiany' });
    const lines = within(details)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Identyfikator pliku— → 51',
      'Typ zawartości— → application/pdf',
      `Skrót SHA-256— → ${HASH}`,
      'Identyfikator żądaniacorr-upload',
    ]);
    const hospital = await changesOf('Dodanie szpitala pacjenta');
    await user.click(within(hospital).getByRole('button', { name: 'Szczegóły techniczne' }));
    expect(within(hospital).getByText('Identyfikator szpitala')).toBeInTheDocument();
  });

  it("shows a form save field by field with the form's own labels, table rows by their title and number", async () => {
    const { api } = renderHistory([formSave(8, 3), formSave(7, 2)]);

    const rows = await changesOf('Zapis formularza protokołu');
    await waitFor(() => expect(within(rows).getByText('08.04.2024')).toBeInTheDocument());
    expect(
      await within(rows).findByText(
        'Mięsaki tkanek miękkich (STS): formularz rozszerzony, wersja 3',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rows).getByRole('table')).toBeInTheDocument());
    expect(tableRows(rows)).toEqual([
      // A row is known by its first field; one whose first field changed, by its number.
      ['Kurs leczenia 2 (Chemioterapia) › Data rozpoczęcia', '01.04.2024', '08.04.2024'],
      [
        'Kurs leczenia 2 (Chemioterapia) › Lek 1 › Lek',
        'L01AA06 — Ifosfamid',
        'L01CA02 — Winkrystyna',
      ],
      // A dose is read with the unit chosen beside it.
      ['Kurs leczenia 2 (Chemioterapia) › Lek 1 › Dawka', '1,5 mg/m²', '1,8 mg/m²'],
      ['Uwagi', '—', 'Bez powikłań\nKontrola za 2 tygodnie'],
    ]);
    const history = screen.getByRole('region', { name: 'Historia zmian' });
    for (const raw of RAW) expect(history.textContent).not.toContain(raw);
    // Both saves were read with version 3 of the definition: it was fetched once.
    await waitFor(() =>
      expect(screen.getAllByRole('table', { name: 'Zmienione pola' })).toHaveLength(2),
    );
    expect(api.calls.filter((call) => call.path === DEFINITION)).toHaveLength(1);
    // Each save leads to the whole form as it left it, on the patient's protocol's row.
    expect(
      within(rows).getByRole('link', { name: 'Pokaż cały formularz w wersji 3' }),
    ).toHaveAttribute('href', '/patient/5/forms/31/STS-extended/versions/3');
    expect(screen.getByRole('link', { name: 'Pokaż cały formularz w wersji 2' })).toHaveAttribute(
      'href',
      '/patient/5/forms/31/STS-extended/versions/2',
    );
  });

  it('gives a save no link to its form once the patient no longer has the protocol', async () => {
    renderHistory([formSave(8, 3)], 'pl', [{ id: 32, protocol: 'ALL', active: true }]);
    const rows = await changesOf('Zapis formularza protokołu');
    await waitFor(() => expect(within(rows).getByRole('table')).toBeInTheDocument());
    expect(within(rows).queryByRole('link')).toBeNull();
  });

  it('reads the same history in English', async () => {
    renderHistory([formSave(8, 3), patientUpdate, fileUploaded], 'en');

    const form = await changesOf('Protocol form saved');
    expect(
      await within(form).findByText('Soft tissue sarcomas (STS): extended form, version 3'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('table')).toBeInTheDocument());
    expect(tableRows(form)[0]).toEqual([
      'Treatment course 2 (Chemo) › Start date',
      '04/01/2024',
      '04/08/2024',
    ]);
    expect(tableRows(form)[1]).toEqual([
      'Treatment course 2 (Chemo) › Agent 1 › Agent',
      'L01AA06 — Ifosfamide',
      'L01CA02 — Vincristine',
    ]);
    expect(tableRows(await changesOf('Patient updated'))).toEqual([
      ['Gender', 'Female', 'Male'],
      ['Date of birth', '03/15/2015', '03/16/2015'],
      ['Nationality', 'Poland', 'Ukraine'],
      ['Disease category', '—', 'ALL — Acute lymphoblastic leukaemia'],
    ]);
    expect(tableRows(await changesOf('Attachment added'))[1]).toEqual([
      'Attachment type',
      '—',
      'Specialist consultation',
    ]);
  });

  it('says when the form could not be read, and reads it on a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderAdminView(<PatientHistory patientId={5} version={1} protocols={[STS_PROTOCOL]} />, {
      routes: {
        [`GET ${PATIENT}/history`]: () => ({
          status: 200,
          body: { data: [formSave(8, 3)], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 10 },
        }),
        [`GET ${DEFINITION}`]: () =>
          failing
            ? { status: 404, body: { code: 'not_found', message: 'Formularz nie istnieje' } }
            : { status: 200, body: definition('pl') },
      },
      resourcePaths: { patients: '/v1/patient/patients' },
    });

    const rows = await changesOf('Zapis formularza protokołu');
    expect(await within(rows).findByRole('alert')).toHaveTextContent(
      'Nie udało się wczytać pól formularza.',
    );
    failing = false;
    await user.click(within(rows).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(
      await within(rows).findByText('Kurs leczenia 2 (Chemioterapia) › Data rozpoczęcia'),
    ).toBeInTheDocument();
  });
});

describe('readableChange', () => {
  const vocabulary: Vocabulary = {
    locale: 'pl',
    texts: HISTORY_TEXTS.pl,
    translate: (key, options) => String(options?._ ?? key),
    date: (value) => value.split('-').reverse().join('.'),
    dateTime: (value) => `[${value}]`,
    number: (value) => String(value).replace('.', ','),
    fileSize: (bytes) => `${bytes} B`,
  };

  it('numbers the rows of a table the definition gives no row title by the table', () => {
    const entry = formSave(8, 3);
    const untitled = JSON.parse(definition('pl').schema);
    delete untitled.properties.treatmentCourses.items.title;
    delete untitled.properties.treatmentCourses.items.properties.agents.items.title;
    const change = readableChange(entry, vocabulary, [
      { schema: untitled, uiSchema: definition('pl').uiSchema },
    ]);
    expect(change.rows.map((row) => row.label)).toEqual([
      'Kursy leczenia systemowego, wiersz 2 (Chemioterapia) › Data rozpoczęcia',
      'Kursy leczenia systemowego, wiersz 2 (Chemioterapia) › Leki, wiersz 1 › Lek',
      'Kursy leczenia systemowego, wiersz 2 (Chemioterapia) › Leki, wiersz 1 › Dawka',
      'Uwagi',
    ]);
  });

  it('labels a field only an older definition version has with that version', () => {
    const entry = logEntry({
      action: 'form_saved',
      changes: {
        formId: { old: 'STS-extended', new: 'STS-extended' },
        protocol: { old: 'STS', new: 'STS' },
        version: { old: 1, new: 2 },
        notes: { old: '<p>A</p>', new: null },
        staging: { old: 'II', new: null },
      },
      references: { formDefinitions: { old: 2, new: 3 } },
    });
    const saved = {
      schema: JSON.parse(definition('pl').schema),
      uiSchema: definition('pl').uiSchema,
    };
    const older = {
      schema: {
        type: 'object',
        properties: {
          staging: { type: 'string', title: 'Stopień', enum: ['II'] },
        },
      },
      uiSchema: { staging: { 'ui:enumNames': ['Stopień II'] } },
    };
    const change = readableChange(entry, vocabulary, [saved, older]);
    expect(change.rows).toEqual([
      {
        key: 'notes',
        label: 'Uwagi',
        before: { kind: 'text', text: 'A' },
        after: { kind: 'empty' },
      },
      {
        key: 'staging',
        label: 'Stopień',
        before: { kind: 'text', text: 'Stopień II' },
        after: { kind: 'empty' },
      },
    ]);
  });

  it("lists a record's fields in the order of its form, not in the order its row was stored", () => {
    // PostgreSQL's jsonb keeps an object's keys shortest first, as a patient's creation comes.
    const patient = readableChange(
      logEntry({
        action: 'patient_create',
        changes: {
          dead: false,
          pesel: '22271099031',
          active: true,
          gender: 'Male',
          lastName: 'Baran',
          birthDate: '2022-07-10',
          firstName: 'Krzysztof',
          residenceCity: 'Gdynia',
        },
      }),
      vocabulary,
    );
    expect(patient.rows.map((row) => row.key)).toEqual([
      'pesel',
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'residenceCity',
      'dead',
      'active',
    ]);
    // An entity's in the order its declaration gives (domain/entities); unknown fields last.
    const hospital = readableChange(
      logEntry({
        action: 'hospital_create',
        objectType: 'hospital',
        changes: { city: 'Gdynia', name: 'Szpital Miejski', note: 'x', shortName: 'SM' },
      }),
      vocabulary,
    );
    expect(hospital.rows.map((row) => row.key)).toEqual(['name', 'shortName', 'city', 'note']);
  });

  it("reads an export's nested facts as labelled rows, with the dialect and forms named", () => {
    const change = readableChange(
      logEntry({
        action: 'export',
        objectType: 'export',
        changes: {
          filters: { forms: ['STS-basic'], hospitals: ['SDK'], from: '2024-01-01' },
          pseudonymised: true,
          dialect: 'excel-pl',
          files: { 'patients.csv': 12 },
        },
      }),
      vocabulary,
    );
    expect(change.rows.map((row) => [row.label, row.after])).toEqual([
      [
        'Filtry › Formularze',
        { kind: 'text', text: 'Mięsaki tkanek miękkich (STS): formularz podstawowy' },
      ],
      ['Filtry › Szpitale', { kind: 'text', text: 'SDK' }],
      ['Filtry › Zarejestrowani od', { kind: 'text', text: '01.01.2024' }],
      ['Dane zapseudonimizowane', { kind: 'text', text: 'ra.boolean.true' }],
      ['Format CSV', { kind: 'text', text: 'Excel (polski)' }],
      ['Pliki (liczba wierszy) › patients.csv', { kind: 'text', text: '12' }],
    ]);
  });
});
