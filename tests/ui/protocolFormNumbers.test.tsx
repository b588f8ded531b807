/**
 * Numbers on the protocol-form screen are read in the interface's language, whatever the
 * browser's (the test browser's is American English, as on the machine where "12,4" leukocytes
 * were saved as 124): a Polish decimal comma is kept, a computed value shows with one, and a
 * comma an English reader cannot mean as a decimal, or a Polish point that may mark thousands,
 * is refused on its field, never saved as another number.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readDecimal, writeDecimal } from '../../src/pages/forms/decimalNumber';
import {
  VALID_DIAGNOSIS,
  formServer,
  posts,
  renderFormPage,
  stsBasic,
} from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const tumour = (body: unknown) =>
  (body as { formData: { disease?: { primaryTumour?: Record<string, unknown> } } }).formData.disease
    ?.primaryTumour;

describe('numbers in the interface language', () => {
  it('reads a Polish decimal comma or point, spaced thousands, and nothing else', () => {
    expect(readDecimal('12,4', 'pl')).toBe(12.4);
    expect(readDecimal('12.4', 'pl')).toBe(12.4);
    expect(readDecimal(' 150 000 ', 'pl')).toBe(150000);
    expect(readDecimal('12,', 'pl')).toBe(12);
    expect(readDecimal('', 'pl')).toBeUndefined();
    expect(readDecimal('1,2,3', 'pl')).toBe('1,2,3');
    expect(readDecimal('1.234,5', 'pl')).toBe('1.234,5');
    expect(readDecimal('dużo', 'pl')).toBe('dużo');
    // A point before exactly three digits may be thousands: "150.000" is never read as 150.
    expect(readDecimal('150.000', 'pl')).toBe('150.000');
    expect(readDecimal('-1.250', 'pl')).toBe('-1.250');
    expect(readDecimal('0.125', 'pl')).toBe(0.125);
    expect(readDecimal('12.50', 'pl')).toBe(12.5);
    expect(readDecimal('150.000', 'en')).toBe('150.000');
    expect(readDecimal('0.125', 'en')).toBe(0.125);
    expect(readDecimal('12.4', 'en')).toBe(12.4);
    // An English "1,234" is a thousand and more: not read as 1.234.
    expect(readDecimal('1,234', 'en')).toBe('1,234');
    expect(writeDecimal(12.4, 'pl')).toBe('12,4');
    expect(writeDecimal(12.4, 'en')).toBe('12.4');
    expect(writeDecimal(undefined, 'pl')).toBe('');
  });

  it('keeps a Polish comma as typed and saves the number it means', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server });

    const length = await screen.findByRole('textbox', { name: /^Długość/ });
    await user.type(length, '3,5');
    expect(length).toHaveValue('3,5');
    await user.type(screen.getByRole('textbox', { name: /^Szerokość/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Grubość/ }), '1,5');
    // The computed volume shows with a comma too.
    expect(screen.getByRole('textbox', { name: /^Objętość/ })).toHaveValue('5,5');

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    expect(tumour(posts(api.calls)[0]!.body)).toMatchObject({
      length: 3.5,
      width: 2,
      thickness: 1.5,
      volume: 5.5,
    });
  });

  it('refuses a Polish "150.000", which may mean thousands, on its field and saves nothing', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'pl', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server });

    const length = await screen.findByRole('textbox', { name: /^Długość/ });
    await user.type(length, '150.000');
    expect(length).toHaveValue('150.000');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(document.getElementById('root_disease_primaryTumour_length__error')).toHaveTextContent(
        'Wpisz liczbę, np. 12,5 lub 150 000',
      ),
    );
    expect(posts(api.calls)).toEqual([]);
  });

  it('refuses an English comma on its field and saves nothing', async () => {
    const user = userEvent.setup();
    const server = formServer(stsBasic, 'en', {
      formData: { diagnosis: VALID_DIAGNOSIS },
      version: 1,
    });
    const { api } = renderFormPage({ definition: stsBasic, server, locale: 'en' });

    const length = await screen.findByRole('textbox', { name: /^Length/ });
    await user.type(length, '3,5');
    expect(length).toHaveValue('3,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(document.getElementById('root_disease_primaryTumour_length__error')).toHaveTextContent(
        'Enter a number, such as 12.5 or 150 000',
      ),
    );
    expect(posts(api.calls)).toEqual([]);
  });
});
