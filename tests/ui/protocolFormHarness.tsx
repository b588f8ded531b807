/**
 * The protocol-form screen in the browser tests: the app's real providers over a scripted API,
 * under a data router (as src/main.tsx creates) so that the leave prompt can hold navigation,
 * with the patient's page and one other page to navigate to. Definitions are built with the
 * server's own builders (server/forms/common.ts) and served as the API serves them.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import type { ProtocolFormData } from '../../domain/forms';
import type { Patient } from '../../domain/patient';
import { resources } from '../../resources';
import { choice, dimensions, t } from '../../server/forms/builder';
import type { FormDefinition } from '../../server/forms/builder';
import { basicForm, extendedForm } from '../../server/forms/common';
import { AppServicesContext } from '../../src/AppServicesContext';
import { AppNotification } from '../../src/feedback/AppNotification';
import { FeedbackProvider } from '../../src/feedback/FeedbackContext';
import { resourcePaths } from '../../src/framework/types';
import { ProtocolFormPage } from '../../src/pages/forms/ProtocolFormPage';
import { ProtocolFormVersionPage } from '../../src/pages/forms/ProtocolFormVersionPage';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/providers/tokenStore';
import { createFakeApi } from './fakeApi';
import type { Answer, Handler, RecordedCall } from './fakeApi';

export const PATIENT_ID = 5;
export const STS_ROW = 31;
export const FORM_API = '/api/v1/form/forms';

export function account(role = 'ROLE_REPORTER_PHYSICIAN') {
  return {
    id: 7,
    email: 'anna@example.org',
    username: 'anowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: null,
    role,
    hospitals: [1],
    protocols: ['STS'],
    active: true,
    lastLogin: null,
    previousLogin: null,
  };
}

export function patientFixture(overrides: Partial<Patient> = {}): Patient {
  return {
    id: PATIENT_ID,
    firstName: 'Zofia',
    lastName: 'Kowalska',
    gender: 'Female',
    birthDate: '2015-03-15',
    nationality: 'PL',
    pesel: null,
    passportNumber: 'EK123456',
    representativePesel: null,
    representativePassportNumber: null,
    categoryId: 1,
    category: null,
    dead: false,
    deathDate: null,
    residenceStreet: null,
    residenceCity: null,
    residenceZipCode: null,
    registeredSameAsResidence: true,
    registeredStreet: null,
    registeredCity: null,
    registeredZipCode: null,
    correspondenceSameAsResidence: true,
    correspondenceStreet: null,
    correspondenceCity: null,
    correspondenceZipCode: null,
    hospitals: [{ id: 1, name: 'Uniwersytecki Szpital Dziecięcy', shortName: 'USD', active: true }],
    protocols: [{ id: STS_ROW, protocol: 'STS', active: true }],
    active: true,
    deactivationReason: null,
    favorite: false,
    openFlags: 0,
    correctionFlags: [],
    rodoConsents: [],
    attachments: [],
    createdAt: '2024-04-01T08:00:00.000Z',
    updatedAt: '2024-04-01T08:00:00.000Z',
    ...overrides,
  } as Patient;
}

const STS_NAME = t('Mięsaki tkanek miękkich', 'Soft tissue sarcomas');

/** An STS basic form as a protocol module would write it: the common core, dimensions, IRS. */
export const stsBasic: FormDefinition = basicForm('STS', STS_NAME, {
  tumour: true,
  staging: {
    irsGroup: choice(t('Grupa IRS', 'IRS group'), [
      ['I', t('I', 'I')],
      ['II', t('II', 'II')],
      ['III', t('III', 'III')],
      ['IV', t('IV', 'IV')],
    ]),
  },
  disease: { primaryTumour: dimensions(t('Guz pierwotny', 'Primary tumour')) },
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. EpSSG RMS 2005',
      'Name and version, e.g. EpSSG RMS 2005',
    ),
  },
});

export const stsExtended: FormDefinition = extendedForm('STS', STS_NAME, {
  surgery: true,
  radiotherapy: true,
  transplant: false,
  hints: {
    courseBlock: t('np. IVA 1, VAC 2', 'e.g. IVA 1, VAC 2'),
    responseTimePoint: t('np. po 3 kursach', 'e.g. after 3 courses'),
  },
});

