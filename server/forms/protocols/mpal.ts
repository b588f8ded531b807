/**
 * Mixed phenotype acute leukaemia (MPAL) and the other acute leukaemias of ambiguous lineage
 * (acute undifferentiated leukaemia) in children. The fields follow the WHO 2022 / ICC 2022
 * lineage-assignment criteria (MPO or monocytic differentiation for myeloid, cytoplasmic CD3 for T,
 * strong CD19 or weak CD19 with CD79a / cCD22 / CD10 for B), the defining genetics (BCR::ABL1,
 * KMT2A, ZNF384, BCL11B rearrangements) and the approach of the iBFM AMBI 2018 registry, where
 * most children receive ALL-type therapy and the response (MRD at the end of induction and
 * consolidation) decides the further course. ICD-O-3 morphology 9801/3-9809/3, topography C42.1.
 */
import type { ProtocolForms } from '../index';
import { type Option, choice, group, multiChoice, t, text, yesNo } from '../builder';
import { basicForm, extendedForm } from '../common';
import { cnsStatus, marrowBlasts, mrdTimePoints, mrdValue, whiteCellCount } from './all';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.MPAL;

const LINEAGES: readonly Option[] = [
  ['B/M', t('B / mieloidalna', 'B / myeloid')],
  ['T/M', t('T / mieloidalna', 'T / myeloid')],
  ['B/T', t('B / T', 'B / T')],
  ['B/T/M', t('B / T / mieloidalna', 'B / T / myeloid')],
  ['AUL', t('Ostra białaczka niezróżnicowana (AUL)', 'Acute undifferentiated leukaemia (AUL)')],
];

const LINEAGE_MARKERS: readonly Option[] = [
  ['MPO', t('MPO (mieloperoksydaza)', 'MPO (myeloperoxidase)')],
  [
    'monocytic',
    t(
      'Różnicowanie monocytowe (≥ 2 z: NSE, CD11c, CD14, CD64, lizozym)',
      'Monocytic differentiation (≥ 2 of NSE, CD11c, CD14, CD64, lysozyme)',
    ),
  ],
  ['cCD3', t('cCD3 (cytoplazmatyczny CD3)', 'cCD3 (cytoplasmic CD3)')],
  ['CD19strong', t('CD19 – silna ekspresja', 'CD19 – strong expression')],
  ['CD19weak', t('CD19 – słaba ekspresja', 'CD19 – weak expression')],
  ['CD79a', t('cCD79a', 'cCD79a')],
  ['cCD22', t('cCD22', 'cCD22')],
  ['CD10', t('CD10', 'CD10')],
];

const GENETICS: readonly Option[] = [
  ['bcrAbl1', t('BCR::ABL1 – t(9;22)', 'BCR::ABL1 – t(9;22)')],
  ['kmt2aR', t('Rearanżacja KMT2A (11q23)', 'KMT2A rearrangement (11q23)')],
  ['znf384R', t('Rearanżacja ZNF384', 'ZNF384 rearrangement')],
  ['bcl11bR', t('Rearanżacja BCL11B', 'BCL11B rearrangement')],
  ['flt3Itd', t('FLT3-ITD', 'FLT3-ITD')],
  [
    'complexKaryotype',
    t('Kariotyp złożony (≥ 3 aberracje)', 'Complex karyotype (≥ 3 abnormalities)'),
  ],
  ['normalKaryotype', t('Kariotyp prawidłowy', 'Normal karyotype')],
  ['other', t('Inne', 'Other')],
];

const TREATMENT_APPROACHES: readonly Option[] = [
  ['allType', t('Leczenie typu ALL', 'ALL-type therapy')],
  ['amlType', t('Leczenie typu AML', 'AML-type therapy')],
  ['hybrid', t('Leczenie hybrydowe ALL/AML', 'Hybrid ALL/AML therapy')],
  [
    'switched',
    t('Zmiana z leczenia typu ALL na typ AML', 'Switched from ALL-type to AML-type therapy'),
  ],
];

const basic = basicForm('MPAL', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. AIEOP-BFM ALL 2017 (leczenie typu ALL), AML-BFM 2012',
      'Name and version, e.g. AIEOP-BFM ALL 2017 (ALL-type therapy), AML-BFM 2012',
    ),
  },
  staging: {
    treatmentApproach: choice(t('Rodzaj leczenia', 'Treatment approach'), TREATMENT_APPROACHES),
    riskGroup: choice(t('Grupa ryzyka', 'Risk group'), [
      ['SR', t('Standardowe ryzyko (SR)', 'Standard risk (SR)')],
      ['IR', t('Pośrednie ryzyko (IR)', 'Intermediate risk (IR)')],
      ['HR', t('Wysokie ryzyko (HR)', 'High risk (HR)')],
    ]),
    transplantIndicated: yesNo(
      t('Wskazanie do przeszczepienia (allo-HSCT)', 'Indication for allogeneic HSCT'),
    ),
  },
  disease: {
    lineage: choice(t('Linie komórkowe (WHO / ICC)', 'Lineages (WHO / ICC)'), LINEAGES),
    lineageMarkers: multiChoice(
      t('Markery określające linię', 'Lineage-defining markers'),
      LINEAGE_MARKERS,
    ),
    whiteCellCount: whiteCellCount(),
    marrowBlasts: marrowBlasts(),
    cnsStatus: cnsStatus(),
    extramedullaryDisease: yesNo(t('Zajęcie pozaszpikowe', 'Extramedullary disease')),
    genetics: multiChoice(
      t('Zmiany cytogenetyczne i molekularne', 'Cytogenetic and molecular abnormalities'),
      GENETICS,
    ),
    karyotype: text(t('Kariotyp (ISCN)', 'Karyotype (ISCN)')),
    mrd: group(t('Choroba resztkowa (MRD)', 'Minimal residual disease (MRD)'), {
      endOfInduction: mrdValue(t('Koniec indukcji', 'End of induction')),
      endOfConsolidation: mrdValue(t('Koniec konsolidacji', 'End of consolidation')),
    }),
  },
});

const extended = extendedForm('MPAL', NAME, {
  surgery: false,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t('np. protokół IA, protokół IB', 'e.g. Protocol IA, Protocol IB'),
    responseTimePoint: t(
      'np. koniec indukcji (dzień 33), koniec konsolidacji (dzień 78)',
      'e.g. end of induction (day 33), end of consolidation (day 78)',
    ),
  },
  extra: {
    mrdTimePoints: mrdTimePoints(
      [
        ['day15', t('Dzień 15', 'Day 15')],
        ['endOfInduction', t('Koniec indukcji', 'End of induction')],
        ['endOfConsolidation', t('Koniec konsolidacji', 'End of consolidation')],
        ['beforeTransplant', t('Przed przeszczepieniem', 'Before transplant')],
        ['afterTransplant', t('Po przeszczepieniu', 'After transplant')],
        ['relapse', t('Wznowa', 'Relapse')],
        ['other', t('Inny', 'Other')],
      ],
      [
        ['flow', t('Cytometria przepływowa (FCM)', 'Flow cytometry (FCM)')],
        ['pcr', t('PCR (IG/TR)', 'PCR (IG/TR)')],
        ['fusionTranscript', t('RQ-PCR transkryptu fuzyjnego', 'Fusion transcript RQ-PCR')],
      ],
    ),
  },
});

export const mpal: ProtocolForms = { basic, extended };
