/**
 * A saved version of a protocol form, read whole: the page of one version (its data drawn with
 * the definition it was saved with, read-only, which version of how many, by whom and when, the
 * versions to move between and the way to the current form), the form's link to the earlier
 * versions, and the addresses and versions that do not exist.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProtocolFormData } from '../../domain/forms';
import type { RecordedCall } from './fakeApi';
import {
  FORM_API,
  PATIENT_ID,
  VALID_DIAGNOSIS,
  formAnswer,
  formServer,
  ok,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const FORM = `${FORM_API}/STS-basic/protocol-form-data/${PATIENT_ID}`;
const CURRENT_FORM = `/patient/${PATIENT_ID}/forms/31/STS-basic`;
const versionPath = (version: number | string) => `${CURRENT_FORM}/versions/${version}`;

/** Three saves of the form, each naming the treatment protocol differently. */
function savedVersion(version: number, locale: 'pl' | 'en' = 'pl'): ProtocolFormData {
  return formAnswer(stsBasic, locale, {
    formData: {
      diagnosis: VALID_DIAGNOSIS,
      treatment: { protocolName: `EpSSG RMS 2005, wersja ${version}` },
    },
    version,
    definitionVersion: version === 1 ? 1 : 2,
    savedAt: `2024-05-0${version}T08:00:00.000Z`,
    savedByName: version === 2 ? 'Piotr Lis' : 'Anna Nowak',
    completeness: 10 * version,
  });
}

/** GET with `?version=N` answers that version (404 beyond the third); without it, the third. */
function versionedForm(locale: 'pl' | 'en' = 'pl') {
  return (call: RecordedCall) => {
    const asked = /[?&]version=(\d+)/.exec(call.path)?.[1];
    const version = asked === undefined ? 3 : Number(asked);
    if (version > 3) {
      return {
        status: 404,
        body: { code: 'not_found', message: 'Formularz nie istnieje', correlationId: 'c-404' },
      };
    }
    return ok(savedVersion(version, locale));
  };
}

/** The versioned form, and the ICD-10 entry its diagnosis names. */
const versionRoutes = (locale: 'pl' | 'en' = 'pl') => ({
  [`GET ${FORM}`]: versionedForm(locale),
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
});

const formReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(FORM));

