/**
 * Acute lymphoblastic leukaemia (ALL) in children and adolescents. The fields follow the risk
 * stratification of the BFM-family protocols the Polish centres treat by (AIEOP-BFM ALL 2017,
 * ALLTogether1): NCI/Rome risk at diagnosis, prednisone response on day 8, day-15 marrow, MRD
 * by flow cytometry on day 15 and by IG/TR PCR at the end of induction (day 33) and on day 78,
 * the EGIL immunophenotype, CNS status (CNS1/2/3 with traumatic tap, TLP+ / TLP-) and the
 * recurrent genetic abnormalities of WHO 2022 / ICC 2022 used for risk assignment.
 * ICD-O-3 morphology is coded (B- or T-lymphoblastic leukaemia, 9811/3-9837/3), topography C42.1.
 *
 * This module also holds what the other acute leukaemia forms (AML, MPAL) share with it: the CNS
 * status codes, the counts at diagnosis and the MRD table of the extended form.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  type Text,
  choice,
  date,
  group,
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

const NAME = PROTOCOL_NAMES.ALL;

/** CNS status at diagnosis, as the BFM and COG protocols define it from the first lumbar tap. */
export const CNS_STATUS: readonly Option[] = [
  ['CNS1', t('CNS1 (brak blastów w płynie mózgowo-rdzeniowym)', 'CNS1 (no blasts in CSF)')],
  [
    'CNS2',
    t(
      'CNS2 (blasty w PMR, < 5 leukocytów/µl, nakłucie nieurazowe)',
      'CNS2 (blasts in CSF, < 5 WBC/µl, non-traumatic tap)',
    ),
  ],
  [
    'CNS3',
    t(
      'CNS3 (≥ 5 leukocytów/µl z blastami, guz mózgu lub porażenie nerwów czaszkowych)',
      'CNS3 (≥ 5 WBC/µl with blasts, cerebral mass or cranial nerve palsy)',
    ),
  ],
  ['TLP+', t('TLP+ (nakłucie urazowe z blastami)', 'TLP+ (traumatic tap with blasts)')],
  ['TLP-', t('TLP− (nakłucie urazowe bez blastów)', 'TLP− (traumatic tap without blasts)')],
];

export const cnsStatus = () =>
  choice(t('Zajęcie OUN (status CNS)', 'CNS status'), CNS_STATUS, {
    help: t('Na podstawie pierwszego nakłucia lędźwiowego', 'From the first lumbar puncture'),
  });

export const whiteCellCount = () =>
  number(t('Leukocytoza przy rozpoznaniu', 'White cell count at diagnosis'), {
    unit: '×10⁹/l',
    maximum: 2000,
  });

export const marrowBlasts = () =>
  integer(t('Blasty w szpiku', 'Marrow blasts'), { unit: '%', maximum: 100 });

/** MRD as a percentage of leukaemic cells among nucleated cells (0.01% = 10⁻⁴). */
export const mrdValue = (title: Text) =>
  number(title, {
    unit: '%',
    maximum: 100,
    help: t(
      'Odsetek komórek białaczkowych, np. 0,01 (= 10⁻⁴)',
      'Percentage of leukaemic cells, e.g. 0.01 (= 10⁻⁴)',
    ),
  });

/** The MRD measurements of the extended form; the time points are the protocol's own. */
export function mrdTimePoints(timePoints: readonly Option[], methods: readonly Option[]) {
  return table(
    t('Choroba resztkowa (MRD)', 'Minimal residual disease (MRD)'),
    {
      date: date(t('Data pobrania', 'Sample date')),
      timePoint: choice(t('Punkt czasowy', 'Time point'), timePoints),
      sample: choice(t('Materiał', 'Sample'), [
        ['marrow', t('Szpik', 'Bone marrow')],
        ['blood', t('Krew obwodowa', 'Peripheral blood')],
      ]),
      method: choice(t('Metoda', 'Method'), methods),
      value: mrdValue(t('Wynik', 'Result')),
      result: choice(t('Ocena', 'Interpretation'), [
        ['negative', t('Ujemna', 'Negative')],
        [
          'positiveNotQuantifiable',
          t('Dodatnia, poniżej progu oznaczalności', 'Positive, not quantifiable'),
        ],
        ['positive', t('Dodatnia', 'Positive')],
      ]),
    },
    { row: t('Oznaczenie MRD', 'MRD measurement'), required: ['date', 'timePoint'] },
  );
}

