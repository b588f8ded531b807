/**
 * Hodgkin lymphoma (HL) of children and adolescents: classical HL (nodular sclerosis, mixed
 * cellularity, lymphocyte-rich, lymphocyte-depleted) and nodular lymphocyte-predominant HL. The
 * fields follow EuroNet-PHL-C2, the European first-line trial: Ann Arbor stage with B symptoms
 * (fever, drenching night sweats, weight loss over 10% in 6 months), extranodal (E) lesions and
 * the risk factors that raise the treatment level (bulk of 200 ml or more, ESR of 30 mm/h or
 * more), the treatment level TL-1 to TL-3, and the early response assessment (ERA) by PET-CT
 * after two OEPA cycles scored by the Deauville 5-point scale (adequate: Deauville 1-3). CNS
 * involvement, which HL practically never shows and its stages do not record, is not asked; the
 * extended form holds radiotherapy and the series of PET assessments (staging, ERA, late
 * response, relapse).
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  choice,
  date,
  integer,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.HL;

const DEAUVILLE: readonly Option[] = [
  ['1', t('1 (brak wychwytu)', '1 (no uptake)')],
  ['2', t('2 (≤ śródpiersie)', '2 (≤ mediastinum)')],
  ['3', t('3 (> śródpiersie, ≤ wątroba)', '3 (> mediastinum, ≤ liver)')],
  ['4', t('4 (umiarkowanie > wątroba)', '4 (moderately > liver)')],
  ['5', t('5 (wyraźnie > wątroba lub nowe zmiany)', '5 (markedly > liver or new lesions)')],
];

const INVOLVED_SITES: readonly Option[] = [
  ['cervical', t('Węzły szyjne i nadobojczykowe', 'Cervical and supraclavicular nodes')],
  ['mediastinum', t('Śródpiersie', 'Mediastinum')],
  ['hilar', t('Węzły wnęk płuc', 'Hilar nodes')],
  ['axillary', t('Węzły pachowe', 'Axillary nodes')],
  ['infradiaphragmatic', t('Węzły poniżej przepony', 'Infradiaphragmatic nodes')],
  ['spleen', t('Śledziona', 'Spleen')],
  ['liver', t('Wątroba', 'Liver')],
  ['lung', t('Płuca', 'Lung')],
  ['bone', t('Kości', 'Bone')],
  ['marrow', t('Szpik', 'Bone marrow')],
  ['other', t('Inne', 'Other')],
];

const basic = basicForm('HL', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. EuroNet-PHL-C2, EuroNet-PHL-C1',
      'Name and version, e.g. EuroNet-PHL-C2, EuroNet-PHL-C1',
    ),
  },
  staging: {
    annArborStage: choice(
      t('Stopień wg Ann Arbor', 'Ann Arbor stage'),
      [
        ['I', t('I', 'I')],
        ['II', t('II', 'II')],
        ['III', t('III', 'III')],
        ['IV', t('IV', 'IV')],
      ],
      { radio: true },
    ),
    bSymptoms: yesNo(t('Objawy B', 'B symptoms')),
    bSymptomTypes: multiChoice(t('Rodzaj objawów B', 'B symptoms present'), [
      ['fever', t('Gorączka > 38°C', 'Fever > 38°C')],
      ['nightSweats', t('Zlewne poty nocne', 'Drenching night sweats')],
      ['weightLoss', t('Utrata > 10% masy ciała w 6 miesięcy', 'Weight loss > 10% in 6 months')],
    ]),
    extranodal: yesNo(t('Zajęcie pozawęzłowe przez ciągłość (E)', 'Extranodal extension (E)')),
    bulk: yesNo(t('Duża masa guza (bulk, ≥ 200 ml)', 'Bulky disease (≥ 200 ml)')),
    bulkVolume: number(t('Objętość największej masy', 'Volume of the largest mass'), {
      unit: 'ml',
      maximum: 10_000,
    }),
    esr: integer(t('OB', 'ESR'), { unit: 'mm/h', maximum: 200 }),
    ldh: integer(t('Aktywność LDH w surowicy', 'Serum LDH'), { unit: 'U/l', maximum: 100_000 }),
    treatmentLevel: choice(
      t('Poziom leczenia (EuroNet-PHL-C2)', 'Treatment level (EuroNet-PHL-C2)'),
      [
        ['TL1', t('TL-1', 'TL-1')],
        ['TL2', t('TL-2', 'TL-2')],
        ['TL3', t('TL-3', 'TL-3')],
      ],
      { radio: true },
    ),
  },
  disease: {
    histology: choice(t('Typ histologiczny', 'Histology'), [
      ['NS', t('Klasyczny – stwardnienie guzkowe', 'Classical – nodular sclerosis')],
      ['MC', t('Klasyczny – mieszanokomórkowy', 'Classical – mixed cellularity')],
      ['LR', t('Klasyczny – bogaty w limfocyty', 'Classical – lymphocyte-rich')],
      ['LD', t('Klasyczny – z zanikiem limfocytów', 'Classical – lymphocyte-depleted')],
      ['cHL', t('Klasyczny, bliżej nieokreślony', 'Classical, not otherwise specified')],
      [
        'NLPHL',
        t('Guzkowy z przewagą limfocytów (NLPHL)', 'Nodular lymphocyte-predominant (NLPHL)'),
      ],
    ]),
    involvedSites: multiChoice(t('Zajęte okolice', 'Involved sites'), INVOLVED_SITES),
    nodalRegions: integer(
      t('Liczba zajętych okolic węzłowych', 'Number of involved nodal regions'),
      {
        maximum: 30,
      },
    ),
    marrowInvolvement: yesNo(t('Zajęcie szpiku', 'Bone marrow involvement')),
    ebv: yesNo(
      t(
        'EBV (EBER) w komórkach Hodgkina / Reed-Sternberga',
        'EBV (EBER) in Hodgkin / Reed-Sternberg cells',
      ),
    ),
    eraDate: date(
      t('Data wczesnej oceny odpowiedzi (ERA)', 'Date of early response assessment (ERA)'),
    ),
    eraDeauville: choice(
      t(
        'ERA: PET-CT po 2 cyklach OEPA (skala Deauville)',
        'ERA: PET-CT after 2 OEPA cycles (Deauville score)',
      ),
      DEAUVILLE,
    ),
    earlyResponse: choice(
      t('Wczesna odpowiedź', 'Early response'),
      [
        [
          'adequate',
          t('Adekwatna (PET ujemny, Deauville 1–3)', 'Adequate (PET negative, Deauville 1–3)'),
        ],
        [
          'inadequate',
          t(
            'Nieadekwatna (PET dodatni, Deauville 4–5)',
            'Inadequate (PET positive, Deauville 4–5)',
          ),
        ],
      ],
      { radio: true },
    ),
  },
});

const extended = extendedForm('HL', NAME, {
  surgery: false,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. OEPA 1, COPDAC-28 1, DECOPDAC-21 1',
      'e.g. OEPA 1, COPDAC-28 1, DECOPDAC-21 1',
    ),
    responseTimePoint: t('np. ERA (po 2 cyklach OEPA), LRA', 'e.g. ERA (after 2 OEPA cycles), LRA'),
  },
  extra: {
    petAssessments: table(
      t('Badania PET-CT', 'PET-CT assessments'),
      {
        date: date(t('Data badania', 'Date')),
        timePoint: choice(t('Punkt czasowy', 'Time point'), [
          ['staging', t('Przy rozpoznaniu', 'Staging')],
          ['era', t('Wczesna ocena (ERA, po 2 cyklach OEPA)', 'Early (ERA, after 2 OEPA cycles)')],
          ['lra', t('Późna ocena (LRA, po chemioterapii)', 'Late (LRA, after chemotherapy)')],
          ['endOfTreatment', t('Koniec leczenia', 'End of treatment')],
          ['relapse', t('Wznowa lub progresja', 'Relapse or progression')],
          ['other', t('Inny', 'Other')],
        ]),
        deauville: choice(t('Skala Deauville', 'Deauville score'), DEAUVILLE),
        positiveSites: text(t('Okolice z aktywnością metaboliczną', 'Metabolically active sites')),
      },
      { row: t('Badanie PET-CT', 'PET-CT assessment'), required: ['date', 'timePoint'] },
    ),
  },
});

export const hl: ProtocolForms = { basic, extended };
