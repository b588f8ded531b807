/** The 17 disease categories of spec section 1, with their abbreviations and names. */
export interface DiseaseCategory {
  abbreviation: string;
  pl: string;
  en: string;
}

export const DISEASE_CATEGORIES: readonly DiseaseCategory[] = [
  { abbreviation: 'STS', pl: 'Mięsaki tkanek miękkich', en: 'Soft tissue sarcoma' },
  { abbreviation: 'WT', pl: 'Nerczak zarodkowy (guz Wilmsa)', en: 'Nephroblastoma (Wilms tumour)' },
  {
    abbreviation: 'NHL',
    pl: 'Chłoniaki nieziarnicze (B-komórkowe, anaplastyczne z dużych komórek, T/pre-B)',
    en: 'Non-Hodgkin lymphomas (B-cell, large-cell, T/pre-B)',
  },
  { abbreviation: 'RBL', pl: 'Siatkówczak', en: 'Retinoblastoma' },
  { abbreviation: 'GCT', pl: 'Guzy z komórek rozrodczych', en: 'Germ cell tumours' },
  { abbreviation: 'NBL', pl: 'Nerwiak zarodkowy współczulny', en: 'Neuroblastoma' },
  {
    abbreviation: 'OUN',
    pl: 'Guzy ośrodkowego układu nerwowego',
    en: 'Central nervous system tumours',
  },
  { abbreviation: 'HL', pl: 'Chłoniak Hodgkina', en: 'Hodgkin lymphoma' },
  {
    abbreviation: 'ALL',
    pl: 'Ostra białaczka limfoblastyczna',
    en: 'Acute lymphoblastic leukaemia',
  },
  { abbreviation: 'AML', pl: 'Ostra białaczka szpikowa', en: 'Acute myeloid leukaemia' },
  { abbreviation: 'CML', pl: 'Przewlekła białaczka szpikowa', en: 'Chronic myeloid leukaemia' },
  {
    abbreviation: 'MPAL',
    pl: 'Ostra białaczka o fenotypie mieszanym',
    en: 'Mixed-phenotype acute leukaemia',
  },
  { abbreviation: 'BT', pl: 'Nowotwory kości', en: 'Bone tumours' },
  { abbreviation: 'HBL', pl: 'Wątrobiak zarodkowy', en: 'Hepatoblastoma' },
  { abbreviation: 'MDS', pl: 'Zespoły mielodysplastyczne', en: 'Myelodysplastic syndromes' },
  { abbreviation: 'LCH', pl: 'Histiocytozy', en: 'Histiocytoses' },
  { abbreviation: 'INNE', pl: 'Inne', en: 'Other' },
];
