/**
 * The nationalities a patient may have (spec section 3): the 27 member states of the European
 * Union, then Norway, Switzerland, the United Kingdom, Iceland, Russia, Ukraine, Belarus, Moldova,
 * Georgia, Armenia and Azerbaijan. Codes are ISO 3166-1 alpha-2 (Greece is GR, not the EU's EL);
 * Polish names are the short names of the Polish list of country names (KSNG).
 */
export interface Nationality {
  code: string;
  pl: string;
  en: string;
}

export const NATIONALITIES: readonly Nationality[] = [
  // European Union
  { code: 'AT', pl: 'Austria', en: 'Austria' },
  { code: 'BE', pl: 'Belgia', en: 'Belgium' },
  { code: 'BG', pl: 'Bułgaria', en: 'Bulgaria' },
  { code: 'HR', pl: 'Chorwacja', en: 'Croatia' },
  { code: 'CY', pl: 'Cypr', en: 'Cyprus' },
  { code: 'CZ', pl: 'Czechy', en: 'Czechia' },
  { code: 'DK', pl: 'Dania', en: 'Denmark' },
  { code: 'EE', pl: 'Estonia', en: 'Estonia' },
  { code: 'FI', pl: 'Finlandia', en: 'Finland' },
  { code: 'FR', pl: 'Francja', en: 'France' },
  { code: 'DE', pl: 'Niemcy', en: 'Germany' },
  { code: 'GR', pl: 'Grecja', en: 'Greece' },
  { code: 'HU', pl: 'Węgry', en: 'Hungary' },
  { code: 'IE', pl: 'Irlandia', en: 'Ireland' },
  { code: 'IT', pl: 'Włochy', en: 'Italy' },
  { code: 'LV', pl: 'Łotwa', en: 'Latvia' },
  { code: 'LT', pl: 'Litwa', en: 'Lithuania' },
  { code: 'LU', pl: 'Luksemburg', en: 'Luxembourg' },
  { code: 'MT', pl: 'Malta', en: 'Malta' },
  { code: 'NL', pl: 'Holandia', en: 'Netherlands' },
  { code: 'PL', pl: 'Polska', en: 'Poland' },
  { code: 'PT', pl: 'Portugalia', en: 'Portugal' },
  { code: 'RO', pl: 'Rumunia', en: 'Romania' },
  { code: 'SK', pl: 'Słowacja', en: 'Slovakia' },
  { code: 'SI', pl: 'Słowenia', en: 'Slovenia' },
  { code: 'ES', pl: 'Hiszpania', en: 'Spain' },
  { code: 'SE', pl: 'Szwecja', en: 'Sweden' },
  // Other European countries named by the spec
  { code: 'NO', pl: 'Norwegia', en: 'Norway' },
  { code: 'CH', pl: 'Szwajcaria', en: 'Switzerland' },
  { code: 'GB', pl: 'Wielka Brytania', en: 'United Kingdom' },
  { code: 'IS', pl: 'Islandia', en: 'Iceland' },
  { code: 'RU', pl: 'Rosja', en: 'Russia' },
  { code: 'UA', pl: 'Ukraina', en: 'Ukraine' },
  { code: 'BY', pl: 'Białoruś', en: 'Belarus' },
  { code: 'MD', pl: 'Mołdawia', en: 'Moldova' },
  { code: 'GE', pl: 'Gruzja', en: 'Georgia' },
  { code: 'AM', pl: 'Armenia', en: 'Armenia' },
  { code: 'AZ', pl: 'Azerbejdżan', en: 'Azerbaijan' },
];

const CODES: ReadonlySet<string> = new Set(NATIONALITIES.map((n) => n.code));

/** Whether `code` is one of the nationality codes above (exact, upper-case). */
export function isNationality(code: unknown): code is string {
  return typeof code === 'string' && CODES.has(code);
}