const IMMUNOPHENOTYPE: readonly Option[] = [
  ['B-I', t('B-I (pro-B)', 'B-I (pro-B)')],
  ['B-II', t('B-II (common)', 'B-II (common)')],
  ['B-III', t('B-III (pre-B)', 'B-III (pre-B)')],
  ['T-I', t('T-I (pro-T)', 'T-I (pro-T)')],
  ['T-II', t('T-II (pre-T)', 'T-II (pre-T)')],
  ['T-III', t('T-III (kortykalny T)', 'T-III (cortical T)')],
  ['T-IV', t('T-IV (dojrzały T)', 'T-IV (mature T)')],
];

const GENETICS: readonly Option[] = [
  ['etv6Runx1', t('ETV6::RUNX1 – t(12;21)', 'ETV6::RUNX1 – t(12;21)')],
  [
    'highHyperdiploidy',
    t('Wysoka hiperdiploidia (51–67 chromosomów)', 'High hyperdiploidy (51–67 chromosomes)'),
  ],
  ['bcrAbl1', t('BCR::ABL1 – t(9;22), Ph+', 'BCR::ABL1 – t(9;22), Ph+')],
  ['bcrAbl1Like', t('BCR::ABL1-podobna (Ph-like)', 'BCR::ABL1-like (Ph-like)')],
  ['kmt2aR', t('Rearanżacja KMT2A (11q23)', 'KMT2A rearrangement (11q23)')],
  ['tcf3Pbx1', t('TCF3::PBX1 – t(1;19)', 'TCF3::PBX1 – t(1;19)')],
  ['tcf3Hlf', t('TCF3::HLF – t(17;19)', 'TCF3::HLF – t(17;19)')],
  ['iAMP21', t('iAMP21', 'iAMP21')],
  ['hypodiploidy', t('Hipodiploidia (< 44 chromosomy)', 'Hypodiploidy (< 44 chromosomes)')],
  ['dux4R', t('Rearanżacja DUX4', 'DUX4 rearrangement')],
  ['crlf2R', t('Rearanżacja CRLF2', 'CRLF2 rearrangement')],
  ['ikzf1Deletion', t('Delecja IKZF1', 'IKZF1 deletion')],
  ['ikzf1Plus', t('IKZF1plus', 'IKZF1plus')],
  ['normalKaryotype', t('Bez zmian nawracających', 'No recurrent abnormality')],
  ['other', t('Inne', 'Other')],
];

