/**
 * Help for each screen, as the screens behave in this release: first those every user works
 * with, then those only central administrators see. Section ids are the page's anchors.
 */
import { DEFAULT_ITEMS_PER_PAGE, PASSWORD_MIN_LENGTH } from '../../../../domain';
import { RECENT_PATIENTS_DAYS } from '../../../../domain/dashboard';
import { OFFLINE_QUEUE_LIMIT } from '../../../../domain/forms';
import type { Localized, Section } from './types';

export interface HelpGroup {
  heading: string;
  sections: readonly Section[];
}

export interface Help {
  intro: string;
  contents: string;
  groups: readonly HelpGroup[];
}

export const HELP: Localized<Help> = {
  pl: {
    intro:
      'Jak korzystać z poszczególnych ekranów rejestru. Co możesz zrobić na danym ekranie, zależy od Twojej roli; przycisków niedostępnych dla Twojej roli nie zobaczysz.',
    contents: 'Spis treści',
    groups: [
      {
        heading: 'Dla wszystkich użytkowników',
        sections: [
          {
            id: 'help-sign-in',
            heading: 'Logowanie',
            blocks: [
              'Zaloguj się adresem e-mail albo nazwą użytkownika i hasłem. Przełącznik PL / EN w rogu zmienia język interfejsu; wybór jest zapamiętywany w przeglądarce.',
              'Jeśli nie pamiętasz hasła, wybierz „Nie pamiętasz hasła?”. Link do ustawienia nowego hasła jest ważny 1 godzinę. Po kilku nieudanych próbach logowania konto jest na chwilę blokowane.',
              'Sesja przedłuża się sama, dopóki korzystasz z rejestru. Na komputerze używanym przez kilka osób wyloguj się po pracy (menu użytkownika w prawym górnym rogu).',
            ],
          },
          {
            id: 'help-everywhere',
            heading: 'Menu, komunikaty i język',
            blocks: [
              'Menu po lewej prowadzi do strony głównej, listy pacjentów, ekranów administracyjnych (tylko dla administratorów centralnych), Twojego konta i stron informacyjnych. Nad treścią każdej strony jest ścieżka nawigacji.',
              'Potwierdzenia i błędy pojawiają się jako powiadomienia (najwyżej cztery naraz, znikają po kilku sekundach). Komunikat o błędzie zawiera „Kod błędu”: podaj go, zgłaszając problem. Poważny błąd serwera otwiera okno z opisem.',
              'Zmiana języka odświeża cały ekran: niezapisany tekst w formularzu przepada.',
            ],
          },
          {
            id: 'help-dashboard',
            heading: 'Strona główna',
            blocks: [
              'Powitanie pokazuje datę Twojego poprzedniego logowania. Liczby i wykresy dotyczą roku wybranego w polu „Rok” i obejmują tylko pacjentów oraz protokołów, które możesz zobaczyć:',
              {
                items: [
                  `nowi pacjenci z ostatnich ${RECENT_PATIENTS_DAYS} dni (niezależnie od wybranego roku), pacjenci zarejestrowani i formularze zapisane w danym roku;`,
                  'pacjenci według płci, udział jednostek chorobowych (protokołów), pacjenci według szpitali i formularze według rodzaju (podstawowy, rozszerzony);',
                  'formularze ostatnio edytowane w wybranym roku – każdy jest linkiem do formularza;',
                  'obserwowani pacjenci (oznaczeni gwiazdką na karcie pacjenta) i pacjenci do poprawy (z otwartymi flagami korekty).',
                ],
              },
            ],
          },
          {
            id: 'help-patients',
            heading: 'Lista pacjentów',
            blocks: [
              `Lista pokazuje pacjentów Twoich szpitali, po ${DEFAULT_ITEMS_PER_PAGE} na stronie. Pole wyszukiwania przeszukuje imię, nazwisko, PESEL i numer paszportu bez względu na wielkość liter i polskie znaki; każde wpisane słowo musi pasować.`,
              'Filtry zawężają listę według szpitala, kategorii choroby, protokołu, roku urodzenia, obserwowanych, otwartych flag korekty i aktywności. Kliknięcie nagłówka kolumny sortuje listę, kliknięcie wiersza otwiera kartę pacjenta. Protokoły nieaktywne są wyszarzone.',
            ],
          },
          {
            id: 'help-patient-form',
            heading: 'Dodawanie i edycja pacjenta',
            blocks: [
              'Wymagane są imię, nazwisko, data urodzenia, płeć oraz PESEL albo numer paszportu. Po wpisaniu 11 cyfr PESEL rejestr sprawdza numer: poprawny numer uzupełnia datę urodzenia i płeć, a numer, który już jest w rejestrze, blokuje zapis – dostaniesz link do istniejącego pacjenta albo informację, że jest w innym szpitalu.',
              'Adres zameldowania i do korespondencji są domyślnie takie same jak adres zamieszkania; odznacz pole, aby podać inny. Kod pocztowy ma format 00-950. Przy zgonie trzeba podać datę zgonu.',
              'Nowemu pacjentowi wybiera się szpitale i pierwsze protokoły; u istniejącego pacjenta zmienia się je na jego karcie. Dodają i edytują pacjentów lekarze raportujący, administratorzy danych i administratorzy centralni.',
            ],
          },
          {
            id: 'help-patient',
            heading: 'Karta pacjenta',
            blocks: [
              'Nagłówek pokazuje PESEL lub numer paszportu i stan rekordu. Przyciski pozwalają edytować dane, dezaktywować pacjenta (z podaniem powodu) lub aktywować go ponownie; gwiazdka dodaje pacjenta do obserwowanych albo go z nich usuwa. Sekcje karty:',
              {
                items: [
                  'Dane osobowe i Adresy;',
                  'Szpitale – dodanie szpitala lub odłączenie pacjenta od szpitala (pacjent musi mieć co najmniej jeden);',
                  'Protokoły – dodanie, aktywacja i dezaktywacja protokołu; link prowadzi do formularza podstawowego;',
                  'Formularze protokołów – formularz podstawowy i rozszerzony każdego aktywnego protokołu z datą i autorem ostatniego zapisu, kompletnością i numerem wersji;',
                  'Flagi korekty – dodanie flagi z komentarzem dla wybranego szpitala i jej rozwiązanie;',
                  'Załączniki (np. epikryza) i Zgody RODO – pliki PDF, JPG lub PNG do pobrania i dodania;',
                  'Historia zmian – kto, kiedy i co zmienił, z wartościami przed zmianą i po niej.',
                ],
              },
            ],
          },
          {
            id: 'help-protocol-form',
            heading: 'Formularz protokołu',
            blocks: [
              'Zakładki przełączają między formularzem podstawowym a rozszerzonym. Nad formularzem widać numer zapisanej wersji, kto i kiedy ją zapisał oraz kompletność. Formularz zapisuje się w całości przyciskiem „Zapisz”; każda wersja zostaje zachowana. Formularz jest tylko do odczytu, jeśli Twoja rola nie pozwala go edytować (administrator danych) albo protokół jest nieaktywny.',
              'Pola słownikowe (np. kod rozpoznania) podpowiadają wartości po wpisaniu kodu lub nazwy. Objętość guza oblicza się sama z trzech wymiarów. Wiersze tabel dodaje się przyciskiem pod tabelą; usunięcie wiersza wymaga potwierdzenia. Błędy są pokazywane przy polach, których dotyczą.',
              'Jeśli ktoś zapisał w międzyczasie nowszą wersję, rejestr niczego nie nadpisze: wybierzesz, czy wczytać wersję z serwera, czy zapisać swoją.',
              'Przy próbie opuszczenia formularza z niezapisanymi zmianami rejestr pyta: zapisać i przejść, odrzucić zmiany albo zostać na stronie.',
              `Bez połączenia z siecią zapis trafia do kolejki na tym urządzeniu („Oczekuje na wysłanie”) i zostanie wysłany, gdy połączenie wróci. W kolejce może czekać najwyżej ${OFFLINE_QUEUE_LIMIT} zapisów.`,
            ],
          },
          {
            id: 'help-account',
            heading: 'Moje konto',
            blocks: [
              'Tu zmienisz imię, nazwisko, nazwę użytkownika i telefon (format +48123456789), adres e-mail oraz hasło.',
              `Nowe hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków, w tym małą i wielką literę, cyfrę i znak specjalny. Po zmianie hasła wszystkie inne sesje konta zostają zakończone.`,
            ],
          },
        ],
      },
      {
        heading: 'Dla administratorów centralnych',
        sections: [
          {
            id: 'help-hospitals',
            heading: 'Szpitale',
            blocks: [
              'Lista szpitali (po 10 na stronie) z wyszukiwaniem. Szpital ma nazwę, nazwę skróconą, adres, kod pocztowy i miejscowość. Szpital dezaktywuje się z podaniem powodu; nieaktywnego szpitala nie można wybrać przy dodawaniu pacjenta ani użytkownika.',
            ],
          },
          {
            id: 'help-users',
            heading: 'Użytkownicy',
            blocks: [
              'Dodając użytkownika, wybierasz jego rolę, szpitale i protokoły: to one decydują, których pacjentów i formularze zobaczy. Możesz nadać hasło początkowe; bez niego użytkownik dostanie e-mail z linkiem do ustawienia hasła, ważnym 1 godzinę.',
              'Adres e-mail zmienia się osobnym przyciskiem „Zmień e-mail”. Dezaktywacja (z powodem) od razu kończy sesje użytkownika. Nie można dezaktywować własnego konta ani odebrać roli ostatniemu aktywnemu administratorowi centralnemu.',
            ],
          },
          {
            id: 'help-categories',
            heading: 'Kategorie chorób',
            blocks: [
              'Kategorie chorób (np. mięsaki tkanek miękkich, neuroblastoma) mają skrót oraz nazwę polską i angielską. Można je dodawać, edytować i dezaktywować; powód dezaktywacji jest tu opcjonalny.',
            ],
          },
          {
            id: 'help-dictionaries',
            heading: 'Słowniki',
            blocks: [
              'Wybierz słownik (np. ICD-10, ICD-O-3, obywatelstwa, powody dezaktywacji, typy załączników), aby przeglądać i wyszukiwać jego wpisy; wyszukiwanie pomija wielkość liter i polskie znaki. Wpis ma wartość (kod), opis i opcjonalny opis do wyszukiwania (synonimy, dawne nazwy).',
              'Wartości istniejącego wpisu nie można zmienić, bo zapisują ją rekordy pacjentów i formularze; zmienić można opisy.',
            ],
          },
          {
            id: 'help-change-log',
            heading: 'Ostatnie zmiany',
            blocks: [
              'Dziennik zmian całego rejestru, od najnowszych: kto, kiedy, jaka akcja, ścieżka i obiekt. Filtry: akcja, typ obiektu, użytkownik i zakres dat; wyszukiwanie obejmuje ścieżkę i identyfikator obiektu. Po rozwinięciu wiersza widać zmienione pola z wartościami przed zmianą i po niej; hasła i tokeny są ukryte. Dziennika nie można zmienić ani usunąć.',
            ],
          },
        ],
      },
    ],
  },
  en: {
    intro:
      'How to use each screen of the registry. What you can do on a screen depends on your role; you will not see buttons your role does not allow.',
    contents: 'Contents',
    groups: [
      {
        heading: 'For every user',
        sections: [
          {
            id: 'help-sign-in',
            heading: 'Signing in',
            blocks: [
              'Sign in with your email address or username and your password. The PL / EN switch in the corner changes the interface language; the browser remembers the choice.',
              'If you have forgotten your password, choose "Forgot password?". The link to set a new password is valid for 1 hour. After several failed sign-ins the account is locked for a while.',
              'Your session renews itself while you use the registry. On a computer that several people use, sign out when you finish (the user menu in the top right corner).',
            ],
          },
          {
            id: 'help-everywhere',
            heading: 'Menu, messages and language',
            blocks: [
              'The menu on the left leads to the home page, the patient list, the administration screens (central administrators only), your account and the information pages. Above each page are its breadcrumbs.',
              'Confirmations and errors appear as notifications (at most four at a time; they go after a few seconds). An error message carries an "Error code": give it when you report a problem. A serious server error opens a window with the details.',
              'Switching the language redraws the whole screen: unsaved text in a form is lost.',
            ],
          },
          {
            id: 'help-dashboard',
            heading: 'Home page',
            blocks: [
              'The greeting shows when you last signed in. The figures and charts are for the year chosen in the Year field and count only the patients and protocols you may see:',
              {
                items: [
                  `patients added in the last ${RECENT_PATIENTS_DAYS} days (whatever the year), patients registered and forms saved in the year;`,
                  'patients by gender, the share of disease entities (protocols), patients per hospital, and forms by type (basic or extended);',
                  'the forms last edited in the chosen year, each a link to the form;',
                  "watched patients (starred on the patient's page) and patients to correct (with open correction flags).",
                ],
              },
            ],
          },
          {
            id: 'help-patients',
            heading: 'Patient list',
            blocks: [
              `The list shows the patients of your hospitals, ${DEFAULT_ITEMS_PER_PAGE} to a page. The search box looks through first and last names, PESEL and passport numbers, ignoring case and Polish accents; every word you type must match.`,
              "Filters narrow the list by hospital, disease category, protocol, year of birth, favourites, open correction flags and whether the patient is active. Clicking a column heading sorts the list; clicking a row opens the patient's page. Inactive protocols are greyed out.",
            ],
          },
          {
            id: 'help-patient-form',
            heading: 'Adding and editing a patient',
            blocks: [
              'First name, last name, date of birth, gender, and a PESEL or a passport number are required. Once a PESEL has 11 digits the registry checks it: a valid number fills in the date of birth and gender, and a number already in the registry blocks saving – you get a link to the existing patient, or word that they are in another hospital.',
              'The registered and correspondence addresses are the residence address unless you untick the box and give another. Postal codes are written 00-950. A date of death is required when the patient has died.',
              "A new patient gets their hospitals and first protocols on this form; an existing patient's are changed on their page. Reporter physicians, data administrators and central administrators add and edit patients.",
            ],
          },
          {
            id: 'help-patient',
            heading: "Patient's page",
            blocks: [
              "The heading shows the PESEL or passport number and the record's state. Its buttons edit the data, deactivate the patient (with a reason) or activate them again; the star adds the patient to your watched patients or takes them off. The sections:",
              {
                items: [
                  'Personal data and Addresses;',
                  'Hospitals – add a hospital or remove the patient from one (a patient keeps at least one);',
                  'Protocols – add, activate and deactivate a protocol; its link opens the basic form;',
                  "Protocol forms – each active protocol's basic and extended form, with when and by whom it was last saved, how complete it is and its version;",
                  'Correction flags – add a flag with a comment for one hospital, and resolve it;',
                  'Attachments (a discharge summary, say) and GDPR (RODO) consents – PDF, JPG or PNG files to download and add;',
                  'Change history – who changed what and when, with the values before and after.',
                ],
              },
            ],
          },
          {
            id: 'help-protocol-form',
            heading: 'Protocol form',
            blocks: [
              'Tabs switch between the basic and the extended form. Above the form are the saved version, who saved it and when, and how complete it is. The form is saved whole with the Save button; every version is kept. The form is read-only when your role may not edit forms (data administrators) or the protocol is inactive.',
              'Dictionary fields (a diagnosis code, say) suggest values as you type a code or a name. The tumour volume is computed from its three dimensions. Table rows are added with the button below the table; deleting a row asks for confirmation. Errors show next to the fields they concern.',
              "If someone saved a newer version in the meantime, the registry overwrites nothing: you choose whether to load the server's version or save yours.",
              'Leaving a form with unsaved changes asks first: save and proceed, discard the changes, or stay on the page.',
              `Without a network connection a save goes into a queue on this device ("Pending") and is sent once the connection is back. At most ${OFFLINE_QUEUE_LIMIT} saves can wait.`,
            ],
          },
          {
            id: 'help-account',
            heading: 'My account',
            blocks: [
              'Here you change your first and last name, username and phone number (written +48123456789), your email address and your password.',
              `A new password needs at least ${PASSWORD_MIN_LENGTH} characters, including a lowercase and an uppercase letter, a digit and a special character. Changing it ends every other session of the account.`,
            ],
          },
        ],
      },
      {
        heading: 'For central administrators',
        sections: [
          {
            id: 'help-hospitals',
            heading: 'Hospitals',
            blocks: [
              'The hospital list (10 to a page) with a search. A hospital has a name, a short name, an address, a postal code and a city. A hospital is deactivated with a reason; an inactive hospital cannot be chosen for a new patient or user.',
            ],
          },
          {
            id: 'help-users',
            heading: 'Users',
            blocks: [
              'When you add a user you choose their role, hospitals and protocols: these decide which patients and forms they see. You may give an initial password; without one the user is emailed a link to set a password, valid for 1 hour.',
              'The email address is changed with its own Change email button. Deactivating a user (with a reason) ends their sessions at once. Nobody can deactivate their own account, and the last active central administrator cannot lose the role.',
            ],
          },
          {
            id: 'help-categories',
            heading: 'Disease categories',
            blocks: [
              'Disease categories (soft tissue sarcoma, neuroblastoma...) have an abbreviation and a Polish and an English name. They can be added, edited and deactivated; a reason is optional here.',
            ],
          },
          {
            id: 'help-dictionaries',
            heading: 'Dictionaries',
            blocks: [
              'Pick a dictionary (ICD-10, ICD-O-3, nationalities, deactivation reasons, attachment types...) to browse and search its entries; the search ignores case and Polish accents. An entry has a value (its code), a description and an optional searchable description (synonyms, former names).',
              "An existing entry's value cannot change, since patient records and forms store it; its descriptions can.",
            ],
          },
          {
            id: 'help-change-log',
            heading: 'Last changes',
            blocks: [
              "The whole registry's change log, newest first: who, when, which action, path and object. Filters: action, object type, user and a date range; the search covers the path and the object id. Opening a row shows the changed fields with their values before and after; passwords and tokens are hidden. The log cannot be changed or deleted.",
            ],
          },
        ],
      },
    ],
  },
};
