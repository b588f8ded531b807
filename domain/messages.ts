/**
 * Messages that the browser and the server must word alike: the validation rules of spec
 * section 5 and the API's error and confirmation messages. The server answers in the language
 * of the request's Accept-Language header; the interface puts these under `registry.*`.
 * Placeholders use Polyglot's %{name} form. Each language's messages are a module of their own
 * (messagesPl.ts, messagesEn.ts), and the list of languages too (locales.ts): the login route
 * loads its language's messages alone, within its 250 kB budget.
 */
import { DEFAULT_LOCALE, type Locale, isLocale } from './locales';
import { en } from './messagesEn';
import { pl } from './messagesPl';

export { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from './locales';

export type DomainMessages = typeof pl;

export const DOMAIN_MESSAGES: Record<Locale, DomainMessages> = { pl, en };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key such as `errors.badCredentials` or `validation.min`. */
export type DomainMessageKey = Leaves<DomainMessages>;

export type MessageArgs = Record<string, string | number>;

export function interpolate(template: string, args: MessageArgs = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}

export function translate(locale: Locale, key: DomainMessageKey, args?: MessageArgs): string {
  const [group, name] = key.split('.') as [keyof DomainMessages, string];
  const template = (DOMAIN_MESSAGES[locale][group] as Record<string, string>)[name] ?? key;
  return interpolate(template, args);
}

/** Picks the first supported language of an Accept-Language header; Polish otherwise. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
