/**
 * The registry's date input (src/components/dates): a date shown and typed as the interface's
 * language writes it, whatever the browser's own locale (jsdom's is American English), handed on
 * as YYYY-MM-DD; an entry that is no date refused on the field, never dropped; bounds; a calendar
 * in the interface's language; react-admin's forms refusing what the field could not read.
 */
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Form, SaveButton, memoryStore, useLocaleState } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from '../../src/components/dates/DateInput';
import { IsoDateField } from '../../src/components/dates/IsoDateField';
import type { IsoDateFieldProps } from '../../src/components/dates/IsoDateField';
import { LOCALE_STORAGE_KEY, createI18nProvider } from '../../src/providers/i18nProvider';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type FieldOptions = Partial<Omit<IsoDateFieldProps, 'value' | 'onChange'>> & {
  locale?: 'pl' | 'en';
  value?: string | null;
};

function LanguageButton() {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

/** The field with a value of its own, every change recorded, and a button to move to. */
async function renderField({ locale = 'pl', value = null, ...props }: FieldOptions = {}) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const changes: (string | null)[] = [];
  function Harness() {
    const [current, setCurrent] = useState<string | null>(value);
    return (
      <>
        <IsoDateField
          label="Data urodzenia"
          value={current}
          onChange={(next) => {
            changes.push(next);
            setCurrent(next);
          }}
          {...props}
        />
        <button type="button">Dalej</button>
        <LanguageButton />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <Harness />
    </AdminContext>,
  );
  const field = await screen.findByRole('group', { name: /^Data urodzenia/ });
  const sections = () => within(field).getAllByRole('spinbutton');
  /** Types into the field from its first section, as a keyboard user does. */
  const type = async (keys: string) => {
    await user.click(sections()[0]!);
    await user.keyboard(keys);
  };
  const leave = () => user.click(screen.getByRole('button', { name: 'Dalej' }));
  return { user, field, sections, type, leave, changes };
}

describe('on a Polish screen', () => {
  it('shows a date as dd.mm.rrrr although the browser writes dates the American way', async () => {
    expect(navigator.language).toBe('en-US');
    const { field, sections } = await renderField({ value: '2026-11-24' });

    expect(field).toHaveTextContent(/^24\.11\.2026$/);
    expect(sections().map((section) => section.getAttribute('aria-label'))).toEqual([
      'Dzień',
      'Miesiąc',
      'Rok',
    ]);
    expect(sections()[1]).toHaveAttribute('aria-valuetext', 'listopad');
    expect(
      screen.getByRole('button', { name: 'Wybierz datę, obecnie wybrana data to 24 lis 2026' }),
    ).toBeInTheDocument();
  });

  it("is drawn like the theme's text fields: filled, small and dense", async () => {
    const { field } = await renderField();

    expect(field).toHaveClass('MuiPickersFilledInput-root', 'MuiPickersInputBase-inputSizeSmall');
    expect(field.closest('.MuiFormControl-root')).toHaveClass(
      'MuiFormControl-marginDense',
      'MuiFormControl-fullWidth',
    );
  });

  it('shows an empty field as dd.mm.rrrr, its empty parts named in Polish', async () => {
    const { field, sections } = await renderField();

    expect(field).toHaveTextContent(/^dd\.mm\.rrrr$/);
    expect(sections()[0]).toHaveAttribute('aria-valuetext', 'Puste');
    expect(screen.getByRole('button', { name: 'Wybierz datę' })).toBeInTheDocument();
  });

  it('hands on a date typed day first as YYYY-MM-DD', async () => {
    const { field, type, changes } = await renderField();

    await type('24112026');

    expect(changes.at(-1)).toBe('2026-11-24');
    expect(field).toHaveTextContent(/^24\.11\.2026$/);
  });

  it('says on the field that an impossible date is none, and hands on what was typed', async () => {
    const { field, type, leave, changes } = await renderField();

    await type('31022026');
    await leave();

    expect(changes.at(-1)).toBe('31.02.2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)'),
    ).toBeInTheDocument();
  });

  it('refuses a day past 31 rather than keeping its last digit', async () => {
    const { field, type, leave, changes } = await renderField();

    await type('35.05.2019');
    await leave();

    expect(field).toHaveTextContent(/^35\.05\.2019$/);
    expect(changes).not.toContain('2019-05-05');
    expect(changes.at(-1)).toBe('35.05.2019');
  });

  it('does not drop a day and a month typed without a year', async () => {
    const { type, leave, changes } = await renderField();

    await type('2411');
    await leave();

    expect(changes).toEqual(['24.11.rrrr']);
    expect(
      screen.getByText('Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)'),
    ).toBeInTheDocument();
  });

  it('hands on no date once the clear button has emptied the field', async () => {
    const { user, field, changes } = await renderField({ value: '2026-11-24' });

    await user.click(screen.getByRole('button', { name: 'Wyczyść' }));

    expect(changes).toEqual([null]);
    expect(field).toHaveTextContent(/^dd\.mm\.rrrr$/);
  });

  it('says that a date is past the latest allowed, and its calendar offers no later day', async () => {
    const { user } = await renderField({ value: '2026-11-24', max: '2026-11-20' });

    expect(screen.getByText('Data nie może być późniejsza niż 20.11.2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Wybierz datę/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '20' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '21' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Następny miesiąc' })).toBeDisabled();
  });

  it('says that a date is before the earliest allowed', async () => {
    await renderField({ value: '2015-03-14', min: '2015-03-15' });

    expect(screen.getByText('Data nie może być wcześniejsza niż 15.03.2015')).toBeInTheDocument();
  });

  it('picks a day from a calendar in Polish', async () => {
    const { user, field, changes } = await renderField({ value: '2026-11-24' });

    await user.click(screen.getByRole('button', { name: /^Wybierz datę/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Data urodzenia' });
    expect(within(calendar).getByText('listopad 2026')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual(['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela']);

    await user.click(within(calendar).getByRole('button', { name: 'Poprzedni miesiąc' }));
    expect(await within(calendar).findByText('październik 2026')).toBeInTheDocument();
    // November slides out while October slides in.
    await vi.waitFor(() =>
      expect(within(calendar).getAllByRole('gridcell', { name: '12' })).toHaveLength(1),
    );
    await user.click(within(calendar).getByRole('gridcell', { name: '12' }));

    expect(changes.at(-1)).toBe('2026-10-12');
    expect(field).toHaveTextContent(/^12\.10\.2026$/);
  });
});

describe('on an English screen', () => {
  it('shows and takes dates month first, as mm/dd/yyyy', async () => {
    const { field, type, changes } = await renderField({ locale: 'en' });
    expect(field).toHaveTextContent(/^mm\/dd\/yyyy$/);

    await type('03152024');

    expect(changes.at(-1)).toBe('2024-03-15');
    expect(field).toHaveTextContent(/^03\/15\/2024$/);
    expect(
      screen.getByRole('button', { name: 'Choose date, selected date is Mar 15, 2024' }),
    ).toBeInTheDocument();
  });

  it('refuses a day typed before the month (14.05.2019) rather than reading it as April 5', async () => {
    const { field, type, leave, changes } = await renderField({ locale: 'en' });

    await type('14.05.2019');
    await leave();

    expect(field).toHaveTextContent(/^14\/05\/2019$/);
    expect(changes).not.toContain('2019-04-05');
    expect(changes.at(-1)).toBe('14/05/2019');
    expect(
      screen.getByText('Not a valid date: enter the month, day and year (mm/dd/yyyy)'),
    ).toBeInTheDocument();
  });

  it('keeps a fifth digit of the year rather than starting the year over', async () => {
    const { field, type, leave, changes } = await renderField({ locale: 'en' });

    await type('051420191');
    await leave();

    expect(field).toHaveTextContent(/^05\/14\/20191$/);
    expect(changes.at(-1)).toBe('05/14/20191');
  });

  it('moves on to the day at a separator typed after one digit of the month', async () => {
    const { field, type, changes } = await renderField({ locale: 'en' });

    await type('1.5.2019');

    expect(field).toHaveTextContent(/^01\/05\/2019$/);
    expect(changes.at(-1)).toBe('2019-01-05');
  });

  it('puts a pasted text that is no date into the field as written, and refuses it', async () => {
    const { user, field, sections, leave, changes } = await renderField({
      locale: 'en',
      value: '2024-03-15',
    });

    await user.click(sections()[0]!);
    await user.paste('14.05.2019');
    await leave();

    expect(field).toHaveTextContent(/^14\/05\/2019$/);
    expect(changes.at(-1)).toBe('14/05/2019');
    expect(
      screen.getByText('Not a valid date: enter the month, day and year (mm/dd/yyyy)'),
    ).toBeInTheDocument();
  });

  it('takes a pasted date written as the field writes it', async () => {
    const { user, sections, changes } = await renderField({ locale: 'en' });

    await user.click(sections()[0]!);
    await user.paste('05/14/2019');

    expect(changes.at(-1)).toBe('2019-05-14');
  });

  it('says in English that an entry is no date', async () => {
    const { type, leave } = await renderField({ locale: 'en' });

    await type('1324');
    await leave();

    expect(
      screen.getByText('Not a valid date: enter the month, day and year (mm/dd/yyyy)'),
    ).toBeInTheDocument();
  });
});

it('follows a switch of the interface language, keeping the date', async () => {
  const { user, field, changes } = await renderField({ value: '2026-11-24' });
  expect(field).toHaveTextContent(/^24\.11\.2026$/);

  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('group', { name: /^Data urodzenia/ })).toHaveTextContent(
    /^11\/24\/2026$/,
  );
  expect(changes).toEqual([]);
});

describe("react-admin's date input", () => {
  async function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Form onSubmit={onSubmit} defaultValues={{ diagnosisDate: '2026-03-02' }}>
          <DateInput source="diagnosisDate" label="Data rozpoznania" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>,
    );
    const field = await screen.findByRole('group', { name: /^Data rozpoznania/ });
    return { user, field };
  }

  it("shows the record's YYYY-MM-DD as dd.mm.rrrr and saves what was typed as YYYY-MM-DD", async () => {
    const onSubmit = vi.fn();
    const { user, field } = await renderForm(onSubmit);
    expect(field).toHaveTextContent(/^02\.03\.2026$/);

    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ diagnosisDate: '2026-03-15' });
  });

  it('refuses to save an entry the field could not read', async () => {
    const onSubmit = vi.fn();
    const { user, field } = await renderForm(onSubmit);

    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    await user.keyboard('31');
    await user.keyboard('{ArrowRight}02');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(
      await screen.findByText('Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
