/**
 * The Polish catalogue's sign-in part: what a guest's pages show (the login and password reset
 * pages, the legal pages, the frame, toasts, errors and react-admin's own texts). The login
 * route loads only this part; the signed-in app's texts (pl.ts) come once someone signs in.
 * Every part is typed against the Polish one, so a key missing from English fails the type-check.
 */
import { pl as domain } from '../domain/messagesPl';
import { raPl } from './raPl';

export const plSignIn = {
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
      unsaved: {
        title: 'Zmienić język?',
        text: 'Na tej stronie są niezapisane zmiany. Zmiana języka wczytuje stronę od nowa: zapisz zmiany przed zmianą języka albo je odrzuć.',
        stay: 'Anuluj',
        discard: 'Odrzuć zmiany i zmień język',
        saveAndProceed: 'Zapisz i zmień język',
      },
    },
    dates: {
      placeholder: { day: 'dd', month: 'mm', year: 'rrrr' },
      emptySection: 'Puste',
      invalid: 'Nieprawidłowa data: wpisz dzień, miesiąc i rok (dd.mm.rrrr)',
      beforeMin: 'Data nie może być wcześniejsza niż %{date}',
      afterMax: 'Data nie może być późniejsza niż %{date}',
    },
    menu: {
      home: 'Strona główna',
      account: 'Moje konto',
      logout: 'Wyloguj się',
      userMenu: 'Menu użytkownika',
      userMenuOf: '%{name}, menu użytkownika',
      navigation: 'Menu główne',
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
    loadState: {
      failed: 'Nie udało się wczytać danych',
      retry: 'Spróbuj ponownie',
      retrying: 'Ponawianie…',
      missingTitle: 'Nie znaleziono',
      missing: 'Ten wpis nie istnieje albo jest poza Twoim zakresem dostępu.',
      backToList: 'Wróć do listy',
      choicesFailed:
        'Nie udało się wczytać opcji. Otwórz listę ponownie, aby spróbować jeszcze raz.',
    },
    modal: {
      confirm: 'Potwierdź',
    },
    unsavedChanges: {
      title: 'Niezapisane zmiany zostaną utracone',
      text: 'Formularz ma niezapisane zmiany. Zostań na stronie, aby je zapisać, albo odrzuć je i przejdź dalej.',
      closeText:
        'Formularz ma niezapisane zmiany. Wróć do edycji, aby je zapisać, albo odrzuć je i zamknij okno.',
      stay: 'Zostań na stronie',
      keepEditing: 'Wróć do edycji',
      discard: 'Odrzuć zmiany i przejdź',
      discardAndClose: 'Odrzuć zmiany i zamknij',
    },
    roles: {
      ROLE_CENTRAL_ADMINISTRATOR: 'Administrator centralny',
      ROLE_REPORTER_PHYSICIAN: 'Lekarz raportujący',
      ROLE_COORDINATOR: 'Koordynator',
      ROLE_DATA_ADMINISTRATOR: 'Administrator danych',
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
      favorites: 'Wystąpił błąd podczas dodawania do obserwowanych lub usuwania z nich',
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
      hospitalUpdated: 'Szpital został zaktualizowany',
      patientCreated: 'Pacjent został utworzony',
      patientUpdated: 'Pacjent został zaktualizowany',
      patientSaved: 'Dane pacjenta zostały zapisane',
      patientActivated: 'Pacjent został aktywowany',
      patientDeactivated: 'Pacjent został dezaktywowany',
      dictionaryEntryCreated: 'Wpis słownika został utworzony',
      dictionaryEntryUpdated: 'Wpis słownika został zaktualizowany',
      formSaved: 'Formularz został zapisany',
      consentAdded: 'Zgoda została dodana',
      fileRemoved: 'Plik został usunięty',
      flagAdded: 'Flaga została dodana',
      flagRemoved: 'Flaga została usunięta',
      permissionsChanged:
        'Administrator zmienił uprawnienia Twojego konta: menu i ekrany pokazują teraz to, do czego masz dostęp.',
    },
  },
  // --- information pages (src/pages/info; their long texts live in src/pages/info/content) ---
  info: {
    version: 'wersja %{version}',
    faq: 'Najczęstsze pytania',
    help: 'Pomoc',
    contact: 'Kontakt',
    changelog: 'Historia wersji',
    privacyPolicy: 'Polityka prywatności',
    terms: 'Regulamin',
  },
  // --- end of information pages ---
};

/** The shape of every language's sign-in part. */
export type SignInMessages = typeof plSignIn;
