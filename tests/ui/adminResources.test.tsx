/**
 * The registry's own resources end to end in the browser, against a scripted API: who may open
 * them, the hospital list, create, edit and deactivate, a server error on the user form, and the
 * hospitals the user form asks for before it sends a role that needs them.
 */
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';

const API = '/api/v1/hospital/hospitals';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 5000 });

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

type Hospital = Record<string, unknown>;

function hospital(id: number, name: string, extra: Record<string, unknown> = {}): Hospital {
  return {
    id,
    hospitalId: id,
    name,
    shortName: name.slice(0, 3).toUpperCase(),
    address: null,
    zipCode: null,
    city: null,
    active: true,
    deactivationReason: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...extra,
  };
}

/** An API holding hospitals in memory, answering as the contract of issue 3 says. */
function hospitalApi() {
  const hospitals = new Map<number, Hospital>([
    [1, hospital(1, 'Uniwersytecki Szpital Dziecięcy', { city: 'Kraków', zipCode: '30-663' })],
    [2, hospital(2, 'Instytut Matki i Dziecka', { city: 'Warszawa' })],
  ]);
  let nextId = 3;
  const routes: Record<string, Handler> = {
    [`GET ${API}`]: () => {
      const data = [...hospitals.values()];
      return {
        status: 200,
        body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 10 },
      };
    },
    [`POST ${API}`]: (call) => {
      const id = nextId++;
      hospitals.set(id, hospital(id, '', call.body as Record<string, unknown>));
      return { status: 201, body: { hospitalId: id } };
    },
    'GET /api/v1/dictionary/dictionaries/deactivationReasons/entries': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 11,
            type: 'deactivationReasons',
            value: 'CLOSED',
            description: 'Zamknięcie oddziału',
            descriptionEn: 'Ward closed',
            searchableDescription: 'zamkniecie oddzialu',
            active: true,
          },
        ],
        totalItems: 1,
        totalPages: 1,
        page: 1,
        itemsPerPage: 100,
      },
    }),
  };
  for (let id = 1; id < 6; id++) {
    const found = () => hospitals.get(id);
    const missing = { status: 404, body: { code: 'not_found', message: 'Nie znaleziono' } };
    routes[`GET ${API}/${id}`] = () => (found() ? { status: 200, body: found() } : missing);
    routes[`PUT ${API}/${id}`] = (call) => {
      const updated = { ...found()!, ...(call.body as object) };
      hospitals.set(id, updated);
      return { status: 200, body: updated };
    };
    routes[`PATCH ${API}/${id}/deactivate`] = (call) => {
      const { reason } = call.body as { reason: string };
      const updated = { ...found()!, active: false, deactivationReason: reason };
      hospitals.set(id, updated);
      return { status: 200, body: updated };
    };
    routes[`PATCH ${API}/${id}/activate`] = () => {
      const updated = { ...found()!, active: true, deactivationReason: null };
      hospitals.set(id, updated);
      return { status: 200, body: updated };
    };
  }
  return { hospitals, routes };
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

const ADMIN = 'ROLE_CENTRAL_ADMINISTRATOR';
const FOR_SELECT = 'POST /api/v1/hospital/hospitals/for-select';
const USD = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };

/** Whether an input's label carries the asterisk of a required field. */
const markedRequired = (input: HTMLElement) =>
  (input as HTMLInputElement).labels?.[0]?.textContent?.trim().endsWith('*') ?? false;
/**
 * Chooses a physician's role, which needs a hospital, with none given, and saves: the field is
 * marked required, and the browser stops the save with "Required field" on it.
 */
async function saveAsPhysicianWithoutHospital(
  user: ReturnType<typeof userEvent.setup>,
  hospitals: HTMLElement,
) {
  await user.click(screen.getByRole('combobox', { name: /Rola/ }));
  await user.click(await screen.findByRole('option', { name: 'Lekarz raportujący' }));
  expect(markedRequired(hospitals)).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(hospitals).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Pole wymagane')).toBeInTheDocument();
  expect(await screen.findByText('Formularz zawiera błędy')).toBeInTheDocument();
}
const callsTo = (calls: RecordedCall[], method: string, prefix: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith(prefix));

