/**
 * A record's deactivation reason is stored as the text the deactivating user read, in their
 * language; a page shows a dictionary reason in the reader's language, and a reason of one's own
 * as it was given.
 */
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DictionaryEntry } from '../../domain/dictionary';
import { resources } from '../../resources';
import { patients } from '../../resources/patients';
import { PatientShow } from '../../resources/patients/PatientShow';
import { App } from '../../src/App';
import { reasonInLanguage } from '../../src/framework/DeactivationReasonText';
import { ResourceConfigContext } from '../../src/framework/ResourceConfigContext';
import { resourcePaths } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler } from './fakeApi';
import { account, ok, patientFixture } from './protocolFormHarness';
import { renderAdminView } from './renderAdminView';

// The first visit of a view loads its code on demand, which takes jsdom more than a second.
configure({ asyncUtilTimeout: 10_000 });

const REASONS = '/api/v1/dictionary/dictionaries/deactivationReasons/entries';

function reason(id: number, value: string, description: string, descriptionEn: string | null) {
  return {
    id,
    type: 'deactivationReasons',
    value,
    description,
    descriptionEn,
    searchableDescription: description,
    active: true,
  } satisfies DictionaryEntry;
}

const DUPLICATE_EN = 'Duplicate – the record was created again for the same entity';
const DUPLICATE = reason(
  1,
  'DUPLICATE',
  'Duplikat – rekord założony ponownie dla tego samego podmiotu',
  DUPLICATE_EN,
);
const CLOSED = reason(2, 'HOSPITAL_CLOSED', 'Zamknięcie szpitala lub oddziału', null);
const ENTRIES = [DUPLICATE, CLOSED];

const reasonsRoute: Record<string, Handler> = {
  [`GET ${REASONS}`]: () =>
    ok({ data: ENTRIES, totalItems: ENTRIES.length, totalPages: 1, page: 1, itemsPerPage: 100 }),
};

const emptyPage = { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 10 };

describe('reasonInLanguage', () => {
  it("words a dictionary reason in the reader's language, whichever language it was stored in", () => {
    expect(reasonInLanguage(DUPLICATE.description, ENTRIES, 'en')).toBe(DUPLICATE_EN);
    expect(reasonInLanguage(DUPLICATE_EN, ENTRIES, 'pl')).toBe(DUPLICATE.description);
    expect(reasonInLanguage(DUPLICATE.description, ENTRIES, 'pl')).toBe(DUPLICATE.description);
  });

  it('keeps the Polish text of a reason with no English one, and a reason of its own as given', () => {
    expect(reasonInLanguage(CLOSED.description, ENTRIES, 'en')).toBe(CLOSED.description);
    expect(reasonInLanguage('Przeniesiony do innego rejestru', ENTRIES, 'en')).toBe(
      'Przeniesiony do innego rejestru',
    );
  });
});

describe('a deactivated record', { timeout: 30_000 }, () => {
  it("shows a hospital's reason in English to an English reader", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    window.localStorage.setItem('oncoreg.accessToken', 'access-1');
    window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
    const api = createFakeApi({
      'GET /api/v1/account/accounts/me': () => ok(account('ROLE_CENTRAL_ADMINISTRATOR')),
      'GET /api/v1/hospital/hospitals/1': () =>
        ok({
          id: 1,
          hospitalId: 1,
          name: 'Szpital Miejski',
          shortName: 'SM',
          address: null,
          zipCode: null,
          city: null,
          active: false,
          deactivationReason: DUPLICATE.description,
          createdAt: '2026-01-10T10:00:00.000Z',
          updatedAt: '2026-01-10T10:00:00.000Z',
        }),
      ...reasonsRoute,
    });
    const services = createAppServices({
      resourcePaths: resourcePaths(resources),
      fetch: api.fetch,
    });
    render(
      <MemoryRouter initialEntries={['/hospital/1']}>
        <App services={services} />
      </MemoryRouter>,
    );

    expect(await screen.findByText(DUPLICATE_EN)).toBeInTheDocument();
    expect(screen.getByText('Deactivation reason')).toBeInTheDocument();
    expect(screen.queryByText(DUPLICATE.description)).not.toBeInTheDocument();
  });

  it("shows a patient's reason in English to an English reader", async () => {
    renderAdminView(
      <ResourceConfigContext.Provider value={patients}>
        <Routes>
          <Route path="/patient/:id" element={<PatientShow />} />
        </Routes>
      </ResourceConfigContext.Provider>,
      {
        routes: {
          'GET /api/v1/account/accounts/me': () => ok(account('ROLE_CENTRAL_ADMINISTRATOR')),
          'GET /api/v1/patient/patients/5': () =>
            ok(patientFixture({ active: false, deactivationReason: DUPLICATE.description })),
          // The page's other sections, empty.
          'GET /api/v1/patient/patients/5/history': () => ok(emptyPage),
          'GET /api/v1/form/patient-forms/5': () => ok([]),
          'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => ok(emptyPage),
          'POST /api/v1/hospital/hospitals/for-select': () => ok({ data: [] }),
          ...reasonsRoute,
        },
        resourcePaths: resourcePaths(resources),
        locale: 'en',
        path: '/patient/5',
      },
    );

    const personal = await screen.findByRole('region', { name: 'Personal data' });
    expect(await within(personal).findByText(DUPLICATE_EN)).toBeInTheDocument();
    expect(within(personal).queryByText(DUPLICATE.description)).not.toBeInTheDocument();
  });
});
