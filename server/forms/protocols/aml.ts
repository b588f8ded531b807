/**
 * Acute myeloid leukaemia (AML) in children, including acute promyelocytic leukaemia and myeloid
 * leukaemia of Down syndrome. The fields follow the AML-BFM 2012 / 2019 registry and the
 * international paediatric practice (NOPHO-DBH AML 2012, MyeChild01): FAB subtype next to the
 * WHO 2022 / ICC 2022 morphology code (ICD-O-3, 9840/3-9931/3, topography C42.1), the recurrent
 * genetic abnormalities that decide the risk group (core-binding-factor fusions, KMT2A partners,
 * FLT3-ITD with its allelic ratio, NPM1, CEBPA bZIP), the day-15 marrow, the response after the
 * first induction (ELN categories) and flow-cytometric MRD after each induction.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  choice,
  group,
  integer,
  multiChoice,
  number,
  t,
  text,
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { cnsStatus, marrowBlasts, mrdTimePoints, mrdValue, whiteCellCount } from './all';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.AML;

const FAB: readonly Option[] = [
  ['M0', t('M0 (z minimalnym różnicowaniem)', 'M0 (minimally differentiated)')],
  ['M1', t('M1 (bez dojrzewania)', 'M1 (without maturation)')],
  ['M2', t('M2 (z dojrzewaniem)', 'M2 (with maturation)')],
  ['M3', t('M3 (promielocytowa)', 'M3 (promyelocytic)')],
  ['M4', t('M4 (mielomonocytowa)', 'M4 (myelomonocytic)')],
  ['M4eo', t('M4eo (mielomonocytowa z eozynofilią)', 'M4eo (myelomonocytic with eosinophilia)')],
  ['M5', t('M5 (monoblastyczna / monocytowa)', 'M5 (monoblastic / monocytic)')],
  ['M6', t('M6 (erytroidalna)', 'M6 (erythroid)')],
  ['M7', t('M7 (megakarioblastyczna)', 'M7 (megakaryoblastic)')],
];

/** Recurrent cytogenetic abnormalities of paediatric AML (WHO 2022 / ICC 2022). */
const AML_CYTOGENETICS: readonly Option[] = [
  ['runx1Runx1t1', t('RUNX1::RUNX1T1 – t(8;21)', 'RUNX1::RUNX1T1 – t(8;21)')],
  ['cbfbMyh11', t('CBFB::MYH11 – inv(16) / t(16;16)', 'CBFB::MYH11 – inv(16) / t(16;16)')],
  ['pmlRara', t('PML::RARA – t(15;17)', 'PML::RARA – t(15;17)')],
  ['kmt2aR', t('Rearanżacja KMT2A (11q23)', 'KMT2A rearrangement (11q23)')],
  ['dekNup214', t('DEK::NUP214 – t(6;9)', 'DEK::NUP214 – t(6;9)')],
  ['mecomR', t('Rearanżacja MECOM – inv(3) / t(3;3)', 'MECOM rearrangement – inv(3) / t(3;3)')],
  ['rbm15Mrtfa', t('RBM15::MRTFA – t(1;22)', 'RBM15::MRTFA – t(1;22)')],
  ['cbfa2t3Glis2', t('CBFA2T3::GLIS2', 'CBFA2T3::GLIS2')],
  ['nup98R', t('Rearanżacja NUP98 (np. NUP98::NSD1)', 'NUP98 rearrangement (e.g. NUP98::NSD1)')],
  ['kat6aCrebbp', t('KAT6A::CREBBP – t(8;16)', 'KAT6A::CREBBP – t(8;16)')],
  ['monosomy7', t('Monosomia 7', 'Monosomy 7')],
  ['monosomy5Del5q', t('−5 / del(5q)', '−5 / del(5q)')],
  [
    'complexKaryotype',
    t('Kariotyp złożony (≥ 3 aberracje)', 'Complex karyotype (≥ 3 abnormalities)'),
  ],
  ['normalKaryotype', t('Kariotyp prawidłowy', 'Normal karyotype')],
  ['other', t('Inne', 'Other')],
];

const MOLECULAR_MARKERS: readonly Option[] = [
  ['flt3Itd', t('FLT3-ITD', 'FLT3-ITD')],
  ['flt3Tkd', t('FLT3-TKD', 'FLT3-TKD')],
  ['npm1', t('Mutacja NPM1', 'NPM1 mutation')],
  ['cebpaBzip', t('Mutacja CEBPA (bZIP)', 'CEBPA mutation (bZIP)')],
  ['wt1', t('Mutacja WT1', 'WT1 mutation')],
  ['kit', t('Mutacja KIT', 'KIT mutation')],
  ['ras', t('Mutacja NRAS / KRAS', 'NRAS / KRAS mutation')],
  ['runx1', t('Mutacja RUNX1', 'RUNX1 mutation')],
  ['tp53', t('Mutacja TP53', 'TP53 mutation')],
  ['gata1', t('Mutacja GATA1 (zespół Downa)', 'GATA1 mutation (Down syndrome)')],
  ['other', t('Inne', 'Other')],
];

