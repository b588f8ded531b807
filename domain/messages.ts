/**
 * Messages that the browser and the server must word alike: the validation rules of spec
 * section 5 and the API's error and confirmation messages. The server answers in the language
 * of the request's Accept-Language header; the interface puts these under `registry.*`.
 * Placeholders use Polyglot's %{name} form.
 */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const pl = {
  validation: {
    confirmed: 'Pola nie zgadzają się',
    required: 'Pole wymagane',
    email: 'Nieprawidłowy adres e-mail',
    min: 'Pole musi mieć co najmniej %{limit} znaków',
    max: 'Pole może mieć maksymalnie %{limit} znaków',
    phone: 'Nieprawidłowy numer telefonu (wzór: +XXYYYYYYYYY)',
    zipCode: 'Nieprawidłowy kod pocztowy (format XX-XXX)',
    birthDate: 'Nieprawidłowa data urodzenia',
    uniqueString: 'Wartość musi być unikalna',
    strongPassword:
      'Hasło musi mieć co najmniej 8 znaków, w tym małe i wielkie litery, cyfrę i znak specjalny',
    invalidValue: 'Nieprawidłowa wartość',
    unknownField: 'Nieznane pole',
    passwordUnchanged: 'Nowe hasło musi się różnić od obecnego',
    unstorableText: 'Pole zawiera niedozwolone znaki (np. znak NUL)',
    pesel: 'Nieprawidłowy numer PESEL',
    peselOrPassport: 'Wymagany PESEL lub numer paszportu',
    peselCorrect: 'Numer PESEL jest poprawny',
    peselMismatch: 'Niezgodne z numerem PESEL',
    passport: 'Nieprawidłowy numer paszportu (litery i cyfry, od 5 do 20 znaków)',
    deathDate: 'Data zgonu nie może być wcześniejsza niż data urodzenia ani późniejsza niż dzisiaj',
    consentDate: 'Nieprawidłowa data zgody (nie może być późniejsza niż dzisiaj)',
    formMinimum: 'Wartość musi wynosić co najmniej %{limit}',
    formAbove: 'Wartość musi być większa niż %{limit}',
    formMaximum: 'Wartość może wynosić najwyżej %{limit}',
    formBelow: 'Wartość musi być mniejsza niż %{limit}',
    formMaxItems: 'Najwyżej %{limit} wierszy',
    formChoice: 'Wybierz wartość z listy',
    formDate: 'Nieprawidłowa data',
    formNumber: 'Wpisz liczbę',
    dateInFuture: 'Data nie może być późniejsza niż dzisiaj',
    dateBeforeBirth: 'Data nie może być wcześniejsza niż data urodzenia pacjenta',
    dateBeforeStart: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
    // A stale form save's 409 names the current version under details.version, as a bare number.
    currentVersion: '%{version}',
  },
  errors: {
    badRequest: 'Nieprawidłowe żądanie',
    validationFailed: 'Formularz zawiera błędy',
    badCredentials: 'Nieprawidłowe dane logowania',
    accountInactive: 'Konto jest nieaktywne. Skontaktuj się z administratorem centralnym.',
    unauthorized: 'Sesja wygasła. Zaloguj się ponownie.',
    missingPermissions: 'Nie masz uprawnień do tego widoku',
    notFound: 'Nie znaleziono',
    routeNotFound: 'Nie ma takiej ścieżki API',
    conflict: 'Konflikt danych',
    emailTaken: 'Ten adres e-mail jest już używany',
    usernameTaken: 'Ta nazwa użytkownika jest już używana',
    payloadTooLarge: 'Przesłane dane są zbyt duże',
    uriTooLong: 'Adres żądania jest zbyt długi',
    headersTooLarge: 'Nagłówki żądania są zbyt duże',
    requestTimeout: 'Przekroczono czas oczekiwania na żądanie',
    unsupportedMediaType: 'Nieprawidłowy format pliku',
    tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie za %{minutes} min.',
    internal: 'Wystąpił błąd, spróbuj ponownie',
    unavailable: 'Baza danych jest niedostępna',
    resetTokenInvalid: 'Link do zmiany hasła jest nieprawidłowy lub wygasł',
    currentPasswordWrong: 'Obecne hasło jest nieprawidłowe',
    passwordChangeRequired:
      'Konto używa jednorazowego hasła. Zmień hasło, zanim skorzystasz z rejestru.',
    refreshTokenInvalid: 'Sesja wygasła. Zaloguj się ponownie.',
    cannotDeactivateSelf: 'Nie możesz dezaktywować własnego konta',
    lastAdministrator:
      'W rejestrze musi pozostać co najmniej jeden aktywny administrator centralny',
    dictionaryEntryExists: 'Wpis o tej wartości już istnieje w tym słowniku',
    categoryExists: 'Kategoria o tym skrócie już istnieje',
    valueNotFound: 'Nie odnaleziono wartości',
    hospitalInactive: 'Szpital jest nieaktywny',
    patientNotFound: 'Pacjent nie istnieje',
    patientExists: 'Pacjent z tym numerem PESEL już istnieje',
    patientPassportExists: 'Pacjent z tym numerem paszportu wydanego w tym kraju już istnieje',
    hospitalShortNameExists: 'Szpital o tej nazwie skróconej już istnieje',
    attachmentNotFound: 'Załącznik nie istnieje',
    rodoConsentNotFound: 'Zgoda RODO nie istnieje',
    fileTooLarge: 'Plik jest za duży (maksymalnie %{megabytes} MB)',
    flagNotFound: 'Flaga korekty nie istnieje',
    patientProtocolNotFound: 'Pacjent nie ma tego protokołu',
    protocolAssigned: 'Pacjent ma już ten protokół',
    hospitalAssigned: 'Pacjent jest już przypisany do tego szpitala',
    lastPatientHospital: 'Pacjent musi być przypisany do co najmniej jednego szpitala',
    formNotFound: 'Formularz nie istnieje',
    formStale:
      'Ktoś zapisał w międzyczasie nowszą wersję tego formularza. Wczytaj ją, zanim zapiszesz zmiany.',
    protocolInactive: 'Protokół pacjenta jest nieaktywny; aktywuj go, aby edytować formularze',
  },
  notices: {
    resetRequested:
      'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.',
    resetTokenValid: 'Link jest prawidłowy',
    passwordChanged: 'Hasło zostało zmienione',
    loggedOut: 'Wylogowano',
  },
};