describe('central administrator routes', { timeout: 30_000 }, () => {
  it('send a coordinator home with Missing permissions, without asking for hospitals', async () => {
    const api = renderSignedIn('/hospitals', 'ROLE_COORDINATOR', hospitalApi().routes);

    expect(await screen.findByText('Nie masz uprawnień do tego widoku')).toBeInTheDocument();
    expect(await screen.findByText('Dzień dobry, Anna!')).toBeInTheDocument();
    expect(callsTo(api.calls, 'GET', API)).toEqual([]);
    expect(screen.queryByRole('menuitem', { name: /Szpitale/ })).not.toBeInTheDocument();
  });

  it('show an administrator the hospital list, ten a page, sorted by name on the server', async () => {
    const api = renderSignedIn('/hospitals', ADMIN, hospitalApi().routes);

    expect(await screen.findByRole('heading', { name: 'Szpitale' })).toBeInTheDocument();
    expect(await screen.findByText('Uniwersytecki Szpital Dziecięcy')).toBeInTheDocument();
    expect(screen.getByText('Instytut Matki i Dziecka')).toBeInTheDocument();
    const query = decodeURIComponent(callsTo(api.calls, 'GET', API)[0]!.path.split('?')[1]!);
    expect(query).toBe('page=1&itemsPerPage=10&sorts[name]=asc');
    expect(screen.getByRole('menuitem', { name: /Szpitale/ })).toHaveAttribute(
      'href',
      '/hospitals',
    );

    await userEvent.setup().click(screen.getByText('Instytut Matki i Dziecka'));
    expect(
      await screen.findByRole('heading', { name: 'Instytut Matki i Dziecka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Szpitale' })).toHaveAttribute('href', '/hospitals');
  });

  it('refuse a malformed zip code before sending, then create the hospital and open it', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/hospitals', ADMIN, hospitalApi().routes);

    await user.click(await screen.findByRole('link', { name: 'Dodaj szpital' }));
    await user.type(await screen.findByLabelText(/^Nazwa\s*\*?$/), 'Szpital Wojewódzki');
    await user.type(screen.getByLabelText(/Nazwa skrócona/), 'SW');
    const zipCode = screen.getByLabelText(/Kod pocztowy/);
    await user.type(zipCode, '30663');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(
      await screen.findByText('Nieprawidłowy kod pocztowy (format XX-XXX)'),
    ).toBeInTheDocument();
    expect(zipCode).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', API)).toEqual([]);

    await user.clear(zipCode);
    await user.type(zipCode, '30-663');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Szpital został utworzony')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', API)[0]?.body).toEqual({
      name: 'Szpital Wojewódzki',
      shortName: 'SW',
      zipCode: '30-663',
    });
    expect(await screen.findByRole('heading', { name: 'Szpital Wojewódzki' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'GET', `${API}/3`)).not.toEqual([]);
  });

  it('edit a hospital, sending only the form fields, and go back to its page', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/hospital/1', ADMIN, hospitalApi().routes);

    await user.click(await screen.findByRole('link', { name: 'Edytuj' }));
    const city = await screen.findByLabelText(/Miejscowość/);
    // Nothing changed yet: nothing to save (a new record's Save is pressable from the start).
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    await user.clear(city);
    await user.type(city, 'Kraków-Prokocim');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dane szpitala zostały zapisane.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', `${API}/1`)[0]?.body).toEqual({
      name: 'Uniwersytecki Szpital Dziecięcy',
      shortName: 'UNI',
      address: null,
      zipCode: '30-663',
      city: 'Kraków-Prokocim',
    });
    expect(
      await screen.findByRole('heading', { name: 'Uniwersytecki Szpital Dziecięcy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kraków-Prokocim')).toBeInTheDocument();
  });

  it('deactivate a hospital only with a reason from the dictionary', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/hospital/2', ADMIN, hospitalApi().routes);

    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Dezaktywacja: Instytut Matki i Dziecka',
    });
    await within(dialog).findByLabelText('Zamknięcie oddziału');
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));

    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', API)).toEqual([]);

    await user.click(within(dialog).getByLabelText('Zamknięcie oddziału'));
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));

    expect(await screen.findByText('Szpital został dezaktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', API)).toMatchObject([
      { path: `${API}/2/deactivate`, body: { reason: 'Zamknięcie oddziału' } },
    ]);
    expect(
      callsTo(api.calls, 'GET', '/api/v1/dictionary/dictionaries/deactivationReasons')[0]?.path,
    ).toBe('/api/v1/dictionary/dictionaries/deactivationReasons/entries?page=1&itemsPerPage=100');
    // The button that takes the used one's place takes the focus too, both ways.
    const activate = await screen.findByRole('button', { name: 'Aktywuj' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(activate).toHaveFocus());
    // Activating asks first, with the reason it was deactivated for; cancelled, nothing is sent.
    await user.click(activate);
    const asked = await screen.findByRole('dialog', {
      name: 'Aktywacja: Instytut Matki i Dziecka',
    });
    expect(asked).toHaveTextContent(
      'Wpis dezaktywowano z powodu: Zamknięcie oddziału. Czy na pewno chcesz go aktywować?',
    );
    // Cancelling is no danger: a plain cross, not react-admin's warning sign.
    const cancel = within(asked).getByRole('button', { name: 'Anuluj' });
    expect(within(cancel).getByTestId('CloseIcon')).toBeInTheDocument();
    expect(within(cancel).queryByTestId('ErrorOutlineIcon')).toBeNull();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'PATCH', API)).toHaveLength(1);
    await user.click(activate);
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Aktywacja/ })).getByRole('button', {
        name: 'Aktywuj',
      }),
    );
    expect(await screen.findByText('Szpital został aktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', API).at(-1)?.path).toBe(`${API}/2/activate`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dezaktywuj' })).toHaveFocus());
  });

  it('offer the reasons in the alphabetical order of their texts, Other last', async () => {
    // The API answers them by code, which the dialog does not show.
    const reasons = [
      ['DUPLICATE', 'Duplikat – rekord założony ponownie'],
      ['ENTERED_IN_ERROR', 'Rekord wprowadzony omyłkowo'],
      ['HOSPITAL_CLOSED', 'Szpital lub oddział zlikwidowany'],
      ['HOSPITAL_MERGED', 'Szpital połączony z innym szpitalem'],
      ['NO_LONGER_PARTICIPATING', 'Szpital nie uczestniczy już w rejestrze'],
    ].map(([value, description], index) => ({
      id: 20 + index,
      type: 'deactivationReasons',
      value,
      description,
      descriptionEn: null,
      searchableDescription: description,
      active: true,
    }));
    const user = userEvent.setup();
    renderSignedIn('/hospital/2', ADMIN, {
      ...hospitalApi().routes,
      'GET /api/v1/dictionary/dictionaries/deactivationReasons/entries': () => ({
        status: 200,
        body: { data: reasons, totalItems: 5, totalPages: 1, page: 1, itemsPerPage: 100 },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Rekord wprowadzony omyłkowo');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Duplikat – rekord założony ponownie',
      'Rekord wprowadzony omyłkowo',
      'Szpital lub oddział zlikwidowany',
      'Szpital nie uczestniczy już w rejestrze',
      'Szpital połączony z innym szpitalem',
      'Inny powód',
    ]);
  });

  it('deactivate with a reason of ones own under Other', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/hospital/2', ADMIN, hospitalApi().routes);

    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText('Inny powód'));
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Opisz powód/), 'Połączenie z innym szpitalem');
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));

    expect(await screen.findByText('Szpital został dezaktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', API)[0]?.body).toEqual({
      reason: 'Połączenie z innym szpitalem',
    });
  });
});

