/**
 * The Polish catalogue: the default language and the shape every other catalogue is typed against
 * (`Messages`). react-admin's own texts under `ra`, the registry's under `registry`; the messages
 * shared with the server come from domain/ so that both sides word them alike.
 */
import { DOMAIN_MESSAGES } from '../domain';
import { raPl } from './raPl';

const domain = DOMAIN_MESSAGES.pl;

export const pl = {
  ra: raPl,
  registry: {
    app: {
      name: 'oncoreg',
      tagline: 'Rejestr onkologii i hematologii dziecięcej',
      loading: 'Ładowanie…',
    },
    language: {
      label: 'Język',
      pl: 'Polski',
      en: 'English',
    },
    menu: {
      home: 'Strona główna',
      account: 'Moje konto',
      logout: 'Wyloguj się',
      userMenu: 'Menu użytkownika',
    },
    breadcrumbs: {
      label: 'Ścieżka nawigacji',
      home: 'Strona główna',
    },
    login: {
      title: 'Logowanie',
      identifier: 'E-mail lub nazwa użytkownika',
      password: 'Hasło',
      submit: 'Zaloguj się',
      forgotPassword: 'Nie pamiętasz hasła?',
    },
    resetPassword: {
      requestTitle: 'Nie pamiętasz hasła?',
      requestIntro: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
      email: 'E-mail',
      submit: 'Wyślij link',
      backToLogin: 'Wróć do logowania',
      changeTitle: 'Ustaw nowe hasło',
      changeIntro: 'Wpisz nowe hasło dwa razy.',
      checkingToken: 'Sprawdzamy link…',
      newPassword: 'Nowe hasło',
      confirmPassword: 'Powtórz nowe hasło',
      submitChange: 'Zmień hasło',
    },
    home: {
      title: 'Strona główna',
      greeting: 'Dzień dobry, %{name}!',
      lastLogin: 'Ostatnie logowanie: %{date}',
      firstSignIn: 'To Twoje pierwsze logowanie.',
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
        email: 'Nowy adres e-mail',
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
    },
    notFound: {
      title: 'Nie znaleziono strony',
      text: 'Strona o tym adresie nie istnieje.',
      home: 'Wróć na stronę główną',
    },
    missingPermissions: {
      title: 'Brak uprawnień',
    },
    toast: {
      close: 'Zamknij powiadomienie',
      region: 'Powiadomienia',
    },
    modal: {
      confirm: 'Potwierdź',
    },
    validation: domain.validation,
    errors: {
      ...domain.errors,
      errorCode: 'Kod błędu:',
      dataFetching: 'Błąd pobierania danych',
      dataUpdate: 'Błąd aktualizacji danych',
      creation: 'Wystąpił błąd podczas tworzenia',
      update: 'Błąd aktualizacji',
      login: 'Błąd w procesie logowania',
      logout: 'Błąd w procesie wylogowania',
      resetPassword: 'Błąd w procesie resetowania hasła',
      updateProfile: 'Błąd aktualizacji profilu',
      fetchAccount: 'Błąd pobierania danych konta',
      loadingFile: 'Błąd ładowania pliku',
      attachmentMissing: 'Załącznik nie istnieje',
      rodoConsentMissing: 'Zgoda RODO nie istnieje',
      patientMissing: 'Pacjent nie istnieje',
      formGeneration: 'Wystąpił błąd podczas generowania formularza',
      favorites: 'Wystąpił błąd podczas dodawania do ulubionych lub usuwania z nich',
      flag: 'Błąd dodawania lub usuwania flagi',
      valueNotFound: 'Nie odnaleziono wartości',
      timeout: 'Serwer nie odpowiedział w ciągu 6 sekund. Spróbuj ponownie.',
      network: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
      pageCrashed: 'Nie udało się wyświetlić tej strony',
    },
    notices: domain.notices,
    notifications: {
      loginSuccess: 'Zalogowano pomyślnie',
      logoutSuccess: 'Wylogowano pomyślnie',
      passwordChanged: 'Hasło zostało zmienione',
      emailUpdated: 'Adres e-mail został zaktualizowany',
      profileUpdated: 'Profil został zaktualizowany',
      userCreated: 'Użytkownik został utworzony',
      userUpdated: 'Użytkownik został zaktualizowany',
      userActivated: 'Użytkownik został aktywowany',
      userDeactivated: 'Użytkownik został dezaktywowany',
      hospitalSaved: 'Dane szpitala zostały zapisane.',
      hospitalCreated: 'Szpital został utworzony',
      hospitalUpdated: 'Szpital został zaktualizowany',
      hospitalActivated: 'Szpital został aktywowany',
      hospitalDeactivated: 'Szpital został dezaktywowany',
      patientCreated: 'Pacjent został utworzony',
      patientUpdated: 'Pacjent został zaktualizowany',
      patientActivated: 'Pacjent został aktywowany',
      patientDeactivated: 'Pacjent został dezaktywowany',
      categoryCreated: 'Kategoria została utworzona',
      categoryUpdated: 'Kategoria została zaktualizowana',
      categoryActivated: 'Kategoria została aktywowana',
      categoryDeactivated: 'Kategoria została dezaktywowana',
      dictionaryEntryCreated: 'Wpis słownika został utworzony',
      dictionaryEntryUpdated: 'Wpis słownika został zaktualizowany',
      formSaved: 'Formularz został zapisany',
      consentAdded: 'Zgoda została dodana',
      fileRemoved: 'Plik został usunięty',
      flagAdded: 'Flaga została dodana',
      flagRemoved: 'Flaga została usunięta',
    },
  },
};

/** The shape of every catalogue: a key missing from another language fails the type-check. */
export type Messages = typeof pl;
