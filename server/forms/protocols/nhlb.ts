/**
 * Mature B-cell non-Hodgkin lymphomas of children and adolescents (NHLB): Burkitt lymphoma and
 * Burkitt leukaemia (B-AL), diffuse large B-cell lymphoma (DLBCL), primary mediastinal large
 * B-cell lymphoma (PMBCL) and the rarer high-grade B-cell lymphomas. Stage is recorded by the
 * St Jude (Murphy) system and by its successor, the International Pediatric NHL Staging System
 * (IPNHLSS, Rosolen et al., J Clin Oncol 2015); the treatment group by FAB/LMB 96 and
 * Inter-B-NHL ritux 2010 (groups A, B, C1, C3) or by NHL-BFM (R1-R4), the two strategies used in
 * Europe. The early response is the one LMB treatment turns on: regression after the COP
 * pre-phase; the extended form records the evaluation of residual masses.
 *
 * This module also holds what the other non-Hodgkin lymphoma forms (ALCL, LBL) share with it:
 * the St Jude and IPNHLSS stages, LDH, bone marrow and CNS involvement.
 */
import type { ProtocolForms } from '../index';
import {
  type Field,
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

const NAME = PROTOCOL_NAMES.NHLB;

const STAGES: readonly Option[] = [
  ['I', t('I', 'I')],
  ['II', t('II', 'II')],
  ['III', t('III', 'III')],
  ['IV', t('IV', 'IV')],
];

/** Stage of a non-Hodgkin lymphoma in both systems paediatric protocols use. */
export const nhlStages = (): Record<string, Field> => ({
  stJudeStage: choice(t('Stopień wg St. Jude (Murphy)', 'St Jude (Murphy) stage'), STAGES, {
    radio: true,
  }),
  ipnhlssStage: choice(t('Stopień wg IPNHLSS', 'IPNHLSS stage'), STAGES, {
    radio: true,
    help: t(
      'International Pediatric NHL Staging System (2015)',
      'International Pediatric NHL Staging System (2015)',
    ),
  }),
});

/** Serum LDH with the laboratory's upper limit of normal, which risk groups compare it with. */
export const ldhFields = (): Record<string, Field> => ({
  ldh: integer(t('Aktywność LDH w surowicy', 'Serum LDH'), { unit: 'U/l', maximum: 100_000 }),
  ldhUpperLimit: integer(t('Górna granica normy LDH', 'LDH upper limit of normal'), {
    unit: 'U/l',
    maximum: 10_000,
  }),
});

export const marrowFields = (): Record<string, Field> => ({
  marrowInvolvement: yesNo(t('Zajęcie szpiku', 'Bone marrow involvement')),
  marrowBlasts: number(t('Komórki chłoniaka w szpiku', 'Lymphoma cells in bone marrow'), {
    unit: '%',
    maximum: 100,
    help: t('Ocena morfologiczna aspiratu', 'Morphology of the aspirate'),
  }),
});

const CNS_INVOLVEMENT: readonly Option[] = [
  ['csf', t('Komórki chłoniaka w płynie mózgowo-rdzeniowym', 'Lymphoma cells in the CSF')],
  ['cranialNervePalsy', t('Porażenie nerwów czaszkowych', 'Cranial nerve palsy')],
  ['intracerebralMass', t('Guz wewnątrzczaszkowy', 'Intracerebral mass')],
  [
    'spinalCord',
    t('Ucisk lub naciek rdzenia kręgowego', 'Spinal cord compression or infiltration'),
  ],
  ['other', t('Inne', 'Other')],
];

export const cnsFields = (): Record<string, Field> => ({
  cnsInvolvement: yesNo(t('Zajęcie OUN', 'CNS involvement')),
  cnsInvolvementForms: multiChoice(
    t('Postać zajęcia OUN', 'Form of CNS involvement'),
    CNS_INVOLVEMENT,
  ),
});

const HISTOLOGY: readonly Option[] = [
  ['burkitt', t('Chłoniak Burkitta', 'Burkitt lymphoma')],
  [
    'burkittLeukaemia',
    t(
      'Białaczka Burkitta (B-AL, ≥ 25% blastów w szpiku)',
      'Burkitt leukaemia (B-AL, ≥ 25% marrow blasts)',
    ),
  ],
  [
    'dlbcl',
    t('Chłoniak rozlany z dużych komórek B (DLBCL)', 'Diffuse large B-cell lymphoma (DLBCL)'),
  ],
  [
    'pmbcl',
    t(
      'Pierwotny chłoniak śródpiersia z dużych komórek B (PMBCL)',
      'Primary mediastinal large B-cell lymphoma (PMBCL)',
    ),
  ],
  [
    'burkittLike11q',
    t('Chłoniak podobny do Burkitta z aberracją 11q', 'Burkitt-like lymphoma with 11q aberration'),
  ],
  [
    'hgbl',
    t('Chłoniak B o wysokim stopniu złośliwości (HGBL)', 'High-grade B-cell lymphoma (HGBL)'),
  ],
  ['other', t('Inny chłoniak z dojrzałych komórek B', 'Other mature B-cell lymphoma')],
];

const PRIMARY_SITE: readonly Option[] = [
  ['abdomen', t('Jama brzuszna', 'Abdomen')],
  [
    'headNeck',
    t('Głowa i szyja (w tym pierścień Waldeyera)', "Head and neck (including Waldeyer's ring)"),
  ],
  ['mediastinum', t('Śródpiersie', 'Mediastinum')],
  ['peripheralNodes', t('Obwodowe węzły chłonne', 'Peripheral lymph nodes')],
  ['bone', t('Kość', 'Bone')],
  ['skin', t('Skóra', 'Skin')],
  ['other', t('Inne', 'Other')],
];

const basic = basicForm('NHLB', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. Inter-B-NHL ritux 2010, FAB/LMB 96',
      'Name and version, e.g. Inter-B-NHL ritux 2010, FAB/LMB 96',
    ),
  },
  staging: {
    ...nhlStages(),
    lmbGroup: choice(
      t(
        'Grupa terapeutyczna (LMB / Inter-B-NHL ritux 2010)',
        'Treatment group (LMB / Inter-B-NHL ritux 2010)',
      ),
      [
        [
          'A',
          t(
            'A (stopień I po resekcji całkowitej, II brzuszny po resekcji)',
            'A (resected stage I, resected abdominal stage II)',
          ),
        ],
        [
          'B',
          t('B (pozostali bez zajęcia OUN i B-AL)', 'B (all others without CNS disease or B-AL)'),
        ],
        ['C1', t('C1 (B-AL bez zajęcia OUN)', 'C1 (B-AL without CNS disease)')],
        ['C3', t('C3 (zajęcie OUN)', 'C3 (CNS disease)')],
      ],
    ),
    bfmRiskGroup: choice(t('Grupa ryzyka (NHL-BFM)', 'Risk group (NHL-BFM)'), [
      ['R1', t('R1', 'R1')],
      ['R2', t('R2', 'R2')],
      ['R3', t('R3', 'R3')],
      ['R4', t('R4', 'R4')],
    ]),
    ...ldhFields(),
    ...marrowFields(),
    ...cnsFields(),
  },
  disease: {
    histology: choice(t('Rozpoznanie histopatologiczne', 'Histology'), HISTOLOGY),
    cellOfOrigin: choice(
      t('Pochodzenie komórkowe (DLBCL, algorytm Hansa)', 'Cell of origin (DLBCL, Hans algorithm)'),
      [
        ['gcb', t('GCB (z komórek ośrodka rozmnażania)', 'GCB (germinal centre B-cell)')],
        ['nonGcb', t('Non-GCB', 'Non-GCB')],
        ['notAssessed', t('Nieoceniane', 'Not assessed')],
      ],
    ),
    mycRearrangement: yesNo(t('Rearanżacja MYC (8q24)', 'MYC (8q24) rearrangement')),
    ebv: yesNo(t('EBV (EBER) w komórkach chłoniaka', 'EBV (EBER) in lymphoma cells')),
    primarySite: choice(t('Umiejscowienie pierwotne', 'Primary site'), PRIMARY_SITE),
    completeResection: yesNo(
      t('Całkowita resekcja guza przy rozpoznaniu', 'Complete resection at diagnosis'),
    ),
    tumourLysisSyndrome: yesNo(t('Zespół rozpadu guza', 'Tumour lysis syndrome')),
    predisposition: choice(
      t('Niedobór odporności lub predyspozycja', 'Immunodeficiency or predisposition'),
      [
        ['none', t('Brak', 'None')],
        ['primaryImmunodeficiency', t('Pierwotny niedobór odporności', 'Primary immunodeficiency')],
        ['afterTransplant', t('Stan po przeszczepieniu (PTLD)', 'After transplant (PTLD)')],
        ['hiv', t('Zakażenie HIV', 'HIV infection')],
        ['other', t('Inna', 'Other')],
      ],
    ),
    copResponse: choice(t('Odpowiedź na fazę wstępną COP', 'Response to the COP pre-phase'), [
      ['good', t('Regresja ≥ 20%', 'Regression ≥ 20%')],
      ['poor', t('Regresja < 20%', 'Regression < 20%')],
      ['notEvaluated', t('Nieoceniana', 'Not evaluated')],
    ]),
  },
});

