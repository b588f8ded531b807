/**
 * A protocol form without the network: a save made offline, or one the network fails, waits on
 * this device (shown as pending, the form no longer counting as unsaved) and goes out when the
 * browser is back online; a full queue refuses the save and the form stays unsaved; a queued save
 * that meets a newer version on the server waits for the user's choice on the form's screen; one
 * recovered from a damaged queue shows on its form and waits for the user to save it.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_QUEUE_LIMIT } from '../../domain/forms';
import { offlineQueueKey } from '../../src/pages/forms/offlineQueue';
import type { QueuedSave } from '../../src/pages/forms/offlineQueue';
import {
  PATIENT_ID,
  VALID_DIAGNOSIS,
  account,
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const QUEUE_KEY = offlineQueueKey(account().id);
const dictionary = {
  'GET /api/v1/dictionary/dictionaries/icd10/entries': () =>
    ok({ data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 20 }),
};
const storedQueue = (): QueuedSave[] => JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]');

function goOffline() {
  return vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
}

function toastTexts() {
  return screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saving without the network', () => {
  it('keeps an offline save on the device, pending, and lets the user leave without a warning', async () => {
    const user = userEvent.setup();
    const offline = goOffline();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });

    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG RMS 2005');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const toast = await waitFor(() => {
      const found = screen
        .queryAllByTestId('toast')
        .find((toast) => toast.textContent?.includes('formularz zapisano na tym urządzeniu'));
      expect(found).toBeDefined();
      return found!;
    });
    // Not the green of a save the server took.
    expect(toast).toHaveClass('MuiAlert-filledInfo');
    expect(screen.getByText('Oczekuje na wysłanie: 1')).toBeInTheDocument();
    expect(screen.getByText(/Formularz zapisano na tym urządzeniu\./)).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(0);
    expect(storedQueue()).toEqual([
      expect.objectContaining({
        patientId: PATIENT_ID,
        formId: 'STS-basic',
        version: 1,
        formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'EpSSG RMS 2005' } },
        queuedAt: expect.any(String),
      }),
    ]);
    // Kept on the device: leaving does not warn.
    await user.click(screen.getByRole('link', { name: 'Na skróty do strony głównej' }));
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    offline.mockRestore();
  });

  it('replays the save on the online event and shows the new version', async () => {
    const user = userEvent.setup();
    const offline = goOffline();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const protocolName = await screen.findByLabelText(/Protokół leczenia/);
    await user.type(protocolName, 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // A later save of the same form takes the queued one's place, keeping its version.
    await user.type(protocolName, ' RMS 2005');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(storedQueue()[0]?.formData).toMatchObject({
        treatment: { protocolName: 'EpSSG RMS 2005' },
      }),
    );
    expect(storedQueue()).toHaveLength(1);
    expect(storedQueue()[0]?.version).toBe(1);

    offline.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]?.body).toEqual({
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'EpSSG RMS 2005' } },
      version: 1,
    });
    await waitFor(() =>
      expect(toastTexts().some((text) => text.includes('Formularz zapisany'))).toBe(true),
    );
    expect(await screen.findByText(/Wersja 2, zapisana/)).toBeInTheDocument();
    expect(screen.queryByText(/Oczekuje na wysłanie/)).not.toBeInTheDocument();
    expect(storedQueue()).toEqual([]);
  });

  it('keeps a save refused for an ended session on the device, never saying it was saved', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    server.save = () => ({
      status: 401,
      body: { code: 'unauthorized', message: 'Sesja wygasła. Zaloguj się ponownie.' },
    });
    const { api, services } = renderFormPage({ definition: stsBasic, server, routes: dictionary });
    const ended = vi.fn();
    services.sessionEvents.onEnded(ended);

    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
    // The session is gone from this browser: neither token is left to send or refresh with.
    window.localStorage.removeItem('oncoreg.accessToken');
    window.localStorage.removeItem('oncoreg.refreshToken');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.stringContaining(
          'Sesja wygasła: formularz zapisano na tym urządzeniu i zostanie wysłany po ponownym zalogowaniu',
        ),
      ),
    );
    expect(toastTexts().some((text) => text.includes('Formularz zapisany'))).toBe(false);
    expect(posts(api.calls)).toHaveLength(1);
    expect(storedQueue()).toEqual([
      expect.objectContaining({
        formId: 'STS-basic',
        version: 1,
        formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'EpSSG' } },
      }),
    ]);
    expect(ended).toHaveBeenCalled();
  });

  it('keeps a save the network fails on the device', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    server.save = () => {
      throw new TypeError('Failed to fetch');
    };
    renderFormPage({ definition: stsBasic, server, routes: dictionary });

    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Oczekuje na wysłanie: 1')).toBeInTheDocument();
    expect(storedQueue()).toHaveLength(1);
  });

  it(`refuses a save beyond ${OFFLINE_QUEUE_LIMIT} waiting, and the form stays unsaved`, async () => {
    const user = userEvent.setup();
    const others: QueuedSave[] = Array.from({ length: OFFLINE_QUEUE_LIMIT }, (_, index) => ({
      patientId: 100 + index,
      formId: 'STS-basic',
      version: 0,
      formData: {},
      queuedAt: '2024-05-01T08:00:00.000Z',
    }));
    window.localStorage.setItem(QUEUE_KEY, JSON.stringify(others));
    goOffline();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    renderFormPage({ definition: stsBasic, server, routes: dictionary });

    await user.type(await screen.findByLabelText(/Protokół leczenia/), 'EpSSG');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(
        toastTexts().some((text) =>
          text.includes('Kolejka pełna: bez połączenia może czekać najwyżej 30 zapisów'),
        ),
      ).toBe(true),
    );
    expect(storedQueue()).toHaveLength(OFFLINE_QUEUE_LIMIT);
    expect(screen.getByText(`Oczekuje na wysłanie: ${OFFLINE_QUEUE_LIMIT}`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Wróć do pacjenta' }));
    expect(
      await screen.findByRole('dialog', { name: 'Niezapisane zmiany zostaną utracone' }),
    ).toBeInTheDocument();
  });
});

describe('a queued save that meets a newer version', () => {
  const mine: QueuedSave = {
    patientId: PATIENT_ID,
    formId: 'STS-basic',
    version: 1,
    formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'moja wersja' } },
    queuedAt: '2024-05-01T08:00:00.000Z',
  };

  it('is not sent over it: the screen shows my data and offers the choice', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(QUEUE_KEY, JSON.stringify([mine]));
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'ich wersja' } },
      version: 2,
      savedAt: '2024-05-01T09:30:00.000Z',
      savedByName: 'Piotr Lis',
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });

    const dialog = await screen.findByRole('dialog', {
      name: 'Ktoś zapisał nowszą wersję formularza',
    });
    expect(dialog).toHaveTextContent(
      'Zapis wykonany bez połączenia z siecią trafił na nowszą wersję 2',
    );
    expect(dialog).toHaveTextContent(/Wersja 2, zapisana 01\.05\.2024, \d\d:30 przez: Piotr Lis/);
    expect(server.current().formData).toMatchObject({ treatment: { protocolName: 'ich wersja' } });
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('moja wersja');
    expect(storedQueue()[0]?.conflict).toEqual({
      serverVersion: 2,
      savedAt: '2024-05-01T09:30:00.000Z',
      savedBy: 'Piotr Lis',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz moją wersję' }));

    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    expect(posts(api.calls)[1]?.body).toMatchObject({ version: 2 });
    expect(server.current().formData).toMatchObject({ treatment: { protocolName: 'moja wersja' } });
    expect(storedQueue()).toEqual([]);
  });

  it('gives way to the server version when the user chooses so', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([{ ...mine, conflict: { serverVersion: 2 } }]),
    );
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'ich wersja' } },
      version: 2,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });

    const dialog = await screen.findByRole('dialog', {
      name: 'Ktoś zapisał nowszą wersję formularza',
    });
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('moja wersja');
    await user.click(
      within(dialog).getByRole('button', { name: 'Wczytaj wersję z serwera (odrzuć moje zmiany)' }),
    );

    await waitFor(() =>
      expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('ich wersja'),
    );
    expect(storedQueue()).toEqual([]);
    expect(posts(api.calls)).toHaveLength(0);
  });
});

describe('a save recovered from a damaged queue', () => {
  it('shows on its form and goes out only once the user saves the form', async () => {
    const user = userEvent.setup();
    const recovered: QueuedSave = {
      patientId: PATIENT_ID,
      formId: 'STS-basic',
      version: 1,
      formData: { diagnosis: VALID_DIAGNOSIS, treatment: { protocolName: 'odzyskany' } },
      queuedAt: '2024-05-01T08:00:00.000Z',
    };
    // The list cut short after the first entry.
    window.localStorage.setItem(QUEUE_KEY, `${JSON.stringify([recovered]).slice(0, -1)},{"pat`);
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, routes: dictionary });

    expect(await screen.findByText(/odczytano z uszkodzonej listy/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Protokół leczenia/)).toHaveValue('odzyskany');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(api.calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(server.current().formData).toMatchObject({ treatment: { protocolName: 'odzyskany' } });
    await waitFor(() => expect(storedQueue()).toEqual([]));
    expect(screen.queryByText(/odczytano z uszkodzonej listy/)).not.toBeInTheDocument();
  });
});
