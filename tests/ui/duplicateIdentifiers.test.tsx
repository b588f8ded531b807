/**
 * Duplicates the registry refuses, as the forms show them: a passport number another patient of
 * the same country holds is found while typing (a link to that patient, saving blocked), as a
 * repeated PESEL is, and the server's 409 lands on the passport input; a hospital short name
 * another hospital has, in any case, is shown on the short-name input.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { encodePesel } from '../../domain';
import type { PassportCheck } from '../../domain/patient';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 10_000 });

const PATIENTS = '/api/v1/patient/patients';
const PASSPORT_DETAILS = '/api/v1/patient/passport/details';
const HOSPITALS = '/api/v1/hospital/hospitals';
const PESEL = encodePesel('2012-03-15', 'Female', 7);

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
    protocols: ['ALL'],
    active: true,
    lastLogin: null,
    previousLogin: null,
  };
}

function renderSignedIn(path: string, role: string, routes: Record<string, Handler>) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: account(role) }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return api;
}

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The patient form's lookups, with a PESEL check that finds no one. */
function patientRoutes(passport: (body: PassportCheck) => PassportCheck, extra = {}) {
  const usd = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };
  return {
    'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [] } }),
    'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [usd] } }),
    'POST /api/v1/patient/pesel/details': (call: RecordedCall) => ({
      status: 200,
      body: {
        pesel: (call.body as { pesel: string }).pesel,
        valid: true,
        problem: null,
        birthDate: '2012-03-15',
        gender: 'Female',
        duplicate: null,
      },
    }),
    [`POST ${PASSPORT_DETAILS}`]: (call: RecordedCall) => {
      const body = call.body as { passportNumber: string; nationality: string | null };
      return {
        status: 200,
        body: passport({ ...body, valid: true, duplicate: null }),
      };
    },
    ...extra,
  } satisfies Record<string, Handler>;
}

async function typePatient(user: ReturnType<typeof userEvent.setup>, passport: string) {
  await user.type(await screen.findByLabelText(/^Imię/), 'Olena');
  await user.type(screen.getByLabelText(/^Nazwisko/), 'Kowalenko');
  await user.type(screen.getByLabelText(/^PESEL$/), PESEL);
  await screen.findByText('Numer PESEL jest poprawny');
  await user.type(screen.getByLabelText(/^Numer paszportu$/), passport);
}

describe('a passport number another patient holds', { timeout: 30_000 }, () => {
  it('is found while typing, with a link to that patient, and blocks saving', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn(
      '/add-new-patient',
      'ROLE_REPORTER_PHYSICIAN',
      patientRoutes((check) =>
        check.passportNumber === 'EK123456' && check.nationality === 'PL'
          ? { ...check, duplicate: { visible: true, patientId: 12 } }
          : check,
      ),
    );

    await typePatient(user, 'ek 123456');

    expect(
      await screen.findByText(
        'Pacjent z tym numerem paszportu wydanego w tym kraju już jest w rejestrze',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otwórz kartę pacjenta' })).toHaveAttribute(
      'href',
      '/patient/12',
    );
    // The input reports the duplicate to the form in an effect: the button follows a render later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled());
    // Checked as records keep it, with the nationality chosen (Polish by default).
    expect(callsTo(api.calls, 'POST', PASSPORT_DETAILS).at(-1)?.body).toEqual({
      passportNumber: 'EK123456',
      nationality: 'PL',
    });
    expect(callsTo(api.calls, 'POST', PATIENTS)).toEqual([]);
  });

  it("shows the server's 409 on the passport input", async () => {
    const user = userEvent.setup();
    const taken = 'Pacjent z tym numerem paszportu wydanego w tym kraju już istnieje';
    const api = renderSignedIn(
      '/add-new-patient',
      'ROLE_REPORTER_PHYSICIAN',
      patientRoutes((check) => check, {
        [`POST ${PATIENTS}`]: () => ({
          status: 409,
          body: {
            code: 'conflict',
            message: taken,
            correlationId: 'corr-409',
            details: { passportNumber: [taken] },
          },
        }),
      }),
    );

    await typePatient(user, 'EK654321');
    await waitFor(() => expect(callsTo(api.calls, 'POST', PASSPORT_DETAILS)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Numer paszportu$/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(taken).length).toBeGreaterThan(0);
    expect(callsTo(api.calls, 'POST', PATIENTS)).toHaveLength(1);
  });
});

describe('a hospital short name another hospital has', { timeout: 30_000 }, () => {
  it("shows the server's 409 on the short-name input", async () => {
    const user = userEvent.setup();
    const taken = 'Szpital o tej nazwie skróconej już istnieje';
    const api = renderSignedIn('/add-new-hospital', 'ROLE_CENTRAL_ADMINISTRATOR', {
      [`POST ${HOSPITALS}`]: () => ({
        status: 409,
        body: {
          code: 'conflict',
          message: taken,
          correlationId: 'corr-409',
          details: { shortName: [taken] },
        },
      }),
    });

    await user.type(await screen.findByLabelText(/^Nazwa \*?$/), 'Centrum Zdrowia Dziecka');
    await user.type(screen.getByLabelText(/^Nazwa skrócona/), 'czd');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Nazwa skrócona/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(taken).length).toBeGreaterThan(0);
    expect(callsTo(api.calls, 'POST', HOSPITALS)[0]?.body).toMatchObject({
      name: 'Centrum Zdrowia Dziecka',
      shortName: 'czd',
    });
  });
});
