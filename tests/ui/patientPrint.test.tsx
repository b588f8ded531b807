/**
 * The print view of a patient (`/patient/{id}/print`): personal data, hospitals, protocols and
 * each saved form with its own labels and the values a person recognises, in Polish and in
 * English, with the screen-only parts marked so that print hides them, and Print calling the
 * browser's own printing.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePesel } from '../../domain';
import type { PatientFormSummary, ProtocolFormData } from '../../domain/forms';
import type { Patient } from '../../domain/patient';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';

configure({ asyncUtilTimeout: 10_000 });

const PESEL = encodePesel('2012-03-15', 'Female', 7);

const patient = {
  id: 5,
  firstName: 'Zofia',
  lastName: 'Kowalska',
  gender: 'Female',
  birthDate: '2012-03-15',
  pesel: PESEL,
  passportNumber: null,
  nationality: 'PL',
  representativePesel: null,
  representativePassportNumber: null,
  category: null,
  categoryId: null,
  hospitals: [
    { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true },
    { id: 2, name: 'Instytut Matki i Dziecka', shortName: 'IMID', active: false },
  ],
  protocols: [
    { id: 11, protocol: 'STS', active: true },
    { id: 12, protocol: 'WT', active: false },
    { id: 13, protocol: 'FOLLOWUP', active: true },
  ],
  active: true,
  dead: false,
  deathDate: null,
  deactivationReason: null,
  favorite: false,
  openFlags: 0,
  residenceStreet: 'Wielicka 265',
  residenceCity: 'Kraków',
  residenceZipCode: '30-663',
  registeredSameAsResidence: true,
  registeredStreet: null,
  registeredCity: null,
  registeredZipCode: null,
  correspondenceSameAsResidence: true,
  correspondenceStreet: null,
  correspondenceCity: null,
  correspondenceZipCode: null,
  correctionFlags: [],
  rodoConsents: [],
  attachments: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
} as unknown as Patient;

const account = {
  id: 7,
  email: 'anna@example.org',
  username: null,
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [1],
  protocols: ['STS', 'WT'],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const summaries: PatientFormSummary[] = [
  {
    formId: 'STS-basic',
    protocol: 'STS',
    type: 'basic',
    version: 3,
    savedAt: '2026-02-01T09:30:00.000Z',
    savedByName: 'Maria Lis',
    completeness: 60,
  },
  {
    formId: 'STS-extended',
    protocol: 'STS',
    type: 'extended',
    version: 0,
    savedAt: null,
    savedByName: null,
    completeness: 0,
  },
];

/** A small STS basic form in the language asked for, as the builder writes it. */
function stsBasic(locale: string): ProtocolFormData {
  const t = (pl: string, en: string) => (locale === 'en' ? en : pl);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: t('Mięsaki tkanek miękkich – formularz podstawowy', 'Soft tissue sarcomas – basic form'),
    type: 'object',
    properties: {
      diagnosis: {
        type: 'object',
        title: t('Rozpoznanie', 'Diagnosis'),
        properties: {
          diagnosisDate: {
            type: 'string',
            format: 'date',
            title: t('Data rozpoznania', 'Date of diagnosis'),
          },
          histology: {
            type: 'string',
            title: t('Histologia', 'Histology'),
            enum: ['ERMS', 'ARMS'],
          },
          sites: {
            type: 'array',
            title: t('Umiejscowienie', 'Site'),
            items: { type: 'string', enum: ['HEAD', 'LIMB'] },
          },
          weight: { type: 'number', title: t('Masa ciała [kg]', 'Body weight [kg]') },
          icd10: { type: 'string', title: t('Rozpoznanie (ICD-10)', 'Diagnosis (ICD-10)') },
          secondIcd10: { type: 'string', title: t('Drugie rozpoznanie', 'Second diagnosis') },
          notes: { type: 'string', title: t('Uwagi', 'Notes') },
        },
      },
      treatmentCourses: {
        type: 'array',
        title: t('Kursy leczenia', 'Treatment courses'),
        items: {
          type: 'object',
          title: t('Kurs leczenia', 'Treatment course'),
          properties: {
            block: { type: 'string', title: t('Blok', 'Block') },
            startDate: {
              type: 'string',
              format: 'date',
              title: t('Data rozpoczęcia', 'Start date'),
            },
          },
        },
      },
      comments: { type: 'string', title: t('Komentarz', 'Comment') },
    },
  };
  const uiSchema = {
    'ui:order': ['diagnosis', 'treatmentCourses', 'comments'],
    diagnosis: {
      histology: { 'ui:enumNames': [t('Zarodkowy', 'Embryonal'), t('Pęcherzykowy', 'Alveolar')] },
      sites: { 'ui:enumNames': [t('Głowa i szyja', 'Head and neck'), t('Kończyna', 'Limb')] },
      icd10: { 'ui:widget': 'dictionaryLookup', 'ui:options': { dictionary: 'icd10' } },
      secondIcd10: { 'ui:widget': 'dictionaryLookup', 'ui:options': { dictionary: 'icd10' } },
    },
    comments: { 'ui:widget': 'richText' },
  };
  return {
    formId: 'STS-basic',
    protocol: 'STS',
    type: 'basic',
    patientId: 5,
    formData: {
      diagnosis: {
        diagnosisDate: '2024-03-15',
        histology: 'ARMS',
        sites: ['HEAD', 'LIMB'],
        weight: 31.5,
        icd10: 'C49.0',
        // A code the dictionary no longer holds is printed as it is.
        secondIcd10: 'X99.9',
        notes: '',
      },
      treatmentCourses: [
        { block: 'IVA', startDate: '2024-04-01' },
        { block: 'IVADo', startDate: '2024-05-06' },
      ],
      comments: '<p>Dobra tolerancja.</p><p>Bez powikłań.</p>',
    },
    schema: JSON.stringify(schema),
    uiSchema,
    version: 3,
    definitionVersion: 1,
    savedAt: '2026-02-01T09:30:00.000Z',
    savedByName: 'Maria Lis',
    completeness: 60,
  };
}

