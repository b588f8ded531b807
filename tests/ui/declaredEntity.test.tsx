/**
 * The fixture entity of tests/fixtures/wards.ts as the browser's engine makes it: its resource
 * derived from the declaration, its texts taken into the catalogue, and the list, record and
 * create screens on its declared routes.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityCatalogue } from '../../domain/entity';
import { pl } from '../../i18n/pl';
import { App } from '../../src/App';
import { entityResource } from '../../src/framework/entityResource';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { wards as declaration } from '../fixtures/wards';
import { centralAdministrator } from './renderAdminView';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';

configure({ asyncUtilTimeout: 15_000 });

const wards = entityResource(declaration, { recordRepresentation: 'name' });
// As the registry's entities' texts are merged into the catalogue (i18n/entities.ts); put back
// afterwards, so that no later test meets the fixture's texts (or misses those they replaced).
const texts = entityCatalogue([declaration], 'pl') as { resources: Record<string, unknown> };
const resources = pl.resources as Record<string, unknown>;
const kept = { ...resources };
beforeAll(() => {
  Object.assign(resources, texts.resources);
});
afterAll(() => {
  for (const key of Object.keys(resources)) delete resources[key];
  Object.assign(resources, kept);
});

const ward = {
  id: 3,
  wardId: 3,
  name: 'Oddział A',
  code: 'OA-1',
  description: 'Parter',
  active: true,
  deactivationReason: null,
};

function renderWards(path: string, routes: Record<string, Handler> = {}) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: centralAdministrator }),
    'GET /api/v1/ward/wards': () => ({
      status: 200,
      body: { data: [ward], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 25 },
    }),
    'GET /api/v1/ward/wards/3': () => ({ status: 200, body: ward }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths([wards]), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} resources={[wards]} />
    </MemoryRouter>,
  );
  return api;
}

describe('the screens of a declared entity', { timeout: 60_000 }, () => {
  it('lists wards with the declared columns, sorted as declared, and opens a ward on its route', async () => {
    const user = userEvent.setup();
    const api = renderWards('/wards');
    expect(await screen.findByText('Oddział A')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nazwa', 'Kod', 'Aktywny']);
    const query = api.calls.find((call) => call.path.startsWith('/api/v1/ward/wards?'))!.path;
    expect(decodeURIComponent(query)).toContain('sorts[name]=asc');

    await user.click(screen.getByText('Oddział A'));
    expect(await screen.findByRole('heading', { name: 'Oddział A' })).toBeInTheDocument();
    expect(screen.getByText('Parter')).toBeInTheDocument();
  });

  it('says in its own words that no ward matches a search that finds none', async () => {
    const search = encodeURIComponent(JSON.stringify({ q: 'zzz' }));
    renderWards(`/wards?filter=${search}`, {
      'GET /api/v1/ward/wards': () => ({
        status: 200,
        body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 25 },
      }),
    });
    expect(
      await screen.findByText('Żaden oddział nie pasuje do wybranych filtrów.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nie dodano jeszcze żadnego oddziału.')).not.toBeInTheDocument();
  });

  it('checks the declared rules on the create form and sends the declared fields', async () => {
    const user = userEvent.setup();
    const api = renderWards('/add-new-ward', {
      'POST /api/v1/ward/wards': () => ({ status: 201, body: { wardId: 3 } }),
    });
    const name = await screen.findByLabelText(/Nazwa/);
    await user.type(screen.getByLabelText(/Kod/), 'OA-1');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole wymagane')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(name, 'Oddział A');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Oddział A',
        code: 'OA-1',
      }),
    );
    expect(await screen.findByText('Oddział został utworzony')).toBeInTheDocument();
  });
});