const extended = extendedForm('NHLB', NAME, {
  surgery: true,
  radiotherapy: false,
  transplant: true,
  hints: {
    courseBlock: t('np. COP, COPADM 1, CYM 1', 'e.g. COP, COPADM 1, CYM 1'),
    responseTimePoint: t(
      'np. po COP (dzień 7), po 2. kursie COPADM',
      'e.g. after COP (day 7), after COPADM 2',
    ),
  },
  extra: {
    residualMasses: table(
      t('Ocena masy resztkowej', 'Residual mass evaluation'),
      {
        date: date(t('Data oceny', 'Date')),
        timePoint: choice(t('Punkt czasowy', 'Time point'), [
          ['afterCop', t('Po fazie COP', 'After COP')],
          ['afterInduction', t('Po indukcji (COPADM 2)', 'After induction (COPADM 2)')],
          [
            'afterConsolidation',
            t('Po konsolidacji (CYM / CYVE 1)', 'After consolidation (CYM / CYVE 1)'),
          ],
          ['endOfTreatment', t('Koniec leczenia', 'End of treatment')],
        ]),
        method: choice(t('Metoda', 'Method'), [
          ['imaging', t('Badanie obrazowe (USG, TK, MR)', 'Imaging (ultrasound, CT, MRI)')],
          ['pet', t('PET-CT', 'PET-CT')],
          ['biopsy', t('Biopsja', 'Biopsy')],
          ['resection', t('Resekcja', 'Resection')],
        ]),
        viableTumour: yesNo(t('Żywe komórki chłoniaka', 'Viable lymphoma cells')),
        notes: text(t('Uwagi', 'Notes')),
      },
      {
        row: t('Ocena masy resztkowej', 'Residual mass evaluation'),
        required: ['date', 'timePoint'],
      },
    ),
  },
});

export const nhlb: ProtocolForms = { basic, extended };
