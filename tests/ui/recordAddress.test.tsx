/**
 * A record's address whose id no record can have (`/patient/abc`, `/hospital/0`) reads as a
 * record that is not there, with the way back to the list, and asks the server nothing: the API
 * would refuse the id as a bad request, shown as a failure with a retry that cannot help.
 */
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { App } from '../../src/App';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi, jsonResponse } from './fakeApi';
import type { RecordedCall } from './fakeApi';
import { centralAdministrator } from './renderAdminView';

configure({ asyncUtilTimeout: 10_000 });

const BAD_ID = {
  status: 400,
  body: {
    code: 'bad_request',
    message: 'Nieprawidłowe żądanie',
    correlationId: 'c0ffee00-0000-4000-8000-000000000000',
    details: { id: ['Nieprawidłowa wartość'] },
  },
};

function renderSignedIn(path: string, locale: 'pl' | 'en' = 'pl') {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: centralAdministrator }),
  });
  // Any other request is answered as the API answers an id it cannot read: a 400.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).startsWith('/api/v1/account/accounts/me')) return api.fetch(input, init);
    api.calls.push({ method: init?.method ?? 'GET', path: String(input), headers: {}, body: null });
    return jsonResponse(BAD_ID);
  };
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return api;
}

/** The requests other than the account's own: the record's, had it been asked for. */
const recordCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => !call.path.startsWith('/api/v1/account/accounts/me'));

function expectNoFailure() {
  expect(screen.queryByText('Nie udało się wczytać danych')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
}

describe('an address no record can have', { timeout: 30_000 }, () => {
  it.each(['/patient/abc', '/patient/0', '/patient/2147483648', '/patient/abc/edit'])(
    '%s reads as a patient that does not exist, unasked',
    async (path) => {
      const api = renderSignedIn(path);
      expect(await screen.findByRole('heading', { name: 'Pacjent nie istnieje' })).toBeVisible();
      expect(screen.getByText('Sprawdź adres albo wyszukaj pacjenta na liście.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Wróć do listy pacjentów' })).toHaveAttribute(
        'href',
        '/patients',
      );
      expectNoFailure();
      expect(recordCalls(api.calls)).toEqual([]);
    },
  );

  it.each([
    ['/hospital/abc', '/hospitals'],
    ['/hospital/1.5/edit', '/hospitals'],
    ['/user/abc', '/users'],
    ['/user/-3/edit', '/users'],
    ['/category/abc', '/categories'],
  ])('%s reads as a record that is not there, unasked', async (path, list) => {
    const api = renderSignedIn(path);
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono' })).toBeVisible();
    expect(
      screen.getByText('Ten wpis nie istnieje albo jest poza Twoim zakresem dostępu.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do listy' })).toHaveAttribute('href', list);
    expectNoFailure();
    expect(recordCalls(api.calls)).toEqual([]);
  });

  it('/patient/abc/print reads as a patient that does not exist, unasked', async () => {
    const api = renderSignedIn('/patient/abc/print');
    expect(await screen.findByRole('heading', { name: 'Pacjent nie istnieje' })).toBeVisible();
    expectNoFailure();
    expect(recordCalls(api.calls)).toEqual([]);
  });

  it.each(['/patient/abc/forms/1/STS-basic', '/patient/5/forms/abc/STS-basic'])(
    '%s reads as a form that does not exist, unasked',
    async (path) => {
      const api = renderSignedIn(path);
      expect(await screen.findByRole('heading', { name: 'Formularz nie istnieje' })).toBeVisible();
      expectNoFailure();
      expect(recordCalls(api.calls)).toEqual([]);
    },
  );

  it('reads so in English too', async () => {
    const api = renderSignedIn('/patient/abc', 'en');
    expect(await screen.findByRole('heading', { name: 'Patient does not exist' })).toBeVisible();
    expect(screen.queryByText('The data could not be loaded')).not.toBeInTheDocument();
    expect(recordCalls(api.calls)).toEqual([]);
  });
});
