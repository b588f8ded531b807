/**
 * Switching the language on a protocol form: with unsaved changes the switch asks first (stay,
 * discard and switch, or save and switch, which switches only once the save went through); after
 * the switch the whole screen is in the new language, the form's own labels and the index
 * included; with nothing unsaved it switches at once.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../src/components/LanguageSwitch';
import type { RecordedCall } from './fakeApi';
import {
  FORM_API,
  PATIENT_ID,
  VALID_DIAGNOSIS,
  formAnswer,
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const FORM_PATH = `${FORM_API}/${stsBasic.formId}/protocol-form-data/${PATIENT_ID}`;
const dictionary = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};

/** A form server that answers the definition in the language the request asks for. */
function bilingualForm(formData: Record<string, unknown>) {
  const server = formServer(stsBasic, 'pl', { formData, version: 1 });
  const get = (call: RecordedCall) => {
    const locale = call.headers['Accept-Language'] === 'en' ? 'en' : 'pl';
    const current = server.current();
    return ok({
      ...current,
      schema: formAnswer(stsBasic, locale).schema,
      uiSchema: formAnswer(stsBasic, locale).uiSchema,
    });
  };
  return { server, routes: { ...dictionary, [`GET ${FORM_PATH}`]: get } };
}

function renderWithSwitch(formData: Record<string, unknown> = { diagnosis: VALID_DIAGNOSIS }) {
  const { server, routes } = bilingualForm(formData);
  const rendered = renderFormPage({
    definition: stsBasic,
    server,
    routes,
    chrome: <LanguageSwitch />,
  });
  return { ...rendered, server };
}

const english = () => screen.getByRole('button', { name: 'English' });

describe('switching the language on a protocol form', () => {
  it('switches at once when nothing is unsaved, the form’s labels and index included', async () => {
    const user = userEvent.setup();
    const { api } = renderWithSwitch();
    expect(await screen.findByLabelText(/Protokół leczenia/)).toBeInTheDocument();

    await user.click(english());

    expect(await screen.findByLabelText(/Treatment protocol/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Every request for the form after the switch asks in English, though the switch's key
    // changes before the interface's texts have: one asked in Polish drew a Polish form.
    const asked = api.calls
      .filter((call) => call.method === 'GET' && call.path.startsWith(FORM_PATH))
      .map((call) => call.headers['Accept-Language']);
    expect(asked[0]).toBe('pl');
    expect(asked.slice(1)).not.toContain('pl');
    expect(
      screen.getByRole('heading', { name: 'Soft tissue sarcomas: basic form', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diagnosis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic form' })).toBeInTheDocument();
    const index = within(screen.getByRole('navigation', { name: 'Form sections' }));
    expect(index.getByRole('button', { name: 'Diagnosis, has data' })).toBeInTheDocument();
    expect(screen.queryByText(/Rozpoznanie|Zapisz|Leczenie/)).not.toBeInTheDocument();
  });

  it('asks first when the form has unsaved changes; staying keeps the language and the changes', async () => {
    const user = userEvent.setup();
    renderWithSwitch();
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');

    await user.click(english());

    const dialog = await screen.findByRole('dialog', { name: 'Zmienić język?' });
    expect(dialog).toHaveAccessibleDescription(/./);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG');
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('discards the changes and switches when the user chooses so', async () => {
    const user = userEvent.setup();
    const { api } = renderWithSwitch();
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');

    await user.click(english());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Odrzuć zmiany i zmień język',
      }),
    );

    expect(await screen.findByLabelText(/Treatment protocol/)).toHaveValue('');
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('saves and then switches, or stays when the save does not go through', async () => {
    const user = userEvent.setup();
    const { api, server } = renderWithSwitch();
    const accept = server.save;
    server.save = () => ({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Formularz zawiera błędy',
        correlationId: 'corr-422',
        details: { 'treatment.protocolName': ['Nieznany protokół leczenia'] },
      },
    });
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');

    await user.click(english());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Zapisz i zmień język',
      }),
    );

    expect(await screen.findByText('Nieznany protokół leczenia')).toBeInTheDocument();
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.save = accept;
    await user.click(english());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Zapisz i zmień język',
      }),
    );

    expect(await screen.findByLabelText(/Treatment protocol/)).toHaveValue('EpSSG');
    expect(posts(api.calls)).toHaveLength(2);
    expect(server.current().formData).toMatchObject({ treatment: { protocolName: 'EpSSG' } });
  });

  it('stays, saying why, when the browser finds the form invalid', async () => {
    const user = userEvent.setup();
    // Saved once before the diagnosis was required: the browser now asks for it.
    const { api } = renderWithSwitch({});
    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');

    await user.click(english());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Zapisz i zmień język',
      }),
    );

    await waitFor(() =>
      expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining('Formularz zawiera błędy'),
      ),
    );
    expect(document.getElementById('root_diagnosis_diagnosisDate__error')).toHaveTextContent(
      'Pole wymagane',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
    expect(posts(api.calls)).toHaveLength(0);
  });
});
