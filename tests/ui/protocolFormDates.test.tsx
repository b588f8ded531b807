/**
 * Plausible dates on the protocol-form screen: a save with a date the server would refuse (an
 * event after today, a date before the patient's birth, an end before its start in a table row)
 * is stopped in the browser with the server's words under the field itself, in the user's
 * language, while a planned date ahead passes; nothing is sent.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/validation';
import {
  formServer,
  ok,
  patientFixture,
  posts,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const DAY_MS = 86_400_000;
/** Two days ahead: in the future wherever the test runs, in Warsaw's date too. */
const AHEAD = todayIso(new Date(Date.now() + 2 * DAY_MS));

const icd10 = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({
      data: [
        {
          id: 1,
          type: 'icd10',
          value: 'C49',
          description: 'Nowotwór złośliwy innej tkanki łącznej i tkanki miękkiej',
          descriptionEn: 'Malignant neoplasm of other connective and soft tissue',
          searchableDescription: 'mięsak',
          active: true,
        },
      ],
      totalItems: 1,
      totalPages: 1,
      page: 1,
      itemsPerPage: 20,
    }),
};

const fieldError = (id: string) => document.getElementById(id);

describe('dates on the protocol form', () => {
  it('stops a diagnosis after today and a death before the birth, on their fields', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: {
        diagnosis: { diagnosisDate: AHEAD, icd10: 'C49' },
        followUp: { nextVisitDate: AHEAD },
        death: { died: 'yes', deathDate: '2015-03-14' },
      },
      version: 1,
    });
    const { api } = renderFormPage({
      definition: stsBasic,
      server,
      routes: icd10,
      patient: patientFixture({ birthDate: '2015-03-15' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(fieldError('root_diagnosis_diagnosisDate__error')).toHaveTextContent(
        'Data nie może być późniejsza niż dzisiaj',
      ),
    );
    expect(fieldError('root_death_deathDate__error')).toHaveTextContent(
      'Data nie może być wcześniejsza niż data urodzenia pacjenta',
    );
    // A planned visit may lie ahead.
    expect(fieldError('root_followUp_nextVisitDate__error')).toBeNull();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('stops a date of death beside "Died: no", on its field, and saves it beside "Yes"', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: {
        diagnosis: { diagnosisDate: '2024-03-12', icd10: 'C49' },
        death: { died: 'no', deathDate: '2024-12-01' },
      },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: icd10 });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(fieldError('root_death_deathDate__error')).toHaveTextContent(
        'Niezgodne z odpowiedzią wybraną wyżej w tej sekcji',
      ),
    );
    expect(posts(api.calls)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Tak' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(fieldError('root_death_deathDate__error')).toBeNull();
  });

  it('stops a course that ends before it starts, on the row, in English', async () => {
    const user = userEvent.setup();
    const server = formServer(stsExtended, 'en', {
      formData: {
        treatmentCourses: [
          { kind: 'chemotherapy', startDate: '2024-03-04', endDate: '2024-03-25' },
          { kind: 'chemotherapy', startDate: '2024-04-01', endDate: '2024-03-31' },
        ],
      },
      version: 2,
    });
    const { api } = renderFormPage({ definition: stsExtended, locale: 'en', server });

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fieldError('root_treatmentCourses_1_endDate__error')).toHaveTextContent(
        'The end date cannot be before the start date',
      ),
    );
    expect(fieldError('root_treatmentCourses_0_endDate__error')).toBeNull();
    expect(posts(api.calls)).toHaveLength(0);
  });
});