describe('a saved version of a form', () => {
  it('shows the version read-only with who saved it, the versions to move to and the way back', async () => {
    renderFormPage({
      definition: stsBasic,
      path: versionPath(1),
      routes: versionRoutes(),
    });

    expect(
      await screen.findByRole('heading', {
        name: 'Mięsaki tkanek miękkich: formularz podstawowy: wersja 1',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pacjent: Kowalska Zofia')).toBeInTheDocument();
    expect(screen.getByText(/^Wersja 1 z 3, zapisana .* przez: Anna Nowak/)).toHaveTextContent(
      'Kompletność: 10%',
    );
    expect(
      screen.getByText(/^Tylko do odczytu: tak wyglądał formularz po tym zapisie\./),
    ).toHaveTextContent('wcześniejszego wydania definicji formularza');
    const protocolName = screen.getByLabelText(/Protokół leczenia/);
    expect(protocolName).toHaveValue('EpSSG RMS 2005, wersja 1');
    expect(protocolName).toBeDisabled();
    // The first version is not compared with anything.
    expect(
      screen.getByText('To pierwsza wersja formularza: zmiany są zaznaczane od drugiej.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Zmienione tym zapisem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    // The index of sections is the form's own.
    expect(screen.getByRole('navigation', { name: 'Sekcje formularza' })).toBeInTheDocument();

    const versions = screen.getByRole('navigation', { name: 'Wersje formularza' });
    expect(within(versions).getByRole('link', { name: 'Wersja 1, wyświetlana' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(versions).getByRole('link', { name: 'Wersja 3' })).toHaveAttribute(
      'href',
      versionPath(3),
    );
    expect(within(versions).getByRole('button', { name: 'Poprzednia wersja' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Otwórz bieżący formularz' })).toHaveAttribute(
      'href',
      CURRENT_FORM,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(
      within(crumbs).getByRole('link', { name: 'Mięsaki tkanek miękkich: formularz podstawowy' }),
    ).toHaveAttribute('href', CURRENT_FORM);
    expect(within(crumbs).getByText('Wersja 1')).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the next version, reading each version once', async () => {
    const user = userEvent.setup();
    const { api, router } = renderFormPage({
      definition: stsBasic,
      path: versionPath(2),
      routes: versionRoutes(),
    });
    expect(await screen.findByLabelText(/Protokół leczenia/)).toHaveValue(
      'EpSSG RMS 2005, wersja 2',
    );
    expect(screen.getByText(/^Wersja 2 z 3, .* przez: Piotr Lis/)).toBeInTheDocument();
    // What the save of version 2 changed against version 1 is marked, and nothing else.
    expect(
      await screen.findByText('Pola zmienione tym zapisem są zaznaczone pomarańczowym paskiem.'),
    ).toBeInTheDocument();
    const marked = screen.getAllByText('Zmienione tym zapisem');
    expect(marked).toHaveLength(1);
    expect(
      within(marked[0]!.closest<HTMLElement>('[data-changed]')!).getByLabelText(
        /Protokół leczenia/,
      ),
    ).toHaveValue('EpSSG RMS 2005, wersja 2');
    // The index says which sections the save changed.
    const index = screen.getByRole('navigation', { name: 'Sekcje formularza' });
    expect(
      within(index).getByRole('button', { name: 'Leczenie, zawiera dane, zmieniona tym zapisem' }),
    ).toBeInTheDocument();
    expect(
      within(index).getByRole('button', { name: 'Rozpoznanie, zawiera dane' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Następna wersja' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG RMS 2005, wersja 3'),
    );
    expect(router.state.location.pathname).toBe(versionPath(3));
    // The latest version says so, and the definition it was saved with is the current one.
    expect(
      screen.getByText('To bieżąca wersja formularza, tutaj tylko do odczytu.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/wcześniejszej definicji/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Wersja 2' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG RMS 2005, wersja 2'),
    );
    // Versions 1 to 3 once each (1 to compare 2 with), and the current form once (for how
    // many there are).
    expect(
      formReads(api.calls)
        .map((call) => call.path.slice(FORM.length))
        .sort(),
    ).toEqual(['', '?version=1', '?version=2', '?version=3']);
  });

  it('says when the version before could not be read to mark the changes, and marks them on a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    const answer = versionedForm();
    renderFormPage({
      definition: stsBasic,
      path: versionPath(3),
      routes: {
        ...versionRoutes(),
        [`GET ${FORM}`]: (call) =>
          failing && call.path.endsWith('?version=2')
            ? { status: 500, body: { code: 'internal', message: 'Błąd', correlationId: 'c-500' } }
            : answer(call),
      },
    });
    expect(
      await screen.findByText(
        'Nie udało się wczytać poprzedniej wersji, więc zmiany tego zapisu nie są zaznaczone.',
      ),
    ).toBeInTheDocument();
    // A server's failure opens the app's dialog first (its code loads on demand); once it is
    // confirmed, the version is there to read with the note and its retry.
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('EpSSG RMS 2005, wersja 3');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Zmienione tym zapisem')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderFormPage({
      definition: stsBasic,
      locale: 'en',
      path: versionPath(2),
      routes: versionRoutes('en'),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Soft tissue sarcomas: basic form: version 2',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Version 2 of 3, saved .* by Piotr Lis/)).toBeVisible();
    expect(screen.getByText('Read-only: the form as it stood after this save.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Form versions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the current form' })).toBeVisible();
  });

  it('tells a version the form never had how many it has, and leads to the latest and the form', async () => {
    const { api } = renderFormPage({
      definition: stsBasic,
      path: versionPath(9),
      routes: versionRoutes(),
    });
    expect(
      await screen.findByRole('heading', { name: 'Formularz nie ma takiej wersji', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ten formularz ma 3 zapisane wersje.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokaż ostatnią wersję (3)' })).toHaveAttribute(
      'href',
      versionPath(3),
    );
    expect(screen.getByRole('link', { name: 'Otwórz bieżący formularz' })).toHaveAttribute(
      'href',
      CURRENT_FORM,
    );
    // The trail still leads through the patient to the form.
    const crumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(crumbs).getByRole('link', { name: 'Kowalska Zofia' })).toHaveAttribute(
      'href',
      `/patient/${PATIENT_ID}`,
    );
    expect(api.calls.some((call) => call.path.endsWith('?version=9'))).toBe(true);
  });

  it('does not ask the API for a version the address cannot name', async () => {
    const { api } = renderFormPage({
      definition: stsBasic,
      locale: 'en',
      path: versionPath('zero'),
      routes: versionRoutes('en'),
    });
    expect(
      await screen.findByRole('heading', { name: 'The form has no such version', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('This form has 3 saved versions.')).toBeInTheDocument();
    expect(formReads(api.calls).map((call) => call.path)).toEqual([FORM]);
  });
});

describe("the form's link to its earlier versions", () => {
  it('leads from a form saved more than once to the version before the current one', async () => {
    renderFormPage({
      definition: stsBasic,
      server: formServer(stsBasic, 'pl', {
        formData: { diagnosis: VALID_DIAGNOSIS },
        version: 4,
        savedAt: '2024-05-01T08:00:00.000Z',
        savedByName: 'Piotr Lis',
      }),
    });
    expect(await screen.findByRole('link', { name: 'Wcześniejsze wersje' })).toHaveAttribute(
      'href',
      versionPath(3),
    );
  });

  it('is not there for a form saved once', async () => {
    renderFormPage({
      definition: stsBasic,
      server: formServer(stsBasic, 'pl', {
        formData: { diagnosis: VALID_DIAGNOSIS },
        version: 1,
        savedAt: '2024-05-01T08:00:00.000Z',
        savedByName: 'Piotr Lis',
      }),
    });
    expect(await screen.findByText(/^Wersja 1, zapisana/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wcześniejsze wersje' })).not.toBeInTheDocument();
  });
});
