import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { raPl } from '../../i18n/raPl';
import { LOCALE_STORAGE_KEY, createI18nProvider } from '../../src/providers/i18nProvider';

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

function storageWith(value: string | null): Storage {
  const storage = window.localStorage;
  storage.clear();
  if (value !== null) storage.setItem(LOCALE_STORAGE_KEY, value);
  return storage;
}

describe('catalogues', () => {
  const polish = leaves(pl);
  const english = leaves(en);

  it('have the same keys in Polish and English', () => {
    expect([...polish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !polish.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    // react-admin shows a blank for a null boolean on purpose.
    const blank = (texts: Map<string, unknown>) =>
      [...texts]
        .filter(
          ([key, text]) => key !== 'ra.boolean.null' && (typeof text !== 'string' || !text.trim()),
        )
        .map(([key]) => key);
    expect(blank(polish)).toEqual([]);
    expect(blank(english)).toEqual([]);
  });

  it("translate every key of react-admin's English catalogue into Polish", () => {
    const upstream = [...leaves(englishMessages.ra).keys()].sort();
    expect([...leaves(raPl).keys()].sort()).toEqual(upstream);
  });

  it('word the spec messages as agreed', () => {
    expect(polish.get('registry.errors.badCredentials')).toBe('Nieprawidłowe dane logowania');
    expect(english.get('registry.errors.badCredentials')).toBe('Bad credentials');
    expect(polish.get('registry.errors.missingPermissions')).toBe(
      'Nie masz uprawnień do tego widoku',
    );
    expect(english.get('registry.errors.missingPermissions')).toBe('Missing permissions');
    expect(polish.get('registry.errors.errorCode')).toBe('Kod błędu:');
    expect(english.get('registry.notifications.loginSuccess')).toBe('Successful login');
    expect(polish.get('registry.notifications.loginSuccess')).toBe('Zalogowano pomyślnie');
  });
});

/** Spec section 8, word for word: each message's key, its English text and, where the spec gives it, its Polish one. */
const SPEC_MESSAGES: readonly (readonly [key: string, english: string, polish?: string])[] = [
  ['registry.errors.errorCode', 'Error code:', 'Kod błędu:'],
  ['registry.errors.dataFetching', 'Data fetching error'],
  ['registry.errors.dataUpdate', 'Data update error'],
  ['registry.errors.creation', 'An error occurred during creation'],
  ['registry.errors.update', 'Update error'],
  ['registry.errors.internal', 'An error occured, try again'],
  ['registry.errors.badCredentials', 'Bad credentials', 'Nieprawidłowe dane logowania'],
  ['registry.errors.login', 'Error with login process'],
  ['registry.errors.logout', 'Error with logout process'],
  ['registry.errors.resetPassword', 'Error with reset password process'],
  ['registry.errors.updateProfile', 'Error with update profile'],
  ['registry.errors.fetchAccount', 'Error with fetch account data'],
  ['registry.errors.loadingFile', 'Loading file error', 'Błąd ładowania pliku'],
  ['registry.errors.attachmentMissing', 'Attachment file does not exist', 'Załącznik nie istnieje'],
  [
    'registry.errors.attachmentNotFound',
    'Attachment file does not exist',
    'Załącznik nie istnieje',
  ],
  ['registry.errors.rodoConsentMissing', 'Rodo consent does not exist', 'Zgoda RODO nie istnieje'],
  ['registry.errors.rodoConsentNotFound', 'Rodo consent does not exist', 'Zgoda RODO nie istnieje'],
  ['registry.errors.patientMissing', 'Patient does not exist', 'Pacjent nie istnieje'],
  ['registry.errors.patientNotFound', 'Patient does not exist', 'Pacjent nie istnieje'],
  [
    'registry.errors.formGeneration',
    'An error occurred while generating the form',
    'Wystąpił błąd podczas generowania formularza',
  ],
  ['registry.errors.favorites', 'An error occurred while adding to or removing from favorites'],
  ['registry.errors.flag', 'Error adding or deleting a flag'],
  ['registry.errors.valueNotFound', 'Value not found', 'Nie odnaleziono wartości'],
  [
    'registry.errors.missingPermissions',
    'Missing permissions',
    'Nie masz uprawnień do tego widoku',
  ],
  ['registry.modal.confirm', 'Confirm'],
  ['registry.notifications.loginSuccess', 'Successful login', 'Zalogowano pomyślnie'],
  ['registry.notifications.logoutSuccess', 'Successful logout'],
  ['registry.notifications.passwordChanged', 'Password changed'],
  ['registry.notifications.emailUpdated', 'Email updated'],
  ['registry.notifications.userCreated', 'User created'],
  ['registry.notifications.userUpdated', 'User updated'],
  ['registry.notifications.userActivated', 'User activated'],
  ['registry.notifications.userDeactivated', 'User deactivated'],
  ['registry.notifications.hospitalSaved', 'The hospital data has been successfully saved.'],
  ['registry.notifications.hospitalCreated', 'Hospital created'],
  ['registry.notifications.hospitalActivated', 'Hospital activated'],
  ['registry.notifications.hospitalDeactivated', 'Hospital deactivated'],
  ['registry.notifications.patientCreated', 'Patient created'],
  ['registry.notifications.patientUpdated', 'Patient updated'],
  ['registry.notifications.patientActivated', 'Patient activated'],
  ['registry.notifications.patientDeactivated', 'Patient deactivated'],
  ['registry.notifications.categoryCreated', 'Category created'],
  ['registry.notifications.categoryUpdated', 'Category updated'],
  ['registry.notifications.categoryActivated', 'Category activated'],
  ['registry.notifications.categoryDeactivated', 'Category deactivated'],
  ['registry.notifications.dictionaryEntryCreated', 'Dictionary entry created'],
  ['registry.notifications.dictionaryEntryUpdated', 'Dictionary entry updated'],
  ['registry.notifications.formSaved', 'Form saved'],
  ['registry.notifications.consentAdded', 'Consent added'],
  ['registry.notifications.fileRemoved', 'File removed'],
  ['registry.notifications.flagAdded', 'Flag added'],
  ['registry.notifications.flagRemoved', 'Flag removed'],
  ['forms.leave.title', 'Unsaved changes will be lost'],
];

describe('the messages of spec section 8', () => {
  const polish = leaves(pl);
  const english = leaves(en);

  const cases = SPEC_MESSAGES.map(([key, text, polishText]) => ({ key, text, polishText }));

  it.each(cases)('$key reads "$text" in English and has a Polish text', (message) => {
    expect(english.get(message.key)).toBe(message.text);
    const translated = polish.get(message.key);
    expect(typeof translated === 'string' && translated.trim()).toBeTruthy();
    if (message.polishText) expect(translated).toBe(message.polishText);
    else expect(translated).not.toBe(message.text);
  });
});

describe('i18n provider', () => {
  it('starts in Polish when nothing is stored', () => {
    const i18n = createI18nProvider(storageWith(null));
    expect(i18n.getLocale()).toBe('pl');
    expect(i18n.translate('registry.errors.badCredentials')).toBe('Nieprawidłowe dane logowania');
  });

  it('applies a stored preference for a supported language', () => {
    const i18n = createI18nProvider(storageWith('en'));
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('registry.errors.badCredentials')).toBe('Bad credentials');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored preference for an unsupported language', () => {
    const i18n = createI18nProvider(storageWith('de'));
    expect(i18n.getLocale()).toBe('pl');
  });

  it('reads a key the Polish catalogue lacks in English', () => {
    const menu = pl.registry.menu as Record<string, string>;
    const home = menu.home!;
    delete menu.home;
    try {
      const i18n = createI18nProvider(storageWith(null));
      expect(i18n.translate('registry.menu.home')).toBe('Home');
      expect(i18n.translate('registry.menu.account')).toBe(pl.registry.menu.account);
      // A text that is not a key is shown as it is.
      expect(i18n.translate('Serwer odpowiedział')).toBe('Serwer odpowiedział');
    } finally {
      menu.home = home;
    }
  });

  it('names a sort by the field as labelled, an acronym intact', async () => {
    const i18n = createI18nProvider(storageWith(null));
    const sortBy = (field: string, order: string) =>
      i18n.translate('ra.sort.sort_by', { field, field_lower_first: 'pESEL', order });
    expect(sortBy('PESEL lub paszport', 'rosnąco')).toBe(
      'Sortuj według: PESEL lub paszport, rosnąco',
    );
    await i18n.changeLocale('en');
    expect(sortBy('PESEL or passport', 'ascending')).toBe('Sort by: PESEL or passport, ascending');
  });

  it('stores the language the user switches to', async () => {
    const storage = storageWith(null);
    const i18n = createI18nProvider(storage);
    await i18n.changeLocale('en');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(i18n.translate('registry.menu.home')).toBe('Home');
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('en');
  });
});
