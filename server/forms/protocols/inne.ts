/**
 * Other diagnoses (INNE): the patients no disease protocol covers, such as rare paediatric
 * tumours (carcinomas, melanoma, pleuropulmonary blastoma and the other ICCC group XI and XII
 * tumours), benign or borderline tumours, non-malignant blood disorders (aplastic anaemia,
 * haemolytic anaemias, immune thrombocytopenia), primary immunodeficiencies and histiocytoses
 * other than LCH. No single staging system fits them, so the form is general: the ICD-10 code,
 * a category and a free description of the diagnosis, the stage and risk group as text under
 * whichever system applies (TNM, FIGO, COG...), metastases and cancer predisposition. Most of
 * these diagnoses are not tumours, so the diagnosis section carries no ICD-O-3 codes; a rare
 * tumour's histology goes in the description. The extended form adds the supportive and disease-specific treatments non-malignant
 * disorders receive (transfusions, immunosuppression, chelation).
 */
import type { ProtocolForms } from '../index';
import { choice, date, longText, t, table, text, yesNo } from '../builder';
import { basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.INNE;

const basic = basicForm('INNE', NAME, {
  tumour: false,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja protokołu lub wytycznych, według których leczono',
      'Name and version of the protocol or guideline followed',
    ),
  },
  staging: {
    stage: text(t('Stopień zaawansowania', 'Stage'), {
      help: t(
        'System i stopień, np. TNM pT2N0M0, FIGO IC',
        'System and stage, e.g. TNM pT2N0M0, FIGO IC',
      ),
    }),
    riskGroup: text(t('Grupa ryzyka', 'Risk group')),
  },
  disease: {
    category: choice(t('Kategoria rozpoznania', 'Category'), [
      ['rareTumour', t('Rzadki nowotwór złośliwy', 'Rare malignant tumour')],
      [
        'benignTumour',
        t('Nowotwór łagodny lub o niepewnym charakterze', 'Benign or borderline tumour'),
      ],
      ['haematological', t('Nienowotworowa choroba krwi', 'Non-malignant blood disorder')],
      ['immunodeficiency', t('Pierwotny niedobór odporności', 'Primary immunodeficiency')],
      ['histiocytosis', t('Inna histiocytoza (np. HLH)', 'Other histiocytosis (e.g. HLH)')],
      ['other', t('Inne', 'Other')],
    ]),
    diagnosisDescription: longText(t('Opis rozpoznania', 'Description of the diagnosis'), {
      help: t(
        'Pełne rozpoznanie, histopatologia, wyniki badań genetycznych',
        'Full diagnosis, histopathology, genetic findings',
      ),
    }),
    site: text(t('Umiejscowienie', 'Site')),
    metastases: yesNo(t('Przerzuty przy rozpoznaniu', 'Metastases at diagnosis')),
    metastasisSites: text(t('Umiejscowienie przerzutów', 'Sites of metastases')),
    predisposition: yesNo(t('Zespół predyspozycji genetycznej', 'Genetic predisposition syndrome')),
    predispositionDetails: text(
      t('Zespół predyspozycji: szczegóły', 'Predisposition syndrome, details'),
      {
        help: t(
          'np. zespół Li-Fraumeni, DICER1, niedokrwistość Fanconiego',
          'e.g. Li-Fraumeni syndrome, DICER1, Fanconi anaemia',
        ),
      },
    ),
  },
});

const extended = extendedForm('INNE', NAME, {
  surgery: true,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t(
      'Blok lub kurs, jak go nazywa protokół',
      'The block or course as the protocol names it',
    ),
    responseTimePoint: t(
      'np. po 2 kursach, przed operacją',
      'e.g. after 2 courses, before surgery',
    ),
  },
  extra: {
    otherTreatments: table(
      t('Inne leczenie', 'Other treatment'),
      {
        kind: choice(t('Rodzaj', 'Type'), [
          ['transfusion', t('Przetoczenia składników krwi', 'Blood product transfusions')],
          ['immunosuppression', t('Leczenie immunosupresyjne', 'Immunosuppression')],
          ['immunoglobulin', t('Immunoglobuliny', 'Immunoglobulins')],
          ['growthFactors', t('Czynniki wzrostu', 'Growth factors')],
          ['chelation', t('Leczenie chelatujące żelazo', 'Iron chelation')],
          ['other', t('Inne', 'Other')],
        ]),
        description: text(t('Opis', 'Description'), {
          help: t('np. ATG + cyklosporyna, deferazyroks', 'e.g. ATG + ciclosporin, deferasirox'),
        }),
        startDate: date(t('Data rozpoczęcia', 'Start date')),
        endDate: date(t('Data zakończenia', 'End date'), { endOf: 'startDate' }),
      },
      { row: t('Leczenie', 'Treatment'), required: ['kind', 'startDate'] },
    ),
  },
});

export const inne: ProtocolForms = { basic, extended };
