/**
 * The protocol forms on a patient's page: each form of the patient's active protocols with its
 * type, last save, completeness and version, linking to the form's screen; the protocols'
 * links to both their forms; the sentence shown when there is no form to see; and the form
 * screen's code, which the patient's page does not load.
 */
import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PatientFormSummary } from '../../domain/forms';
import { resources } from '../../resources';
import { patients } from '../../resources/patients';
import { PatientShow } from '../../resources/patients/PatientShow';
import { ResourceConfigContext } from '../../src/framework/ResourceConfigContext';
import { resourcePaths } from '../../src/framework/types';
import { account, ok, patientFixture } from './protocolFormHarness';
import { narrowScreen } from './narrowScreen';
import { renderAdminView } from './renderAdminView';

configure({ asyncUtilTimeout: 5000 });

const PATIENT = '/api/v1/patient/patients/5';
const FORMS = '/api/v1/form/patient-forms/5';

const summaries: PatientFormSummary[] = [
  {
    formId: 'STS-basic',
    protocol: 'STS',
    type: 'basic',
    version: 3,
    savedAt: '2024-05-02T10:00:00.000Z',
    savedByName: 'Anna Nowak',
    completeness: 42,
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

function renderPatient(forms: PatientFormSummary[], locale: 'pl' | 'en' = 'pl') {
  const patient = patientFixture({
    protocols: [
      { id: 31, protocol: 'STS', active: true },
      { id: 32, protocol: 'ALL', active: false },
    ],
  });
  return renderAdminView(
    <ResourceConfigContext.Provider value={patients}>
      <Routes>
        <Route path="/patient/:id" element={<PatientShow />} />
      </Routes>
    </ResourceConfigContext.Provider>,
    {
      routes: {
        'GET /api/v1/account/accounts/me': () => ok(account('ROLE_COORDINATOR')),
        [`GET ${PATIENT}`]: () => ok(patient),
        [`GET ${PATIENT}/history`]: () =>
          ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 10 }),
        [`GET ${FORMS}`]: () => ok(forms),
      },
      resourcePaths: resourcePaths(resources),
      locale,
      path: '/patient/5',
    },
  );
}

async function formsSection() {
  return screen.findByRole('region', { name: /Formularze protokołów|Protocol forms/ });
}

describe('protocol forms on the patient page', () => {
  it('lists each form with its last save, completeness and version, linking to its screen', async () => {
    const { api } = renderPatient(summaries);

    const section = await formsSection();
    const basic = await within(section).findByRole('link', {
      name: 'Otwórz formularz STS (Podstawowy)',
    });
    expect(basic).toHaveAttribute('href', '/patient/5/forms/31/STS-basic');
    expect(
      within(section).getByRole('link', { name: 'Otwórz formularz STS (Rozszerzony)' }),
    ).toHaveAttribute('href', '/patient/5/forms/31/STS-extended');

    const [, basicRow, extendedRow] = within(section).getAllByRole('row');
    expect(basicRow).toHaveTextContent(/Anna Nowak/);
    expect(basicRow).toHaveTextContent('42%');
    expect(within(basicRow!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(within(basicRow!).getAllByRole('cell').at(-1)).toHaveTextContent('3');
    expect(extendedRow).toHaveTextContent('Nie zapisano');
    expect(extendedRow).toHaveTextContent('0%');
    expect(api.calls.some((call) => call.path === FORMS)).toBe(true);
  });

  it('on a phone, stacks each form with its last save, version and completeness in reach', async () => {
    const wideAgain = narrowScreen();
    try {
      renderPatient(summaries);

      const section = await formsSection();
      const basic = await within(section).findByRole('link', {
        name: 'Otwórz formularz STS (Podstawowy)',
      });
      expect(basic).toHaveAttribute('href', '/patient/5/forms/31/STS-basic');
      expect(basic).toHaveTextContent('STS (Podstawowy)');
      // No table, whose last columns would be off the screen: one row a form.
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
      const [basicRow, extendedRow] = within(section).getAllByRole('listitem');
      expect(basicRow).toHaveTextContent(/Ostatni zapis: .*Anna Nowak/);
      expect(basicRow).toHaveTextContent('Wersja: 3');
      expect(
        within(basicRow!).getByRole('progressbar', { name: 'Kompletność: STS (Podstawowy)' }),
      ).toHaveAttribute('aria-valuenow', '42');
      expect(extendedRow).toHaveTextContent('Ostatni zapis: Nie zapisano');
      expect(extendedRow).toHaveTextContent('Wersja: 0');
      expect(within(extendedRow!).getByRole('link')).toHaveAttribute(
        'href',
        '/patient/5/forms/31/STS-extended',
      );
    } finally {
      wideAgain();
    }
  });

  it('links each protocol to both its forms, as the forms section lists them', async () => {
    renderPatient(summaries);

    const protocols = await screen.findByRole('region', { name: 'Protokoły' });
    const rows = await within(protocols).findAllByRole('row');
    const links = (row: HTMLElement) =>
      within(row)
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('aria-label'),
          link.getAttribute('href'),
        ]);
    expect(rows.slice(1).map(links)).toEqual([
      [
        ['Podstawowy', 'STS: Formularz podstawowy', '/patient/5/forms/31/STS-basic'],
        ['Rozszerzony', 'STS: Formularz rozszerzony', '/patient/5/forms/31/STS-extended'],
      ],
      [
        ['Podstawowy', 'ALL: Formularz podstawowy', '/patient/5/forms/32/ALL-basic'],
        ['Rozszerzony', 'ALL: Formularz rozszerzony', '/patient/5/forms/32/ALL-extended'],
      ],
    ]);
  });

  it('says so when the patient has no active protocol whose forms the user may see', async () => {
    renderPatient([], 'en');

    const section = await formsSection();
    expect(
      await within(section).findByText(
        'The patient has no active protocols whose forms you may see.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the patient page bundle', () => {
  it('does not import the form renderer', async () => {
    const sources = import.meta.glob(
      [
        '../../resources/patients/**/*.{ts,tsx}',
        '../../src/App.tsx',
        '../../src/pages/LoginPage.tsx',
      ],
      { query: '?raw', import: 'default', eager: true },
    );
    for (const [file, source] of Object.entries(sources)) {
      expect(source as string, file).not.toMatch(/from ['"]@rjsf\//);
      expect(source as string, file).not.toMatch(/from ['"][./]+\/?(src\/)?pages\/forms\//);
    }
  });
});