export const VALID_DIAGNOSIS = { diagnosisDate: '2024-03-01', icd10: 'C49' };

export function formAnswer(
  definition: FormDefinition,
  locale: 'pl' | 'en',
  saved: Partial<ProtocolFormData> = {},
): ProtocolFormData {
  return {
    formId: definition.formId,
    protocol: definition.protocol,
    type: definition.type,
    patientId: PATIENT_ID,
    formData: {},
    schema: JSON.stringify(definition.schema[locale]),
    uiSchema: definition.uiSchema[locale] as Record<string, unknown>,
    version: 0,
    definitionVersion: 1,
    savedAt: null,
    savedByName: null,
    completeness: 0,
    ...saved,
  };
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * A server holding one form of the patient: GET answers the latest version, POST saves over the
 * version it names (else 409) and answers the new one. Tests replace `save` to script failures.
 */
export function formServer(
  definition: FormDefinition,
  locale: 'pl' | 'en',
  initial: Partial<ProtocolFormData> = {},
) {
  let current = formAnswer(definition, locale, initial);
  const server = {
    current: () => current,
    /** Someone else saves a newer version. */
    saveElsewhere(formData: Record<string, unknown>) {
      current = {
        ...current,
        formData,
        version: current.version + 1,
        savedAt: '2024-05-03T08:15:00.000Z',
        savedByName: 'Piotr Lis',
      };
    },
    save: ((call: RecordedCall): Answer => {
      const body = call.body as { formData: Record<string, unknown>; version: number };
      if (body.version !== current.version) {
        return {
          status: 409,
          body: {
            code: 'conflict',
            message: 'Ktoś zapisał w międzyczasie nowszą wersję tego formularza.',
            correlationId: 'corr-409',
            details: {
              version: [String(current.version)],
              ...(current.savedAt && { savedAt: [current.savedAt] }),
              ...(current.savedByName && { savedBy: [current.savedByName] }),
            },
          },
        };
      }
      current = {
        ...current,
        formData: body.formData,
        version: current.version + 1,
        savedAt: '2024-05-02T10:00:00.000Z',
        savedByName: 'Anna Nowak',
        completeness: 10,
      };
      return ok(current);
    }) as Handler,
  };
  return server;
}

export interface RenderFormOptions {
  definition: FormDefinition;
  locale?: 'pl' | 'en';
  role?: string;
  patient?: Patient;
  routes?: Record<string, Handler>;
  server?: ReturnType<typeof formServer>;
  path?: string;
  /** Drawn beside the routes, as the app bar is (the language switch, say). */
  chrome?: ReactNode;
}

export function renderFormPage({
  definition,
  locale = 'pl',
  role,
  patient = patientFixture(),
  routes = {},
  server = formServer(definition, locale),
  path = `/patient/${PATIENT_ID}/forms/${STS_ROW}/${definition.formId}`,
  chrome,
}: RenderFormOptions) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  const formPath = `${FORM_API}/${definition.formId}/protocol-form-data/${PATIENT_ID}`;
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ok(account(role)),
    [`GET /api/v1/patient/patients/${PATIENT_ID}`]: () => ok(patient),
    [`GET ${formPath}`]: () => ok(server.current()),
    [`POST ${formPath}`]: (call) => server.save(call),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths(resources), fetch: api.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <AppServicesContext.Provider value={services}>
      <FeedbackProvider toasts={services.toasts} serverErrors={services.serverErrors}>
        <AdminContext
          dataProvider={services.dataProvider}
          authProvider={services.authProvider}
          i18nProvider={services.i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          {chrome}
          <Routes>
            <Route path="/patient/:id/forms/:protocolId/:formId" element={<ProtocolFormPage />} />
            <Route
              path="/patient/:id/forms/:protocolId/:formId/versions/:version"
              element={<ProtocolFormVersionPage />}
            />
            <Route path="/patient/:id" element={<h1>Karta pacjenta</h1>} />
            <Route path="/" element={<h1>Strona główna</h1>} />
          </Routes>
          <Link to="/">Na skróty do strony głównej</Link>
          <AppNotification />
        </AdminContext>
      </FeedbackProvider>
    </AppServicesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { api, services, server, router, formPath };
}

export const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
