/**
 * The sections of a patient's page that load on their own (the protocol forms, the history)
 * and the deactivation dialog's reasons: a failure says so with a retry, never "no forms" or
 * "no history", and the data comes after the retry.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PatientFormSummary } from '../../domain/forms';
import { resources } from '../../resources';
import { patients } from '../../resources/patients';
import { PatientShow } from '../../resources/patients/PatientShow';
import { ResourceConfigContext } from '../../src/framework/ResourceConfigContext';
import { resourcePaths } from '../../src/framework/types';
import type { Answer, Handler } from './fakeApi';
import { account, ok, patientFixture } from './protocolFormHarness';
import { renderAdminView } from './renderAdminView';

configure({ asyncUtilTimeout: 10_000 });

const PATIENT = '/api/v1/patient/patients/5';
const FORMS = '/api/v1/form/patient-forms/5';
const REASONS = '/api/v1/dictionary/dictionaries/deactivationReasons/entries';

const basicForm: PatientFormSummary = {
  formId: 'STS-basic',
  protocol: 'STS',
  type: 'basic',
  version: 3,
  savedAt: '2024-05-02T10:00:00.000Z',
  savedByName: 'Anna Nowak',
  completeness: 42,
};

const noHistory = ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 10 });

const notFound: Answer = {
  status: 404,
  body: { code: 'not_found', message: 'Nie znaleziono zasobu', correlationId: 'c-404' },
};

/** Answers `failure` first, then `success`. */
function failingOnce(failure: Answer, success: Answer): Handler {
  let calls = 0;
  return () => ((calls += 1) === 1 ? failure : success);
}

function renderPatient(routes: Record<string, Handler>) {
  const patient = patientFixture({ protocols: [{ id: 31, protocol: 'STS', active: true }] });
  return renderAdminView(
    <ResourceConfigContext.Provider value={patients}>
      <Routes>
        <Route path="/patient/:id" element={<PatientShow />} />
      </Routes>
    </ResourceConfigContext.Provider>,
    {
      routes: {
        'GET /api/v1/account/accounts/me': () => ok(account('ROLE_CENTRAL_ADMINISTRATOR')),
        [`GET ${PATIENT}`]: () => ok(patient),
        [`GET ${PATIENT}/history`]: () => noHistory,
        [`GET ${FORMS}`]: () => ok([basicForm]),
        'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => noHistory,
        ...routes,
      },
      resourcePaths: resourcePaths(resources),
      path: '/patient/5',
    },
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe("a patient page's sections", { timeout: 30_000 }, () => {
  it('say that the protocol forms failed to load, not that there are none, and retry', async () => {
    const user = userEvent.setup();
    renderPatient({ [`GET ${FORMS}`]: failingOnce(notFound, ok([basicForm])) });

    const section = await region('Formularze protokołów');
    const failure = await within(section).findByTestId('load-failed');
    expect(failure).toHaveTextContent('Nie znaleziono zasobu');
    expect(failure).toHaveTextContent('Kod błędu: c-404');
    expect(within(section).queryByText(/protokołów, których formularze/)).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(
      await within(section).findByRole('link', { name: 'Otwórz formularz STS (Podstawowy)' }),
    ).toBeInTheDocument();
  });

  it('say that the history failed to load, with no empty table or pager, and retry', async () => {
    const user = userEvent.setup();
    renderPatient({ [`GET ${PATIENT}/history`]: failingOnce(notFound, noHistory) });

    const section = await region('Historia zmian');
    const failure = await within(section).findByTestId('load-failed');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByText(/\d+–\d+ z \d+/)).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(section).findByText('Nie zapisano jeszcze żadnych zmian.')).toBeVisible();
    expect(within(section).queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});

describe('the deactivation dialog', { timeout: 30_000 }, () => {
  it('says that the reasons failed to load, still offers "Other", and retries', async () => {
    const user = userEvent.setup();
    renderPatient({
      [`GET ${REASONS}`]: failingOnce(
        notFound,
        ok({
          data: [
            {
              id: 1,
              value: 'DUPLICATE',
              description: 'Duplikat',
              descriptionEn: 'Duplicate',
              searchableDescription: 'Duplikat',
              active: true,
            },
          ],
          totalItems: 1,
          totalPages: 1,
          page: 1,
          itemsPerPage: 100,
        }),
      ),
    });

    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog');
    const failure = await within(dialog).findByTestId('load-failed');
    expect(within(dialog).getByRole('radio', { name: 'Inny powód' })).toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(dialog).findByRole('radio', { name: 'Duplikat' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});