const basic = basicForm('AML', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. AML-BFM 2012, MyeChild01',
      'Name and version, e.g. AML-BFM 2012, MyeChild01',
    ),
  },
  staging: {
    day15MarrowBlasts: integer(t('Blasty w szpiku w 15. dniu', 'Day 15 marrow blasts'), {
      unit: '%',
      maximum: 100,
    }),
    responseAfterInduction1: choice(t('Odpowiedź po 1. indukcji', 'Response after induction 1'), [
      ['CR', t('Remisja całkowita (CR, < 5% blastów)', 'Complete remission (CR, < 5% blasts)')],
      [
        'CRi',
        t(
          'Remisja z niepełną regeneracją morfologii (CRi)',
          'CR with incomplete count recovery (CRi)',
        ),
      ],
      [
        'PR',
        t(
          'Częściowa remisja (PR, 5–25% blastów i spadek ≥ 50%)',
          'Partial remission (PR, 5–25% blasts and a ≥ 50% fall)',
        ),
      ],
      ['resistant', t('Oporność (brak remisji)', 'Resistant disease (no remission)')],
    ]),
    riskGroup: choice(t('Grupa ryzyka', 'Risk group'), [
      ['SR', t('Standardowe ryzyko (SR)', 'Standard risk (SR)')],
      ['IR', t('Pośrednie ryzyko (IR)', 'Intermediate risk (IR)')],
      ['HR', t('Wysokie ryzyko (HR)', 'High risk (HR)')],
    ]),
  },
  disease: {
    origin: choice(t('Postać', 'Origin'), [
      ['deNovo', t('Pierwotna (de novo)', 'De novo')],
      ['therapyRelated', t('Związana z leczeniem (t-AML)', 'Therapy-related (t-AML)')],
      ['postMds', t('Wtórna do MDS', 'Secondary to MDS')],
      [
        'mlDs',
        t('Białaczka szpikowa w zespole Downa (ML-DS)', 'Myeloid leukaemia of Down syndrome'),
      ],
      [
        'germlinePredisposition',
        t('Na podłożu predyspozycji germinalnej', 'With germline predisposition'),
      ],
    ]),
    fab: choice(t('Podtyp FAB', 'FAB subtype'), FAB),
    whiteCellCount: whiteCellCount(),
    marrowBlasts: marrowBlasts(),
    cnsStatus: cnsStatus(),
    extramedullaryDisease: yesNo(
      t(
        'Zajęcie pozaszpikowe (mięsak szpikowy, skóra)',
        'Extramedullary disease (myeloid sarcoma, skin)',
      ),
    ),
    cytogenetics: multiChoice(
      t('Zmiany cytogenetyczne', 'Cytogenetic abnormalities'),
      AML_CYTOGENETICS,
    ),
    karyotype: text(t('Kariotyp (ISCN)', 'Karyotype (ISCN)'), {
      help: t('np. 45,X,-Y,t(8;21)(q22;q22)', 'e.g. 45,X,-Y,t(8;21)(q22;q22)'),
    }),
    molecularMarkers: multiChoice(t('Markery molekularne', 'Molecular markers'), MOLECULAR_MARKERS),
    flt3ItdAllelicRatio: number(t('FLT3-ITD – ratio alleliczne', 'FLT3-ITD allelic ratio'), {
      maximum: 100,
    }),
    mrd: group(t('Choroba resztkowa (MRD, cytometria)', 'Minimal residual disease (MRD, flow)'), {
      afterInduction1: mrdValue(t('Po 1. indukcji', 'After induction 1')),
      afterInduction2: mrdValue(t('Po 2. indukcji', 'After induction 2')),
    }),
  },
});

const extended = extendedForm('AML', NAME, {
  surgery: false,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. ADxE (indukcja 1), HAM (indukcja 2)',
      'e.g. ADxE (induction 1), HAM (induction 2)',
    ),
    responseTimePoint: t(
      'np. dzień 15, po 1. indukcji, po 2. indukcji',
      'e.g. day 15, after induction 1, after induction 2',
    ),
  },
  extra: {
    mrdTimePoints: mrdTimePoints(
      [
        ['day15', t('Dzień 15', 'Day 15')],
        ['afterInduction1', t('Po 1. indukcji', 'After induction 1')],
        ['afterInduction2', t('Po 2. indukcji', 'After induction 2')],
        ['afterConsolidation', t('Po konsolidacji', 'After consolidation')],
        ['beforeTransplant', t('Przed przeszczepieniem', 'Before transplant')],
        ['afterTransplant', t('Po przeszczepieniu', 'After transplant')],
        ['endOfTreatment', t('Koniec leczenia', 'End of treatment')],
        ['relapse', t('Wznowa', 'Relapse')],
        ['other', t('Inny', 'Other')],
      ],
      [
        ['flow', t('Cytometria przepływowa (LAIP / DfN)', 'Flow cytometry (LAIP / DfN)')],
        ['fusionTranscript', t('RQ-PCR transkryptu fuzyjnego', 'Fusion transcript RQ-PCR')],
        ['npm1', t('RQ-PCR NPM1', 'NPM1 RQ-PCR')],
        ['wt1', t('Ekspresja WT1', 'WT1 expression')],
      ],
    ),
  },
});

export const aml: ProtocolForms = { basic, extended };