describe("user's page", { timeout: 30_000 }, () => {
  it("wraps a hospital's long name onto more lines instead of cutting it", async () => {
    const clinic = {
      id: 4,
      name: 'Klinika Onkologii i Hematologii Dziecięcej, Szpital Dziecięcy w Krakowie',
      shortName: 'KRK-ONK',
      active: true,
    };
    const anna = { ...account('ROLE_REPORTER_PHYSICIAN'), id: 8, hospitals: [4] };
    renderSignedIn('/user/8', ADMIN, {
      'GET /api/v1/account/accounts/8': () => ({ status: 200, body: anna }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [clinic] } }),
    });

    const name = await screen.findByText(clinic.name);
    expect(getComputedStyle(name).whiteSpace).toBe('normal');
    const chip = name.closest('.StaticChip')!;
    expect(getComputedStyle(chip).whiteSpace).toBe('normal');
    expect(getComputedStyle(chip).height).toBe('auto');
  });
});

describe("the administrator's own account", { timeout: 30_000 }, () => {
  it('offers no deactivation, and says why', async () => {
    const me = { ...account(ADMIN), hospitals: [], protocols: [], deactivationReason: null };
    renderSignedIn('/user/7', ADMIN, {
      'GET /api/v1/account/accounts/7': () => ({ status: 200, body: me }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [] } }),
    });
    const button = await screen.findByRole('button', { name: 'Dezaktywuj' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Nie możesz dezaktywować własnego konta');
  });
});

