/**
 * The tumour volume computed on the protocol-form screen never stands beside dimensions it was
 * not computed from: a coordinator typing "12,5x" and "-3" saw 87 cm³, the volume of the last
 * valid width, and "abc" left an older volume in place. While a dimension is not a positive
 * number within its field's bounds the volume is empty; a volume typed by hand stays while the
 * dimensions are only incomplete.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VALID_DIAGNOSIS, formServer, renderFormPage, stsBasic } from './protocolFormHarness';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

async function renderDimensions() {
  const server = formServer(stsBasic, 'pl', {
    formData: { diagnosis: VALID_DIAGNOSIS },
    version: 1,
  });
  renderFormPage({ definition: stsBasic, server });
  const length = await screen.findByRole('textbox', { name: /^Długość/ });
  return {
    length,
    width: screen.getByRole('textbox', { name: /^Szerokość/ }),
    thickness: screen.getByRole('textbox', { name: /^Grubość/ }),
    volume: screen.getByRole('textbox', { name: /^Objętość/ }),
  };
}

describe('computed tumour volume', () => {
  it('empties the volume while a dimension is not a number, and computes it again once it is', async () => {
    const user = userEvent.setup();
    const { length, width, thickness, volume } = await renderDimensions();
    await user.type(length, '12,5');
    await user.type(width, '3,8');
    await user.type(thickness, '3,5');
    await waitFor(() => expect(volume).toHaveValue('87'));

    await user.type(length, 'x');
    expect(length).toHaveValue('12,5x');
    await waitFor(() => expect(volume).toHaveValue(''));

    await user.type(length, '{Backspace}');
    await waitFor(() => expect(volume).toHaveValue('87'));

    await user.clear(length);
    await user.type(length, 'abc');
    await waitFor(() => expect(volume).toHaveValue(''));
  });

  it('gives no volume for a negative, zero or too large dimension', async () => {
    const user = userEvent.setup();
    const { length, width, thickness, volume } = await renderDimensions();
    await user.type(length, '12,5');
    await user.type(width, '3,8');
    await user.type(thickness, '3,5');
    await waitFor(() => expect(volume).toHaveValue('87'));

    await user.clear(width);
    await user.type(width, '-3');
    expect(width).toHaveValue('-3');
    await waitFor(() => expect(volume).toHaveValue(''));

    await user.clear(width);
    await user.type(width, '0');
    await waitFor(() => expect(volume).toHaveValue(''));

    // The field's maximum is 100 cm.
    await user.clear(width);
    await user.type(width, '150');
    await waitFor(() => expect(volume).toHaveValue(''));

    await user.clear(width);
    await user.type(width, '2');
    await waitFor(() => expect(volume).toHaveValue('45,8'));
  });

  it('drops a computed volume when a dimension is cleared, but keeps one typed by hand', async () => {
    const user = userEvent.setup();
    const { length, width, thickness, volume } = await renderDimensions();
    await user.type(length, '4');
    await user.type(width, '3');
    await user.type(thickness, '2');
    await waitFor(() => expect(volume).toHaveValue('12,6'));

    await user.clear(width);
    await waitFor(() => expect(volume).toHaveValue(''));

    await user.type(volume, '15');
    await user.clear(length);
    expect(volume).toHaveValue('15');
  });
});
