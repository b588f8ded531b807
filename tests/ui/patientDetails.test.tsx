/**
 * A patient's page in the browser, against a scripted API holding one patient: its sections,
 * what each role is offered, the favourite star, deleting an attachment, raising and resolving a
 * correction flag, an upload with its progress, the history, and a patient the user may not see;
 * where the keyboard focus goes once a button has done its work and gone or been disabled.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePesel } from '../../domain';
import type { LogEntry } from '../../domain';
import type { CorrectionFlag, Patient, PatientFile } from '../../domain/patient';
import { resources } from '../../resources';
import { patients } from '../../resources/patients';
import { PatientShow } from '../../resources/patients/PatientShow';
import { ResourceConfigContext } from '../../src/framework/ResourceConfigContext';
import { resourcePaths } from '../../src/framework/types';
import { typeDate } from './dateEntry';
import type { Handler, RecordedCall } from './fakeApi';
import { MINIMAL_PDF } from '../fixtures/files';
import { FakeXhr } from './fakeXhr';
import { narrowScreen } from './narrowScreen';
import { renderAdminView } from './renderAdminView';

// The page and its sections load on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });

const PATIENT = '/api/v1/patient/patients/5';
const ADMIN = 'ROLE_CENTRAL_ADMINISTRATOR';
const PHYSICIAN = 'ROLE_REPORTER_PHYSICIAN';
const COORDINATOR = 'ROLE_COORDINATOR';

function account(role: string) {
  return {
    id: 7,
    email: 'anna@example.org',
    username: 'anowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: null,
    role,
    hospitals: [1],
    protocols: ['ALL', 'HL'],
    active: true,
    lastLogin: null,
    previousLogin: null,
  };
}

const usd = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };
const imid = { id: 2, name: 'Instytut Matki i Dziecka', shortName: 'IMID', active: true };

function flag(overrides: Partial<CorrectionFlag> = {}): CorrectionFlag {
  return {
    id: 41,
    flagId: 41,
    comment: 'Brak daty rozpoznania',
    hospitalId: 1,
    hospitalName: usd.name,
    authorId: 8,
    authorName: 'Piotr Lis',
    createdAt: '2024-05-02T10:00:00.000Z',
    resolved: false,
    resolvedAt: null,
    resolvedById: null,
    resolvedByName: null,
    ...overrides,
  };
}

function file(overrides: Partial<PatientFile> = {}): PatientFile {
  return {
    id: 51,
    fileId: 51,
    kind: 'attachment',
    type: 'DISCHARGE_SUMMARY',
    date: null,
    name: 'epikryza.pdf',
    contentType: 'application/pdf',
    size: 1536,
    sha256: 'a'.repeat(64),
    uploadedAt: '2024-05-01T08:00:00.000Z',
    uploadedById: 8,
    uploadedByName: 'Piotr Lis',
    ...overrides,
  };
}

function patientFixture(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 5,
    firstName: 'Zofia',
    lastName: 'Kowalska',
    gender: 'Female',
    birthDate: '2015-03-15',
    nationality: 'UA',
    pesel: encodePesel('2015-03-15', 'Female', 4),
    passportNumber: null,
    representativePesel: null,
    representativePassportNumber: 'EK123456',
    categoryId: 4,
    category: {
      id: 4,
      abbreviation: 'ALL',
      namePl: 'Ostra białaczka limfoblastyczna',
      nameEn: 'Acute lymphoblastic leukaemia',
    },
    dead: false,
    deathDate: null,
    residenceStreet: 'ul. Długa 1',
    residenceCity: 'Kraków',
    residenceZipCode: '30-001',
    registeredSameAsResidence: true,
    registeredStreet: 'ul. Długa 1',
    registeredCity: 'Kraków',
    registeredZipCode: '30-001',
    correspondenceSameAsResidence: false,
    correspondenceStreet: 'ul. Krótka 2',
    correspondenceCity: 'Wieliczka',
    correspondenceZipCode: '32-020',
    hospitals: [usd],
    protocols: [
      { id: 31, protocol: 'ALL', active: true },
      { id: 32, protocol: 'FOLLOWUP', active: true },
    ],
    active: true,
    deactivationReason: null,
    favorite: false,
    openFlags: 1,
    correctionFlags: [
      flag({
        id: 40,
        flagId: 40,
        comment: 'Literówka w nazwisku',
        createdAt: '2024-04-02T10:00:00.000Z',
        resolved: true,
        resolvedAt: '2024-04-03T09:00:00.000Z',
        resolvedById: 7,
        resolvedByName: 'Anna Nowak',
      }),
      flag(),
    ],
    rodoConsents: [
      file({
        id: 61,
        fileId: 61,
        kind: 'rodoConsent',
        type: null,
        date: '2024-04-30',
        name: 'zgoda-rodo.pdf',
        size: 2 * 1024 * 1024,
      }),
    ],
    attachments: [file()],
    createdAt: '2024-04-01T08:00:00.000Z',
    updatedAt: '2024-04-01T08:00:00.000Z',
    ...overrides,
  };
}

const lastNameChange: LogEntry = {
  id: 901,
  at: '2024-05-03T12:00:00.000Z',
  accountId: 8,
  accountName: 'Piotr Lis',
  accountEmail: 'piotr@example.org',
  action: 'patient_update',
  path: PATIENT,
  objectType: 'patient',
  objectId: '5',
  changes: { lastName: { old: 'Kowalski', new: 'Kowalska-Nowak' } },
  correlationId: 'corr-9',
};

const attachmentTypes = [
  { value: 'DISCHARGE_SUMMARY', description: 'Epikryza', descriptionEn: 'Discharge summary' },
  { value: 'IMAGING', description: 'Opis badania obrazowego', descriptionEn: 'Imaging report' },
].map((entry, index) => ({
  id: 100 + index,
  type: 'attachmentTypes',
  searchableDescription: entry.description,
  active: true,
  ...entry,
}));

const list = (data: unknown[]) => ({
  status: 200,
  body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 100 },
});

/** The API of one patient, changing as the calls of the page change it. */
function patientApi(initial: Patient) {
  let patient = initial;
  const change = (next: Partial<Patient>) => {
    patient = { ...patient, ...next };
  };
  const routes: Record<string, Handler> = {
    [`GET ${PATIENT}`]: () => ({ status: 200, body: patient }),
    [`GET ${PATIENT}/history`]: () => ({
      status: 200,
      body: { data: [lastNameChange], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 10 },
    }),
    [`POST ${PATIENT}/favorite-patients`]: () => {
      change({ favorite: true });
      return { status: 200, body: { isFavorite: true } };
    },
    [`DELETE ${PATIENT}/favorite-patients`]: () => {
      change({ favorite: false });
      return { status: 200, body: { isFavorite: false } };
    },
    [`POST ${PATIENT}/correction-flags`]: (call) => {
      const { comment } = call.body as { comment: string };
      const raised = flag({ id: 42, flagId: 42, comment, createdAt: '2024-05-04T10:00:00.000Z' });
      change({ correctionFlags: [raised, ...patient.correctionFlags] });
      return { status: 201, body: { flagId: 42 } };
    },
    [`PATCH ${PATIENT}/correction-flags/41/resolve`]: () => {
      change({
        correctionFlags: patient.correctionFlags.map((entry) =>
          entry.id === 41
            ? { ...entry, resolved: true, resolvedAt: '2024-05-05T10:00:00.000Z', resolvedById: 7 }
            : entry,
        ),
      });
      return { status: 204 };
    },
    [`DELETE ${PATIENT}/attachments/51`]: () => {
      change({ attachments: patient.attachments.filter((entry) => entry.id !== 51) });
      return { status: 204 };
    },
    [`DELETE ${PATIENT}/hospitals/1`]: () => {
      // As the server does: the last hospital stays.
      if (patient.hospitals.length === 1) {
        return {
          status: 409,
          body: {
            code: 'conflict',
            message: 'Pacjent musi być przypisany do co najmniej jednego szpitala',
            correlationId: 'corr-409',
          },
        };
      }
      change({ hospitals: patient.hospitals.filter((entry) => entry.id !== 1) });
      return { status: 200, body: { data: patient.hospitals } };
    },
    [`POST ${PATIENT}/hospitals/2`]: () => {
      change({ hospitals: [...patient.hospitals, imid] });
      return { status: 200, body: { data: patient.hospitals } };
    },
    [`PATCH ${PATIENT}/protocols/31/deactivate`]: () => {
      const changed = { id: 31, protocol: 'ALL', active: false };
      change({ protocols: patient.protocols.map((entry) => (entry.id === 31 ? changed : entry)) });
      return { status: 200, body: changed };
    },
    [`PATCH ${PATIENT}/protocols/31/activate`]: () => {
      const changed = { id: 31, protocol: 'ALL', active: true };
      change({ protocols: patient.protocols.map((entry) => (entry.id === 31 ? changed : entry)) });
      return { status: 200, body: changed };
    },
    [`POST ${PATIENT}/protocols`]: (call) => {
      const { protocol } = call.body as { protocol: string };
      const added = { id: 33, protocol, active: true };
      change({ protocols: [...patient.protocols, added] });
      return { status: 201, body: added };
    },
    'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => list(attachmentTypes),
    'GET /api/v1/dictionary/dictionaries/deactivationReasons/entries': () => list([]),
    'POST /api/v1/hospital/hospitals/for-select': () => ({
      status: 200,
      body: { data: [usd, imid] },
    }),
    'GET /api/v1/patient/patients/9': () => ({
      status: 404,
      body: { code: 'not_found', message: 'Pacjent nie istnieje', correlationId: 'corr-404' },
    }),
  };
  return { routes };
}

