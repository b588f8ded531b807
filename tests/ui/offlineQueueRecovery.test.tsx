/**
 * A damaged offline queue as the user meets it, on whatever page is open: the dialog says the
 * saves could not all be read, lists those that could (nothing is sent until the user says so),
 * sends them on request, and offers the damaged text, kept aside untouched, to download and then
 * delete.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineFormSync } from '../../src/pages/forms/OfflineFormSync';
import { keptAsideKeyPrefix, offlineQueueKey } from '../../src/pages/forms/offlineQueue';
import type { QueuedSave } from '../../src/pages/forms/offlineQueue';
import type { RecordedCall } from './fakeApi';
import { centralAdministrator, renderAdminView } from './renderAdminView';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const KEY = offlineQueueKey(centralAdministrator.id);
const entry = (patientId: number, formId: QueuedSave['formId']): QueuedSave => ({
  patientId,
  formId,
  version: 1,
  formData: { notes: `pacjent ${patientId}` },
  queuedAt: '2024-05-01T08:00:00.000Z',
});
const DAMAGED = JSON.stringify([
  entry(5, 'STS-basic'),
  { patientId: 6, formId: 'STS-basic', formData: 'zepsute' },
  entry(7, 'WT-extended'),
]);

function savedAnswer(call: RecordedCall) {
  const body = call.body as { formData: unknown; version: number };
  return {
    status: 200,
    body: {
      formId: 'STS-basic',
      patientId: 5,
      formData: body.formData,
      version: body.version + 1,
      schema: '{}',
      uiSchema: {},
      completeness: 0,
    },
  };
}

async function renderSync() {
  const rendered = renderAdminView(<OfflineFormSync />, {
    resourcePaths: {},
    routes: {
      'POST /api/v1/form/forms/STS-basic/protocol-form-data/5': savedAnswer,
      'POST /api/v1/form/forms/WT-extended/protocol-form-data/7': savedAnswer,
    },
  });
  await act(() => rendered.services.account.load());
  return rendered;
}

const keptCopies = () =>
  Object.keys(window.localStorage).filter((name) =>
    name.startsWith(keptAsideKeyPrefix(centralAdministrator.id)),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a damaged offline queue', () => {
  it('tells the user, lists what was read and sends it only when asked', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, DAMAGED);
    const { api } = await renderSync();

    const dialog = await screen.findByRole('dialog', {
      name: 'Nie udało się odczytać wszystkich zapisów czekających na tym urządzeniu',
    });
    expect(within(dialog).getByText(/Zapisy, które udało się odczytać \(2\)/)).toBeInTheDocument();
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^STS \(Podstawowy\), zapisany .*pacjent nr 5$/);
    expect(listed[1]).toMatch(/^WT \(Rozszerzony\), .*pacjent nr 7$/);
    expect(within(dialog).getByRole('link', { name: 'pacjent nr 5' })).toHaveAttribute(
      'href',
      '/patient/5',
    );
    expect(keptCopies().map((name) => window.localStorage.getItem(name))).toEqual([DAMAGED]);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odczytane zapisy' }));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/v1/form/forms/STS-basic/protocol-form-data/5',
        '/api/v1/form/forms/WT-extended/protocol-form-data/7',
      ]),
    );
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
    expect(within(dialog).queryAllByRole('listitem')).toEqual([]);
    // The damaged text stays until the user deletes it.
    expect(keptCopies()).toHaveLength(1);
  });

  it('hands over the damaged text as a file, and deletes it once confirmed', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(KEY, '[{"patientId": 5, "formId": "STS-ba');
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:kopia';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderSync();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nie udało się odczytać żadnego zapisu.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pobierz' }));
    expect(await blobs[0]?.text()).toBe('[{"patientId": 5, "formId": "STS-ba');

    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunięcie uszkodzonej listy' });
    await user.click(within(confirm).getByRole('button', { name: 'Usuń' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keptCopies()).toEqual([]);
  });

  it('says nothing while the stored queue reads whole', async () => {
    window.localStorage.setItem(KEY, JSON.stringify([entry(5, 'STS-basic')]));
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderSync();

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe(JSON.stringify([entry(5, 'STS-basic')]));
    expect(keptCopies()).toEqual([]);
  });
});
