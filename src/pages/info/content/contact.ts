/**
 * The contact page's words around the foundation's details (which come from the server's
 * settings): what to ask whom, and the labels of the details.
 */
import type { Block, Localized } from './types';

export interface ContactTexts {
  intro: readonly Block[];
  /** The card's title while the foundation's name is not set. */
  foundation: string;
  /** In place of the details while none is set. */
  notSet: string;
  address: string;
  email: string;
  phone: string;
  hours: string;
  dataProtectionOfficer: string;
  dataProtectionIntro: string;
  dataProtectionNotSet: string;
}

export const CONTACT: Localized<ContactTexts> = {
  pl: {
    intro: [
      'Rejestr prowadzi fundacja wymieniona poniżej. W sprawie konta, szpitali i protokołów przypisanych do konta albo dostępu do pacjenta zwróć się do administratora centralnego fundacji.',
      'Zgłaszając błąd, podaj kod błędu z komunikatu („Kod błędu: …”), godzinę i ekran, na którym wystąpił. Nie wysyłaj danych pacjentów zwykłym e-mailem: wskaż pacjenta jego identyfikatorem z adresu strony (np. /patient/123).',
    ],
    foundation: 'Fundacja prowadząca rejestr',
    notSet:
      'Dane kontaktowe fundacji nie zostały jeszcze wpisane w ustawieniach rejestru. Do tego czasu zwróć się do koordynatora w swoim szpitalu.',
    address: 'Adres',
    email: 'E-mail',
    phone: 'Telefon',
    hours: 'Godziny pracy',
    dataProtectionOfficer: 'Inspektor ochrony danych',
    dataProtectionIntro: 'Pytania i wnioski dotyczące danych osobowych:',
    dataProtectionNotSet:
      'Adres inspektora ochrony danych nie został jeszcze wpisany w ustawieniach rejestru. Do tego czasu zwróć się do koordynatora w swoim szpitalu.',
  },
  en: {
    intro: [
      "The registry is run by the foundation below. For your account, the hospitals and protocols assigned to it, or access to a patient, ask the foundation's central administrator.",
      'When you report an error, give the error code from the message ("Error code: …"), the time and the screen it happened on. Do not send patient data by plain email: name the patient by the id in the page\'s address (/patient/123, say).',
    ],
    foundation: 'The foundation that runs the registry',
    notSet:
      "The foundation's contact details have not been entered in the registry's settings yet. Until then, ask your hospital's coordinator.",
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    hours: 'Hours',
    dataProtectionOfficer: 'Data protection officer',
    dataProtectionIntro: 'Questions and requests about personal data:',
    dataProtectionNotSet:
      "The data protection officer's address has not been entered in the registry's settings yet. Until then, ask your hospital's coordinator.",
  },
};
