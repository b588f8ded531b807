/**
 * Record forms with unsaved changes ask before the user leaves them, as the protocol form does:
 * the hospital, user and patient forms hold in-app navigation in "Niezapisane zmiany zostaną
 * utracone" (the app runs under a data router, as in src/main.tsx), the tab's own dialog guards
 * a reload, the language switch asks too, and a save goes on without asking. A central administrator lowering their own role
 * confirms it before anything is sent.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { encodePesel } from '../../domain/pesel';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';

configure({ asyncUtilTimeout: 10_000 });

const HOSPITALS = '/api/v1/hospital/hospitals';
const ACCOUNTS = '/api/v1/account/accounts';
const PATIENTS = '/api/v1/patient/patients';
const LEAVE = 'Niezapisane zmiany zostaną utracone';

const emptyList = { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 };
const ok = (body: unknown) => ({ status: 200, body });

const me = {
  id: 7,
  email: 'ewa@example.org',
  username: 'ezajac',
  firstName: 'Ewa',
  lastName: 'Zając',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
  deactivationReason: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  mustChangePassword: false,
};

const hospital = {
  id: 1,
  hospitalId: 1,
  name: 'Uniwersytecki Szpital Dziecięcy',
  shortName: 'USD',
  address: null,
  zipCode: '30-663',
  city: 'Kraków',
  active: true,
  deactivationReason: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

function renderApp(path: string, routes: Record<string, Handler>) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    [`GET ${ACCOUNTS}/me`]: () => ok(me),
    'POST /api/v1/hospital/hospitals/for-select': () => ok({ data: [hospital] }),
    'GET /api/v1/dictionary/dictionaries/deactivationReasons/entries': () => ok(emptyList),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  const router = createMemoryRouter([{ path: '*', element: <App services={services} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { api, router };
}

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path.split('?')[0] === path);

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

function hospitalRoutes(): Record<string, Handler> {
  return {
    [`GET ${HOSPITALS}`]: () => ok({ ...emptyList, data: [hospital], totalItems: 1 }),
    [`GET ${HOSPITALS}/1`]: () => ok(hospital),
    [`PUT ${HOSPITALS}/1`]: (call) => ok({ ...hospital, ...(call.body as object) }),
  };
}

describe('leaving a record form with unsaved changes', { timeout: 30_000 }, () => {
  it('asks on the hospital form, and stays with the changes kept when told to', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/hospital/1/edit', hospitalRoutes());
    const name = await screen.findByLabelText(/^Nazwa( \*)?$/);
    await user.type(name, ' im. św. Ludwika');
    expect(beforeUnloadPrevented()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE });
    await user.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/hospital/1/edit');
    expect(screen.getByLabelText(/^Nazwa( \*)?$/)).toHaveValue(
      'Uniwersytecki Szpital Dziecięcy im. św. Ludwika',
    );

    // The menu is held as well; discarding goes on.
    await user.click(screen.getByRole('menuitem', { name: /Użytkownicy/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE })).getByRole('button', {
        name: 'Odrzuć zmiany i przejdź',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Użytkownicy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('goes to the saved hospital without asking', async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/hospital/1/edit', hospitalRoutes());
    await user.type(await screen.findByLabelText(/^Miejscowość/), '-Nowa Huta');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/hospital/1'));
    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', `${HOSPITALS}/1`)).toHaveLength(1);
  });

  it('asks before the language is switched over unsaved changes, offering only to discard them', async () => {
    const user = userEvent.setup();
    renderApp('/hospital/1/edit', hospitalRoutes());
    await user.type(await screen.findByLabelText(/^Nazwa( \*)?$/), ' im. św. Ludwika');

    await user.click(screen.getByRole('button', { name: 'English' }));
    const ask = await screen.findByRole('dialog', { name: 'Zmienić język?' });
    expect(within(ask).queryByRole('button', { name: 'Zapisz i zmień język' })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nazwa( \*)?$/)).toHaveValue(
      'Uniwersytecki Szpital Dziecięcy im. św. Ludwika',
    );

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Zmienić język?' })).getByRole('button', {
        name: 'Odrzuć zmiany i zmień język',
      }),
    );
    expect(await screen.findByLabelText(/^Name( \*)?$/)).toHaveValue(
      'Uniwersytecki Szpital Dziecięcy',
    );
  });

  it('lets the user leave a form nobody changed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/add-new-hospital', hospitalRoutes());
    await screen.findByLabelText(/^Nazwa( \*)?$/);
    await user.click(screen.getByRole('link', { name: 'Anuluj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hospitals'));
    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
  });

  it('asks on the patient form', async () => {
    const user = userEvent.setup();
    const pesel = encodePesel('2012-03-15', 'Female', 7);
    const patient = {
      id: 3,
      firstName: 'Hanna',
      lastName: 'Kowalska',
      gender: 'Female',
      birthDate: '2012-03-15',
      pesel,
      passportNumber: null,
      category: null,
      categoryId: null,
      hospitals: [hospital],
      protocols: [],
      active: true,
      dead: false,
      deathDate: null,
      favorite: false,
      openFlags: 0,
      nationality: 'PL',
      representativePesel: null,
      representativePassportNumber: null,
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
      deactivationReason: null,
      correctionFlags: [],
      rodoConsents: [],
      attachments: [],
      createdAt: '2026-01-10T10:00:00.000Z',
      updatedAt: '2026-01-10T10:00:00.000Z',
    };
    const { router } = renderApp('/patient/3/edit', {
      [`GET ${PATIENTS}/3`]: () => ok(patient),
      'GET /api/v1/patient/categories': () => ok({ data: [] }),
      [`GET ${PATIENTS}`]: () => ok(emptyList),
    });
    const city = await screen.findByLabelText(/^Miejscowość/);
    await user.clear(city);
    await user.type(city, 'Wieliczka');

    await user.click(screen.getByRole('menuitem', { name: /Pacjenci/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE })).getByRole('button', {
        name: 'Zostań na stronie',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/patient/3/edit');
    expect(screen.getByLabelText(/^Miejscowość/)).toHaveValue('Wieliczka');
  });
});

describe('a central administrator editing their own account', { timeout: 30_000 }, () => {
  function userRoutes() {
    return {
      [`GET ${ACCOUNTS}`]: () => ok({ ...emptyList, data: [me], totalItems: 1 }),
      [`GET ${ACCOUNTS}/7`]: () => ok(me),
      [`PUT ${ACCOUNTS}/7`]: (call: RecordedCall) => ok({ ...me, ...(call.body as object) }),
    };
  }

  it('confirms a lower role of their own before it is sent', async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/user/7/edit', userRoutes());
    await user.click(await screen.findByRole('combobox', { name: /^Rola/ }));
    await user.click(await screen.findByRole('option', { name: 'Koordynator' }));
    // A coordinator works within a hospital: without one the form would stop before asking.
    await user.type(screen.getByRole('combobox', { name: /^Szpitale/ }), 'Uniwersytecki');
    await user.click(await screen.findByRole('option', { name: hospital.name }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const question = await screen.findByRole('dialog', {
      name: 'Odebrać uprawnienia własnemu kontu?',
    });
    await user.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'PUT', `${ACCOUNTS}/7`)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/user/7/edit');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Odebrać uprawnienia własnemu kontu?' }),
      ).getByRole('button', { name: 'Zapisz mimo to' }),
    );
    await waitFor(() => expect(callsTo(api.calls, 'PUT', `${ACCOUNTS}/7`)).toHaveLength(1));
    expect(callsTo(api.calls, 'PUT', `${ACCOUNTS}/7`)[0]?.body).toMatchObject({
      role: 'ROLE_COORDINATOR',
      hospitals: [1],
    });
  });

  it('saves a change that takes nothing away without asking', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/user/7/edit', userRoutes());
    const phone = await screen.findByLabelText(/^Telefon/);
    await user.type(phone, '+48123456789');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(callsTo(api.calls, 'PUT', `${ACCOUNTS}/7`)).toHaveLength(1));
    expect(
      screen.queryByRole('dialog', { name: 'Odebrać uprawnienia własnemu kontu?' }),
    ).not.toBeInTheDocument();
  });
});
