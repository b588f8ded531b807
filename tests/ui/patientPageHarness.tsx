/**
 * A patient's page against a scripted API, for the tests of its sections' changes: the reads
 * every section makes on opening, and the changes each test answers itself. `patient` is read
 * at each request, so that a change the test makes shows when the page fetches again.
 */
import { fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Patient } from '../../domain/patient';
import { resources } from '../../resources';
import { patients } from '../../resources/patients';
import { PatientShow } from '../../resources/patients/PatientShow';
import { ResourceConfigContext } from '../../src/framework/ResourceConfigContext';
import { resourcePaths } from '../../src/framework/types';
import type { Handler, RecordedCall } from './fakeApi';
import { account, ok } from './protocolFormHarness';
import { renderAdminView } from './renderAdminView';

export const PATIENT = '/api/v1/patient/patients/5';
export const usd = {
  id: 1,
  name: 'Uniwersytecki Szpital Dziecięcy',
  shortName: 'USD',
  active: true,
};
export const imid = { id: 2, name: 'Instytut Matki i Dziecka', shortName: 'IMID', active: true };
const empty = ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 10 });

export function renderPatientPage(
  patient: () => Patient,
  changes: Record<string, Handler>,
  me: ReturnType<typeof account> = account('ROLE_CENTRAL_ADMINISTRATOR'),
) {
  return renderAdminView(
    <ResourceConfigContext.Provider value={patients}>
      <Routes>
        <Route path="/patient/:id" element={<PatientShow />} />
      </Routes>
    </ResourceConfigContext.Provider>,
    {
      routes: {
        'GET /api/v1/account/accounts/me': () => ok(me),
        [`GET ${PATIENT}`]: () => ok(patient()),
        [`GET ${PATIENT}/history`]: () => empty,
        'GET /api/v1/form/patient-forms/5': () => ok([]),
        'GET /api/v1/dictionary/dictionaries/attachmentTypes/entries': () => empty,
        'GET /api/v1/patient/file-rules': () =>
          ok({ maxBytes: 1024 * 1024, acceptedTypes: ['application/pdf'] }),
        'POST /api/v1/hospital/hospitals/for-select': () => ok({ data: [usd, imid] }),
        ...changes,
      },
      resourcePaths: resourcePaths(resources),
      path: '/patient/5',
    },
  );
}

/**
 * Two clicks handed over at once, as a browser does a quick double click's: before the timer on
 * which react-query tells the page that the first click's change is under way.
 */
export function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
