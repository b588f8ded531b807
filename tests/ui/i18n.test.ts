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
