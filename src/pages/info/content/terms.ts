/**
 * The terms of use, as spec section 1 states them: users 18 or older, the password kept secret,
 * the foundation may close an account, material changes announced 30 days ahead, the English
 * original prevails over the Polish translation. English is the original.
 */
import { MINIMUM_USER_AGE, TERMS_CHANGE_NOTICE_DAYS } from '../../../../domain/info';
import type { LegalDocument, Localized } from './types';

export const TERMS: Localized<LegalDocument> = {
  en: {
    notice:
      'This is the original text of the terms of use. A Polish translation is available through the language switch; where the two differ, this English text prevails.',
    sections: [
      {
        id: 'terms-users',
        heading: 'Who may use the registry',
        blocks: [
          "The registry is for the staff of the hospitals taking part in it (reporter physicians, coordinators and data administrators) and for the foundation's central administrators. Accounts are created by a central administrator; nobody can register on their own.",
          `Users must be at least ${MINIMUM_USER_AGE} years old.`,
        ],
      },
      {
        id: 'terms-password',
        heading: 'Your account and password',
        blocks: [
          'An account is personal: do not let anyone else use it.',
          'Keep your password secret. Do not tell it to anyone, colleagues and the foundation’s staff included, and do not write it down where others can see it. If you think someone else knows it, change it at once under My account, which ends your other sessions, and tell a central administrator.',
          'Sign out when you finish work on a computer that other people use.',
        ],
      },
      {
        id: 'terms-use',
        heading: 'Using the registry',
        blocks: [
          'Enter data carefully and only as your role and your hospitals allow. Do not try to reach data your account does not give you. Every change is recorded with the account that made it (see the privacy policy).',
          "The registry does not replace the hospital's own medical records.",
        ],
      },
      {
        id: 'terms-closing',
        heading: 'Closing an account',
        blocks: [
          'The foundation may close (deactivate) an account, for example when its holder leaves the hospital, no longer needs access, or the account may have been misused. Closing ends the account’s sessions at once; the data entered with the account and the record of its changes stay in the registry.',
        ],
      },
      {
        id: 'terms-changes',
        heading: 'Changes to these terms',
        blocks: [
          `The foundation announces material changes to these terms ${TERMS_CHANGE_NOTICE_DAYS} days before they take effect.`,
        ],
      },
      {
        id: 'terms-language',
        heading: 'Language',
        blocks: [
          'These terms are written in English; the Polish text is a translation. Where they differ, the English original prevails.',
        ],
      },
    ],
  },
  pl: {
    notice:
      'To jest tłumaczenie regulaminu. Oryginałem jest wersja angielska (przełącznik języka); w razie rozbieżności rozstrzyga angielski oryginał.',
    sections: [
      {
        id: 'terms-users',
        heading: 'Kto może korzystać z rejestru',
        blocks: [
          'Rejestr jest przeznaczony dla pracowników szpitali uczestniczących w rejestrze (lekarzy raportujących, koordynatorów i administratorów danych) oraz dla administratorów centralnych fundacji. Konta zakłada administrator centralny; nie można zarejestrować się samodzielnie.',
          `Użytkownik musi mieć ukończone ${MINIMUM_USER_AGE} lat.`,
        ],
      },
      {
        id: 'terms-password',
        heading: 'Konto i hasło',
        blocks: [
          'Konto jest osobiste: nie pozwalaj nikomu innemu z niego korzystać.',
          'Zachowaj hasło w tajemnicy. Nie podawaj go nikomu, również współpracownikom i pracownikom fundacji, i nie zapisuj go w miejscu widocznym dla innych. Jeśli podejrzewasz, że ktoś inny je zna, od razu zmień je na stronie „Moje konto” (zakończy to Twoje pozostałe sesje) i powiadom administratora centralnego.',
          'Wyloguj się po zakończeniu pracy na komputerze, z którego korzystają inne osoby.',
        ],
      },
      {
        id: 'terms-use',
        heading: 'Korzystanie z rejestru',
        blocks: [
          'Wprowadzaj dane starannie i tylko w zakresie, na jaki pozwalają Twoja rola i Twoje szpitale. Nie próbuj uzyskać dostępu do danych, których Twoje konto nie obejmuje. Każda zmiana jest zapisywana wraz z kontem, które ją wprowadziło (zob. polityka prywatności).',
          'Rejestr nie zastępuje dokumentacji medycznej prowadzonej przez szpital.',
        ],
      },
      {
        id: 'terms-closing',
        heading: 'Zamknięcie konta',
        blocks: [
          'Fundacja może zamknąć (dezaktywować) konto, na przykład gdy jego właściciel odchodzi ze szpitala, nie potrzebuje już dostępu albo konto mogło zostać użyte niezgodnie z przeznaczeniem. Zamknięcie konta od razu kończy jego sesje; dane wprowadzone z tego konta i zapis jego zmian zostają w rejestrze.',
        ],
      },
      {
        id: 'terms-changes',
        heading: 'Zmiany regulaminu',
        blocks: [
          `Fundacja ogłasza istotne zmiany regulaminu na ${TERMS_CHANGE_NOTICE_DAYS} dni przed ich wejściem w życie.`,
        ],
      },
      {
        id: 'terms-language',
        heading: 'Język',
        blocks: [
          'Regulamin został napisany po angielsku; tekst polski jest tłumaczeniem. W razie rozbieżności rozstrzyga angielski oryginał.',
        ],
      },
    ],
  },
};
