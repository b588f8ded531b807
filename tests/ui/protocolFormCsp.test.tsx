/**
 * The protocol-form screen under the app's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval'), as far as jsdom can tell: with eval and the Function constructor refusing to
 * run, a form is drawn, stops a save the browser finds invalid with the errors on its fields, and
 * saves a valid one. Under Ajv's compiled validation the first save threw an EvalError instead.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forbidEval } from '../forbidEval';
import {
  formServer,
  ok,
  posts,
  renderFormPage,
  stsBasic,
  stsExtended,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let allowEval: () => void;
beforeEach(() => {
  allowEval = forbidEval();
});
afterEach(() => {
  allowEval();
});

async function toastWith(text: string) {
  await waitFor(() =>
    expect(screen.getAllByTestId('toast').some((toast) => within(toast).queryByText(text))).toBe(
      true,
    ),
  );
}

describe('a protocol form without eval', () => {
  it('stops an invalid save with the errors on the fields', async () => {
    const user = userEvent.setup();
    const { api } = renderFormPage({ definition: stsBasic });

    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));

    await toastWith('Formularz zawiera błędy');
    expect(document.getElementById('root_diagnosis_diagnosisDate__error')).toHaveTextContent(
      'Pole wymagane',
    );
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('saves a valid form, a table row included', async () => {
    const user = userEvent.setup();
    const server = formServer(stsExtended, 'en', {
      formData: { toxicities: [{ term: 'Nausea', grade: '2' }] },
      version: 1,
    });
    const nausea = { id: 1, type: 'ctcaeTerms', value: 'Nausea', description: 'Nudności' };
    const { api } = renderFormPage({
      definition: stsExtended,
      locale: 'en',
      server,
      routes: {
        'GET /api/v1/dictionary/dictionaries/ctcaeTerms/entries': () =>
          ok({ data: [{ ...nausea, descriptionEn: 'Nausea', active: true }], totalItems: 1 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(posts(api.calls)[0]?.body).toEqual({
      formData: { toxicities: [{ term: 'Nausea', grade: '2' }] },
      version: 1,
    });
  });
});
