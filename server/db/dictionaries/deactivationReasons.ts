import type { ShippedDictionary, ShippedEntry } from './types';

/**
 * Why a hospital, a user or a patient record is deactivated (spec section 4: deactivation
 * requires a reason). The screen offers "other" with free text itself, so there is no OTHER here.
 * One list serves all three screens; the comments below group the reasons by the record they
 * usually apply to.
 */
// prettier-ignore
const entries: readonly ShippedEntry[] = [
  // Any record
  { value: 'DUPLICATE', pl: 'Duplikat – rekord założony ponownie dla tego samego podmiotu', en: 'Duplicate – the same entity was registered twice', search: 'podwójny zdublowany' },
  { value: 'ENTERED_IN_ERROR', pl: 'Rekord wprowadzony omyłkowo', en: 'Record entered in error', search: 'pomyłka błąd' },
  // Users
  { value: 'LEFT_EMPLOYMENT', pl: 'Użytkownik nie pracuje już w szpitalu', en: 'User no longer works at the hospital', search: 'odejście zwolnienie koniec zatrudnienia' },
  { value: 'ROLE_CHANGE', pl: 'Zmiana funkcji – użytkownik nie potrzebuje już dostępu do rejestru', en: 'Change of role – the user no longer needs access to the registry' },
  { value: 'LONG_TERM_ABSENCE', pl: 'Długotrwała nieobecność użytkownika (np. urlop)', en: 'Long-term absence of the user (e.g. extended leave)', search: 'urlop macierzyński zdrowotny' },
  { value: 'SECURITY', pl: 'Bezpieczeństwo – podejrzenie przejęcia lub nieuprawnionego użycia konta', en: 'Security – suspected account compromise or misuse', search: 'włamanie hasło wyciek' },
  // Hospitals
  { value: 'HOSPITAL_CLOSED', pl: 'Szpital lub oddział zlikwidowany', en: 'Hospital or ward closed' },
  { value: 'HOSPITAL_MERGED', pl: 'Szpital połączony z innym szpitalem w rejestrze', en: 'Hospital merged into another hospital in the registry', search: 'fuzja konsolidacja' },
  { value: 'NO_LONGER_PARTICIPATING', pl: 'Szpital nie uczestniczy już w rejestrze', en: 'Hospital no longer participates in the registry', search: 'rezygnacja wystąpienie' },
  // Patients
  { value: 'CONSENT_WITHDRAWN', pl: 'Wycofanie zgody przez przedstawiciela ustawowego pacjenta (lub pełnoletniego pacjenta)', en: "Consent withdrawn by the patient's legal representative (or the patient, once an adult)", search: 'zgoda sprzeciw RODO' },
  { value: 'TRANSFERRED_ABROAD', pl: 'Pacjent przeniesiony na leczenie za granicę', en: 'Patient transferred for treatment abroad', search: 'wyjazd emigracja' },
  { value: 'LOST_TO_FOLLOW_UP', pl: 'Utrata kontaktu z pacjentem (brak obserwacji)', en: 'Patient lost to follow-up', search: 'brak kontaktu' },
  { value: 'DIAGNOSIS_NOT_CONFIRMED', pl: 'Rozpoznanie niepotwierdzone – pacjent nie spełnia kryteriów rejestru', en: 'Diagnosis not confirmed – the patient is not eligible for the registry', search: 'weryfikacja rozpoznania niekwalifikujący' },
];

export const deactivationReasons: ShippedDictionary = {
  type: 'deactivationReasons',
  namePl: 'Powody dezaktywacji',
  nameEn: 'Deactivation reasons',
  entries,
};
