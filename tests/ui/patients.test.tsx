/**
 * Patients in the browser, against a scripted API: the list and the query it sends, the create
 * form with the PESEL check, its rules and the server's answers, the edit form, and what a
 * coordinator (who may not add patients) is shown.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { encodePesel } from '../../domain';
import { type Patient, type PatientSummary, peselCheck } from '../../domain/patient';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Answer, Handler, RecordedCall } from './fakeApi';
import { dateField, typeDate } from './dateEntry';
import { decodedQuery } from './renderAdminView';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 10_000 });

const PATIENTS = '/api/v1/patient/patients';
const PESEL_DETAILS = '/api/v1/patient/pesel/details';
const PASSPORT_DETAILS = '/api/v1/patient/passport/details';
const ADMIN = 'ROLE_CENTRAL_ADMINISTRATOR';
const PHYSICIAN = 'ROLE_REPORTER_PHYSICIAN';
const COORDINATOR = 'ROLE_COORDINATOR';

const HANNA_PESEL = encodePesel('2012-03-15', 'Female', 7);

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
const all = {
  id: 4,
  abbreviation: 'ALL',
  namePl: 'Ostra białaczka limfoblastyczna',
  nameEn: 'ALL',
};

function summary(overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    id: 1,
    firstName: 'Hanna',
    lastName: 'Kowalska',
    gender: 'Female',
    birthDate: '2012-03-15',
    pesel: HANNA_PESEL,
    passportNumber: null,
    category: all,
    hospitals: [usd],
    protocols: [
      { id: 11, protocol: 'ALL', active: true },
      { id: 12, protocol: 'HL', active: false },
      { id: 13, protocol: 'FOLLOWUP', active: true },
    ],
    active: true,
    dead: false,
    favorite: true,
    openFlags: 2,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-12T10:00:00.000Z',
    ...overrides,
  };
}

function patient(overrides: Partial<Patient> = {}): Patient {
  return {
    ...summary({ id: 3 }),
    nationality: 'PL',
    representativePesel: null,
    representativePassportNumber: null,
    residenceStreet: 'Wielicka 265',
    residenceCity: 'Kraków',
    residenceZipCode: '30-663',
    registeredSameAsResidence: true,
    registeredStreet: 'Wielicka 265',
    registeredCity: 'Kraków',
    registeredZipCode: '30-663',
    correspondenceSameAsResidence: true,
    correspondenceStreet: 'Wielicka 265',
    correspondenceCity: 'Kraków',
    correspondenceZipCode: '30-663',
    categoryId: all.id,
    deathDate: null,
    deactivationReason: null,
    correctionFlags: [],
    rodoConsents: [],
    attachments: [],
    ...overrides,
  };
}

/** The lookups every patient view asks for. */
function patientRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${PATIENTS}`]: () => ({
      status: 200,
      body: {
        data: [
          summary(),
          summary({
            id: 2,
            firstName: 'Jan',
            lastName: 'Nowak',
            gender: 'Male',
            birthDate: '2015-11-02',
            pesel: null,
            passportNumber: 'AB123456',
            category: null,
            hospitals: [usd, imid],
            protocols: [],
            favorite: false,
            openFlags: 0,
          }),
        ],
        totalItems: 2,
        totalPages: 1,
        page: 1,
        itemsPerPage: 25,
      },
    }),
    'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [all] } }),
    'POST /api/v1/hospital/hospitals/for-select': () => ({
      status: 200,
      body: { data: [usd, imid] },
    }),
    [`POST ${PESEL_DETAILS}`]: (call) => ({
      status: 200,
      body: peselCheck((call.body as { pesel: string }).pesel, null),
    }),
    ...routes,
  };
}

const emptyList = {
  status: 200,
  body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 },
};

/** What the patient's page asks for besides the patient, after a save leads there. */
function patientPageRoutes(id: number): Record<string, Handler> {
  return {
    [`GET ${PATIENTS}/${id}/history`]: () => emptyList,
    'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => emptyList,
  };
}

function renderSignedIn(
  path: string,
  role: string,
  routes: Record<string, Handler>,
  locale: 'pl' | 'en' = 'pl',
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
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
  calls.filter(
    (call) => call.method === method && (call.path === path || call.path.startsWith(`${path}?`)),
  );

const listQueries = (calls: RecordedCall[]) =>
  callsTo(calls, 'GET', PATIENTS).map((call) => decodedQuery(call.path));

/** The styles of an element's `::after`, from the page's style sheets: jsdom computes none. */
function afterStyles(element: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules
    .filter(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule &&
        rule.selectorText.endsWith('::after') &&
        element.matches(rule.selectorText.slice(0, -'::after'.length)),
    )
    .map((rule) => rule.style.cssText)
    .join(' ');
}

describe('patient list', { timeout: 30_000 }, () => {
  it('shows each patient with their identity, hospitals, visible protocols and flags', async () => {
    const api = renderSignedIn(
      '/patients',
      ADMIN,
      patientRoutes({
        [`GET ${PATIENTS}/2`]: () => ({
          status: 200,
          body: patient({ id: 2, firstName: 'Jan', lastName: 'Nowak' }),
        }),
        ...patientPageRoutes(2),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Pacjenci' })).toBeInTheDocument();
    const hanna = (await screen.findByText('Kowalska')).closest('tr')!;
    expect(within(hanna).getByText('Hanna')).toBeInTheDocument();
    expect(within(hanna).getByText(HANNA_PESEL)).toBeInTheDocument();
    expect(await within(hanna).findByText('15.03.2012')).toBeInTheDocument();
    expect(within(hanna).getByText('ALL', { selector: 'span[title]' })).toHaveAttribute(
      'title',
      'Ostra białaczka limfoblastyczna',
    );
    expect(within(hanna).getByText('USD').closest('[title]')).toHaveAttribute(
      'title',
      'Uniwersytecki Szpital Dziecięcy',
    );
    expect(within(hanna).getByText('HL').closest('[title]')).toHaveAttribute(
      'title',
      'Protokół nieaktywny',
    );
    expect(within(hanna).queryByText('FOLLOWUP')).not.toBeInTheDocument();
    expect(within(hanna).getByTitle('Obserwowany pacjent')).toBeInTheDocument();
    expect(within(hanna).getByTitle('2 otwarte flagi korekty')).toHaveTextContent('2');
    // A screen reader hears what the "2" counts, not the bare number.
    expect(within(hanna).getByText('2 otwarte flagi korekty')).toHaveClass('StaticChip-spoken');
    expect(within(hanna).getByText('2')).toHaveAttribute('aria-hidden', 'true');

    const jan = screen.getByText('Nowak').closest('tr')!;
    expect(within(jan).getByText('AB123456')).toBeInTheDocument();
    expect(within(jan).getByText('IMID')).toBeInTheDocument();
    expect(within(jan).queryByTitle('Obserwowany pacjent')).not.toBeInTheDocument();

    expect(listQueries(api.calls)[0]).toBe('page=1&itemsPerPage=25&sorts[lastName]=asc');
    expect(screen.getByRole('link', { name: 'Dodaj pacjenta' })).toHaveAttribute(
      'href',
      '/add-new-patient',
    );
    expect(screen.getAllByRole('menuitem')[1]).toHaveTextContent('Pacjenci');

    await userEvent.setup().click(within(jan).getByText('AB123456'));
    expect(await screen.findByRole('heading', { name: 'Nowak Jan' })).toBeInTheDocument();
  });

  it('sends the search, a protocol filter and a sort to the server', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/patients', PHYSICIAN, patientRoutes());
    await screen.findByText('Kowalska');

    await user.type(screen.getByPlaceholderText('Imię, nazwisko, PESEL lub paszport'), 'kowal');
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toContain('search=kowal'));

    await user.click(screen.getByRole('combobox', { name: 'Protokół' }));
    const options = await screen.findAllByRole('option');
    // A reporter physician filters by the protocols of their account only, named.
    expect(options.map((option) => option.textContent)).toEqual([
      'HL: Chłoniak Hodgkina',
      'ALL: Ostra białaczka limfoblastyczna',
    ]);
    await user.click(screen.getByRole('option', { name: 'HL: Chłoniak Hodgkina' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(listQueries(api.calls).at(-1)).toBe(
        'page=1&itemsPerPage=25&filters[protocol][]=HL&sorts[lastName]=asc&search=kowal',
      ),
    );

    await user.click(screen.getByRole('button', { name: /data urodzenia/i }));
    await waitFor(() =>
      expect(listQueries(api.calls).at(-1)).toBe(
        'page=1&itemsPerPage=25&filters[protocol][]=HL&sorts[birthDate]=asc&search=kowal',
      ),
    );
  });

  it.each([
    ['pl', 'Dodaj filtr', ['Obserwowani', 'Z otwartymi flagami korekty', 'Aktywni']],
    ['en', 'Add filter', ['Favourites', 'With open correction flags', 'Active']],
  ] as const)(
    'widens each yes-or-no filter of the Add filter menu to its whole label (%s)',
    async (locale, addFilter, labels) => {
      const user = userEvent.setup();
      renderSignedIn('/patients', PHYSICIAN, patientRoutes(), locale);
      await screen.findByText('Kowalska');

      for (const label of labels) {
        await user.click(screen.getByRole('button', { name: addFilter }));
        await user.click(await screen.findByRole('menuitemcheckbox', { name: label }));
        const filter = await screen.findByRole('combobox', { name: label });
        // An invisible copy of the label inside the field widens it (jsdom lays nothing out).
        const sizer = afterStyles(filter.closest('.MuiFormControl-root')!);
        expect(sizer).toContain(`content: "${label}";`);
        expect(sizer).toContain('visibility: hidden;');
        expect(sizer).toContain('white-space: nowrap;');
      }
    },
  );

  it('offers a coordinator no way to add a patient', async () => {
    renderSignedIn('/patients', COORDINATOR, patientRoutes());

    expect(await screen.findByText('Kowalska')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dodaj pacjenta' })).not.toBeInTheDocument();
  });

  it('sends a coordinator away from the create page', async () => {
    renderSignedIn('/add-new-patient', COORDINATOR, patientRoutes());

    expect(await screen.findByText('Nie masz uprawnień do tego widoku')).toBeInTheDocument();
    expect(await screen.findByText('Dzień dobry, Anna!')).toBeInTheDocument();
  });
});

async function typeRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Imię/), 'Hanna');
  await user.type(screen.getByLabelText(/^Nazwisko/), 'Kowalska');
  await user.type(screen.getByLabelText(/^PESEL$/), HANNA_PESEL);
  await screen.findByText('Numer PESEL jest poprawny');
}

describe('patient create form', { timeout: 30_000 }, () => {
  it('checks a typed PESEL and fills in the birth date and gender it encodes', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes(), 'en');

    const pesel = await screen.findByLabelText(/^PESEL$/);
    await user.type(pesel, HANNA_PESEL);

    expect(await screen.findByText('PESEL number is correct')).toBeInTheDocument();
    expect(await dateField(/^Date of birth/)).toHaveTextContent(/^03\/15\/2012$/);
    expect(screen.getByRole('combobox', { name: /^Gender/ })).toHaveTextContent('Female');
    expect(callsTo(api.calls, 'POST', PESEL_DETAILS).map((call) => call.body)).toEqual([
      { pesel: HANNA_PESEL },
    ]);
    // Empty fields filled are no news.
    expect(screen.queryByText(/changed to/)).toBeNull();
  });

  it('says which entered values a typed PESEL replaced', async () => {
    const user = userEvent.setup();
    renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes());

    await user.click(await screen.findByRole('combobox', { name: /^Płeć/ }));
    await user.click(await screen.findByRole('option', { name: 'Mężczyzna' }));
    await typeDate(user, /^Data urodzenia/, '01012015');
    await user.type(screen.getByLabelText(/^PESEL$/), HANNA_PESEL);

    expect(
      await screen.findByText('Datę urodzenia i płeć zmieniono na zapisane w numerze PESEL.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Numer PESEL jest poprawny')).toBeInTheDocument();
    expect(await dateField(/^Data urodzenia/)).toHaveTextContent(/^15\.03\.2012$/);
    expect(screen.getByRole('combobox', { name: /^Płeć/ })).toHaveTextContent('Kobieta');
  });

  it('says when the PESEL is invalid', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({
        [`POST ${PESEL_DETAILS}`]: (call) => ({
          status: 200,
          body: {
            pesel: (call.body as { pesel: string }).pesel,
            valid: false,
            problem: 'checksum',
            birthDate: null,
            gender: null,
            duplicate: null,
          },
        }),
      }),
      'en',
    );

    await user.type(await screen.findByLabelText(/^PESEL$/), '12345678901');

    expect(await screen.findByText('Invalid PESEL number')).toBeInTheDocument();
    expect(await dateField(/^Date of birth/)).toHaveTextContent(/^mm\/dd\/yyyy$/);
  });

  it('links to a patient already registered with the PESEL and refuses to save', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({
        [`POST ${PESEL_DETAILS}`]: (call) => ({
          status: 200,
          body: peselCheck((call.body as { pesel: string }).pesel, {
            visible: true,
            patientId: 12,
          }),
        }),
      }),
    );

    await typeRequiredFields(user);

    expect(
      await screen.findByText('Pacjent z tym numerem PESEL już jest w rejestrze'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otwórz kartę pacjenta' })).toHaveAttribute(
      'href',
      '/patient/12',
    );
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nazwisko/), '{Enter}');
    expect(callsTo(api.calls, 'POST', PATIENTS)).toEqual([]);
  });

  it('tells whom to ask about a patient registered in another hospital', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({
        [`POST ${PESEL_DETAILS}`]: (call) => ({
          status: 200,
          body: peselCheck((call.body as { pesel: string }).pesel, {
            visible: false,
            patientId: null,
          }),
        }),
      }),
      'en',
    );

    await user.type(await screen.findByLabelText(/^PESEL$/), HANNA_PESEL);

    expect(await screen.findByText(/already in the registry, in another hospital/)).toBeVisible();
    expect(screen.queryByRole('link', { name: "Open the patient's page" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks for a PESEL or a passport number on both inputs', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes(), 'en');

    await user.type(await screen.findByLabelText(/^First name/), 'Hanna');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Pesel or passport number required')).toHaveLength(2);
    expect(screen.getByLabelText(/^PESEL$/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Passport number/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', PATIENTS)).toEqual([]);

    await user.type(screen.getByLabelText(/^Passport number/), 'AB123456');
    await waitFor(() =>
      expect(screen.queryByText('Pesel or passport number required')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/^PESEL$/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets Save be pressed on an empty new patient, to mark what is required', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes());

    const save = await screen.findByRole('button', { name: 'Zapisz' });
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Formularz zawiera błędy')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Imię/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nazwisko/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', PATIENTS)).toEqual([]);
  });

  it('shows the registered address only when it is not the residence one', async () => {
    const user = userEvent.setup();
    renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes());

    const same = await screen.findByRole('checkbox', {
      name: 'Adres zameldowania taki sam jak zamieszkania',
    });
    expect(same).toBeChecked();
    expect(screen.queryByLabelText(/Miejscowość \(adres zameldowania\)/)).toBeNull();

    await user.click(same);

    expect(screen.getByLabelText(/Ulica i numer \(adres zameldowania\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Miejscowość \(adres zameldowania\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Kod pocztowy \(adres zameldowania\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Miejscowość \(adres do korespondencji\)/)).toBeNull();
  });

  it('posts the whole record with its hospital and protocols, then opens the patient', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({
        [`POST ${PATIENTS}`]: () => ({ status: 201, body: { patientId: 5 } }),
        [`GET ${PATIENTS}/5`]: () => ({ status: 200, body: patient({ id: 5 }) }),
        ...patientPageRoutes(5),
      }),
    );

    await typeRequiredFields(user);
    await user.type(screen.getByLabelText(/^Miejscowość \(adres zamieszkania\)/), 'Kraków');
    await user.click(screen.getByRole('combobox', { name: /^Protokoły/ }));
    await user.click(
      await screen.findByRole('option', { name: 'ALL: Ostra białaczka limfoblastyczna' }),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Zgon' }));
    expect(await dateField(/^Data zgonu/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Zgon' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Pacjent został utworzony')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', PATIENTS).map((call) => call.body)).toEqual([
      {
        firstName: 'Hanna',
        lastName: 'Kowalska',
        gender: 'Female',
        birthDate: '2012-03-15',
        nationality: 'PL',
        pesel: HANNA_PESEL,
        passportNumber: null,
        representativePesel: null,
        representativePassportNumber: null,
        categoryId: null,
        dead: false,
        deathDate: null,
        residenceStreet: null,
        residenceCity: 'Kraków',
        residenceZipCode: null,
        registeredSameAsResidence: true,
        registeredStreet: null,
        registeredCity: 'Kraków',
        registeredZipCode: null,
        correspondenceSameAsResidence: true,
        correspondenceStreet: null,
        correspondenceCity: 'Kraków',
        correspondenceZipCode: null,
        // The account's only hospital, chosen for the user.
        hospitals: [1],
        protocols: ['ALL'],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Kowalska Hanna' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'GET', `${PATIENTS}/5`)).toHaveLength(1);
  });

  it('takes a birth date typed as dd.mm.rrrr and posts it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({
        [`POST ${PATIENTS}`]: () => ({ status: 201, body: { patientId: 5 } }),
        [`GET ${PATIENTS}/5`]: () => ({ status: 200, body: patient({ id: 5 }) }),
        ...patientPageRoutes(5),
      }),
    );
    await user.type(await screen.findByLabelText(/^Imię/), 'Łucja');
    await user.type(screen.getByLabelText(/^Nazwisko/), 'Wójcik');
    await user.type(screen.getByLabelText(/^Numer paszportu$/), 'EK1234567');
    await user.click(screen.getByRole('combobox', { name: /^Płeć/ }));
    await user.click(await screen.findByRole('option', { name: 'Kobieta' }));

    // An impossible day is refused on the field, and nothing is sent.
    await typeDate(user, /^Data urodzenia/, '31022016');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await dateField(/^Data urodzenia/)).toHaveAccessibleDescription(
      'Nieprawidłowa data urodzenia',
    );
    expect(callsTo(api.calls, 'POST', PATIENTS)).toHaveLength(0);

    await typeDate(user, /^Data urodzenia/, '09072016');
    expect(await dateField(/^Data urodzenia/)).toHaveTextContent(/^09\.07\.2016$/);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Pacjent został utworzony')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', PATIENTS).map((call) => call.body)).toEqual([
      expect.objectContaining({
        birthDate: '2016-07-09',
        pesel: null,
        passportNumber: 'EK1234567',
      }),
    ]);
  });

  it('refuses a birth date typed day first on an English screen rather than reading it as another', async () => {
    const user = userEvent.setup();
    const api = renderSignedIn('/add-new-patient', PHYSICIAN, patientRoutes(), 'en');
    await user.type(await screen.findByLabelText(/^First name/), 'Lucy');
    await user.type(screen.getByLabelText(/^Last name/), 'Wójcik');
    await user.type(screen.getByLabelText(/^Passport number$/), 'EK1234567');

    await typeDate(user, /^Date of birth/, '14.05.2019');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await dateField(/^Date of birth/)).toHaveTextContent(/^14\/05\/2019$/);
    expect(await dateField(/^Date of birth/)).toHaveAccessibleDescription('Invalid birthdate');
    expect(callsTo(api.calls, 'POST', PATIENTS)).toHaveLength(0);
  });

  it("puts the server's field errors on their inputs", async () => {
    const user = userEvent.setup();
    let answer: Answer = {
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Formularz zawiera błędy',
        correlationId: 'corr-422',
        details: { hospitals: ['Szpital jest nieaktywny'] },
      },
    };
    const api = renderSignedIn(
      '/add-new-patient',
      PHYSICIAN,
      patientRoutes({ [`POST ${PATIENTS}`]: () => answer }),
    );

    await typeRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Szpitale/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getAllByText('Szpital jest nieaktywny').length).toBeGreaterThan(0);

    answer = {
      status: 409,
      body: {
        code: 'conflict',
        message: 'Pacjent z tym numerem PESEL już istnieje',
        correlationId: 'corr-409',
        details: { pesel: ['Pacjent z tym numerem PESEL już istnieje'] },
      },
    };
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^PESEL$/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText('Pacjent z tym numerem PESEL już istnieje').length).toBeGreaterThan(
      0,
    );
    expect(callsTo(api.calls, 'POST', PATIENTS)).toHaveLength(2);
  });
});

describe('patient edit form', { timeout: 30_000 }, () => {
  it("puts only the patient's own fields and goes back to the patient's page", async () => {
    const user = userEvent.setup();
    const record = patient();
    const api = renderSignedIn(
      `/patient/3/edit`,
      PHYSICIAN,
      patientRoutes({
        [`GET ${PATIENTS}/3`]: () => ({ status: 200, body: record }),
        ...patientPageRoutes(3),
        [`POST ${PESEL_DETAILS}`]: (call) => ({
          status: 200,
          body: peselCheck((call.body as { pesel: string }).pesel, {
            visible: true,
            patientId: 3,
          }),
        }),
        [`PUT ${PATIENTS}/3`]: (call) => ({
          status: 200,
          body: { ...record, ...(call.body as object) },
        }),
      }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Edycja: Kowalska Hanna' }),
    ).toBeInTheDocument();
    // The patient's own PESEL is no duplicate, and its validity is told without asking.
    expect(await screen.findByText('Numer PESEL jest poprawny')).toBeInTheDocument();
    expect(screen.queryByText('Pacjent z tym numerem PESEL już jest w rejestrze')).toBeNull();
    expect(callsTo(api.calls, 'POST', PESEL_DETAILS)).toEqual([]);
    expect(screen.queryByRole('combobox', { name: /^Szpitale/ })).toBeNull();
    const firstName = screen.getByLabelText(/^Imię/);
    await user.clear(firstName);
    await user.type(firstName, 'Hanna Maria');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dane pacjenta zostały zapisane')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', `${PATIENTS}/3`).map((call) => call.body)).toEqual([
      {
        firstName: 'Hanna Maria',
        lastName: 'Kowalska',
        gender: 'Female',
        birthDate: '2012-03-15',
        nationality: 'PL',
        pesel: HANNA_PESEL,
        passportNumber: null,
        representativePesel: null,
        representativePassportNumber: null,
        categoryId: all.id,
        dead: false,
        deathDate: null,
        residenceStreet: 'Wielicka 265',
        residenceCity: 'Kraków',
        residenceZipCode: '30-663',
        registeredSameAsResidence: true,
        registeredStreet: 'Wielicka 265',
        registeredCity: 'Kraków',
        registeredZipCode: '30-663',
        correspondenceSameAsResidence: true,
        correspondenceStreet: 'Wielicka 265',
        correspondenceCity: 'Kraków',
        correspondenceZipCode: '30-663',
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Kowalska Hanna Maria' }),
    ).toBeInTheDocument();
  });

  it('asks the server about a changed PESEL or passport, not about the saved ones', async () => {
    const user = userEvent.setup();
    const record = patient({ passportNumber: 'EK123456' });
    const otherPesel = encodePesel('2012-03-15', 'Female', 8);
    const api = renderSignedIn(
      `/patient/3/edit`,
      PHYSICIAN,
      patientRoutes({
        [`GET ${PATIENTS}/3`]: () => ({ status: 200, body: record }),
        ...patientPageRoutes(3),
        [`POST ${PESEL_DETAILS}`]: (call) => {
          const { pesel } = call.body as { pesel: string };
          return {
            status: 200,
            body: peselCheck(pesel, pesel === otherPesel ? { visible: true, patientId: 8 } : null),
          };
        },
        [`POST ${PASSPORT_DETAILS}`]: (call) => ({
          status: 200,
          body: { ...(call.body as object), valid: true, duplicate: null },
        }),
      }),
    );

    expect(await screen.findByText('Numer PESEL jest poprawny')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Imię/), ' Maria');
    const pesel = screen.getByLabelText(/^PESEL$/);
    await user.clear(pesel);
    await user.type(pesel, otherPesel);
    expect(
      await screen.findByText('Pacjent z tym numerem PESEL już jest w rejestrze'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled());

    await user.clear(pesel);
    await user.type(pesel, HANNA_PESEL);
    await waitFor(() =>
      expect(screen.queryByText('Pacjent z tym numerem PESEL już jest w rejestrze')).toBeNull(),
    );
    expect(await screen.findByText('Numer PESEL jest poprawny')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled());
    expect(callsTo(api.calls, 'POST', PESEL_DETAILS).map((call) => call.body)).toEqual([
      { pesel: otherPesel },
    ]);

    const passport = screen.getByLabelText(/^Numer paszportu$/);
    await user.type(passport, '7');
    await waitFor(() =>
      expect(callsTo(api.calls, 'POST', PASSPORT_DETAILS).map((call) => call.body)).toEqual([
        { passportNumber: 'EK1234567', nationality: 'PL' },
      ]),
    );
  });
});