const basic = basicForm('ALL', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. ALLTogether1, AIEOP-BFM ALL 2017',
      'Name and version, e.g. ALLTogether1, AIEOP-BFM ALL 2017',
    ),
  },
  staging: {
    nciRisk: choice(t('Grupa ryzyka NCI', 'NCI risk group'), [
      [
        'standard',
        t(
          'Standardowe (wiek 1–9 lat i leukocytoza < 50 ×10⁹/l)',
          'Standard (age 1–9 years and WBC < 50 ×10⁹/l)',
        ),
      ],
      ['high', t('Wysokie', 'High')],
    ]),
    prednisoneResponse: choice(
      t('Odpowiedź na prednizon (dzień 8)', 'Prednisone response (day 8)'),
      [
        ['PGR', t('Dobra (PGR, < 1000 blastów/µl krwi)', 'Good (PGR, < 1000 blasts/µl blood)')],
        ['PPR', t('Słaba (PPR, ≥ 1000 blastów/µl krwi)', 'Poor (PPR, ≥ 1000 blasts/µl blood)')],
      ],
      { radio: true },
    ),
    day15Marrow: choice(t('Szpik w 15. dniu', 'Day 15 marrow'), [
      ['M1', t('M1 (< 5% blastów)', 'M1 (< 5% blasts)')],
      ['M2', t('M2 (5–24% blastów)', 'M2 (5–24% blasts)')],
      ['M3', t('M3 (≥ 25% blastów)', 'M3 (≥ 25% blasts)')],
    ]),
    riskGroup: choice(t('Grupa ryzyka (terapeutyczna)', 'Risk group (treatment)'), [
      ['SR', t('Standardowe ryzyko (SR)', 'Standard risk (SR)')],
      ['IR', t('Pośrednie ryzyko (IR / MR)', 'Intermediate risk (IR / MR)')],
      ['HR', t('Wysokie ryzyko (HR)', 'High risk (HR)')],
    ]),
  },
  disease: {
    immunophenotype: choice(t('Immunofenotyp (EGIL)', 'Immunophenotype (EGIL)'), IMMUNOPHENOTYPE),
    earlyTPrecursor: yesNo(t('Fenotyp ETP (wczesny prekursor T)', 'Early T-cell precursor (ETP)')),
    whiteCellCount: whiteCellCount(),
    marrowBlasts: marrowBlasts(),
    cnsStatus: cnsStatus(),
    testicularInvolvement: yesNo(t('Zajęcie jąder', 'Testicular involvement')),
    mediastinalMass: yesNo(t('Guz śródpiersia', 'Mediastinal mass')),
    downSyndrome: yesNo(t('Zespół Downa', 'Down syndrome')),
    genetics: multiChoice(
      t('Zmiany cytogenetyczne i molekularne', 'Cytogenetic and molecular abnormalities'),
      GENETICS,
    ),
    karyotype: text(t('Kariotyp (ISCN)', 'Karyotype (ISCN)'), {
      help: t('np. 47,XY,+21c', 'e.g. 47,XY,+21c'),
    }),
    mrd: group(t('Choroba resztkowa (MRD)', 'Minimal residual disease (MRD)'), {
      day15Flow: mrdValue(t('Dzień 15, cytometria (FCM)', 'Day 15, flow cytometry (FCM)')),
      day33: mrdValue(t('Dzień 33, koniec indukcji', 'Day 33, end of induction')),
      day33Method: choice(t('Metoda (dzień 33)', 'Method (day 33)'), [
        ['pcr', t('PCR (IG/TR)', 'PCR (IG/TR)')],
        ['flow', t('Cytometria przepływowa (FCM)', 'Flow cytometry (FCM)')],
      ]),
      day78: mrdValue(t('Dzień 78 (PCR)', 'Day 78 (PCR)')),
    }),
  },
});

const MRD_TIME_POINTS: readonly Option[] = [
  ['day8', t('Dzień 8 (krew)', 'Day 8 (blood)')],
  ['day15', t('Dzień 15', 'Day 15')],
  ['day33', t('Dzień 33 (koniec indukcji)', 'Day 33 (end of induction)')],
  ['day78', t('Dzień 78', 'Day 78')],
  ['afterHrBlock', t('Po bloku HR', 'After an HR block')],
  ['beforeTransplant', t('Przed przeszczepieniem', 'Before transplant')],
  ['afterTransplant', t('Po przeszczepieniu', 'After transplant')],
  ['relapse', t('Wznowa', 'Relapse')],
  ['other', t('Inny', 'Other')],
];

const extended = extendedForm('ALL', NAME, {
  surgery: false,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. protokół IA, protokół M, blok HR-1',
      'e.g. Protocol IA, Protocol M, HR-1 block',
    ),
    responseTimePoint: t('np. dzień 15, dzień 33, dzień 78', 'e.g. day 15, day 33, day 78'),
  },
  extra: {
    mrdTimePoints: mrdTimePoints(MRD_TIME_POINTS, [
      ['pcr', t('PCR (IG/TR)', 'PCR (IG/TR)')],
      ['flow', t('Cytometria przepływowa (FCM)', 'Flow cytometry (FCM)')],
      ['fusionTranscript', t('RQ-PCR transkryptu fuzyjnego', 'Fusion transcript RQ-PCR')],
    ]),
  },
});

export const all: ProtocolForms = { basic, extended };
