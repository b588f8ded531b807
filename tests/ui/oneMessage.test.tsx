/**
 * One message per event: a save the server refuses shows its one toast (the server's words and
 * the error code) with the field errors on the inputs, not "The form contains errors" as well; a
 * form the browser stops shows that sentence once and sends nothing; a 5xx shows the modal alone.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { max, required } from '../../domain';
import { App } from '../../src/App';
import { hasBrowserErrors } from '../../src/feedback/InvalidFormNotice';
import { resourcePaths } from '../../src/framework/types';
import type { ResourceConfig } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Answer } from './fakeApi';

configure({ asyncUtilTimeout: 10_000 });

const specimens: ResourceConfig = {
  name: 'specimens',
  apiPath: '/v1/specimen/specimens',
  permission: 'categories',
  routes: { list: '/specimens', show: '/specimen/:id', edit: '/specimen/:id/edit' },
  fields: [
    { source: 'title', type: 'text', label: 'Title', rules: [required, max(10)] },
    { source: 'code', type: 'text', label: 'Code' },
  ],
  recordRepresentation: 'title',
};

const admin = {
  id: 1,
  email: 'admin@example.org',
  username: null,
  firstName: 'Ewa',
  lastName: 'Admin',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const marrow = { id: 4, title: 'Marrow', code: 'M-4' };

function renderEdit(save: Answer) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: admin }),
    'GET /api/v1/specimen/specimens/4': () => ({ status: 200, body: marrow }),
    'PUT /api/v1/specimen/specimens/4': () => save,
  });
  const services = createAppServices({
    resourcePaths: resourcePaths([specimens]),
    fetch: api.fetch,
  });
  render(
    <MemoryRouter initialEntries={['/specimen/4/edit']}>
      <App services={services} resources={[specimens]} />
    </MemoryRouter>,
  );
  return api;
}

const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);
const saves = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');

/** Changes the code (so that Save is enabled) and saves. */
async function changeAndSave(user: ReturnType<typeof userEvent.setup>) {
  const code = await screen.findByLabelText('Code');
  await user.clear(code);
  await user.type(code, 'M-5');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
}

describe('a refused save', { timeout: 30_000 }, () => {
  it("shows the server's one toast with its error code and puts the details on the inputs", async () => {
    const user = userEvent.setup();
    const api = renderEdit({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Dane są nieprawidłowe',
        correlationId: 'c-400',
        details: { code: ['Kod jest już zajęty'] },
      },
    });

    await changeAndSave(user);

    expect(await screen.findByText('Kod jest już zajęty')).toBeInTheDocument();
    // The keyboard's focus goes to the field to mend.
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(toastTexts()[0]).toContain('Dane są nieprawidłowe');
    expect(toastTexts()[0]).toContain('Kod błędu: c-400');
    // Given a moment, no second toast ("The form contains errors") follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts()).toHaveLength(1);
    expect(saves(api.calls)).toHaveLength(1);
  });

  it('says "The form contains errors" once when the browser stops it, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderEdit({ status: 200, body: marrow });

    const title = await screen.findByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Far too long a title');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Pole może mieć maksymalnie 10 znaków')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual(['Formularz zawiera błędy']));
    expect(saves(api.calls)).toEqual([]);
  });
});

describe('a stopped save mended and refused', { timeout: 30_000 }, () => {
  it('shows the refusal alone: "The form contains errors" goes once the form passes', async () => {
    const user = userEvent.setup();
    renderEdit({
      status: 409,
      body: { code: 'conflict', message: 'Taki tytuł już istnieje', correlationId: 'c-409' },
    });

    const title = await screen.findByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Far too long a title');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Formularz zawiera błędy']));

    await user.clear(title);
    await user.type(title, 'Bone');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // At once, not when the notice's six seconds are up.
    await waitFor(() => expect(toastTexts().join()).toContain('Taki tytuł już istnieje'), {
      timeout: 3000,
    });
    await waitFor(() => expect(toastTexts()).toHaveLength(1), { timeout: 1000 });
  });
});

describe('a save that meets a server fault', { timeout: 30_000 }, () => {
  it('shows the modal alone: no toast and no inline alert', async () => {
    const user = userEvent.setup();
    renderEdit({
      status: 500,
      body: { code: 'internal', message: 'Wewnętrzny błąd serwera', correlationId: 'c-500' },
    });

    await changeAndSave(user);

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Wewnętrzny błąd serwera')).toBeInTheDocument();
    expect(modal).toHaveTextContent('Kod błędu: c-500');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts()).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Potwierdź' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Wewnętrzny błąd serwera')).not.toBeInTheDocument();
  });
});

describe('which errors the browser found', () => {
  it("counts react-hook-form's errors of any type but the server's, however deep", () => {
    expect(hasBrowserErrors({})).toBe(false);
    expect(hasBrowserErrors({ code: { type: 'server', message: 'taken' } })).toBe(false);
    expect(hasBrowserErrors({ title: { type: 'manual', message: 'required' } })).toBe(true);
    expect(
      hasBrowserErrors({
        list: [undefined, { dose: { type: 'server', message: 'too high' } }],
        address: { city: { type: 'validate', message: 'required' } },
      }),
    ).toBe(true);
    expect(
      hasBrowserErrors({ list: [undefined, { dose: { type: 'server', message: 'too high' } }] }),
    ).toBe(false);
  });
});
