import type { ShippedDictionary, ShippedEntry } from './types';

/** Types of documents attached to a patient record (spec section 3: attachment file: type, file). */
// prettier-ignore
const entries: readonly ShippedEntry[] = [
  { value: 'DISCHARGE_SUMMARY', pl: 'Epikryza', en: 'Discharge summary', search: 'karta informacyjna leczenia szpitalnego wypis' },
  { value: 'HISTOPATHOLOGY', pl: 'Wynik badania histopatologicznego', en: 'Histopathology report', search: 'hist-pat patomorfologia biopsja' },
  { value: 'CYTOGENETICS', pl: 'Wynik badania cytogenetycznego lub molekularnego', en: 'Cytogenetic or molecular report', search: 'kariotyp FISH PCR NGS genetyka MRD' },
  { value: 'IMAGING', pl: 'Opis badania obrazowego', en: 'Imaging report', search: 'TK tomografia MR rezonans USG RTG PET scyntygrafia MIBG' },
  { value: 'LAB_RESULTS', pl: 'Wyniki badań laboratoryjnych', en: 'Laboratory results', search: 'morfologia biochemia markery szpik mielogram immunofenotyp' },
  { value: 'REFERRAL', pl: 'Skierowanie', en: 'Referral' },
  { value: 'SURGERY', pl: 'Protokół operacyjny', en: 'Surgery report', search: 'opis zabiegu operacji' },
  { value: 'RADIOTHERAPY', pl: 'Karta informacyjna radioterapii', en: 'Radiotherapy summary', search: 'napromienianie protonoterapia' },
  { value: 'CONSULTATION', pl: 'Konsultacja specjalistyczna', en: 'Specialist consultation', search: 'opinia' },
  { value: 'DEATH_CERTIFICATE', pl: 'Karta zgonu lub jej odpis', en: 'Death certificate or its summary', search: 'zgon' },
  { value: 'OTHER_DOCUMENT', pl: 'Inny dokument', en: 'Other document' },
];

export const attachmentTypes: ShippedDictionary = {
  type: 'attachmentTypes',
  namePl: 'Typy załączników',
  nameEn: 'Attachment types',
  entries,
};
