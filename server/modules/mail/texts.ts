/**
 * The registry's mail (password reset, a new account, a changed email address) in each language
 * of the interface, as the server sends it. Only the server words mail, so these texts stay out
 * of domain/messages.ts, which the browser loads (its sign-in part on the login route).
 * Placeholders use Polyglot's %{name} form, filled by domain/messages.ts interpolate().
 */
import { type Locale, type MessageArgs, interpolate } from '../../../domain/messages';

const pl = {
  resetSubject: 'oncoreg: ustawienie nowego hasła',
  resetBody:
    'Dzień dobry,\n\notrzymaliśmy prośbę o ustawienie nowego hasła do konta %{email} w rejestrze oncoreg.\nAby ustawić hasło, otwórz link (ważny 1 godzinę, jednorazowy):\n\n%{link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  welcomeSubject: 'oncoreg: konto w rejestrze',
  welcomeBody:
    'Dzień dobry,\n\nadministrator centralny założył dla Ciebie konto %{email} w rejestrze oncoreg.\nAby ustawić hasło, otwórz link (ważny 1 godzinę, jednorazowy):\n\n%{link}\n\nGdy link wygaśnie, poproś o nowy na stronie logowania („Nie pamiętasz hasła?”).',
  emailChangedSubject: 'oncoreg: zmieniono adres e-mail konta',
  emailChangedBody:
    'Dzień dobry,\n\nadres e-mail konta %{email} w rejestrze oncoreg został właśnie zmieniony na inny. Wiadomości z rejestru, także linki do ustawienia hasła, trafiają odtąd na nowy adres, a pozostałe sesje konta zostały zakończone.\n\nJeśli to nie Ty, ktoś mógł przejąć Twoje konto: niezwłocznie skontaktuj się z administratorem centralnym rejestru.',
  emailChangedByAdministratorBody:
    'Dzień dobry,\n\nadministrator centralny zmienił adres e-mail konta %{email} w rejestrze oncoreg. Wiadomości z rejestru, także linki do ustawienia hasła, trafiają odtąd na nowy adres, a wszystkie sesje konta zostały zakończone.\n\nJeśli nie spodziewasz się tej zmiany, skontaktuj się z administratorem centralnym rejestru.',
};

const en: Record<keyof typeof pl, string> = {
  resetSubject: 'oncoreg: set a new password',
  resetBody:
    'Hello,\n\nwe received a request to set a new password for the account %{email} in the oncoreg registry.\nTo set it, open this link (valid for 1 hour, single use):\n\n%{link}\n\nIf this was not you, ignore this message: your password stays as it is.',
  welcomeSubject: 'oncoreg: your registry account',
  welcomeBody:
    'Hello,\n\na central administrator has created the account %{email} for you in the oncoreg registry.\nTo set your password, open this link (valid for 1 hour, single use):\n\n%{link}\n\nIf the link has expired, ask for a new one on the sign-in page ("Forgot password?").',
  emailChangedSubject: 'oncoreg: the email address of your account was changed',
  emailChangedBody:
    "Hello,\n\nthe email address of the account %{email} in the oncoreg registry has just been changed to another one. Mail from the registry, password links included, now goes to the new address, and the account's other sessions have ended.\n\nIf this was not you, someone may have taken over your account: contact the registry's central administrator at once.",
  emailChangedByAdministratorBody:
    "Hello,\n\na central administrator has changed the email address of the account %{email} in the oncoreg registry. Mail from the registry, password links included, now goes to the new address, and every session of the account has ended.\n\nIf you did not expect this change, contact the registry's central administrator.",
};

const MAIL_TEXTS: Record<Locale, Record<keyof typeof pl, string>> = { pl, en };

export type MailTextKey = keyof typeof pl;

/** A mail's subject or body in this language, with its placeholders filled. */
export function mailText(locale: Locale, key: MailTextKey, args?: MessageArgs): string {
  return interpolate(MAIL_TEXTS[locale][key], args);
}