interface RenderOptions {
  role?: string;
  patient?: Patient;
  locale?: 'pl' | 'en';
  id?: number;
  /** Answers that replace the patient API's own. */
  routes?: Record<string, Handler>;
}

function renderPatient({
  role = ADMIN,
  patient = patientFixture(),
  locale = 'pl',
  id = 5,
  routes = {},
}: RenderOptions = {}) {
  const api = patientApi(patient);
  const rendered = renderAdminView(
    <ResourceConfigContext.Provider value={patients}>
      <Routes>
        <Route path="/patient/:id" element={<PatientShow />} />
      </Routes>
    </ResourceConfigContext.Provider>,
    {
      routes: {
        ...api.routes,
        'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account(role) }),
        ...routes,
      },
      resourcePaths: resourcePaths(resources),
      locale,
      path: `/patient/${id}`,
    },
  );
  return rendered;
}

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('patient details', { timeout: 30_000 }, () => {
  it('shows the patient in sections, in Polish, without the FOLLOWUP protocol', async () => {
    renderPatient();

    expect(await screen.findByRole('heading', { name: 'Kowalska Zofia' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Pacjenci' })).toHaveAttribute(
      'href',
      '/patients',
    );
    expect(screen.getByText(`PESEL: ${encodePesel('2015-03-15', 'Female', 4)}`)).toBeVisible();

    const personal = section('Dane osobowe');
    expect(within(personal).getByText('Kobieta')).toBeInTheDocument();
    expect(await within(personal).findByText('15.03.2015')).toBeInTheDocument();
    expect(within(personal).getByText('Ukraina')).toBeInTheDocument();
    expect(within(personal).getByText('EK123456')).toBeInTheDocument();
    expect(within(personal).getByText('ALL — Ostra białaczka limfoblastyczna')).toBeInTheDocument();

    const addresses = section('Adresy');
    // The edit form's and the history's words.
    expect(
      within(addresses).getByRole('heading', { name: 'Adres do korespondencji' }),
    ).toBeInTheDocument();
    expect(within(addresses).getByText('Taki sam jak adres zamieszkania')).toBeInTheDocument();
    expect(within(addresses).getByText('32-020 Wieliczka')).toBeInTheDocument();

    expect(within(section('Szpitale')).getByText(usd.name)).toBeInTheDocument();

    const protocols = section('Protokoły');
    expect(within(protocols).getByRole('rowheader', { name: 'ALL' })).toBeInTheDocument();
    expect(within(protocols).queryByText('FOLLOWUP')).not.toBeInTheDocument();
    expect(within(protocols).getByRole('link', { name: /Formularz podstawowy/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/patient\/\d+\/forms\/\d+\/ALL-basic$/),
    );

    const attachments = section('Załączniki');
    const attachment = within(attachments).getByRole('row', { name: /epikryza\.pdf/ });
    expect(await within(attachment).findByText('Epikryza')).toBeInTheDocument();
    expect(within(attachment).getByText('1,5 kB')).toBeInTheDocument();
    expect(within(attachment).getByText('Piotr Lis')).toBeInTheDocument();

    const consent = within(section('Zgody RODO')).getByRole('row', { name: /zgoda-rodo\.pdf/ });
    expect(within(consent).getByText('30.04.2024')).toBeInTheDocument();
    expect(within(consent).getByText('2 MB')).toBeInTheDocument();

    const flags = within(section('Flagi korekty')).getAllByRole('listitem');
    expect(flags.map((item) => item.firstChild?.textContent)).toEqual([
      'Brak daty rozpoznania',
      'Literówka w nazwisku',
    ]);
    expect(within(flags[0]!).getByText('Otwarta')).toBeInTheDocument();
    expect(within(flags[1]!).getByText('Rozwiązana')).toBeInTheDocument();
  });

  it('on a phone, stacks protocols and files with their buttons on the screen, not in a table', async () => {
    const wideAgain = narrowScreen();
    try {
      const user = userEvent.setup();
      const { api } = renderPatient({ role: PHYSICIAN });

      const protocols = await screen.findByRole('region', { name: 'Protokoły' });
      const protocol = (await within(protocols).findAllByRole('listitem'))[0]!;
      expect(within(protocols).queryByRole('table')).not.toBeInTheDocument();
      expect(protocol).toHaveTextContent(/^ALL/);
      expect(within(protocol).getByText('Aktywny')).toBeInTheDocument();
      expect(within(protocol).getByRole('link', { name: /Formularz podstawowy/ })).toBeVisible();
      expect(
        within(protocol).getByRole('button', { name: 'Dezaktywuj protokół ALL' }),
      ).toBeInTheDocument();
      expect(within(protocols).queryByText('FOLLOWUP')).not.toBeInTheDocument();

      const attachments = section('Załączniki');
      expect(within(attachments).queryByRole('table')).not.toBeInTheDocument();
      const attachment = within(attachments).getByRole('listitem');
      expect(attachment).toHaveTextContent(/^epikryza\.pdf/);
      expect(await within(attachment).findByText(/Epikryza/)).toBeInTheDocument();
      expect(attachment).toHaveTextContent('Rozmiar: 1,5 kB');
      expect(attachment).toHaveTextContent(/Dodano: .*Piotr Lis/);
      expect(
        within(attachment).getByRole('button', { name: 'Pobierz plik epikryza.pdf' }),
      ).toBeInTheDocument();

      // Dates are written in Polish once Polish dates have loaded.
      const consent = within(section('Zgody RODO')).getByRole('listitem');
      await waitFor(() => expect(consent).toHaveTextContent('Data zgody: 30.04.2024'));
      expect(consent).toHaveTextContent('Rozmiar: 2 MB');

      // The buttons do what the table's do.
      await user.click(within(attachment).getByRole('button', { name: 'Usuń plik epikryza.pdf' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Potwierdź' }),
      );
      expect(await screen.findByText('Plik został usunięty')).toBeInTheDocument();
      expect(callsTo(api.calls, 'DELETE', `${PATIENT}/attachments/51`)).toHaveLength(1);
    } finally {
      wideAgain();
    }
  });

  it('offers a central administrator every action, editing on the patient edit route', async () => {
    renderPatient();

    expect(await screen.findByRole('link', { name: 'Edytuj' })).toHaveAttribute(
      'href',
      '/patient/5/edit',
    );
    expect(screen.getByRole('button', { name: 'Dezaktywuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj do obserwowanych' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj załącznik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj zgodę' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj protokół' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Rozwiąż flagę: Brak daty rozpoznania' }),
    ).toBeVisible();
  });

  it('shows a coordinator no edit, deactivate, upload or add-protocol button, but lets them resolve', async () => {
    renderPatient({ role: COORDINATOR });

    expect(
      await screen.findByRole('button', { name: 'Rozwiąż flagę: Brak daty rozpoznania' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj flagę' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj do obserwowanych' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj załącznik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj zgodę' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj protokół' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Usuń plik/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Odłącz szpital/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dezaktywuj protokół/ })).not.toBeInTheDocument();
    // Downloads are for every role.
    expect(screen.getByRole('button', { name: 'Pobierz plik epikryza.pdf' })).toBeInTheDocument();
  });

  it('lets a reporter physician manage the patient but not resolve flags', async () => {
    renderPatient({ role: PHYSICIAN });

    expect(await screen.findByRole('link', { name: 'Edytuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj flagę' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj załącznik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dezaktywuj protokół ALL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rozwiąż/ })).not.toBeInTheDocument();
    expect(within(section('Flagi korekty')).getByText('Otwarta')).toBeInTheDocument();
  });

  it('adds the patient to favourites and takes it out again', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });

    await user.click(await screen.findByRole('button', { name: 'Dodaj do obserwowanych' }));
    await user.click(await screen.findByRole('button', { name: 'Usuń z obserwowanych' }));

    expect(
      await screen.findByRole('button', { name: 'Dodaj do obserwowanych' }),
    ).toBeInTheDocument();
    const favoriteCalls = api.calls.filter((call) => call.path === `${PATIENT}/favorite-patients`);
    expect(favoriteCalls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('keeps the focus on the star while the change is sent, taking no second click', async () => {
    const user = userEvent.setup();
    let answer = (_: unknown) => undefined as void;
    const answered = new Promise((resolve) => (answer = resolve));
    const { api } = renderPatient({
      role: PHYSICIAN,
      routes: {
        [`POST ${PATIENT}/favorite-patients`]: async () => {
          await answered;
          return { status: 200, body: { isFavorite: true } };
        },
      },
    });

    const star = await screen.findByRole('button', { name: 'Dodaj do obserwowanych' });
    await user.click(star);
    // Not disabled, which a browser answers by moving the focus to the page's top.
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'true'));
    expect(star).toBeEnabled();
    expect(star).toHaveFocus();
    await user.click(star);
    answer(undefined);

    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'false'));
    expect(star).toHaveFocus();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/favorite-patients`)).toHaveLength(1);
  });

  it('tells the user when the favourite could not be changed', async () => {
    const user = userEvent.setup();
    renderPatient({
      // A 4xx without a message of its own; a 5xx would be told by the global modal alone.
      routes: { [`POST ${PATIENT}/favorite-patients`]: () => ({ status: 409, body: {} }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Dodaj do obserwowanych' }));

    expect(
      await screen.findByText(
        'Wystąpił błąd podczas dodawania do obserwowanych lub usuwania z nich',
      ),
    ).toBeInTheDocument();
  });

  it('asks before deleting an attachment, then deletes it', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });

    await user.click(await screen.findByRole('button', { name: 'Usuń plik epikryza.pdf' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Czy na pewno chcesz usunąć plik?')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/attachments/51`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Plik został usunięty')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/attachments/51`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(section('Załączniki')).getByText('Brak załączników.')).toBeInTheDocument(),
    );
    // The deleted file's button is gone: the focus is on the section, not the page's top.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Załączniki' })).toHaveFocus());
  });

  it('keeps the attachment when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });

    await user.click(await screen.findByRole('button', { name: 'Usuń plik epikryza.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anuluj' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/attachments/51`)).toHaveLength(0);
    expect(within(section('Załączniki')).getByText('epikryza.pdf')).toBeInTheDocument();
  });

  it('uploads an attachment of the chosen type, showing how much of it has gone', async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({ role: PHYSICIAN });

    const attachments = await screen.findByRole('region', { name: 'Załączniki' });
    const send = await within(attachments).findByRole('button', { name: 'Dodaj załącznik' });
    expect(send).toBeDisabled();
    await user.click(within(attachments).getByRole('combobox', { name: /Typ załącznika/ }));
    await user.click(await screen.findByRole('option', { name: 'Opis badania obrazowego' }));
    await user.upload(
      within(attachments).getByLabelText('Wybierz plik'),
      new File([MINIMAL_PDF], 'tk-glowy.pdf', { type: 'application/pdf' }),
    );
    expect(within(attachments).getByText('tk-glowy.pdf')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    // Waiting, not disabled, which would drop the focus at the page's top.
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    expect(send).toHaveFocus();

    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`${PATIENT}/attachments`);
    expect(xhr.fields()).toEqual([
      ['type', 'IMAGING'],
      ['file', 'file:tk-glowy.pdf'],
    ]);
    act(() => xhr.progress(50, 100));
    const bar = await within(attachments).findByRole('progressbar', {
      name: 'Postęp wysyłania pliku',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    expect(within(attachments).getByText('50%')).toBeVisible();
    act(() => xhr.answer(201, file({ id: 52, fileId: 52, name: 'tk-glowy.pdf', type: 'IMAGING' })));

    expect(await screen.findByText('Załącznik został dodany')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(attachments).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    expect(within(attachments).getByText('Nie wybrano pliku')).toBeInTheDocument();
    // The send button is disabled again until another file is chosen: the focus is on the
    // section's heading, over the new file.
    expect(send).toBeDisabled();
    expect(within(attachments).getByRole('heading', { name: 'Załączniki' })).toHaveFocus();
  });

  it.each([
    [
      'pl',
      /Typ załącznika/,
      [
        'Epikryza',
        'Karta zgonu lub jej odpis',
        'Konsultacja specjalistyczna',
        'Protokół operacyjny',
        'Inny dokument',
      ],
    ],
    [
      'en',
      /Attachment type/,
      [
        'Death certificate or its summary',
        'Discharge summary',
        'Specialist consultation',
        'Surgery report',
        'Other document',
      ],
    ],
  ] as const)(
    'offers the attachment types by the names it shows, "Other document" last (%s)',
    async (locale, picker, names) => {
      // The API answers them by code, which the user never sees.
      const types = [
        ['CONSULTATION', 'Konsultacja specjalistyczna', 'Specialist consultation'],
        ['DEATH_CERTIFICATE', 'Karta zgonu lub jej odpis', 'Death certificate or its summary'],
        ['DISCHARGE_SUMMARY', 'Epikryza', 'Discharge summary'],
        ['OTHER_DOCUMENT', 'Inny dokument', 'Other document'],
        ['SURGERY', 'Protokół operacyjny', 'Surgery report'],
      ].map(([value, description, descriptionEn], index) => ({
        id: 200 + index,
        type: 'attachmentTypes',
        value,
        description,
        descriptionEn,
        searchableDescription: description,
        active: true,
      }));
      const user = userEvent.setup();
      renderPatient({
        role: PHYSICIAN,
        locale,
        routes: {
          'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => list(types),
        },
      });

      const combobox = await screen.findByRole('combobox', { name: picker });
      await user.click(combobox);
      await screen.findByRole('option', { name: names[0] });
      const offered = screen.getAllByRole('option').map((option) => option.textContent);
      expect(offered).toEqual(names);
    },
  );

  it("shows the server's refusal of an uploaded file", async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({ role: PHYSICIAN });

    const consents = await screen.findByRole('region', { name: 'Zgody RODO' });
    await user.upload(
      await within(consents).findByLabelText('Wybierz plik'),
      new File([MINIMAL_PDF], 'zgoda.pdf', { type: 'application/pdf' }),
    );
    const add = within(consents).getByRole('button', { name: 'Dodaj zgodę' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`${PATIENT}/rodo-consents`);
    expect(xhr.fields()[0]?.[0]).toBe('date');
    act(() =>
      xhr.answer(415, {
        code: 'unsupported_media_type',
        message: 'Nieprawidłowy format pliku',
        correlationId: 'corr-415',
      }),
    );

    expect(await screen.findByText('Nieprawidłowy format pliku')).toBeInTheDocument();
    expect(screen.getByText('corr-415', { exact: false })).toBeInTheDocument();
    // The file stays chosen for another try.
    expect(within(consents).getByText('zgoda.pdf')).toBeInTheDocument();
  });

  it("refuses a consent dated before the patient's birth, as the server would", async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({ role: PHYSICIAN, patient: patientFixture({ birthDate: '2019-05-14' }) });

    const consents = await screen.findByRole('region', { name: 'Zgody RODO' });
    await user.upload(
      await within(consents).findByLabelText('Wybierz plik'),
      new File([MINIMAL_PDF], 'zgoda.pdf', { type: 'application/pdf' }),
    );
    const add = within(consents).getByRole('button', { name: 'Dodaj zgodę' });
    await waitFor(() => expect(add).toBeEnabled());

    await typeDate(user, /Data podpisania zgody/, '01012010');
    await user.tab();

    expect(
      await within(consents).findByText(
        'Data nie może być wcześniejsza niż data urodzenia pacjenta',
      ),
    ).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);

    // The birth day itself is a date like any other.
    await typeDate(user, /Data podpisania zgody/, '14052019');
    await user.tab();
    await waitFor(() => expect(add).toBeEnabled());
    expect(
      within(consents).queryByText('Data nie może być wcześniejsza niż data urodzenia pacjenta'),
    ).not.toBeInTheDocument();
  });

  it('refuses a file over the cap before sending it', async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({
      role: PHYSICIAN,
      routes: {
        'GET /api/v1/patient/file-rules': () => ({
          status: 200,
          body: {
            maxBytes: 1024 * 1024,
            acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
          },
        }),
      },
    });

    const consents = await screen.findByRole('region', { name: 'Zgody RODO' });
    const picker = await within(consents).findByLabelText('Wybierz plik');
    await user.upload(
      picker,
      new File([new Uint8Array(1024 * 1024 + 1)], 'skan.pdf', { type: 'application/pdf' }),
    );

    expect(
      await within(consents).findByText('Plik jest za duży (maksymalnie 1 MB)'),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(within(consents).getByRole('button', { name: 'Dodaj zgodę' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file that is no PDF, JPEG or PNG by its content, whatever its name', async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({ role: PHYSICIAN });

    const consents = await screen.findByRole('region', { name: 'Zgody RODO' });
    await user.upload(
      await within(consents).findByLabelText('Wybierz plik'),
      new File(['%PDF-1.7\n<html><script>alert(1)</script></html>'], 'zgoda.pdf', {
        type: 'application/pdf',
      }),
    );

    expect(await within(consents).findByText('Nieprawidłowy format pliku')).toBeInTheDocument();
    expect(within(consents).getByRole('button', { name: 'Dodaj zgodę' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('stops an upload when told, without an error, keeping the file for another try', async () => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderPatient({ role: PHYSICIAN });

    const consents = await screen.findByRole('region', { name: 'Zgody RODO' });
    await user.upload(
      await within(consents).findByLabelText('Wybierz plik'),
      new File([MINIMAL_PDF], 'zgoda.pdf', { type: 'application/pdf' }),
    );
    const add = within(consents).getByRole('button', { name: 'Dodaj zgodę' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    act(() => FakeXhr.last().progress(20, 100));
    await user.click(await within(consents).findByRole('button', { name: 'Przerwij wysyłanie' }));

    expect(FakeXhr.last().aborted).toBe(true);
    // The stop button went with the bar; the focus is back on the send button.
    await waitFor(() => expect(add).toHaveFocus());
    expect(
      await within(consents).findByText('Wysyłanie przerwane. Plik pozostał wybrany.'),
    ).toBeInTheDocument();
    expect(within(consents).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(consents).getByText('zgoda.pdf')).toBeInTheDocument();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    expect(add).toBeEnabled();
  });

  it('downloads a file under its original name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:epikryza');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    const { api } = renderPatient({
      role: COORDINATOR,
      routes: {
        [`GET ${PATIENT}/attachments/51`]: () => ({
          status: 200,
          body: {
            fileId: 51,
            name: 'epikryza.pdf',
            contentType: 'application/pdf',
            size: 8,
            sha256: 'a'.repeat(64),
            content: btoa('%PDF-1.7'),
          },
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Pobierz plik epikryza.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('epikryza.pdf');
    expect(clicked[0]?.href).toBe('blob:epikryza');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(callsTo(api.calls, 'GET', `${PATIENT}/attachments/51?base64=true`)).toHaveLength(1);
    click.mockRestore();
  });

  it('says "Loading file error" when a file cannot be downloaded', async () => {
    const user = userEvent.setup();
    renderPatient({
      routes: { [`GET ${PATIENT}/rodo-consents/61`]: () => ({ status: 404 }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Pobierz plik zgoda-rodo.pdf' }));

    expect(await screen.findByText('Błąd ładowania pliku')).toBeInTheDocument();
  });

  it('raises a correction flag with its comment and hospital', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });

    await user.click(await screen.findByRole('button', { name: 'Dodaj flagę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa flaga korekty' });
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj flagę' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/correction-flags`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Komentarz/), '  Uzupełnić stadium  ');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj flagę' }));

    expect(await screen.findByText('Flaga została dodana')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/correction-flags`)[0]?.body).toEqual({
      comment: 'Uzupełnić stadium',
      hospitalId: 1,
    });
    await waitFor(() =>
      expect(
        within(section('Flagi korekty')).getAllByRole('listitem')[0]?.firstChild?.textContent,
      ).toBe('Uzupełnić stadium'),
    );
  });

  it('resolves an open flag', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: COORDINATOR });

    await user.click(
      await screen.findByRole('button', { name: 'Rozwiąż flagę: Brak daty rozpoznania' }),
    );

    expect(await screen.findByText('Flaga została usunięta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', `${PATIENT}/correction-flags/41/resolve`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Rozwiąż flagę/ })).not.toBeInTheDocument(),
    );
    // The button went away: the focus is on the flag, which now reads resolved.
    const resolved = within(section('Flagi korekty')).getAllByRole('listitem')[0]!;
    expect(resolved).toHaveTextContent(/^Brak daty rozpoznania/);
    expect(within(resolved).getByText('Rozwiązana')).toBeInTheDocument();
    await waitFor(() => expect(resolved).toHaveFocus());
  });

  it('does not offer to remove the only hospital, saying why', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    const remove = await screen.findByRole('button', { name: `Odłącz szpital ${usd.name}` });
    expect(remove).toBeDisabled();
    const reason =
      'Jedynego szpitala pacjenta nie można odłączyć: pacjent musi być przypisany do co najmniej jednego szpitala. Aby go odłączyć, najpierw dodaj inny.';
    expect(remove).toHaveAccessibleDescription(reason);
    expect(within(section('Szpitale')).getByText(reason)).toBeVisible();

    await user.click(remove).catch(() => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/hospitals/1`)).toHaveLength(0);
  });

  it('adds a hospital, then lets either be removed, keeping the focus in the section', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('combobox', { name: 'Szpital do dodania' }));
    await user.click(await screen.findByRole('option', { name: imid.name }));
    const add = screen.getByRole('button', { name: 'Dodaj szpital' });
    await user.click(add);

    expect(await screen.findByText('Szpital został dodany do pacjenta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/hospitals/2`)).toHaveLength(1);
    const hospitals = section('Szpitale');
    expect(await within(hospitals).findByText(imid.name)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(hospitals).getByRole('heading', { name: 'Szpitale' })).toHaveFocus(),
    );

    // Two hospitals: either may go, and nothing says otherwise.
    const remove = within(hospitals).getByRole('button', { name: `Odłącz szpital ${usd.name}` });
    expect(remove).toBeEnabled();
    expect(remove).not.toHaveAccessibleDescription();
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(`Czy na pewno odłączyć pacjenta od szpitala ${usd.name}?`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Szpital został odłączony od pacjenta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/hospitals/1`)).toHaveLength(1);
    await waitFor(() => expect(within(hospitals).queryByText(usd.name)).not.toBeInTheDocument());
    // The removed hospital's button, which opened the dialog, is gone.
    await waitFor(() =>
      expect(within(hospitals).getByRole('heading', { name: 'Szpitale' })).toHaveFocus(),
    );
    // The one left is now the only one.
    expect(
      within(hospitals).getByRole('button', { name: `Odłącz szpital ${imid.name}` }),
    ).toBeDisabled();
  });

  it('asks before deactivating a protocol, saying its forms are kept but hidden', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });
    const deactivatePath = `${PATIENT}/protocols/31/deactivate`;

    const deactivate = await screen.findByRole('button', { name: 'Dezaktywuj protokół ALL' });
    await user.click(deactivate);
    let dialog = await screen.findByRole('dialog', { name: 'Dezaktywacja protokołu ALL' });
    expect(dialog).toHaveTextContent(
      'Zapisane formularze protokołu ALL zostaną zachowane, ale do czasu ponownej aktywacji protokołu nie będą widoczne w sekcji „Formularze protokołów”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'PATCH', deactivatePath)).toHaveLength(0);
    expect(deactivate).toHaveFocus();

    await user.click(deactivate);
    dialog = await screen.findByRole('dialog', { name: 'Dezaktywacja protokołu ALL' });
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));

    expect(await screen.findByText('Protokół został dezaktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', deactivatePath)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The button that took the pressed one's place has the focus.
    const activate = await screen.findByRole('button', { name: 'Aktywuj protokół ALL' });
    await waitFor(() => expect(activate).toHaveFocus());
    expect(within(section('Protokoły')).getByText('Nieaktywny')).toBeInTheDocument();
  });

  it('activates a protocol in one click, with a toast, the focus on its counterpart', async () => {
    const user = userEvent.setup();
    let answer = (_: unknown) => undefined as void;
    const answered = new Promise((resolve) => (answer = resolve));
    const activated = { id: 31, protocol: 'ALL', active: true };
    let protocols = [{ ...activated, active: false }];
    const { api } = renderPatient({
      role: PHYSICIAN,
      routes: {
        [`GET ${PATIENT}`]: () => ({ status: 200, body: patientFixture({ protocols }) }),
        [`PATCH ${PATIENT}/protocols/31/activate`]: async () => {
          await answered;
          protocols = [activated];
          return { status: 200, body: activated };
        },
      },
    });

    const activate = await screen.findByRole('button', { name: 'Aktywuj protokół ALL' });
    await user.click(activate);
    // Waiting, not disabled, which a browser answers by moving the focus to the page's top.
    await waitFor(() => expect(activate).toHaveAttribute('aria-disabled', 'true'));
    expect(activate).toBeEnabled();
    expect(activate).toHaveFocus();
    await user.click(activate);
    answer(undefined);

    expect(await screen.findByText('Protokół został aktywowany')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', `${PATIENT}/protocols/31/activate`)).toHaveLength(1);
    const deactivate = await screen.findByRole('button', { name: 'Dezaktywuj protokół ALL' });
    await waitFor(() => expect(deactivate).toHaveFocus());
  });

  it('adds a protocol the account holds and the patient has not got', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient({ role: PHYSICIAN });

    await user.click(await screen.findByRole('combobox', { name: 'Protokół do dodania' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The account holds ALL and HL; the patient has ALL already.
    expect(options.map((option) => option.textContent)).toEqual(['HL']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Dodaj protokół' }));

    expect(await screen.findByText('Protokół został dodany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/protocols`)[0]?.body).toEqual({
      protocol: 'HL',
    });
    expect(
      await within(section('Protokoły')).findByRole('rowheader', { name: 'HL' }),
    ).toBeInTheDocument();
    // The account has no other protocol to add, so the picker and its button are gone: the focus
    // is on the section's heading, over the new row.
    expect(screen.queryByRole('button', { name: 'Dodaj protokół' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Protokoły' })).toHaveFocus());
  });

  it("shows the patient's history with each field's value before and after", async () => {
    renderPatient();

    const history = await screen.findByRole('region', { name: 'Historia zmian' });
    expect(await within(history).findByText('Aktualizacja pacjenta')).toBeInTheDocument();
    expect(within(history).getByText('Piotr Lis')).toBeInTheDocument();
    const changes = within(history).getByRole('table', { name: 'Zmienione pola' });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PolePrzedPo',
      expect.stringMatching(/Kowalski.*Kowalska-Nowak$/),
    ]);
    expect(within(rows[1]!).getByText('Kowalski')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Kowalska-Nowak')).toBeInTheDocument();
  });

  it('says "Patient does not exist" for a patient of another hospital, with the way back', async () => {
    renderPatient({ role: PHYSICIAN, id: 9 });

    expect(await screen.findByRole('heading', { name: 'Pacjent nie istnieje' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do listy pacjentów' })).toHaveAttribute(
      'href',
      '/patients',
    );
    expect(screen.queryByRole('heading', { name: 'Dane osobowe' })).not.toBeInTheDocument();
  });

  it('speaks English to an English user, with English dates and sizes', async () => {
    renderPatient({ locale: 'en' });

    expect(await screen.findByRole('region', { name: 'Personal data' })).toBeInTheDocument();
    const personal = section('Personal data');
    expect(within(personal).getByText('Female')).toBeInTheDocument();
    expect(within(personal).getByText('03/15/2015')).toBeInTheDocument();
    expect(within(personal).getByText('Ukraine')).toBeInTheDocument();
    expect(within(personal).getByText('ALL — Acute lymphoblastic leukaemia')).toBeInTheDocument();
    expect(
      within(section('Addresses')).getByRole('heading', { name: 'Correspondence address' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    const attachment = within(section('Attachments')).getByRole('row', { name: /epikryza/ });
    expect(await within(attachment).findByText('Discharge summary')).toBeInTheDocument();
    expect(within(attachment).getByText('1.5 kB')).toBeInTheDocument();
    expect(
      await within(section('Change history')).findByText('Patient updated'),
    ).toBeInTheDocument();
  });

  it('shows a deceased, deactivated patient as such, with the reason', async () => {
    renderPatient({
      patient: patientFixture({
        active: false,
        deactivationReason: 'Zgon pacjenta',
        dead: true,
        deathDate: '2024-02-01',
      }),
    });

    expect(await screen.findByText('Nieaktywny')).toBeInTheDocument();
    expect(screen.getByText('Zmarła')).toBeInTheDocument();
    const personal = section('Dane osobowe');
    expect(within(personal).getByText('Zgon pacjenta')).toBeInTheDocument();
    expect(within(personal).getByText('Wiek w chwili zgonu')).toBeInTheDocument();
    expect(within(personal).getByText('8 lat')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
  });
});
