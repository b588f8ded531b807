/**
 * The disease entities' names in both languages, by protocol code: the titles of the protocol
 * forms (server/forms/) and the labels of the dashboard. Kept apart from domain/protocols.ts so
 * that the login bundle does not carry them.
 */
import { type ProtocolCode } from './protocols';

export const PROTOCOL_NAMES: Record<ProtocolCode, { pl: string; en: string }> = {
  STS: { pl: 'Mięsaki tkanek miękkich', en: 'Soft tissue sarcomas' },
  WT: { pl: 'Nerczak zarodkowy (guz Wilmsa)', en: 'Nephroblastoma (Wilms tumour)' },
  NHLB: {
    pl: 'Chłoniaki nieziarnicze z dojrzałych komórek B',
    en: 'Mature B-cell non-Hodgkin lymphomas',
  },
  ALCL: { pl: 'Chłoniak anaplastyczny z dużych komórek', en: 'Anaplastic large cell lymphoma' },
  LBL: { pl: 'Chłoniak limfoblastyczny', en: 'Lymphoblastic lymphoma' },
  RBL: { pl: 'Siatkówczak', en: 'Retinoblastoma' },
  EGCT: { pl: 'Pozaczaszkowe guzy germinalne', en: 'Extracranial germ cell tumours' },
  NBL: { pl: 'Nerwiak zarodkowy współczulny', en: 'Neuroblastoma' },
  OUN: { pl: 'Nowotwory ośrodkowego układu nerwowego', en: 'Central nervous system tumours' },
  HL: { pl: 'Chłoniak Hodgkina', en: 'Hodgkin lymphoma' },
  ALL: { pl: 'Ostra białaczka limfoblastyczna', en: 'Acute lymphoblastic leukaemia' },
  AML: { pl: 'Ostra białaczka szpikowa', en: 'Acute myeloid leukaemia' },
  CML: { pl: 'Przewlekła białaczka szpikowa', en: 'Chronic myeloid leukaemia' },
  MPAL: { pl: 'Ostra białaczka o fenotypie mieszanym', en: 'Mixed phenotype acute leukaemia' },
  BT: { pl: 'Nowotwory kości', en: 'Bone tumours' },
  HBL: { pl: 'Wątrobiak zarodkowy', en: 'Hepatoblastoma' },
  MDS: { pl: 'Zespoły mielodysplastyczne', en: 'Myelodysplastic syndromes' },
  LCH: { pl: 'Histiocytoza z komórek Langerhansa', en: 'Langerhans cell histiocytosis' },
  INNE: { pl: 'Inne rozpoznania', en: 'Other diagnoses' },
};