function renderPrint(locale: 'pl' | 'en', routes: Record<string, Handler> = {}) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account }),
    'GET /api/v1/patient/patients/5': () => ({ status: 200, body: patient }),
    'GET /api/v1/form/patient-forms/5': () => ({ status: 200, body: summaries }),
    'GET /api/v1/form/forms/STS-basic/protocol-form-data/5': (call: RecordedCall) => ({
      status: 200,
      body: stsBasic(call.headers['Accept-Language'] ?? 'pl'),
    }),
    // The lookup searches by the code, as the form screen's does.
    'GET /api/v1/dictionary/dictionaries/icd10/entries': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 1,
            type: 'icd10',
            value: 'C49.0',
            description: 'Nowotwór złośliwy tkanek miękkich głowy, twarzy i szyi',
            descriptionEn: 'Malignant neoplasm of soft tissue of head, face and neck',
            active: true,
          },
        ],
        totalItems: 1,
        totalPages: 1,
        page: 1,
        itemsPerPage: 20,
      },
    }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={['/patient/5/print']}>
      <App services={services} />
    </MemoryRouter>,
  );
  return api;
}

/** The value printed beside a label, within a part of the page. */
function valueOf(container: HTMLElement, label: string) {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('patient print view', { timeout: 30_000 }, () => {
  it('prints the personal data, hospitals, protocols and each saved form with its labels and values', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const api = renderPrint('pl');

    expect(await screen.findByRole('heading', { name: 'Kowalska Zofia', level: 1 })).toBeVisible();
    // The crumbs lead back to the patient, then name this page: not the patient a second time.
    const crumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(crumbs).getByRole('link', { name: 'Kowalska Zofia' })).toBeVisible();
    expect(within(crumbs).getByText('Wydruk karty')).toHaveAttribute('aria-current', 'page');
    const summary = screen.getByRole('article', {
      name: 'Podsumowanie pacjenta z rejestru oncoreg',
    });
    expect(within(summary).getByText(`Podsumowanie pacjenta z rejestru oncoreg · PESEL: ${PESEL}`));
    expect(within(summary).getByText(/^Wydrukowano: .+ · Osoba drukująca: Anna Nowak$/));
    const personal = within(summary).getByRole('region', { name: 'Dane osobowe' });
    expect(valueOf(personal, 'Data urodzenia')).toBe('15.03.2012');
    const hospitals = within(summary).getByRole('region', { name: 'Szpitale' });
    expect(
      within(hospitals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Uniwersytecki Szpital Dziecięcy (USD)',
      'Instytut Matki i Dziecka (IMID) · Nieaktywny',
    ]);
    const protocols = within(summary).getByRole('region', { name: 'Protokoły' });
    expect(
      within(protocols)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'STS: Mięsaki tkanek miękkich · Aktywny',
      'WT: Nerczak zarodkowy (guz Wilmsa) · Nieaktywny',
    ]);

    const form = await within(summary).findByRole('region', {
      name: 'STS · Mięsaki tkanek miękkich – formularz podstawowy',
    });
    expect(
      within(form).getByRole('heading', {
        name: 'STS · Mięsaki tkanek miękkich – formularz podstawowy',
      }),
    ).toBeVisible();
    expect(within(form).getByText(/^Wersja 3, zapisana .+ przez: Maria Lis$/)).toBeVisible();
    expect(within(form).getByRole('heading', { name: 'Rozpoznanie' })).toBeVisible();
    expect(valueOf(form, 'Data rozpoznania')).toBe('15.03.2024');
    expect(valueOf(form, 'Histologia')).toBe('Pęcherzykowy');
    expect(valueOf(form, 'Umiejscowienie')).toBe('Głowa i szyja, Kończyna');
    expect(valueOf(form, 'Masa ciała [kg]')).toBe('31,5');
    expect(valueOf(form, 'Rozpoznanie (ICD-10)')).toBe(
      'C49.0 — Nowotwór złośliwy tkanek miękkich głowy, twarzy i szyi',
    );
    expect(valueOf(form, 'Drugie rozpoznanie')).toBe('X99.9');
    expect(valueOf(form, 'Komentarz')).toBe('Dobra tolerancja.\nBez powikłań.');
    // An empty field is not printed; a table's rows are titled by their number.
    expect(within(form).queryByText('Uwagi')).toBeNull();
    expect(within(form).getByRole('heading', { name: 'Kurs leczenia 2' })).toBeVisible();
    const rows = within(form).getAllByText('Blok', { selector: 'dt' });
    expect(rows.map((term) => term.nextElementSibling?.textContent)).toEqual(['IVA', 'IVADo']);
    // Only saved forms are printed, and each is asked for once.
    expect(screen.queryByText(/Formularz rozszerzony/)).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('protocol-form-data'))).toHaveLength(1);

    // The buttons are the screen's, not the paper's.
    const printButton = screen.getByRole('button', { name: 'Drukuj' });
    expect(printButton.closest('[data-screen-only]')).not.toBeNull();
    await waitFor(() => expect(printButton).toBeEnabled());
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints in English, the form labels included', async () => {
    renderPrint('en');

    const form = await screen.findByRole('region', {
      name: 'STS · Soft tissue sarcomas – basic form',
    });
    expect(valueOf(form, 'Date of diagnosis')).toBe('03/15/2024');
    expect(valueOf(form, 'Histology')).toBe('Alveolar');
    expect(valueOf(form, 'Body weight [kg]')).toBe('31.5');
    expect(valueOf(form, 'Diagnosis (ICD-10)')).toBe(
      'C49.0 — Malignant neoplasm of soft tissue of head, face and neck',
    );
    expect(within(form).getByRole('heading', { name: 'Treatment course 1' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Personal data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('says that a form could not be loaded, offers to try again, and does not offer to print', async () => {
    let fail = true;
    renderPrint('pl', {
      'GET /api/v1/form/forms/STS-basic/protocol-form-data/5': () =>
        fail
          ? { status: 404, body: { code: 'not_found', message: 'Nie znaleziono formularza' } }
          : { status: 200, body: stsBasic('pl') },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Nie znaleziono formularza')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drukuj' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));

    expect(
      await screen.findByRole('region', {
        name: 'STS · Mięsaki tkanek miękkich – formularz podstawowy',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drukuj' })).toBeEnabled();
  });
});