export type DomainMessages = typeof pl;

const en: DomainMessages = {
  validation: {
    confirmed: 'The confirmation field is not valid',
    required: 'Required field',
    email: 'Invalid email',
    min: 'Field must be at least %{limit} characters',
    max: 'Field must be max %{limit} characters',
    phone: 'Invalid phone number (pattern: +XXYYYYYYYYY)',
    zipCode: 'Invalid zip code (format XX-XXX)',
    birthDate: 'Invalid birthdate',
    uniqueString: 'Value should be unique',
    strongPassword:
      'The password requires at least 8 characters, including lowercase and uppercase characters, a number and a special character',
    invalidValue: 'Invalid value',
    unknownField: 'Unknown field',
    passwordUnchanged: 'The new password must differ from the current one',
    unstorableText: 'The field contains characters that cannot be stored (such as NUL)',
    pesel: 'Invalid PESEL number',
    peselOrPassport: 'Pesel or passport number required',
    peselCorrect: 'PESEL number is correct',
    peselMismatch: 'Does not match the PESEL number',
    passport: 'Invalid passport number (letters and digits, 5 to 20 characters)',
    deathDate: 'The date of death cannot be before the date of birth or in the future',
    consentDate: 'Invalid consent date (it cannot be in the future)',
    formMinimum: 'Value must be at least %{limit}',
    formAbove: 'Value must be greater than %{limit}',
    formMaximum: 'Value must be at most %{limit}',
    formBelow: 'Value must be less than %{limit}',
    formMaxItems: 'At most %{limit} rows',
    formChoice: 'Choose a value from the list',
    formDate: 'Invalid date',
    formNumber: 'Enter a number',
    dateInFuture: 'The date cannot be in the future',
    dateBeforeBirth: "The date cannot be before the patient's date of birth",
    dateBeforeStart: 'The end date cannot be before the start date',
    // A stale form save's 409 names the current version under details.version, as a bare number.
    currentVersion: '%{version}',
  },
  errors: {
    badRequest: 'Malformed request',
    validationFailed: 'The form contains errors',
    badCredentials: 'Bad credentials',
    accountInactive: 'This account is deactivated. Contact the central administrator.',
    unauthorized: 'Your session has ended. Please sign in again.',
    missingPermissions: 'Missing permissions',
    notFound: 'Not found',
    routeNotFound: 'No such API route',
    conflict: 'Data conflict',
    emailTaken: 'This email address is already in use',
    usernameTaken: 'This username is already in use',
    payloadTooLarge: 'The upload is too large',
    uriTooLong: 'The request address is too long',
    headersTooLarge: 'The request headers are too large',
    requestTimeout: 'The request took too long to arrive',
    unsupportedMediaType: 'Invalid file format',
    tooManyAttempts: 'Too many attempts. Try again in %{minutes} min.',
    internal: 'An error occured, try again',
    unavailable: 'The database is unavailable',
    resetTokenInvalid: 'The password reset link is invalid or has expired',
    currentPasswordWrong: 'The current password is incorrect',
    passwordChangeRequired:
      'This account signs in with a one-time password. Change your password before using the registry.',
    refreshTokenInvalid: 'Your session has ended. Please sign in again.',
    cannotDeactivateSelf: 'You cannot deactivate your own account',
    lastAdministrator: 'The registry must keep at least one active central administrator',
    dictionaryEntryExists: 'An entry with this value already exists in this dictionary',
    categoryExists: 'A category with this abbreviation already exists',
    valueNotFound: 'Value not found',
    hospitalInactive: 'The hospital is inactive',
    patientNotFound: 'Patient does not exist',
    patientExists: 'A patient with this PESEL number already exists',
    patientPassportExists:
      'A patient with this passport number, issued by the same country, already exists',
    hospitalShortNameExists: 'A hospital with this short name already exists',
    attachmentNotFound: 'Attachment file does not exist',
    rodoConsentNotFound: 'Rodo consent does not exist',
    fileTooLarge: 'The file is too large (at most %{megabytes} MB)',
    flagNotFound: 'The correction flag does not exist',
    patientProtocolNotFound: 'The patient does not have this protocol',
    protocolAssigned: 'The patient already has this protocol',
    hospitalAssigned: 'The patient is already assigned to this hospital',
    lastPatientHospital: 'A patient must be assigned to at least one hospital',
    formNotFound: 'The form does not exist',
    formStale:
      'Someone has saved a newer version of this form in the meantime. Load it before saving your changes.',
    protocolInactive: "The patient's protocol is inactive; activate it to edit its forms",
  },
  notices: {
    resetRequested:
      'If an account with this address exists, we have sent it a link to set a new password.',
    resetTokenValid: 'The link is valid',
    passwordChanged: 'Password changed',
    loggedOut: 'Successful logout',
  },
};

export const DOMAIN_MESSAGES: Record<Locale, DomainMessages> = { pl, en };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key such as `errors.badCredentials` or `validation.min`. */
export type DomainMessageKey = Leaves<DomainMessages>;

export type MessageArgs = Record<string, string | number>;

export function interpolate(template: string, args: MessageArgs = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}

export function translate(locale: Locale, key: DomainMessageKey, args?: MessageArgs): string {
  const [group, name] = key.split('.') as [keyof DomainMessages, string];
  const template = (DOMAIN_MESSAGES[locale][group] as Record<string, string>)[name] ?? key;
  return interpolate(template, args);
}

/** Picks the first supported language of an Accept-Language header; Polish otherwise. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
