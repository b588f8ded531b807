/**
 * Every accessible name in the interface's language: the patient list on a phone (whose pager is
 * MUI's own, named by the theme's locale) and its hospital lookup, and a bare MUI Autocomplete
 * (the export's hospital picker, the protocol form's lookups) before and after the language
 * switch.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { enUS, plPL } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, useLocaleState } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { MuiLocale, localizedTheme } from '../../src/layout/MuiLocale';
import { registryTheme } from '../../src/layout/theme';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { createI18nProvider, LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import { narrowScreen } from './narrowScreen';

configure({ asyncUtilTimeout: 10_000 });

const usd = { id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true };

const physician = {
  id: 7,
  email: 'anna@example.org',
  username: 'anowak',
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [1],
  protocols: ['ALL'],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const hanna = {
  id: 1,
  firstName: 'Hanna',
  lastName: 'Kowalska',
  gender: 'Female',
  birthDate: '2012-03-15',
  pesel: '12231512345',
  passportNumber: null,
  category: null,
  hospitals: [usd],
  protocols: [],
  active: true,
  dead: false,
  favorite: false,
  openFlags: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-12T10:00:00.000Z',
};

/** English words MUI or react-admin would use in a name; none belongs on a Polish screen. */
const ENGLISH_NAME = /\b(?:Go to|Open|Clear|Close|Rows per page|of more than|page|Loading)\b/;

/** Every accessible name and tooltip on the screen. */
function accessibleNames(): string[] {
  return [...document.querySelectorAll('[aria-label], [title]')].flatMap((element) =>
    ['aria-label', 'title'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
  );
}

function renderPatientList(locale: 'pl' | 'en') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: physician }),
    'GET /api/v1/patient/patients': () => ({
      status: 200,
      body: { data: [hanna], totalItems: 60, totalPages: 3, page: 1, itemsPerPage: 25 },
    }),
    'GET /api/v1/patient/categories': () => ({ status: 200, body: { data: [] } }),
    'POST /api/v1/hospital/hospitals/for-select': () => ({ status: 200, body: { data: [usd] } }),
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={['/patients']}>
      <App services={services} />
    </MemoryRouter>,
  );
}

describe('the patient list on a phone', { timeout: 30_000 }, () => {
  // A narrow screen, so react-admin shows MUI's own pager.
  let wideAgain: () => void;
  beforeEach(() => {
    wideAgain = narrowScreen();
  });
  afterEach(() => wideAgain());

  it('names its pager and its lookup in Polish, and nothing in English', async () => {
    renderPatientList('pl');

    expect(await screen.findByText(/Kowalska/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przejdź do następnej strony' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Przejdź do poprzedniej strony' })).toBeDisabled();
    expect(screen.getByText('1–25 z 60')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Otwórz' }).length).toBeGreaterThan(0);
    expect(accessibleNames().filter((name) => ENGLISH_NAME.test(name))).toEqual([]);
  });

  it('names them in English on an English screen', async () => {
    renderPatientList('en');

    expect(await screen.findByText(/Kowalska/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Open' }).length).toBeGreaterThan(0);
  });
});

describe("MUI's own components", () => {
  function HospitalPicker() {
    const [, setLocale] = useLocaleState();
    return (
      <MuiLocale>
        <Autocomplete
          options={[usd.name]}
          value={usd.name}
          renderInput={(params) => <TextField {...params} label="Szpital" />}
        />
        <button type="button" onClick={() => setLocale('en')}>
          EN
        </button>
      </MuiLocale>
    );
  }

  it('speak the interface language and follow the switch', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <HospitalPicker />
      </AdminContext>,
    );

    expect(await screen.findByRole('button', { name: 'Otwórz' })).toBeInTheDocument();
    expect(accessibleNames()).toEqual(expect.arrayContaining(['Wyczyść', 'Otwórz']));
    expect(accessibleNames().filter((name) => ENGLISH_NAME.test(name))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(accessibleNames()).toEqual(expect.arrayContaining(['Clear', 'Open']));
  });
});

describe('the localized theme', () => {
  const theme = createTheme(registryTheme as ThemeOptions);

  it.each([
    ['pl', plPL],
    ['en', enUS],
  ] as const)(
    "gives MUI's components the %s texts createTheme(theme, locale) gives them, over the theme's own props",
    (_, localization) => {
      const localized = localizedTheme(theme, localization);
      const built = createTheme(theme as ThemeOptions, localization);
      const names = [
        ...Object.keys(localization.components ?? {}),
        ...Object.keys(theme.components ?? {}),
      ];
      // Read as plain records: as MUI's Components, each entry's type is a union of 250.
      const props = (of: Theme) =>
        (of.components ?? {}) as Record<string, { defaultProps?: object } | undefined>;
      for (const name of names) {
        expect(props(localized)[name]?.defaultProps, name).toEqual(
          props(built)[name]?.defaultProps,
        );
      }
      // The rest is the theme itself, not a copy built again.
      expect(localized.palette).toBe(theme.palette);
      expect(localized.typography).toBe(theme.typography);
      expect(localized.spacing(2)).toBe(theme.spacing(2));
      expect(theme.components?.MuiAutocomplete?.defaultProps).not.toHaveProperty('openText');
    },
  );
});
