/**
 * The questions hospital staff ask about the registry, with answers true of this application:
 * protocols and who sees what, correction flags, consents and attachments, passwords, saving
 * forms offline, deactivation, and whom to ask. Figures come from domain/, so that the answers
 * follow the rules they describe.
 */
import { PASSWORD_MIN_LENGTH, PROTOCOL_CODES } from '../../../../domain';
import { OFFLINE_QUEUE_LIMIT } from '../../../../domain/forms';
import { DEFAULT_MAX_UPLOAD_MB } from '../../../../domain/patient';
import type { Block, Localized } from './types';

export interface Question {
  id: string;
  question: string;
  answer: readonly Block[];
}

export interface Topic {
  id: string;
  heading: string;
  questions: readonly Question[];
}

export interface Faq {
  intro: string;
  topics: readonly Topic[];
}

const CODES = PROTOCOL_CODES.join(', ');

export const FAQ: Localized<Faq> = {
  pl: {
    intro:
      'Odpowiedzi na pytania, które najczęściej zadają pracownicy szpitali korzystający z rejestru. Opis poszczególnych ekranów znajdziesz na stronie Pomoc.',
    topics: [
      {
        id: 'faq-access',
        heading: 'Protokoły i dostęp do pacjentów',
        questions: [
          {
            id: 'faq-protocols',
            question: 'Czym jest protokół i jak pacjent go otrzymuje?',
            answer: [
              `Protokół to jednostka chorobowa, według której rejestr prowadzi dane kliniczne pacjenta: ${CODES}. Każdy protokół ma formularz podstawowy i formularz rozszerzony.`,
              'Pierwsze protokoły wybiera się przy dodawaniu pacjenta, kolejne dodaje się na karcie pacjenta w sekcji „Protokoły”. Robią to lekarze raportujący, administratorzy danych i administratorzy centralni. Administrator centralny może dodać każdy protokół, pozostali tylko protokoły przypisane do ich konta. Protokołu nie usuwa się: jeśli przestał dotyczyć pacjenta, dezaktywuje się go. Formularze nieaktywnego protokołu można przeglądać, ale nie można ich zapisać.',
            ],
          },
          {
            id: 'faq-scope',
            question: 'Dlaczego widzę tylko część pacjentów, protokołów lub formularzy?',
            answer: [
              'Administrator centralny przypisuje każdemu kontu szpitale i protokoły. Widzisz pacjentów, którzy są przypisani do co najmniej jednego z Twoich szpitali, a u nich tylko protokoły i formularze z Twojej listy protokołów. Administrator centralny widzi wszystkich pacjentów i wszystkie protokoły.',
              'Te same zasady obowiązują w liście pacjentów, na karcie pacjenta, w formularzach i w statystykach na stronie głównej. Pilnuje ich serwer, nie sam wygląd ekranu: pacjent spoza Twoich szpitali wygląda dokładnie tak, jakby nie istniał („Pacjent nie istnieje”).',
              'Jeśli potrzebujesz dostępu do innego szpitala lub protokołu, poproś administratora centralnego fundacji o zmianę uprawnień Twojego konta.',
            ],
          },
          {
            id: 'faq-duplicate',
            question:
              'Przy dodawaniu pacjenta pojawia się komunikat, że pacjent z tym numerem PESEL już jest w rejestrze. Co zrobić?',
            answer: [
              'Rejestr nie pozwala założyć drugiego rekordu tej samej osoby. Jeśli możesz zobaczyć istniejącego pacjenta, komunikat zawiera link do jego karty: tam uzupełnij dane. Jeśli pacjent jest przypisany do szpitala, którego nie obsługujesz, nie zobaczysz jego danych; administrator centralny może dodać Twój szpital do jego karty.',
            ],
          },
        ],
      },
      {
        id: 'faq-flags',
        heading: 'Flagi korekty',
        questions: [
          {
            id: 'faq-flag-what',
            question: 'Czym jest flaga korekty?',
            answer: [
              'Flaga korekty to prośba o poprawienie danych pacjenta: komentarz, co jest do poprawy, skierowany do jednego ze szpitali pacjenta. Otwarte flagi widać na karcie pacjenta w sekcji „Flagi korekty”, w liście pacjentów (filtr „Z otwartymi flagami korekty”) i na stronie głównej w liście pacjentów do poprawy.',
            ],
          },
          {
            id: 'faq-flag-who',
            question: 'Kto dodaje i kto rozwiązuje flagi?',
            answer: [
              'Flagę może dodać każdy zalogowany użytkownik, który widzi pacjenta, wskazując jeden ze szpitali pacjenta, które sam obsługuje (administrator centralny: dowolny szpital pacjenta).',
              'Flagę rozwiązują koordynatorzy, administratorzy danych i administratorzy centralni, zwykle po poprawieniu danych. Lekarz raportujący dodaje flagi, ale ich nie rozwiązuje. Rozwiązana flaga nie znika: zostaje na karcie pacjenta z informacją, kto i kiedy ją rozwiązał, a oba zdarzenia trafiają do historii zmian.',
            ],
          },
        ],
      },
      {
        id: 'faq-files',
        heading: 'Zgody RODO i załączniki',
        questions: [
          {
            id: 'faq-consents',
            question: 'Jak dodać zgodę RODO pacjenta?',
            answer: [
              'Na karcie pacjenta, w sekcji „Zgody RODO”, wybierz skan podpisanej zgody i podaj datę jej podpisania (nie późniejszą niż dzisiejsza). Zgody dodają lekarze raportujący, administratorzy danych i administratorzy centralni; pozostali użytkownicy mogą je pobrać. Dodanej zgody nie można usunąć w aplikacji.',
            ],
          },
          {
            id: 'faq-attachments',
            question: 'Jakie pliki można dołączyć, np. epikryzę?',
            answer: [
              'W sekcji „Załączniki” na karcie pacjenta dodaje się dokumenty z typem wybranym ze słownika: epikryza (karta informacyjna leczenia szpitalnego), wynik badania histopatologicznego, cytogenetycznego lub molekularnego, opis badania obrazowego, wyniki badań laboratoryjnych, skierowanie, protokół operacyjny, karta informacyjna radioterapii, konsultacja, karta zgonu lub inny dokument.',
              `Przyjmowane są pliki PDF, JPG i PNG, rozpoznawane po zawartości, a nie po nazwie. Największy rozmiar pliku ustala fundacja (domyślnie ${DEFAULT_MAX_UPLOAD_MB} MB). Plik innego rodzaju zostanie odrzucony z komunikatem „Nieprawidłowy format pliku”.`,
              'Usunięcie załącznika wymaga potwierdzenia. Usunięty załącznik znika z karty pacjenta, ale rejestr go nie kasuje: zostaje w bazie danych i w historii zmian.',
            ],
          },
        ],
      },
      {
        id: 'faq-password',
        heading: 'Logowanie i hasło',
        questions: [
          {
            id: 'faq-reset',
            question: 'Nie pamiętam hasła. Co zrobić?',
            answer: [
              'Na stronie logowania wybierz „Nie pamiętasz hasła?” i podaj adres e-mail konta. Jeśli konto istnieje, wyślemy na ten adres link do ustawienia nowego hasła. Link jest ważny 1 godzinę i działa tylko raz; po tym czasie poproś o nowy.',
              'Ze względów bezpieczeństwa strona zawsze odpowiada tak samo, niezależnie od tego, czy konto o takim adresie istnieje. Jeśli wiadomość nie przychodzi, sprawdź pisownię adresu i folder spamu, a potem skontaktuj się z administratorem centralnym.',
              'Po ustawieniu nowego hasła wszystkie dotychczasowe sesje konta zostają zakończone.',
            ],
          },
          {
            id: 'faq-password-rules',
            question: 'Jakie hasło zostanie przyjęte?',
            answer: [
              `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków, w tym małą i wielką literę, cyfrę i znak specjalny. Hasło zmienisz w każdej chwili na stronie „Moje konto”; inne sesje konta zostaną wtedy zakończone.`,
            ],
          },
          {
            id: 'faq-locked',
            question: 'Dlaczego nie mogę się zalogować po kilku nieudanych próbach?',
            answer: [
              'Po kilku nieudanych próbach logowania konto jest na pewien czas blokowane, a komunikat mówi, po ilu minutach spróbować ponownie. To chroni konta przed odgadywaniem haseł. Jeśli nie pamiętasz hasła, ustaw nowe linkiem z e-maila.',
            ],
          },
        ],
      },
      {
        id: 'faq-offline',
        heading: 'Formularze bez połączenia z siecią',
        questions: [
          {
            id: 'faq-pending',
            question: 'Dlaczego formularz pokazuje „Oczekuje na wysłanie”?',
            answer: [
              'Formularz zapisany bez połączenia z siecią (albo gdy połączenie zostało przerwane w trakcie zapisu) trafia do kolejki w tej przeglądarce, na tym urządzeniu, przypisanej do Twojego konta. Licznik „Oczekuje na wysłanie” pokazuje, ile zapisów czeka. Zostaną wysłane na serwer automatycznie, po kolei, gdy wróci połączenie i będziesz zalogowany.',
              `W kolejce może czekać najwyżej ${OFFLINE_QUEUE_LIMIT} zapisów. Kolejny zapis zostanie odrzucony, a formularz zostanie niezapisany: połącz się z siecią przed dalszą pracą.`,
              'Jeśli w międzyczasie ktoś zapisał nowszą wersję tego formularza, rejestr niczego nie nadpisze: po otwarciu formularza wybierzesz, która wersja ma zostać. Jeśli serwer odrzuci zapis (np. formularz zawiera błędy albo protokół został dezaktywowany), popraw formularz i zapisz go ponownie.',
              'Nie czyść danych przeglądarki, dopóki zapisy czekają na wysłanie: zostały zapisane tylko na tym urządzeniu.',
            ],
          },
          {
            id: 'faq-leave',
            question: 'Co się stanie, gdy opuszczę formularz bez zapisania?',
            answer: [
              'Rejestr zapyta, co zrobić z niezapisanymi zmianami: zapisać i przejść dalej, odrzucić zmiany albo zostać na stronie. Zamknięcie karty przeglądarki wywoła ostrzeżenie przeglądarki. Zmiana języka interfejsu odświeża cały ekran, więc niezapisany tekst formularza przepada: zapisz formularz przed zmianą języka.',
            ],
          },
        ],
      },
      {
        id: 'faq-deactivation',
        heading: 'Dezaktywacja i usuwanie',
        questions: [
          {
            id: 'faq-deactivate',
            question: 'Czym różni się dezaktywacja od usunięcia?',
            answer: [
              'Rejestr niczego nie usuwa na stałe. Pacjentów, protokoły pacjentów, użytkowników, szpitale i kategorie chorób się dezaktywuje; dla pacjenta, użytkownika i szpitala trzeba podać powód. Dezaktywowany rekord zostaje w rejestrze razem z historią zmian i można go ponownie aktywować.',
              'Dezaktywowany użytkownik nie może się zalogować, a jego sesje kończą się od razu. Dezaktywowany pacjent nadal jest na liście pacjentów (filtr „Aktywni” pozwala go ukryć).',
              'Usunąć można tylko załącznik pacjenta, a i on znika jedynie z karty pacjenta; jego zawartość zostaje w bazie danych. Szpital można odłączyć od pacjenta, o ile pacjent zachowa co najmniej jeden szpital.',
            ],
          },
          {
            id: 'faq-entered-in-error',
            question: 'Pacjent został dodany omyłkowo lub dwa razy. Co zrobić?',
            answer: [
              'Dezaktywuj rekord, wybierając powód „Rekord wprowadzony omyłkowo” albo „Duplikat”. Jeśli dane muszą zostać usunięte z innego powodu, skontaktuj się z fundacją: to ona jest administratorem danych rejestru.',
            ],
          },
        ],
      },
      {
        id: 'faq-contact',
        heading: 'Pomoc i kontakt',
        questions: [
          {
            id: 'faq-who',
            question: 'Do kogo zwrócić się z problemem?',
            answer: [
              'W sprawie konta, szpitali i protokołów przypisanych do konta albo dostępu do pacjenta zwróć się do administratora centralnego fundacji. Pytania o ochronę danych osobowych kieruj do inspektora ochrony danych.',
              'Zgłaszając błąd, podaj kod błędu z komunikatu („Kod błędu: …”), godzinę i ekran, na którym wystąpił: ten kod pozwala odnaleźć zdarzenie w dziennikach serwera.',
              {
                text: 'Adresy i telefony fundacji są na stronie',
                link: { to: '/contact', label: 'Kontakt' },
              },
            ],
          },
        ],
      },
    ],
  },
  en: {
    intro:
      'Answers to the questions hospital staff ask most often about the registry. Each screen is described on the Help page.',
    topics: [
      {
        id: 'faq-access',
        heading: 'Protocols and access to patients',
        questions: [
          {
            id: 'faq-protocols',
            question: 'What is a protocol, and how does a patient get one?',
            answer: [
              `A protocol is the disease entity under which the registry keeps a patient's clinical data: ${CODES}. Each protocol has a basic form and an extended form.`,
              "The first protocols are chosen when the patient is added; more are added on the patient's page, in the Protocols section. Reporter physicians, data administrators and central administrators do this. A central administrator may add any protocol, everyone else only the protocols assigned to their account. A protocol is never removed: when it no longer applies to the patient, it is deactivated. The forms of an inactive protocol can be read but not saved.",
            ],
          },
          {
            id: 'faq-scope',
            question: 'Why do I see only some patients, protocols or forms?',
            answer: [
              'A central administrator assigns hospitals and protocols to every account. You see the patients assigned to at least one of your hospitals, and of their protocols and forms only those on your list of protocols. A central administrator sees every patient and every protocol.',
              'The same rules apply to the patient list, the patient\'s page, the forms and the figures on the home page. The server enforces them, not just the screen: a patient outside your hospitals looks exactly as if they did not exist ("Patient does not exist").',
              "If you need access to another hospital or protocol, ask the foundation's central administrator to change your account's permissions.",
            ],
          },
          {
            id: 'faq-duplicate',
            question:
              'When I add a patient, I am told that a patient with this PESEL number is already in the registry. What now?',
            answer: [
              "The registry never keeps a second record of the same person. If you may see the existing patient, the message links to their page: complete the data there. If the patient belongs to a hospital you do not work with, you will not see their data; a central administrator can add your hospital to the patient's record.",
            ],
          },
        ],
      },
      {
        id: 'faq-flags',
        heading: 'Correction flags',
        questions: [
          {
            id: 'faq-flag-what',
            question: 'What is a correction flag?',
            answer: [
              "A correction flag asks for a patient's data to be corrected: a comment on what needs correcting, addressed to one of the patient's hospitals. Open flags show on the patient's page in the Correction flags section, in the patient list (the \"With open correction flags\" filter) and on the home page among the patients to correct.",
            ],
          },
          {
            id: 'faq-flag-who',
            question: 'Who adds flags, and who resolves them?',
            answer: [
              "Any signed-in user who can see the patient may add a flag, naming one of the patient's hospitals that they work with (a central administrator: any of the patient's hospitals).",
              "Coordinators, data administrators and central administrators resolve flags, usually once the data is corrected. Reporter physicians add flags but do not resolve them. A resolved flag does not disappear: it stays on the patient's page with who resolved it and when, and both events are in the change history.",
            ],
          },
        ],
      },
      {
        id: 'faq-files',
        heading: 'GDPR (RODO) consents and attachments',
        questions: [
          {
            id: 'faq-consents',
            question: "How do I add a patient's GDPR (RODO) consent?",
            answer: [
              "On the patient's page, in the GDPR (RODO) consents section, choose the scan of the signed consent and give the date it was signed (not later than today). Reporter physicians, data administrators and central administrators add consents; other users can download them. A consent, once added, cannot be deleted in the application.",
            ],
          },
          {
            id: 'faq-attachments',
            question: 'Which files can I attach, a discharge summary for example?',
            answer: [
              "The Attachments section of the patient's page takes documents with a type from the dictionary: discharge summary (epikryza), histopathology, cytogenetic or molecular report, imaging report, laboratory results, referral, surgery report, radiotherapy summary, specialist consultation, death certificate, or other document.",
              `PDF, JPG and PNG files are accepted, recognised by their content rather than their name. The foundation sets the largest file size (${DEFAULT_MAX_UPLOAD_MB} MB by default). A file of another kind is refused with "Invalid file format".`,
              "Deleting an attachment asks for confirmation. A deleted attachment disappears from the patient's page, but the registry does not erase it: it stays in the database and in the change history.",
            ],
          },
        ],
      },
      {
        id: 'faq-password',
        heading: 'Signing in and passwords',
        questions: [
          {
            id: 'faq-reset',
            question: 'I forgot my password. What do I do?',
            answer: [
              'On the sign-in page choose "Forgot password?" and enter your account\'s email address. If the account exists, we email that address a link to set a new password. The link is valid for 1 hour and works once; after that, ask for a new one.',
              'For security the page always answers the same way, whether or not an account with that address exists. If no email arrives, check the address and your spam folder, then contact a central administrator.',
              'Once the new password is set, every existing session of the account ends.',
            ],
          },
          {
            id: 'faq-password-rules',
            question: 'Which passwords are accepted?',
            answer: [
              `A password needs at least ${PASSWORD_MIN_LENGTH} characters, including a lowercase and an uppercase letter, a digit and a special character. You can change it at any time under My account; the account's other sessions then end.`,
            ],
          },
          {
            id: 'faq-locked',
            question: 'Why can I not sign in after a few failed attempts?',
            answer: [
              'After several failed sign-ins the account is locked for a while, and the message says in how many minutes to try again. This protects accounts from password guessing. If you have forgotten the password, set a new one with the emailed link.',
            ],
          },
        ],
      },
      {
        id: 'faq-offline',
        heading: 'Forms without a network connection',
        questions: [
          {
            id: 'faq-pending',
            question: 'Why does a form show "Pending"?',
            answer: [
              'A form saved without a network connection (or when the connection dropped during the save) goes into a queue in this browser, on this device, kept for your account. The "Pending" counter shows how many saves wait. They are sent to the server automatically, in order, once the connection is back and you are signed in.',
              `At most ${OFFLINE_QUEUE_LIMIT} saves can wait. The next save is refused and the form stays unsaved: connect to the network before you go on.`,
              'If someone saved a newer version of the form in the meantime, the registry overwrites nothing: when you open the form you choose which version stays. If the server refuses a save (the form has errors, say, or the protocol was deactivated), correct the form and save it again.',
              'Do not clear the browser data while saves are waiting: they are stored on this device only.',
            ],
          },
          {
            id: 'faq-leave',
            question: 'What happens if I leave a form without saving?',
            answer: [
              "The registry asks what to do with the unsaved changes: save and proceed, discard them, or stay on the page. Closing the browser tab brings up the browser's own warning. Switching the interface language redraws the whole screen, so unsaved text in a form is lost: save the form before switching.",
            ],
          },
        ],
      },
      {
        id: 'faq-deactivation',
        heading: 'Deactivation and deletion',
        questions: [
          {
            id: 'faq-deactivate',
            question: 'How does deactivation differ from deletion?',
            answer: [
              "The registry deletes nothing for good. Patients, patients' protocols, users, hospitals and disease categories are deactivated; a patient, a user or a hospital needs a reason. A deactivated record stays in the registry with its change history and can be activated again.",
              'A deactivated user cannot sign in, and their sessions end at once. A deactivated patient is still in the patient list (the Active filter hides them).',
              "Only a patient's attachment can be deleted, and even then it only disappears from the patient's page; its content stays in the database. A hospital can be removed from a patient as long as the patient keeps at least one.",
            ],
          },
          {
            id: 'faq-entered-in-error',
            question: 'A patient was added by mistake, or twice. What do I do?',
            answer: [
              'Deactivate the record with the reason "Record entered in error" or "Duplicate". If the data must be erased for another reason, contact the foundation: it is the controller of the registry\'s data.',
            ],
          },
        ],
      },
      {
        id: 'faq-contact',
        heading: 'Help and contact',
        questions: [
          {
            id: 'faq-who',
            question: 'Whom do I ask when something is wrong?',
            answer: [
              "For your account, the hospitals and protocols assigned to it, or access to a patient, ask the foundation's central administrator. Send questions about personal data to the data protection officer.",
              'When you report an error, give the error code from the message ("Error code: …"), the time and the screen it happened on: the code finds the event in the server\'s logs.',
              {
                text: "The foundation's addresses and phone number are on the",
                link: { to: '/contact', label: 'Contact page' },
              },
            ],
          },
        ],
      },
    ],
  },
};
