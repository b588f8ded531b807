/**
 * The protocol-form screen against a scripted API: a basic and an extended definition drawn in
 * the user's language, saving with the version kept, the browser's and the server's field
 * errors on the right inputs and table rows, a newer version met on save, read-only views, and
 * the pages of a form that cannot be shown.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  PATIENT_ID,
  VALID_DIAGNOSIS,
  formAnswer,
  formServer,
  ok,
  patientFixture,
  posts,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';
import { dateField } from './dateEntry';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ICD10_ENTRIES = '/api/v1/dictionary/dictionaries/icd10/entries';
const c49 = {
  id: 1,
  type: 'icd10',
  value: 'C49',
  description: 'Nowotwór złośliwy innej tkanki łącznej i tkanki miękkiej',
  descriptionEn: 'Malignant neoplasm of other connective and soft tissue',
  searchableDescription: 'mięsak',
  active: true,
};
const dictionary = {
  [`GET ${ICD10_ENTRIES}`]: () =>
    ok({ data: [c49], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 20 }),
};

const savedOnce = {
  formData: { diagnosis: VALID_DIAGNOSIS },
  version: 1,
  savedAt: '2024-05-01T08:00:00.000Z',
  savedByName: 'Piotr Lis',
};

async function toastWith(text: string | RegExp) {
  const toasts = await screen.findAllByTestId('toast');
  await waitFor(() =>
    expect(screen.getAllByTestId('toast').some((toast) => within(toast).queryByText(text))).toBe(
      true,
    ),
  );
  return toasts;
}

describe('drawing a form', () => {
  it('draws a basic form in Polish with the patient, the tabs and its sections', async () => {
    renderFormPage({ definition: stsBasic });

    expect(
      await screen.findByRole('heading', {
        name: 'Mięsaki tkanek miękkich: formularz podstawowy',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pacjent: Kowalska Zofia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rozpoznanie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guz pierwotny' })).toBeInTheDocument();
    expect(await dateField(/^Data rozpoznania/)).toHaveTextContent(/^dd\.mm\.rrrr$/);
    expect(screen.getByRole('textbox', { name: 'Uwagi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Formularz podstawowy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Formularz rozszerzony' })).toHaveAttribute(
      'href',
      `/patient/${PATIENT_ID}/forms/31/STS-extended`,
    );
    expect(screen.getByRole('link', { name: 'Wróć do pacjenta' })).toHaveAttribute(
      'href',
      `/patient/${PATIENT_ID}`,
    );
    expect(screen.getByText(/Formularz nie był jeszcze zapisany/)).toBeInTheDocument();
  });

  it('draws an extended form in English with its tables and their rows', async () => {
    const user = userEvent.setup();
    const server = formServer(stsExtended, 'en', {
      formData: { treatmentCourses: [{ kind: 'chemotherapy', startDate: '2024-03-04' }] },
      version: 2,
      savedAt: '2024-05-01T08:00:00.000Z',
      savedByName: 'Piotr Lis',
      completeness: 12,
    });
    renderFormPage({ definition: stsExtended, locale: 'en', server });

    expect(
      await screen.findByRole('heading', { name: 'Soft tissue sarcomas: extended form', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Systemic treatment courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Surgery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow-up visits' })).toBeInTheDocument();
    expect(screen.getByText(/Version 2, saved .* by Piotr Lis/)).toBeInTheDocument();
    expect(screen.getByText('Chemotherapy')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete row' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add row: Follow-up visits' }));
    expect(await screen.findByRole('group', { name: /^Date of visit/ })).toBeInTheDocument();
  });

  it('says the form could not be generated when its schema is not valid JSON', async () => {
    const server = formServer(stsBasic, 'pl');
    server.current = () => ({ ...formAnswer(stsBasic, 'pl'), schema: '{"type": "object",' });
    renderFormPage({ definition: stsBasic, server });

    expect(
      await screen.findByText('Wystąpił błąd podczas generowania formularza'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
  });

  it('says the form could not be generated when its schema cannot be drawn', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = formServer(stsBasic, 'pl');
    server.current = () => ({
      ...formAnswer(stsBasic, 'pl'),
      schema: JSON.stringify({ type: 'object', properties: { a: { $ref: '#/definitions/none' } } }),
    });
    renderFormPage({ definition: stsBasic, server });

    expect(
      await screen.findByText('Wystąpił błąd podczas generowania formularza'),
    ).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('saving', () => {
  it('saves the whole form over its version, says so and keeps the new version', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', savedOnce);
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });

    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    await user.type(protocolName, 'EpSSG RMS 2005');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await toastWith('Formularz zapisany');
    expect(posts(api.calls)[0]?.body).toEqual({
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'EpSSG RMS 2005' } },
      version: 1,
    });
    expect(await screen.findByText(/Wersja 2, zapisana .* przez: Anna Nowak/)).toBeInTheDocument();

    await user.type(protocolName, ' v2');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    expect(posts(api.calls)[1]?.body).toMatchObject({ version: 2 });
  });

  it('opens again from the saved version, not from the copy loaded before the save', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', savedOnce);
    const { api, router } = renderFormPage({ definition: stsBasic, server, routes: dictionary });
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText(/Wersja 2, zapisana/);

    await user.click(screen.getByRole('link', { name: 'Wróć do pacjenta' }));
    await screen.findByRole('heading', { name: 'Karta pacjenta' });
    await act(() => router.navigate(`/patient/${PATIENT_ID}/forms/31/STS-basic`));

    expect(await screen.findByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG');
    expect(screen.getByText(/Wersja 2, zapisana/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    expect(posts(api.calls)[1]?.body).toMatchObject({ version: 2 });
  });

  it('stops a save the browser finds invalid, with the errors on the fields', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({ definition: stsBasic });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    await toastWith('Formularz zawiera błędy');
    const dateErrors = document.getElementById('root_diagnosis_diagnosisDate__error');
    expect(dateErrors).toHaveTextContent('Pole wymagane');
    expect(document.getElementById('root_diagnosis_icd10__error')).toHaveTextContent(
      'Pole wymagane',
    );
    expect(posts(api.calls)).toHaveLength(0);
  });

  it("shows the server's field errors on the inputs and table rows they name", async () => {
    const user = userEvent.setup();
    const server = formServer(stsExtended, 'pl', {
      formData: {
        treatmentCourses: [
          { kind: 'chemotherapy', startDate: '2024-03-04', agents: [{ agent: 'L01CA02' }] },
          { kind: 'chemotherapy', startDate: '2024-04-01', agents: [{ agent: 'X99' }] },
        ],
      },
      version: 3,
    });
    server.save = () => ({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Formularz zawiera błędy',
        correlationId: 'corr-422',
        details: {
          'treatmentCourses.1.agents.0.agent': ['Nie odnaleziono wartości'],
          'treatmentCourses.0.startDate': ['Data nie może być późniejsza niż dzisiaj'],
          'notes[0]': ['Pole może mieć maksymalnie 20000 znaków'],
        },
      },
    });
    renderFormPage({
      definition: stsExtended,
      server,
      routes: {
        'GET /api/v1/dictionary/dictionaries/anticancerAgents/entries': () =>
          ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    await toastWith('Formularz zawiera błędy');
    expect(
      document.getElementById('root_treatmentCourses_1_agents_0_agent__error'),
    ).toHaveTextContent('Nie odnaleziono wartości');
    expect(document.getElementById('root_treatmentCourses_0_startDate__error')).toHaveTextContent(
      'Data nie może być późniejsza niż dzisiaj',
    );
    expect(document.getElementById('root_treatmentCourses_1_startDate__error')).toBeNull();
    expect(document.getElementById('root_notes__error')).toHaveTextContent(
      'Pole może mieć maksymalnie 20000 znaków',
    );
  });
});

describe('a newer version on the server', () => {
  it('offers the choice, and saves my changes over the newer version, keeping its others', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', savedOnce);
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    server.saveElsewhere({ diagnosis: VALID_DIAGNOSIS, treatment: { arm: 'B' } });

    await user.type(protocolName, 'CWS-2007');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Ktoś zapisał nowszą wersję formularza',
    });
    expect(dialog).toHaveTextContent('wersja 2');
    // Whom to ask about it.
    expect(dialog).toHaveTextContent(/Wersja 2, zapisana 03\.05\.2024, \d\d:15 przez: Piotr Lis/);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz moją wersję' }));

    await toastWith('Formularz zapisany');
    expect(posts(api.calls).map((call) => (call.body as { version: number }).version)).toEqual([
      1, 2,
    ]);
    // The arm chosen elsewhere in the meantime stays: only my field is mine.
    expect(server.current().formData).toEqual({
      diagnosis: VALID_DIAGNOSIS,
      treatment: { arm: 'B', protocolName: 'CWS-2007' },
    });
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('CWS-2007');
    expect(screen.queryByText(/Nierozwiązany konflikt wersji/)).not.toBeInTheDocument();
  });

  it('loads the newer version, dropping mine, when asked', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', savedOnce);
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    server.saveElsewhere({ diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'CWS-2007' } });

    await user.type(protocolName, 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ktoś zapisał nowszą wersję formularza',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Wczytaj wersję z serwera (odrzuć moje zmiany)' }),
    );

    await waitFor(() => expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('CWS-2007'));
    expect(screen.getByText(/Wersja 2, zapisana .* przez: Piotr Lis/)).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(1);
  });

  it('keeps the choice at hand when the user decides later', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', savedOnce);
    renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    server.saveElsewhere({ diagnosis: VALID_DIAGNOSIS });

    await user.type(protocolName, 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await user.click(await screen.findByRole('button', { name: 'Zdecyduję później' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Nierozwiązany konflikt wersji/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wybierz wersję' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('who may edit', () => {
  it('shows the form read-only, without a save button, to a data administrator', async () => {
    renderFormPage({
      definition: stsBasic,
      role: 'ROLE_DATA_ADMINISTRATOR',
      server: formServer(stsBasic, 'pl', savedOnce),
      routes: dictionary,
    });

    expect(
      await screen.findByText('Twoja rola pozwala przeglądać ten formularz, ale nie edytować go.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Protokół leczenia/)).toBeDisabled();
    for (const section of within(await dateField(/^Data rozpoznania/)).getAllByRole('spinbutton')) {
      expect(section).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
  });

  it("shows the form read-only when the patient's protocol is inactive", async () => {
    renderFormPage({
      definition: stsBasic,
      patient: patientFixture({ protocols: [{ id: 31, protocol: 'STS', active: false }] }),
    });

    expect(await screen.findByText(/Protokół pacjenta jest nieaktywny/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Protokół leczenia/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
  });
});

describe('a form that cannot be shown', () => {
  it('says the form does not exist for a protocol the patient does not have', async () => {
    renderFormPage({ definition: stsBasic, path: `/patient/${PATIENT_ID}/forms/99/STS-basic` });

    expect(
      await screen.findByRole('heading', { name: 'Formularz nie istnieje', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do pacjenta' })).toHaveAttribute(
      'href',
      `/patient/${PATIENT_ID}`,
    );
  });

  it('says the patient does not exist when the server answers so', async () => {
    renderFormPage({
      definition: stsBasic,
      routes: {
        [`GET /api/v1/patient/patients/${PATIENT_ID}`]: () => ({
          status: 404,
          body: { code: 'not_found', message: 'Pacjent nie istnieje', correlationId: 'c' },
        }),
      },
    });

    expect(
      await screen.findByRole('heading', { name: 'Pacjent nie istnieje', level: 1 }),
    ).toBeInTheDocument();
  });

  it('sends the user home with Missing permissions on a 403', async () => {
    const server = formServer(stsBasic, 'pl');
    renderFormPage({
      definition: stsBasic,
      server,
      routes: {
        [`GET /api/v1/form/forms/STS-basic/protocol-form-data/${PATIENT_ID}`]: () => ({
          status: 403,
          body: {
            code: 'forbidden',
            message: 'Nie masz uprawnień do tego widoku',
            correlationId: 'c',
          },
        }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    await toastWith('Nie masz uprawnień do tego widoku');
  });
});
