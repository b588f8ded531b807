/**
 * Where a save that the browser's checks stop leaves the user: on the first field in error in the
 * page's order, brought to the middle of the window, so that neither the sticky save bar at the
 * bottom nor the app bar at the top hides it or the message under it. RJSF's own choice, the
 * first of its error list, is not that field: the list holds the schema's errors in the order
 * they were checked (an object's required fields before its other fields' errors) and the date
 * rules' errors after them all. The same holds after "save and proceed" in the leave prompt, once
 * the prompt has closed and given the focus back.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/validation';
import { choice, defineForm, group, t, text } from '../../server/forms/builder';
import { dateField } from './dateEntry';
import { formServer, ok, posts, renderFormPage, stsBasic } from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const DAY_MS = 86_400_000;
/** Two days ahead: in the future wherever the test runs, in Warsaw's date too. */
const AHEAD = todayIso(new Date(Date.now() + 2 * DAY_MS));

/**
 * Three errors from the top of the form down: a diagnosis date after today (a date rule, last
 * in RJSF's list), no ICD-10 code (a required field, first in it) and a tumour length below its
 * minimum further down.
 */
const THREE_ERRORS = {
  diagnosis: { diagnosisDate: AHEAD },
  disease: { primaryTumour: { length: -5 } },
};

const icd10 = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};

const invalidToasts = () =>
  screen
    .queryAllByTestId('toast')
    .filter((toast) => toast.textContent?.includes('Formularz zawiera błędy'));

// jsdom lays nothing out and has no scrollIntoView: the stub records what was brought into view.
const scrolled = vi.fn<(options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  // The browser tests share one jsdom: the next file gets it as jsdom made it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** Whether the element last brought into view lies inside `field`. */
const lastScrolledInto = (field: HTMLElement) =>
  field.contains((scrolled.mock.contexts.at(-1) as Node | undefined) ?? null);

describe('the field a stopped save leaves the user on', () => {
  it('is the first field in error on the page, not the first error RJSF found', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', { formData: THREE_ERRORS, version: 1 });
    renderFormPage({ definition: stsBasic, server, routes: icd10 });
    // Its calendar is loaded on demand; until then a disabled stand-in holds its place.
    const diagnosisDate = await dateField(/^Data rozpoznania/);

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(diagnosisDate).toContainElement(document.activeElement as HTMLElement | null),
    );
    // The errors after it are there too: the focus chose the first of three.
    expect(document.getElementById('root_diagnosis_icd10__error')).toHaveTextContent(
      'Pole wymagane',
    );
    expect(document.getElementById('root_disease_primaryTumour_length__error')).not.toBeNull();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    expect(lastScrolledInto(diagnosisDate)).toBe(true);
  });

  it('is a group of radio buttons too, which marks no input invalid', async () => {
    const user = userEvent.setup();
    // The form's own required field is checked before its sections' fields: RJSF's list
    // names the treatment protocol first, though the eye comes first on the page.
    const eyeExamination = defineForm(
      'STS',
      'basic',
      t('Badanie oka', 'Eye examination'),
      {
        examination: group(
          t('Badanie', 'Examination'),
          {
            eye: choice(
              t('Oko', 'Eye'),
              [
                ['right', t('Prawe', 'Right')],
                ['left', t('Lewe', 'Left')],
              ],
              { radio: true },
            ),
          },
          { required: ['eye'] },
        ),
        protocolName: text(t('Protokół leczenia', 'Treatment protocol')),
      },
      { required: ['examination', 'protocolName'] },
    );
    renderFormPage({ definition: eyeExamination });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    const eye = await screen.findByRole('radio', { name: 'Prawe' });
    await waitFor(() => expect(eye).toHaveFocus());
    expect(document.getElementById('root_protocolName__error')).toHaveTextContent('Pole wymagane');
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    expect(scrolled.mock.contexts.at(-1)).toBe(eye);
  });

  it('is the first field in error after "save and proceed", once the prompt has closed', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', { formData: THREE_ERRORS, version: 1 });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: icd10 });
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
    await user.click(screen.getByRole('link', { name: 'Wróć do pacjenta' }));

    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zapisz i przejdź' }),
    );

    // The prompt gives the focus back to the link that opened it; the field takes it after.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const diagnosisDate = await dateField(/^Data rozpoznania/);
    await waitFor(() =>
      expect(diagnosisDate).toContainElement(document.activeElement as HTMLElement | null),
    );
    expect(lastScrolledInto(diagnosisDate)).toBe(true);
    // One stopped save, one toast.
    expect(invalidToasts()).toHaveLength(1);
    expect(posts(api.calls)).toHaveLength(0);
  });
});