describe("user's closed hospital", { timeout: 30_000 }, () => {
  it('is marked inactive on the page and in the list', async () => {
    const closed = { id: 5, name: 'Szpital Miejski w Zamościu', shortName: 'SMZ', active: false };
    const anna = { ...account('ROLE_REPORTER_PHYSICIAN'), id: 8, hospitals: [5] };
    renderSignedIn('/user/8', ADMIN, {
      'GET /api/v1/account/accounts/8': () => ({ status: 200, body: anna }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [closed] } }),
    });
    expect(await screen.findByText(`${closed.name} (nieaktywny)`)).toBeInTheDocument();
    cleanup();

    renderSignedIn('/users', ADMIN, {
      'GET /api/v1/account/accounts': () => ({
        status: 200,
        body: { data: [anna], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 10 },
      }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [closed] } }),
    });
    const chip = await screen.findByText('SMZ (nieaktywny)');
    expect(chip.closest('.StaticChip')).toHaveAttribute('title', `${closed.name} (nieaktywny)`);
  });
});

describe('user form', { timeout: 30_000 }, () => {
  it("shows the server's duplicate email conflict on the email input", async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-user', ADMIN, {
      'POST /api/v1/hospital/hospitals/for-select': () => ({
        status: 200,
        body: {
          data: [
            { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true },
          ],
        },
      }),
      'POST /api/v1/account/accounts': () => ({
        status: 409,
        body: {
          code: 'email_taken',
          message: 'Ten adres e-mail jest już używany',
          correlationId: 'corr-409',
          details: { email: ['Ten adres e-mail jest już używany'] },
        },
      }),
    });

    await user.type(await screen.findByLabelText(/^Imię/), 'Jan');
    await user.type(screen.getByLabelText(/^Nazwisko/), 'Kowalski');
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'jan@example.org');
    await user.click(screen.getByRole('combobox', { name: /Rola/ }));
    await user.click(await screen.findByRole('option', { name: 'Koordynator' }));
    await user.click(screen.getByRole('combobox', { name: /Szpitale/ }));
    await user.click(await screen.findByRole('option', { name: USD.name }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Ten adres e-mail jest już używany')).toHaveLength(2);
    expect(screen.getByText(/Kod błędu:/)).toHaveTextContent('corr-409');
    expect(callsTo(api.calls, 'POST', '/api/v1/account/accounts')[0]?.body).toEqual({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@example.org',
      role: 'ROLE_COORDINATOR',
      hospitals: [1],
      protocols: [],
    });
  });

  it("tells every field's mistake at once, an e-mail's too, in the user's language", async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-user', ADMIN, {
      [FOR_SELECT]: () => ({ status: 200, body: { data: [USD] } }),
    });

    await user.type(await screen.findByLabelText(/^Imię/), 'Jan');
    await user.type(screen.getByLabelText(/^E-mail/), 'niepoprawny-email');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    // The browser's own check of an e-mail input does not stop the form's first.
    expect(await screen.findByText('Nieprawidłowy adres e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nazwisko/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', '/api/v1/account/accounts')).toEqual([]);
  });

  it('lets Save be pressed on an empty new user, to mark what is required', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-user', ADMIN, {
      [FOR_SELECT]: () => ({ status: 200, body: { data: [USD] } }),
    });

    const save = await screen.findByRole('button', { name: 'Zapisz' });
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Formularz zawiera błędy')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Imię/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', '/api/v1/account/accounts')).toEqual([]);
  });

  it('asks for a hospital before sending a user of any role but central administrator', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-user', ADMIN, {
      [FOR_SELECT]: () => ({ status: 200, body: { data: [USD] } }),
      'POST /api/v1/account/accounts': () => ({ status: 201, body: { accountId: 9 } }),
    });

    await user.type(await screen.findByLabelText(/^Imię/), 'Jan');
    await user.type(screen.getByLabelText(/^Nazwisko/), 'Kowalski');
    await user.type(screen.getByLabelText(/^E-mail/), 'jan@example.org');
    const hospitals = screen.getByRole('combobox', { name: /Szpitale/ });
    // With no role chosen yet, the role's own "Required field" speaks.
    expect(markedRequired(hospitals)).toBe(false);
    await saveAsPhysicianWithoutHospital(user, hospitals);
    expect(callsTo(api.calls, 'POST', '/api/v1/account/accounts')).toEqual([]);

    // A central administrator works without hospitals: the mark and the error go at once.
    await user.click(screen.getByRole('combobox', { name: /Rola/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator centralny' }));
    await waitFor(() => expect(hospitals).toHaveAttribute('aria-invalid', 'false'));
    expect(markedRequired(hospitals)).toBe(false);
    expect(screen.queryByText('Pole wymagane')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(callsTo(api.calls, 'POST', '/api/v1/account/accounts')[0]?.body).toMatchObject({
        role: 'ROLE_CENTRAL_ADMINISTRATOR',
        hospitals: [],
      }),
    );
  });

  it('asks for a hospital before a central administrator without one is given another role', async () => {
    const user = userEvent.setup();
    const ewa = {
      ...account(ADMIN),
      id: 8,
      email: 'ewa@example.org',
      firstName: 'Ewa',
      lastName: 'Lis',
      hospitals: [],
      protocols: [],
      deactivationReason: null,
    };
    const api = renderSignedIn('/user/8/edit', ADMIN, {
      'GET /api/v1/account/accounts/8': () => ({ status: 200, body: ewa }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [USD] } }),
      'PUT /api/v1/account/accounts/8': (call) => ({
        status: 200,
        body: { ...ewa, ...(call.body as object) },
      }),
    });

    const hospitals = await screen.findByRole('combobox', { name: /Szpitale/ });
    expect(markedRequired(hospitals)).toBe(false);
    await saveAsPhysicianWithoutHospital(user, hospitals);
    expect(callsTo(api.calls, 'PUT', '/api/v1/account/accounts')).toEqual([]);

    await user.type(hospitals, 'Uniwersytecki');
    await user.click(await screen.findByRole('option', { name: USD.name }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(callsTo(api.calls, 'PUT', '/api/v1/account/accounts')[0]?.body).toMatchObject({
        role: 'ROLE_REPORTER_PHYSICIAN',
        hospitals: [1],
      }),
    );
  });

  it('changes an email through change-email, with a taken address shown on the input', async () => {
    const user = userEvent.setup();
    const jan = {
      ...account('ROLE_COORDINATOR'),
      id: 8,
      email: 'jan@example.org',
      firstName: 'Jan',
      lastName: 'Kowalski',
      deactivationReason: null,
    };
    let taken = true;
    const api = renderSignedIn('/user/8/edit', ADMIN, {
      'GET /api/v1/account/accounts/8': () => ({ status: 200, body: jan }),
      'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [] } }),
      'PATCH /api/v1/account/accounts/8/change-email': (call) =>
        taken
          ? {
              status: 409,
              body: {
                code: 'email_taken',
                message: 'Ten adres e-mail jest już używany',
                details: { email: ['Ten adres e-mail jest już używany'] },
              },
            }
          : { status: 200, body: { ...jan, ...(call.body as object) } },
    });

    expect(
      await screen.findByRole('heading', { name: 'Edycja: Jan Kowalski' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Zmień e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana adresu e-mail' });
    expect(within(dialog).queryByLabelText(/hasło/)).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText(/Nowy adres e-mail/);
    await user.clear(email);
    await user.type(email, 'anna@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień e-mail' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));

    taken = false;
    await user.clear(email);
    await user.type(email, 'jan.kowalski@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień e-mail' }));
    expect(await screen.findByText('Adres e-mail został zaktualizowany')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/api/v1/account/accounts/8/change-email'),
    ).toMatchObject([
      { method: 'PATCH', body: { email: 'anna@example.org' } },
      { method: 'PATCH', body: { email: 'jan.kowalski@example.org' } },
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks before an email change reloads a user whose edits are not saved', async () => {
    const user = userEvent.setup();
    const jan = {
      ...account('ROLE_COORDINATOR'),
      id: 8,
      email: 'jan@example.org',
      firstName: 'Jan',
      lastName: 'Kowalski',
      deactivationReason: null,
    };
    renderSignedIn('/user/8/edit', ADMIN, {
      'GET /api/v1/account/accounts/8': () => ({ status: 200, body: jan }),
      'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [] } }),
    });
    const firstName = await screen.findByLabelText(/^Imię/);
    await user.clear(firstName);
    await user.type(firstName, 'Janek');

    await user.click(screen.getByRole('button', { name: 'Zmień e-mail' }));
    const prompt = await screen.findByRole('dialog', { name: 'Zmienić adres e-mail?' });
    expect(prompt).toHaveTextContent('Na tej stronie są niezapisane zmiany.');
    await user.click(within(prompt).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(firstName).toHaveValue('Janek');

    await user.click(screen.getByRole('button', { name: 'Zmień e-mail' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Zmienić adres e-mail?' })).getByRole(
        'button',
        { name: 'Odrzuć zmiany i zmień adres' },
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Zmiana adresu e-mail' })).toBeInTheDocument();
  });

  it("asks for the administrator's own password only when the account is their own", async () => {
    const user = userEvent.setup();
    const me = { ...account(ADMIN), hospitals: [], protocols: [], deactivationReason: null };
    const api = renderSignedIn('/user/7/edit', ADMIN, {
      'GET /api/v1/account/accounts/7': () => ({ status: 200, body: me }),
      'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [] } }),
      'PATCH /api/v1/account/accounts/7/change-email': () => ({
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Formularz zawiera błędy',
          details: { currentPassword: ['Obecne hasło jest nieprawidłowe'] },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Zmień e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana adresu e-mail' });
    expect(
      within(dialog).getByText(/To Twoje konto: potwierdź zmianę obecnym hasłem/),
    ).toBeVisible();
    const email = within(dialog).getByLabelText(/Nowy adres e-mail/);
    await user.clear(email);
    await user.type(email, 'anna.nowa@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień e-mail' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();

    const password = within(dialog).getByLabelText(/Twoje obecne hasło/);
    await user.type(password, 'Zle-haslo-1');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień e-mail' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Obecne hasło jest nieprawidłowe')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/api/v1/account/accounts/7/change-email'),
    ).toEqual([
      expect.objectContaining({
        body: { email: 'anna.nowa@example.org', currentPassword: 'Zle-haslo-1' },
      }),
    ]);
  });
});

describe('users list', { timeout: 30_000 }, () => {
  it('links each email, breakable only after its "@" and its dots', async () => {
    const colleague = {
      ...account('ROLE_COORDINATOR'),
      id: 8,
      email: 'koordynator@demo.szpital.pl',
    };
    renderSignedIn('/users', ADMIN, {
      'GET /api/v1/account/accounts': () => ({
        status: 200,
        body: { data: [colleague], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 10 },
      }),
      [FOR_SELECT]: () => ({ status: 200, body: { data: [USD] } }),
    });

    const link = await screen.findByRole('link', { name: 'koordynator@demo.szpital.pl' });
    expect(link).toHaveAttribute('href', 'mailto:koordynator@demo.szpital.pl');
    expect(link.innerHTML).toBe('koordynator@<wbr>demo.<wbr>szpital.<wbr>pl');
  });

  it('filters by a closed hospital too, marked inactive among the choices', async () => {
    const closed = { id: 2, name: 'Szpital Miejski w Zamościu', shortName: 'SMZ', active: false };
    const api = renderSignedIn('/users', ADMIN, {
      'GET /api/v1/account/accounts': () => ({
        status: 200,
        body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 10 },
      }),
      [FOR_SELECT]: (call) => {
        const body = call.body as { hospitals: unknown; inactive?: boolean };
        const data = body.hospitals === null && body.inactive ? [USD, closed] : [USD];
        return { status: 200, body: { data } };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: 'Szpital' }));
    await user.click(await screen.findByRole('option', { name: `${closed.name} (nieaktywny)` }));

    await waitFor(() =>
      expect(
        callsTo(api.calls, 'GET', '/api/v1/account/accounts').some(
          (call) =>
            new URL(call.path, 'http://localhost').searchParams
              .getAll('filters[hospital][]')
              .join() === '2',
        ),
      ).toBe(true),
    );
  });
});
