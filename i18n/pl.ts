/**
 * The Polish catalogue: the default language and the shape every other catalogue is typed against
 * (`Messages`). react-admin's own texts under `ra`, the registry's under `registry`; the messages
 * shared with the server come from domain/ so that both sides word them alike.
 *
 * It comes in two parts, so that the login route loads only what it shows: the sign-in part
 * (plSignIn.ts) and, below, the signed-in app's texts, loaded once someone signs in. `pl` is the
 * two merged, keys where they always were.
 */
import { DATA_QUALITY_COLUMN_LABELS } from '../domain/dataQuality';
import { mergeCatalogues } from './catalogue';
import { withEntityTexts } from './entities';
import { plSignIn } from './plSignIn';
import { protocolNameTexts } from './protocolNames';

/** The texts only signed-in users see. */
const plSignedIn = {
  registry: {
    /** "STS: Mięsaki tkanek miękkich", by protocol code. */
    protocolNames: protocolNameTexts('pl'),
    list: {
      /** The pager of a list whose count stops at a cap: "1–25 z 10 000+". */
      rangeOfMore: '%{from}–%{to} z %{total}+',
      /** Said to a screen reader once a new search or filter has its results. */
      results: 'Liczba wyników: %{count}',
      resultsOfMore: 'Liczba wyników: ponad %{count}',
    },
    home: {
      title: 'Strona główna',
      greeting: 'Dzień dobry, %{name}!',
      lastLogin: 'Ostatnie logowanie: %{date}',
      firstSignIn: 'To Twoje pierwsze logowanie.',
    },
    export: {
      title: 'Eksport danych',
      intro:
        'Wybierz, co ma się znaleźć w eksporcie. Obejmuje on tylko pacjentów Twoich szpitali i formularze Twoich protokołów.',
      introAll:
        'Wybierz, co ma się znaleźć w eksporcie. Obejmuje on pacjentów wszystkich szpitali rejestru i formularze wszystkich protokołów.',
      loadFailed: 'Nie udało się wczytać ustawień eksportu.',
      empty:
        'Nie ma danych, które możesz wyeksportować: do Twojego konta nie przypisano żadnego szpitala.',
      emptyAll: 'Nie ma danych do wyeksportowania: w rejestrze nie ma jeszcze żadnego szpitala.',
      forms: {
        legend: 'Formularze',
        all: 'Zaznacz wszystkie',
        none: 'Odznacz wszystkie',
        records: 'rekordy: %{count}',
        downloadOne: 'Pobierz tylko plik %{file}',
        downloadOneZip: 'Pobierz tylko formularz %{form} z jego tabelami (ZIP)',
        noneChosen: 'Wybierz co najmniej jeden formularz.',
        noForms: 'Twoje protokoły nie mają formularzy: eksport obejmie tylko plik pacjentów.',
      },
      scope: {
        legend: 'Szpitale i okres',
      },
      hospitals: {
        label: 'Szpitale',
        help: 'Bez wyboru: wszystkie Twoje szpitale.',
        helpAll: 'Bez wyboru: wszystkie szpitale rejestru.',
        noOptions: 'Brak szpitali',
      },
      period: {
        legend: 'Data rejestracji pacjenta',
        from: 'Od dnia',
        to: 'Do dnia',
        help: 'Puste pole: bez ograniczenia.',
        toBeforeFrom: 'Data końcowa nie może być wcześniejsza niż początkowa.',
      },
      pseudonymised: {
        legend: 'Dane pacjentów',
        yes: 'Pseudonimizowane',
        yesHelp:
          'Bez imion, nazwisk, numerów PESEL i paszportów, adresów, nazw plików ani notatek; data urodzenia skrócona do roku i miesiąca; zamiast identyfikatora pacjenta pseudonim, ten sam w każdym pliku i każdym kolejnym eksporcie.',
        no: 'Z danymi identyfikującymi',
        noHelp:
          'Z imionami, nazwiskami, numerami PESEL i adresami. Wybieraj tylko wtedy, gdy cel wymaga rozpoznania pacjenta.',
        fixed:
          'Eksport będzie pseudonimizowany: Twoja rola nie pozwala na eksport danych identyfikujących.',
      },
      dialect: {
        legend: 'Format plików CSV',
        csv: 'CSV (standardowy)',
        csvHelp:
          'Przecinek między polami, kropka w ułamkach dziesiętnych: dla R, SPSS, Stata i Pythona.',
        excelPl: 'Excel (polski)',
        excelPlHelp:
          'Średnik między polami, przecinek w ułamkach dziesiętnych: polski Excel otwiera plik od razu.',
      },
      summary: {
        title: 'Zawartość eksportu',
        patients: 'Pacjenci',
        formRecords: 'Rekordy formularzy',
        patientsOfForms: 'Tylko pacjenci z protokołem jednego z wybranych formularzy.',
        updating: 'Przeliczanie zawartości eksportu',
        failed: 'Nie udało się policzyć zawartości eksportu.',
        invalid: 'Popraw wybór, aby zobaczyć zawartość eksportu.',
        bar: 'Pacjenci: %{patients} · rekordy: %{records}',
        jump: 'Do pobrania',
      },
      identifiable: {
        title: 'Pobrać dane identyfikujące?',
        text: 'Plik będzie zawierał imiona i nazwiska dzieci, ich numery PESEL i paszportów oraz adresy. Przechowuj go jak dane o zdrowiu zidentyfikowanych pacjentów i nie przekazuj go nikomu bez podstawy prawnej.',
        confirm: 'Pobierz dane identyfikujące',
      },
      download: {
        zip: 'Pobierz eksport (ZIP)',
        preparing: 'Przygotowanie pobierania…',
        help: 'Archiwum ZIP: plik pacjentów, plik każdego formularza, książka kodów, skrypt load.R i opis eksportu.',
        started: 'Pobieranie się rozpoczęło: jego postęp pokazuje przeglądarka.',
        failed: 'Nie udało się przygotować pobierania.',
      },
    },
    quality: {
      title: 'Jakość danych',
      intro:
        'Kompletność danych pacjentów Twoich szpitali i protokołów. Każda liczba prowadzi do listy pacjentów, z których się składa.',
      year: 'Rok rejestracji',
      allYears: 'Wszystkie lata',
      hospitals: 'Szpitale',
      protocols: 'Protokoły',
      download: 'Pobierz CSV',
      downloadExcelPl: 'Pobierz dla Excela (polski)',
      loadFailed: 'Nie udało się wczytać raportu jakości danych.',
      outOfScope: {
        title: 'Filtry spoza Twojego zakresu',
        hospitals: 'Wybrany szpital nie należy do szpitali Twojego konta.',
        protocols: 'Wybrany protokół nie należy do protokołów Twojego konta.',
        year: 'Raport nie obejmuje wybranego roku rejestracji.',
        drop: 'Pokaż raport bez tych filtrów',
      },
      empty: 'Żaden pacjent nie pasuje do wybranych filtrów.',
      generatedAt: 'Stan na %{date}',
      showPatients: '%{figure}: pokaż pacjentów (%{count})',
      days: '%{count} dzień |||| %{count} dni |||| %{count} dni',
      // A fraction takes the genitive singular: "82,5 dnia".
      daysFraction: '%{count} dnia',
      tableRegion: 'Tabela jakości danych: %{hospital}',
      scrollHint: 'Przewiń tabelę w bok, aby zobaczyć pozostałe kolumny.',
      columns: DATA_QUALITY_COLUMN_LABELS.pl,
    },
    backups: {
      title: 'Kopie zapasowe',
      intro: 'Kiedy wykonano ostatnią kopię zapasową rejestru i czy się udała.',
      loadFailed: 'Nie udało się wczytać stanu kopii zapasowych.',
      checkedAt: 'Stan na %{date}',
      lastRun: 'Ostatnia kopia',
      lastSuccess: 'Ostatnia udana kopia',
      none: 'Jeszcze żadnej.',
      recent: 'Ostatnie kopie',
      recentEmpty: 'Nie zapisano jeszcze żadnej kopii zapasowej.',
      showChecksum: 'Pokaż całą sumę SHA-256',
      state: {
        offTitle: 'Automatyczne kopie zapasowe są wyłączone',
        off: 'Serwer sam nie wykonuje kopii, bo nie wskazano mu folderu na nie (ustawienie BACKUP_DIR). Kopie wykonane ręcznie poleceniem npm run backup są widoczne poniżej.',
        offHelp:
          'Poproś osobę, która prowadzi serwer rejestru, o ich włączenie: jak to zrobić i jak wykonać kopię poleceniem npm run backup, opisuje plik README (rozdział o kopiach zapasowych).',
        overdueTitle: 'Brak aktualnej kopii zapasowej',
        overdue:
          'Żadna kopia nie udała się od %{since}, czyli dłużej niż przez dwa odstępy między kopiami (%{interval}).',
        overdueNever:
          'Żadna kopia nie udała się od uruchomienia serwera, czyli dłużej niż przez dwa odstępy między kopiami (%{interval}).',
        overdueHelp:
          'Przyczynę podają ostatnie kopie poniżej i dziennik serwera, a kopie zapasowe opisuje plik README.',
        waiting:
          'Nie wykonano jeszcze żadnej kopii. Jeśli do %{deadline} żadna się nie uda, pojawi się tu ostrzeżenie.',
        ok: 'Kopie zapasowe są aktualne: ostatnią udaną wykonano %{ago}.',
      },
      settings: {
        title: 'Ustawienia',
        automatic: 'Automatyczne kopie',
        on: 'Włączone',
        off: 'Wyłączone',
        interval: 'Odstęp między kopiami',
        keep: 'Przechowywane kopie',
      },
      fields: {
        startedAt: 'Rozpoczęta',
        result: 'Wynik',
        error: 'Błąd',
        trigger: 'Wykonana przez',
        duration: 'Czas trwania',
        file: 'Plik',
        size: 'Rozmiar',
        sha256: 'SHA-256',
      },
      trigger: {
        schedule: 'harmonogram serwera',
        command: 'polecenie npm run backup',
      },
      result: {
        ok: 'Udana',
        failed: 'Nieudana',
      },
      dashboard: {
        overdue: 'Kopie zapasowe są zaległe: ostatnią udaną wykonano %{ago}.',
        overdueNever: 'Kopie zapasowe są zaległe: żadna się jeszcze nie udała.',
        off: 'Automatyczne kopie zapasowe są wyłączone.',
        failed: 'Nie udało się sprawdzić stanu kopii zapasowych.',
        link: 'Kopie zapasowe',
      },
    },
    account: {
      title: 'Moje konto',
      profile: {
        title: 'Dane profilu',
        firstName: 'Imię',
        lastName: 'Nazwisko',
        username: 'Nazwa użytkownika',
        phone: 'Telefon',
        phoneHelp: 'Format: +48123456789',
        submit: 'Zapisz profil',
      },
      email: {
        title: 'Zmiana adresu e-mail',
        current: 'Obecny adres: %{email}',
        intro:
          'Potwierdź zmianę obecnym hasłem. Na dotychczasowy adres wyślemy powiadomienie, a wszystkie inne sesje tego konta zostaną zakończone.',
        email: 'Nowy adres e-mail',
        currentPassword: 'Obecne hasło',
        submit: 'Zmień e-mail',
      },
      password: {
        title: 'Zmiana hasła',
        intro: 'Po zmianie hasła wszystkie inne sesje tego konta zostaną zakończone.',
        currentPassword: 'Obecne hasło',
        newPassword: 'Nowe hasło',
        confirmPassword: 'Powtórz nowe hasło',
        submit: 'Zmień hasło',
      },
      firstPassword: {
        title: 'Ustaw własne hasło',
        intro:
          'Konto zostało utworzone z jednorazowym hasłem. Zanim skorzystasz z rejestru, zmień je na własne: podaj obecne hasło i dwa razy nowe.',
        submit: 'Ustaw hasło i przejdź do rejestru',
      },
    },
    logout: {
      /** "Wyloguj się" while a screen holds unsaved changes (src/layout/LogoutMenuItem.tsx). */
      unsaved: {
        title: 'Wylogować się?',
        text: 'Na tej stronie są niezapisane zmiany. Po wylogowaniu zostaną utracone: zapisz je przed wylogowaniem albo je odrzuć.',
        stay: 'Anuluj',
        discard: 'Odrzuć zmiany i wyloguj',
        saveAndProceed: 'Zapisz i wyloguj',
      },
    },
    framework: {
      createTitle: 'Dodawanie: %{name}',
      editTitle: 'Edycja: %{name}',
      empty: 'Brak wpisów.',
      noResults: 'Nic nie pasuje do wybranych filtrów.',
      /** Zamknięty szpital wśród wyborów filtra. */
      inactiveOption: '%{name} (nieaktywny)',
      actions: {
        create: 'Dodaj',
        edit: 'Edytuj',
        activate: 'Aktywuj',
        deactivate: 'Dezaktywuj',
        cancel: 'Anuluj',
        saveAnyway: 'Zapisz mimo to',
      },
      notifications: {
        created: 'Wpis został dodany',
        updated: 'Zmiany zostały zapisane',
        activated: 'Wpis został aktywowany',
        deactivated: 'Wpis został dezaktywowany',
      },
      activate: {
        title: 'Aktywacja: %{name}',
        confirm: 'Czy na pewno chcesz aktywować ten wpis?',
        withReason: 'Wpis dezaktywowano z powodu: %{reason}. Czy na pewno chcesz go aktywować?',
      },
      deactivate: {
        title: 'Dezaktywacja: %{name}',
        reason: 'Powód dezaktywacji',
        optionalReason: 'Powód dezaktywacji (opcjonalnie)',
        other: 'Inny powód',
        otherText: 'Opisz powód',
        submit: 'Dezaktywuj',
      },
    },
  },
  resources: {
    patients: {
      name: 'Pacjent |||| Pacjenci |||| Pacjentów',
      fields: {
        lastName: 'Nazwisko',
        firstName: 'Imię',
        pesel: 'PESEL',
        passportNumber: 'Numer paszportu',
        gender: 'Płeć',
        birthDate: 'Data urodzenia',
        nationality: 'Obywatelstwo',
        representativePesel: 'PESEL przedstawiciela ustawowego',
        representativePassportNumber: 'Numer paszportu przedstawiciela ustawowego',
        residenceStreet: 'Ulica i numer (adres zamieszkania)',
        residenceCity: 'Miejscowość (adres zamieszkania)',
        residenceZipCode: 'Kod pocztowy (adres zamieszkania)',
        registeredSameAsResidence: 'Adres zameldowania taki sam jak zamieszkania',
        registeredStreet: 'Ulica i numer (adres zameldowania)',
        registeredCity: 'Miejscowość (adres zameldowania)',
        registeredZipCode: 'Kod pocztowy (adres zameldowania)',
        correspondenceSameAsResidence: 'Adres do korespondencji taki sam jak zamieszkania',
        correspondenceStreet: 'Ulica i numer (adres do korespondencji)',
        correspondenceCity: 'Miejscowość (adres do korespondencji)',
        correspondenceZipCode: 'Kod pocztowy (adres do korespondencji)',
        category: 'Kategoria choroby',
        categoryId: 'Kategoria choroby',
        hospitals: 'Szpitale',
        protocols: 'Protokoły',
        dead: 'Zgon',
        deathDate: 'Data zgonu',
        favorite: 'Obserwowany',
        openFlags: 'Flagi korekty',
        active: 'Aktywny',
        deactivationReason: 'Powód dezaktywacji',
        createdAt: 'Data dodania',
        updatedAt: 'Data ostatniej zmiany',
      },
      genders: {
        Female: 'Kobieta',
        Male: 'Mężczyzna',
      },
      sections: {
        identity: 'Dane osobowe',
        representative: 'Przedstawiciel ustawowy',
        addresses: 'Adresy',
        residence: 'Adres zamieszkania',
        registered: 'Adres zameldowania',
        correspondence: 'Adres do korespondencji',
        treatment: 'Leczenie',
        death: 'Zgon',
      },
      helpers: {
        zipCode: 'Format: 00-950',
        protocols: 'Kolejne protokoły i szpitale można dodać na karcie pacjenta.',
      },
      pesel: {
        duplicateVisible: 'Pacjent z tym numerem PESEL już jest w rejestrze',
        openPatient: 'Otwórz kartę pacjenta',
        duplicateHidden:
          'Pacjent z tym numerem PESEL jest już w rejestrze, w innym szpitalu. Administrator centralny może dodać Twój szpital do jego karty.',
        // A valid PESEL replaced what the user had entered (the two must match it).
        replaced: {
          birthDate: 'Datę urodzenia zmieniono na zapisaną w numerze PESEL.',
          gender: 'Płeć zmieniono na zapisaną w numerze PESEL.',
          both: 'Datę urodzenia i płeć zmieniono na zapisane w numerze PESEL.',
        },
      },
      passport: {
        duplicateVisible:
          'Pacjent z tym numerem paszportu wydanego w tym kraju już jest w rejestrze',
        duplicateHidden:
          'Pacjent z tym numerem paszportu wydanego w tym kraju jest już w rejestrze, w innym szpitalu. Administrator centralny może dodać Twój szpital do jego karty.',
      },
      filters: {
        search: 'Imię, nazwisko, PESEL lub paszport',
        hospital: 'Szpital',
        category: 'Kategoria choroby',
        protocol: 'Protokół',
        favorite: 'Obserwowani',
        hasOpenFlags: 'Z otwartymi flagami korekty',
        active: 'Aktywni',
        birthYear: 'Rok urodzenia',
        /** Under the year of birth while what is typed is not a whole year. */
        birthYearHint: 'Podaj rok, np. 2015',
        registeredYear: 'Rok rejestracji',
        basicForm: 'Formularz podstawowy',
        extendedForm: 'Formularz rozszerzony',
        openFlagHospital: 'Otwarte flagi korekty zgłoszone w szpitalu',
        consent: 'Zgoda RODO',
        filteredBy: 'Filtrowane według',
        formStates: {
          started: 'rozpoczęty',
          missing: 'brak',
          incomplete: 'wypełniony poniżej 50%',
        },
        consentStates: { recorded: 'zapisana', missing: 'brak' },
      },
      list: {
        peselOrPassport: 'PESEL lub paszport',
        favorite: 'Obserwowany pacjent',
        openFlags:
          '%{smart_count} otwarta flaga korekty |||| %{smart_count} otwarte flagi korekty |||| %{smart_count} otwartych flag korekty',
        inactiveProtocol: 'Protokół nieaktywny',
        status: 'Stan',
        inactive: 'Nieaktywny',
      },
      actions: {
        create: 'Dodaj pacjenta',
      },
      empty: 'Nie dodano jeszcze żadnego pacjenta.',
      noResults: 'Żaden pacjent nie pasuje do wybranych filtrów.',
    },
    users: {
      // The name, field labels, helpers, Add button and empty list: domain/entities/users.ts.
      filters: {
        hospital: 'Szpital',
      },
      actions: {
        changeEmail: 'Zmień e-mail',
      },
      changeEmail: {
        title: 'Zmiana adresu e-mail',
        current: 'Obecny adres: %{email}',
        email: 'Nowy adres e-mail',
        notice:
          'Na dotychczasowy adres wyślemy powiadomienie, a wszystkie sesje tego konta zostaną zakończone.',
        ownNotice:
          'To Twoje konto: potwierdź zmianę obecnym hasłem. Na dotychczasowy adres wyślemy powiadomienie, a pozostałe sesje konta zostaną zakończone.',
        currentPassword: 'Twoje obecne hasło',
        submit: 'Zmień e-mail',
        unsaved: {
          title: 'Zmienić adres e-mail?',
          text: 'Na tej stronie są niezapisane zmiany. Zmiana adresu e-mail wczytuje dane użytkownika od nowa: zapisz zmiany przed zmianą adresu albo je odrzuć.',
          stay: 'Anuluj',
          discard: 'Odrzuć zmiany i zmień adres',
          saveAndProceed: 'Zapisz i zmień adres',
        },
      },
      selfDemotion: {
        title: 'Odebrać uprawnienia własnemu kontu?',
        content:
          'Zmieniasz rolę, szpitale lub protokoły własnego konta tak, że tracisz część uprawnień, być może także dostęp do tego ekranu. Zmiana obowiązuje od razu po zapisaniu, a cofnąć ją może tylko inny administrator centralny.',
      },
    },
    // --- dictionaries and changes (resources/dictionaries, resources/changes) ---
    dictionaries: {
      name: 'Słowniki',
      fields: {
        type: 'Słownik',
        value: 'Wartość',
        description: 'Opis',
        descriptionEn: 'Opis po angielsku',
        searchableDescription: 'Opis do wyszukiwania',
        active: 'Aktywny',
      },
      typeOption: '%{name} (%{count})',
      search: 'Szukaj w słowniku',
      empty: 'Ten słownik nie ma jeszcze wpisów.',
      actions: {
        label: 'Akcje',
        add: 'Dodaj wpis',
        edit: 'Edytuj wpis %{value}',
      },
      create: {
        title: 'Nowy wpis: %{dictionary}',
      },
      edit: {
        title: 'Edycja wpisu %{value} (%{dictionary})',
      },
      helpers: {
        // Every saved entry: the server never takes a new value, used or not.
        valueReadOnly:
          'Rekordy przechowują samą wartość, dlatego po zapisaniu wpisu nie można jej zmienić.',
        searchableDescription:
          'Dodatkowe słowa, po których wpis ma się wyszukiwać (synonimy, dawne nazwy). Puste pole oznacza wyszukiwanie po opisie.',
      },
      errors: {
        valueExists: 'Wpis o tej wartości już istnieje w tym słowniku',
      },
    },
    changes: {
      name: 'Ostatnie zmiany',
      fields: {
        at: 'Data i godzina',
        accountName: 'Użytkownik',
        action: 'Akcja',
        path: 'Ścieżka',
        objectType: 'Typ obiektu',
        objectId: 'Identyfikator obiektu',
        changes: 'Szczegóły obiektu',
      },
      filters: {
        action: 'Akcja',
        objectType: 'Typ obiektu',
        account: 'Użytkownik',
        from: 'Od dnia',
        to: 'Do dnia',
        toBeforeFrom: 'Data końcowa jest wcześniejsza niż początkowa.',
      },
      empty: 'Dziennik zmian jest jeszcze pusty.',
      noResults: 'Żadna zmiana nie pasuje do wybranych filtrów.',
      reversedRange:
        'Żadna zmiana nie mieści się w wybranym okresie: jego data końcowa jest wcześniejsza niż początkowa.',
      noAccount: 'System (bez zalogowanego użytkownika)',
      details: {
        label: 'Zmienione pola',
        field: 'Pole',
        before: 'Przed',
        after: 'Po',
        redacted: 'ukryte',
        none: 'Nie zapisano zmienionych pól.',
        moreFields: '%{fields} i %{count} więcej',
        namedObject: '%{type} „%{name}”',
      },
      actionNames: {
        login: 'Logowanie',
        login_failed: 'Nieudane logowanie',
        logout: 'Wylogowanie',
        token_refresh: 'Odświeżenie sesji',
        refresh_token_reused: 'Ponowne użycie tokenu odświeżania',
        password_change: 'Zmiana hasła',
        password_change_failed: 'Nieudana zmiana hasła',
        account_email_change_failed: 'Nieudana zmiana adresu e-mail',
        pesel_check: 'Sprawdzenie numeru PESEL',
        passport_check: 'Sprawdzenie numeru paszportu',
        password_reset_requested: 'Prośba o zresetowanie hasła',
        password_reset: 'Zresetowanie hasła',
        account_email_change: 'Zmiana adresu e-mail',
        dictionary_entry_create: 'Utworzenie wpisu słownika',
        dictionary_entry_update: 'Aktualizacja wpisu słownika',
        dictionary_import: 'Import słownika',
        patient_create: 'Utworzenie pacjenta',
        patient_update: 'Aktualizacja pacjenta',
        patient_activate: 'Aktywacja pacjenta',
        patient_deactivate: 'Dezaktywacja pacjenta',
        patient_protocol_add: 'Dodanie protokołu pacjenta',
        patient_protocol_activate: 'Aktywacja protokołu pacjenta',
        patient_protocol_deactivate: 'Dezaktywacja protokołu pacjenta',
        patient_hospital_add: 'Dodanie szpitala pacjenta',
        patient_hospital_remove: 'Odłączenie szpitala pacjenta',
        patient_favorite_add: 'Dodanie do obserwowanych',
        patient_favorite_remove: 'Usunięcie z obserwowanych',
        patient_flag_add: 'Dodanie flagi korekty',
        patient_flag_resolve: 'Rozwiązanie flagi korekty',
        patient_consent_add: 'Dodanie zgody RODO',
        patient_attachment_add: 'Dodanie załącznika',
        patient_attachment_delete: 'Usunięcie załącznika',
        form_saved: 'Zapis formularza protokołu',
        form_definitions_load: 'Wczytanie definicji formularzy',
      },
      objectTypes: {
        session: 'Sesja',
        dictionary: 'Słownik',
        dictionaryEntry: 'Wpis słownika',
        patient: 'Pacjent',
        form: 'Formularz',
        pesel: 'Numer PESEL',
        passport: 'Paszport',
      },
    },
    // --- end of dictionaries and changes ---
  },
  // --- patient details (resources/patients/PatientShow.tsx, resources/patients/details) ---
  patientDetails: {
    identity: {
      pesel: 'PESEL: %{value}',
      passport: 'Paszport: %{value}',
    },
    status: {
      inactive: 'Nieaktywny',
      deceased: { Female: 'Zmarła', Male: 'Zmarły' },
    },
    favorite: {
      add: 'Dodaj do obserwowanych',
      remove: 'Usuń z obserwowanych',
    },
    print: {
      action: 'Drukuj kartę',
      crumb: 'Wydruk karty',
      caption: 'Podsumowanie pacjenta z rejestru oncoreg',
      printed: 'Wydrukowano: %{at} · Osoba drukująca: %{by}',
      back: 'Wróć do karty pacjenta',
      print: 'Drukuj',
      forms: 'Zapisane formularze',
      noForms: 'Pacjent nie ma zapisanych formularzy.',
      formEmpty: 'Zapisany formularz nie zawiera żadnej wartości.',
    },
    notFound: {
      text: 'Sprawdź adres albo wyszukaj pacjenta na liście.',
      back: 'Wróć do listy pacjentów',
    },
    loadFailed: {
      retry: 'Spróbuj ponownie',
    },
    sections: {
      personal: 'Dane osobowe',
      addresses: 'Adresy',
      hospitals: 'Szpitale',
      protocols: 'Protokoły',
      attachments: 'Załączniki',
      consents: 'Zgody RODO',
      flags: 'Flagi korekty',
      history: 'Historia zmian',
    },
    personal: {
      gender: 'Płeć',
      genders: { Female: 'Kobieta', Male: 'Mężczyzna' },
      birthDate: 'Data urodzenia',
      age: 'Wiek',
      ageAtDeath: 'Wiek w chwili zgonu',
      years: '%{smart_count} rok |||| %{smart_count} lata |||| %{smart_count} lat',
      months: '%{smart_count} miesiąc |||| %{smart_count} miesiące |||| %{smart_count} miesięcy',
      nationality: 'Obywatelstwo',
      pesel: 'PESEL',
      passportNumber: 'Numer paszportu',
      representativePesel: 'PESEL przedstawiciela ustawowego',
      representativePassportNumber: 'Numer paszportu przedstawiciela ustawowego',
      category: 'Kategoria choroby',
      dead: 'Zgon',
      deathDate: 'Data zgonu',
      deactivationReason: 'Powód dezaktywacji',
    },
    addresses: {
      residence: 'Adres zamieszkania',
      registered: 'Adres zameldowania',
      correspondence: 'Adres do korespondencji',
      sameAsResidence: 'Taki sam jak adres zamieszkania',
      notGiven: 'Nie podano',
    },
    hospitals: {
      empty: 'Pacjent nie jest przypisany do żadnego szpitala.',
      inactive: 'Nieaktywny',
      pick: 'Szpital do dodania',
      add: 'Dodaj szpital',
      remove: 'Odłącz szpital %{name}',
      removeTitle: 'Odłączenie szpitala',
      removeConfirm: 'Czy na pewno odłączyć pacjenta od szpitala %{name}?',
      lastOne:
        'Jedynego szpitala pacjenta nie można odłączyć: pacjent musi być przypisany do co najmniej jednego szpitala. Aby go odłączyć, najpierw dodaj inny.',
    },
    protocols: {
      protocol: 'Protokół',
      state: 'Stan',
      active: 'Aktywny',
      inactive: 'Nieaktywny',
      forms: 'Formularze',
      actions: 'Akcje',
      activate: 'Aktywuj protokół %{protocol}',
      deactivate: 'Dezaktywuj protokół %{protocol}',
      deactivateTitle: 'Dezaktywacja protokołu %{protocol}',
      deactivateConfirm:
        'Zapisane formularze protokołu %{protocol} zostaną zachowane, ale do czasu ponownej aktywacji protokołu nie będą widoczne w sekcji „Formularze protokołów”. Czy na pewno dezaktywować protokół?',
      empty: 'Brak protokołów do wyświetlenia.',
      pick: 'Protokół do dodania',
      add: 'Dodaj protokół',
    },
    files: {
      name: 'Nazwa pliku',
      size: 'Rozmiar',
      uploaded: 'Dodano',
      actions: 'Akcje',
      download: 'Pobierz plik %{name}',
      delete: 'Usuń plik %{name}',
      deleteTitle: 'Usunięcie pliku',
      deleteConfirm: 'Czy na pewno chcesz usunąć plik?',
      chooseFile: 'Wybierz plik',
      noFile: 'Nie wybrano pliku',
      accepted: 'PDF, JPG lub PNG',
      progress: 'Postęp wysyłania pliku',
      checking: 'Sprawdzanie pliku…',
      cancel: 'Przerwij wysyłanie',
      cancelled: 'Wysyłanie przerwane. Plik pozostał wybrany.',
    },
    attachments: {
      type: 'Typ',
      typeInput: 'Typ załącznika',
      empty: 'Brak załączników.',
      add: 'Dodaj załącznik',
    },
    consents: {
      date: 'Data zgody',
      dateInput: 'Data podpisania zgody',
      empty: 'Brak zgód RODO.',
      add: 'Dodaj zgodę',
    },
    flags: {
      comment: 'Komentarz',
      hospital: 'Szpital',
      open: 'Otwarta',
      resolved: 'Rozwiązana',
      resolve: 'Rozwiąż',
      resolveLabel: 'Rozwiąż flagę: %{comment}',
      empty: 'Brak flag korekty.',
      add: 'Dodaj flagę',
      addTitle: 'Nowa flaga korekty',
      submit: 'Dodaj flagę',
    },
    history: {
      empty: 'Nie zapisano jeszcze żadnych zmian.',
    },
    notifications: {
      protocolAdded: 'Protokół został dodany',
      protocolActivated: 'Protokół został aktywowany',
      protocolDeactivated: 'Protokół został dezaktywowany',
      hospitalAdded: 'Szpital został dodany do pacjenta',
      hospitalRemoved: 'Szpital został odłączony od pacjenta',
      attachmentAdded: 'Załącznik został dodany',
    },
  },
  // --- end of patient details ---
  // --- protocol forms (src/pages/forms, resources/patients/details/FormsSection.tsx) ---
  forms: {
    types: { basic: 'Podstawowy', extended: 'Rozszerzony' },
    tabs: {
      label: 'Rodzaj formularza',
      basic: 'Formularz podstawowy',
      extended: 'Formularz rozszerzony',
    },
    patient: 'Pacjent: %{name}',
    back: 'Wróć do pacjenta',
    save: 'Zapisz',
    saved: 'Formularz zapisany',
    invalid: 'Formularz zawiera błędy',
    status: {
      neverSaved: 'Formularz nie był jeszcze zapisany',
      saved: 'Wersja %{version}, zapisana %{at} przez: %{by}',
      completeness: 'Kompletność: %{value}%',
    },
    versions: {
      earlier: 'Wcześniejsze wersje',
      show: 'Pokaż cały formularz w wersji %{version}',
      title: '%{form}: wersja %{version}',
      crumb: 'Wersja %{version}',
      saved: 'Wersja %{version} z %{count}, zapisana %{at} przez: %{by}',
      readOnly: 'Tylko do odczytu: tak wyglądał formularz po tym zapisie.',
      isLatest: 'To bieżąca wersja formularza, tutaj tylko do odczytu.',
      olderDefinition:
        'Zapisano ją według wcześniejszego wydania definicji formularza: pól dodanych później tu nie ma.',
      label: 'Wersje formularza',
      page: 'Wersja %{version}',
      shown: 'Wersja %{version}, wyświetlana',
      previous: 'Poprzednia wersja',
      next: 'Następna wersja',
      toCurrent: 'Otwórz bieżący formularz',
      changedHere: 'Zmienione tym zapisem',
      sectionChanged: 'zmieniona tym zapisem',
      changes: {
        marked: 'Pola zmienione tym zapisem są zaznaczone pomarańczowym paskiem.',
        none: 'Ten zapis nie zmienił żadnego pola.',
        first: 'To pierwsza wersja formularza: zmiany są zaznaczane od drugiej.',
        failed:
          'Nie udało się wczytać poprzedniej wersji, więc zmiany tego zapisu nie są zaznaczone.',
      },
      missing: {
        title: 'Formularz nie ma takiej wersji',
        count:
          'Ten formularz ma jedną zapisaną wersję. |||| Ten formularz ma %{smart_count} zapisane wersje. |||| Ten formularz ma %{smart_count} zapisanych wersji.',
        latest: 'Pokaż ostatnią wersję (%{version})',
      },
    },
    readOnly: {
      role: 'Twoja rola pozwala przeglądać ten formularz, ale nie edytować go.',
    },
    notFound: {
      back: 'Wróć do pacjenta',
    },
    leave: {
      title: 'Niezapisane zmiany zostaną utracone',
      text: 'Zapisz formularz przed wyjściem albo odrzuć wprowadzone zmiany.',
      stay: 'Zostań na stronie',
      discard: 'Odrzuć zmiany i przejdź',
      saveAndProceed: 'Zapisz i przejdź',
    },
    rows: {
      deleteTitle: 'Usunięcie wiersza',
      deleteNamed: 'Usunięcie wiersza: %{row}',
      deleteConfirm: 'Czy na pewno chcesz usunąć wiersz?',
    },
    table: {
      empty: 'Nie dodano jeszcze żadnego wiersza.',
      add: 'Dodaj wiersz',
      addTo: 'Dodaj wiersz: %{table}',
      row: 'Wiersz %{number}',
      rowTitle: '%{row} %{number}',
    },
    sections: {
      label: 'Sekcje formularza',
      hasData: 'zawiera dane',
      noData: 'bez danych',
      errors: '%{smart_count} błąd |||| %{smart_count} błędy |||| %{smart_count} błędów',
      errorsTotal:
        'Formularz zawiera %{smart_count} błąd |||| Formularz zawiera %{smart_count} błędy |||| Formularz zawiera %{smart_count} błędów',
    },
    conflict: {
      title: 'Ktoś zapisał nowszą wersję formularza',
      text: 'Na serwerze jest już wersja %{version} tego formularza, zapisana po tym, jak zaczęto Twoje zmiany. Wybierz, która wersja ma zostać. Zapisanie Twojej wersji zachowa zmiany z wersji %{version} w polach, których nie zmieniono na tym urządzeniu.',
      queuedText:
        'Zapis wykonany bez połączenia z siecią trafił na nowszą wersję %{version} tego formularza na serwerze. Wybierz, która wersja ma zostać.',
      loadServer: 'Wczytaj wersję z serwera (odrzuć moje zmiany)',
      overwrite: 'Zapisz moją wersję',
      later: 'Zdecyduję później',
      unresolved: 'Nierozwiązany konflikt wersji: na serwerze jest nowsza wersja %{version}.',
      resolve: 'Wybierz wersję',
    },
    offline: {
      pending: 'Oczekuje na wysłanie: %{count}',
      savedOnDevice:
        'Formularz zapisano na tym urządzeniu. Zostanie wysłany na serwer, gdy wróci połączenie z siecią.',
      queued:
        'Brak połączenia: formularz zapisano na tym urządzeniu i zostanie wysłany po odzyskaniu połączenia',
      sessionEnded:
        'Sesja wygasła: formularz zapisano na tym urządzeniu i zostanie wysłany po ponownym zalogowaniu',
      full: 'Kolejka pełna: bez połączenia może czekać najwyżej %{limit} zapisów. Połącz się z siecią przed kolejnym zapisem.',
      rejected:
        'Serwer odrzucił zapis wykonany bez połączenia: %{message}. Popraw formularz i zapisz go ponownie.',
      conflictElsewhere:
        'Zapis formularza %{form} wykonany bez połączenia trafił na nowszą wersję na serwerze. Otwórz formularz, aby wybrać wersję.',
      rejectedElsewhere:
        'Serwer odrzucił zapis formularza %{form} wykonany bez połączenia. Otwórz formularz, aby go poprawić.',
      recoveredHere:
        'Ten zapis odczytano z uszkodzonej listy zapisów czekających na tym urządzeniu i nie został jeszcze wysłany. Sprawdź dane i zapisz formularz, aby go wysłać.',
      damaged: {
        title: 'Nie udało się odczytać wszystkich zapisów czekających na tym urządzeniu',
        text: 'Lista formularzy zapisanych bez połączenia z siecią jest uszkodzona. Nic z niej nie usunięto: jej pierwotną treść zachowano na tym urządzeniu.',
        recovered: 'Zapisy, które udało się odczytać (%{smart_count}), czekają na Twoją decyzję:',
        item: '%{form}, zapisany %{at},',
        patient: 'pacjent nr %{id}',
        send: 'Wyślij odczytane zapisy',
        noneRecovered: 'Nie udało się odczytać żadnego zapisu.',
        copies: 'Uszkodzona lista',
        copiesHelp:
          'Pobierz ją i przekaż administratorowi rejestru, aby odzyskać zapisy, których nie udało się odczytać. Usuń ją dopiero potem.',
        copy: 'Zachowana %{at}',
        download: 'Pobierz',
        delete: 'Usuń',
        deleteTitle: 'Usunięcie uszkodzonej listy',
        deleteConfirm:
          'Usunąć uszkodzoną listę z tego urządzenia? Zapisów, których nie udało się odczytać, nie będzie można już odzyskać.',
      },
    },
    lookup: {
      placeholder: 'Wpisz kod lub nazwę',
      searching: 'Wyszukiwanie…',
    },
    richText: {
      toolbar: 'Formatowanie tekstu',
      bold: 'Pogrubienie',
      italic: 'Kursywa',
      underline: 'Podkreślenie',
      bulletList: 'Lista punktowana',
      numberedList: 'Lista numerowana',
    },
    dimensions: {
      computed: 'obliczona: π/6 × dł. × szer. × grub.',
    },
    rjsf: {
      add: 'Dodaj',
      addRow: 'Dodaj wiersz',
      removeRow: 'Usuń wiersz',
      copyRow: 'Powiel wiersz',
      moveUp: 'Przesuń w górę',
      moveDown: 'Przesuń w dół',
      row: 'Wiersz',
      noRows: 'Brak wierszy. Dodaj wiersz przyciskiem poniżej.',
      yes: 'Tak',
      no: 'Nie',
      close: 'Zamknij',
      errors: 'Błędy',
      clear: 'Wyczyść',
      now: 'Teraz',
      pickDate: 'Wybierz datę',
    },
    section: {
      title: 'Formularze protokołów',
      protocol: 'Protokół',
      type: 'Rodzaj',
      lastSaved: 'Ostatni zapis',
      completeness: 'Kompletność',
      version: 'Wersja',
      never: 'Nie zapisano',
      savedBy: '%{at}, %{by}',
      open: 'Otwórz formularz %{form}',
      empty: 'Pacjent nie ma aktywnych protokołów, których formularze możesz zobaczyć.',
    },
  },
  // --- end of protocol forms ---
  // --- dashboard (src/pages/dashboard) ---
  dashboard: {
    year: 'Rok',
    recentPatients: 'Nowi pacjenci (ostatnie %{days} dni)',
    patientsInYear: 'Pacjenci zarejestrowani w %{year} r.',
    formsSaved: 'Formularze zapisane w %{year} r.',
    byGender: 'Pacjenci według płci',
    byProtocol: 'Udział jednostek chorobowych',
    byHospital: 'Pacjenci według szpitali',
    byHospitalOverlap:
      'Pacjent leczony w kilku szpitalach liczy się w każdym z nich, więc suma przekracza liczbę pacjentów.',
    byFormType: 'Formularze według rodzaju',
    count: 'Liczba',
    share: 'Udział',
    noData: 'Brak danych za %{year} r.',
    recentForms: 'Formularze ostatnio edytowane w %{year} r.',
    noRecentForms: 'W %{year} r. nie zapisano żadnego formularza.',
    favorites: 'Obserwowani pacjenci',
    noFavorites: 'Nie obserwujesz żadnego pacjenta.',
    flags: 'Pacjenci do poprawy',
    noFlags: 'Brak otwartych flag korekty.',
    shown: 'Pokazano %{shown} z %{total}',
    inactive: 'Nieaktywny',
  },
  // --- end of dashboard ---
};

/** The shape of every language's signed-in part. */
export type SignedInMessages = typeof plSignedIn;

const written = mergeCatalogues(plSignIn, plSignedIn);

/** The shape of every catalogue: a key missing from another language fails the type-check. */
export type Messages = typeof written;

/** With the texts of the declared entities (domain/entities/). */
export const pl: Messages = withEntityTexts(written, 'pl');
