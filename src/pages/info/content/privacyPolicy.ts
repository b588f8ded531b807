/**
 * The privacy policy: what spec section 1 states, and what this application actually does with
 * personal data. It describes the application, not the foundation's legal choices (purposes,
 * legal bases, retention), which it leaves to the foundation as the controller. English is the
 * original; the Polish text is its translation.
 */
import { TERMS_CHANGE_NOTICE_DAYS } from '../../../../domain/info';
import type { LegalDocument, Localized } from './types';

export const PRIVACY_POLICY: Localized<LegalDocument> = {
  en: {
    notice:
      'This is the original text of the privacy policy. A Polish translation is available through the language switch; where the two differ, this English text prevails.',
    sections: [
      {
        id: 'privacy-controller',
        heading: 'Who is responsible',
        blocks: [
          'The oncoreg registry is run by a foundation for children with cancer and blood disorders. The foundation is the controller of the personal data kept in the registry: it decides why the data is kept and for how long.',
          {
            text: 'The foundation’s contact details, including the address of its data protection officer, are on the',
            link: { to: '/contact', label: 'Contact page (after signing in)' },
          },
        ],
      },
      {
        id: 'privacy-data',
        heading: 'What the registry holds',
        blocks: [
          'About patients, who are children treated for cancer or blood disorders:',
          {
            items: [
              'identity: first and last name, PESEL or passport number, date of birth, gender, nationality;',
              'the PESEL or passport number of the legal representative, and the residence, registered and correspondence addresses;',
              'the hospitals, disease category and protocols (disease entities) of the patient;',
              'clinical data entered in the protocol forms, including diagnosis, treatment, response, follow-up and, where it applies, death;',
              'attachments such as discharge summaries and test reports, and scans of data-protection (RODO) consents with the date they were signed.',
            ],
          },
          'Much of this is health data, which the law protects as a special category of personal data.',
          'About users: first and last name, email address, username and phone number when given, role, hospitals and protocols, sign-in times, and the record of what they changed in the registry.',
        ],
      },
      {
        id: 'privacy-access',
        heading: 'Who can see it',
        blocks: [
          'Access is limited by hospital and by protocol, and the server checks the limits on every request, whatever the screen shows. A user sees only the patients assigned to at least one of their hospitals, and of those patients only the protocols and forms assigned to their account. What each role may change is set in one permission table.',
          "The foundation's central administrators see the whole registry, create and close accounts, and assign hospitals and protocols to them.",
        ],
      },
      {
        id: 'privacy-audit',
        heading: 'The record of changes',
        blocks: [
          'Every change to the data is recorded: who made it, when, what was changed, and the values before and after. Sign-ins, failed sign-ins and sign-outs are recorded too. Passwords and security tokens never appear in the record. The database refuses any change to or deletion of the record.',
          'Central administrators can read the whole record; other users see the history of the patients they can see.',
        ],
      },
      {
        id: 'privacy-keeping',
        heading: 'How data is kept',
        blocks: [
          "The data is kept in the foundation's database, uploaded files included. The application deletes nothing: deactivated records, every saved version of a form and deleted attachments stay in the database. How long data is kept is decided by the foundation as the controller.",
          'Requests about personal data (access, correction, erasure and others) go to the foundation.',
        ],
      },
      {
        id: 'privacy-security',
        heading: 'Security',
        blocks: [
          'Passwords are stored only as hashes (Argon2id), never as readable text. A session ends on sign-out, on a password change and when the account is deactivated. Uploaded files are accepted only as PDF, JPEG or PNG, recognised by their content.',
        ],
      },
      {
        id: 'privacy-browser',
        heading: 'What stays in your browser',
        blocks: [
          "The application uses no cookies and includes no analytics, advertising or tracking. It keeps in the browser's local storage:",
          {
            items: [
              'the session tokens, removed when you sign out;',
              'the interface language and display preferences such as list settings;',
              'form saves made without a network connection, until they are sent. These contain patient data: do not leave unsent saves on a computer other people use.',
            ],
          },
        ],
      },
      {
        id: 'privacy-changes',
        heading: 'Changes to this policy',
        blocks: [
          `The foundation announces material changes to this policy ${TERMS_CHANGE_NOTICE_DAYS} days before they take effect.`,
        ],
      },
    ],
  },
  pl: {
    notice:
      'To jest tłumaczenie polityki prywatności. Oryginałem jest wersja angielska (przełącznik języka); w razie rozbieżności rozstrzyga angielski oryginał.',
    sections: [
      {
        id: 'privacy-controller',
        heading: 'Kto odpowiada za dane',
        blocks: [
          'Rejestr oncoreg prowadzi fundacja na rzecz dzieci chorych na nowotwory i choroby krwi. Fundacja jest administratorem danych osobowych przechowywanych w rejestrze: decyduje, w jakim celu i jak długo dane są przechowywane.',
          {
            text: 'Dane kontaktowe fundacji, w tym adres inspektora ochrony danych, są na stronie',
            link: { to: '/contact', label: 'Kontakt (po zalogowaniu)' },
          },
        ],
      },
      {
        id: 'privacy-data',
        heading: 'Jakie dane zawiera rejestr',
        blocks: [
          'O pacjentach, czyli dzieciach leczonych z powodu nowotworów lub chorób krwi:',
          {
            items: [
              'dane identyfikacyjne: imię i nazwisko, PESEL lub numer paszportu, data urodzenia, płeć, obywatelstwo;',
              'PESEL lub numer paszportu przedstawiciela ustawowego oraz adresy zamieszkania, zameldowania i do korespondencji;',
              'szpitale, kategorię choroby i protokoły (jednostki chorobowe) pacjenta;',
              'dane kliniczne wpisane w formularze protokołów, w tym rozpoznanie, leczenie, odpowiedź na leczenie, obserwację i – jeśli dotyczy – zgon;',
              'załączniki, takie jak epikryzy i wyniki badań, oraz skany zgód RODO z datą ich podpisania.',
            ],
          },
          'Wiele z tych danych to dane o zdrowiu, które prawo chroni jako szczególną kategorię danych osobowych.',
          'O użytkownikach: imię i nazwisko, adres e-mail, nazwa użytkownika i telefon (jeśli podano), rola, szpitale i protokoły, czas logowań oraz zapis zmian wprowadzonych w rejestrze.',
        ],
      },
      {
        id: 'privacy-access',
        heading: 'Kto ma dostęp do danych',
        blocks: [
          'Dostęp jest ograniczony według szpitali i protokołów, a serwer sprawdza te ograniczenia przy każdym zapytaniu, niezależnie od tego, co pokazuje ekran. Użytkownik widzi tylko pacjentów przypisanych do co najmniej jednego z jego szpitali, a u nich tylko protokoły i formularze przypisane do jego konta. To, co może zmieniać każda rola, określa jedna tabela uprawnień.',
          'Administratorzy centralni fundacji widzą cały rejestr, zakładają i zamykają konta oraz przypisują do nich szpitale i protokoły.',
        ],
      },
      {
        id: 'privacy-audit',
        heading: 'Rejestr zmian',
        blocks: [
          'Każda zmiana danych jest zapisywana: kto ją wprowadził, kiedy, co zmienił oraz wartości przed zmianą i po niej. Zapisywane są też logowania, nieudane próby logowania i wylogowania. Hasła i tokeny bezpieczeństwa nigdy nie trafiają do tego zapisu. Baza danych nie pozwala zmienić ani usunąć jego wpisów.',
          'Administratorzy centralni mogą przeglądać cały zapis zmian; pozostali użytkownicy widzą historię pacjentów, których mogą zobaczyć.',
        ],
      },
      {
        id: 'privacy-keeping',
        heading: 'Przechowywanie danych',
        blocks: [
          'Dane, w tym przesłane pliki, są przechowywane w bazie danych fundacji. Aplikacja niczego nie usuwa: dezaktywowane rekordy, każda zapisana wersja formularza i usunięte załączniki zostają w bazie danych. O okresie przechowywania danych decyduje fundacja jako administrator danych.',
          'Wnioski dotyczące danych osobowych (dostęp, sprostowanie, usunięcie i inne) należy kierować do fundacji.',
        ],
      },
      {
        id: 'privacy-security',
        heading: 'Bezpieczeństwo',
        blocks: [
          'Hasła są przechowywane wyłącznie jako skróty (Argon2id), nigdy w postaci czytelnej. Sesja kończy się po wylogowaniu, po zmianie hasła i po dezaktywacji konta. Przesyłane pliki są przyjmowane tylko w formatach PDF, JPEG i PNG, rozpoznawanych po zawartości.',
        ],
      },
      {
        id: 'privacy-browser',
        heading: 'Co zostaje w przeglądarce',
        blocks: [
          'Aplikacja nie używa plików cookie i nie zawiera narzędzi analitycznych, reklamowych ani śledzących. W pamięci lokalnej przeglądarki przechowuje:',
          {
            items: [
              'tokeny sesji, usuwane po wylogowaniu;',
              'język interfejsu i ustawienia wyświetlania, np. ustawienia list;',
              'zapisy formularzy wykonane bez połączenia z siecią, do czasu ich wysłania. Zawierają dane pacjentów: nie zostawiaj niewysłanych zapisów na komputerze, z którego korzystają inne osoby.',
            ],
          },
        ],
      },
      {
        id: 'privacy-changes',
        heading: 'Zmiany polityki prywatności',
        blocks: [
          `Fundacja ogłasza istotne zmiany tej polityki na ${TERMS_CHANGE_NOTICE_DAYS} dni przed ich wejściem w życie.`,
        ],
      },
    ],
  },
};
