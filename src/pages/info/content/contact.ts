/**
 * The contact page's words around the foundation's details (which come from the server's
 * settings): what to ask whom, and the labels of the details.
 */
import type { Block, Localized } from './types';

export interface ContactTexts {
  intro: readonly Block[];
  address: string;
  email: string;
  phone: string;
  hours: string;
  dataProtectionOfficer: string;
  dataProtectionIntro: string;
}

export const CONTACT: Localized<ContactTexts> = {
  pl: {
    intro: [
      'Rejestr prowadzi fundacja wymieniona poniżej. W sprawie konta, szpitali i protokołów przypisanych do konta albo dostępu do pacjenta zwróć się do administratora centralnego fundacji.',
      'Zgłaszając błąd, podaj kod błędu z komunikatu („Kod błędu: …”), godzinę i ekran, na którym wystąpił. Nie wysyłaj danych pacjentów zwykłym e-mailem: wskaż pacjenta jego identyfikatorem z adresu strony (np. /patient/123).',
    ],
    address: 'Adres',
    email: 'E-mail',
    phone: 'Telefon',
    hours: 'Godziny pracy',
    dataProtectionOfficer: 'Inspektor ochrony danych',
    dataProtectionIntro: 'Pytania i wnioski dotyczące danych osobowych:',
  },
  en: {
    intro: [
      "The registry is run by the foundation below. For your account, the hospitals and protocols assigned to it, or access to a patient, ask the foundation's central administrator.",
      'When you report an error, give the error code from the message ("Error code: …"), the time and the screen it happened on. Do not send patient data by plain email: name the patient by the id in the page\'s address (/patient/123, say).',
    ],
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    hours: 'Hours',
    dataProtectionOfficer: 'Data protection officer',
    dataProtectionIntro: 'Questions and requests about personal data:',
  },
};
