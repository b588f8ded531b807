/**
 * Chronic myeloid leukaemia (CML), BCR::ABL1-positive, in children and adolescents. The fields
 * follow the international paediatric recommendations (I-CML-Ped Study, de la Fuente et al. 2014)
 * and the European LeukemiaNet 2020 response milestones: phase at diagnosis (chronic, accelerated,
 * blast, with the blast lineage), counts and spleen size, the BCR::ABL1 transcript type, first-line
 * tyrosine kinase inhibitor, BCR::ABL1 on the International Scale (IS %) at 3, 6 and 12 months and
 * the best molecular response (MMR ≤ 0.1%, MR4 ≤ 0.01%, MR4.5 ≤ 0.0032%, MR5 ≤ 0.001%).
 * ICD-O-3 morphology 9875/3, topography C42.1. CNS status is not recorded: the CNS matters only
 * in lymphoid blast phase, which the extramedullary-disease field covers.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  type Text,
  choice,
  date,
  group,
  integer,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { marrowBlasts, whiteCellCount } from './all';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.CML;

const RISK_CLASSES: readonly Option[] = [
  ['low', t('Niskie', 'Low')],
  ['intermediate', t('Pośrednie', 'Intermediate')],
  ['high', t('Wysokie', 'High')],
];

const MOLECULAR_RESPONSES: readonly Option[] = [
  ['above10', t('BCR::ABL1 > 10% IS', 'BCR::ABL1 > 10% IS')],
  ['upTo10', t('BCR::ABL1 ≤ 10% IS', 'BCR::ABL1 ≤ 10% IS')],
  ['upTo1', t('BCR::ABL1 ≤ 1% IS (odpowiada CCyR)', 'BCR::ABL1 ≤ 1% IS (CCyR equivalent)')],
  ['MMR', t('MMR (≤ 0,1% IS)', 'MMR (≤ 0.1% IS)')],
  ['MR4', t('MR4 (≤ 0,01% IS)', 'MR4 (≤ 0.01% IS)')],
  ['MR4.5', t('MR4.5 (≤ 0,0032% IS)', 'MR4.5 (≤ 0.0032% IS)')],
  ['MR5', t('MR5 (≤ 0,001% IS)', 'MR5 (≤ 0.001% IS)')],
];

const TKIS: readonly Option[] = [
  ['imatinib', t('Imatynib', 'Imatinib')],
  ['dasatinib', t('Dazatynib', 'Dasatinib')],
  ['nilotinib', t('Nilotynib', 'Nilotinib')],
  ['bosutinib', t('Bosutynib', 'Bosutinib')],
  ['ponatinib', t('Ponatynib', 'Ponatinib')],
  ['asciminib', t('Asyminib', 'Asciminib')],
];

/** BCR::ABL1 on the International Scale; above 100% is possible at diagnosis. */
const bcrAbl1Is = (title: Text) => number(title, { unit: '% IS', maximum: 1000 });

const basic = basicForm('CML', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. I-CML-Ped Study, zalecenia ELN 2020',
      'Name and version, e.g. I-CML-Ped Study, ELN 2020 recommendations',
    ),
  },
  staging: {
    phase: choice(
      t('Faza przy rozpoznaniu', 'Phase at diagnosis'),
      [
        ['chronic', t('Przewlekła', 'Chronic')],
        ['accelerated', t('Akceleracji', 'Accelerated')],
        ['blast', t('Przełomu blastycznego', 'Blast')],
      ],
      { radio: true },
    ),
    blastPhaseLineage: choice(t('Linia blastów (przełom)', 'Blast phase lineage'), [
      ['myeloid', t('Szpikowa', 'Myeloid')],
      ['lymphoid', t('Limfoidalna', 'Lymphoid')],
      ['mixed', t('Mieszana', 'Mixed')],
    ]),
    eltsRisk: choice(t('Ryzyko wg ELTS', 'ELTS risk'), RISK_CLASSES),
    sokalRisk: choice(t('Ryzyko wg Sokala', 'Sokal risk'), RISK_CLASSES),
  },
  disease: {
    whiteCellCount: whiteCellCount(),
    haemoglobin: number(t('Hemoglobina', 'Haemoglobin'), { unit: 'g/dl', maximum: 25 }),
    platelets: integer(t('Płytki krwi', 'Platelets'), { unit: '×10⁹/l', maximum: 5000 }),
    bloodBlasts: integer(t('Blasty we krwi', 'Blood blasts'), { unit: '%', maximum: 100 }),
    bloodBasophils: integer(t('Bazofile we krwi', 'Blood basophils'), {
      unit: '%',
      maximum: 100,
    }),
    marrowBlasts: marrowBlasts(),
    spleenSize: number(t('Śledziona poniżej łuku żebrowego', 'Spleen below costal margin'), {
      unit: 'cm',
      maximum: 40,
    }),
    extramedullaryDisease: yesNo(t('Zajęcie pozaszpikowe', 'Extramedullary disease')),
    transcript: choice(t('Typ transkryptu BCR::ABL1', 'BCR::ABL1 transcript type'), [
      ['e13a2', t('e13a2 (b2a2)', 'e13a2 (b2a2)')],
      ['e14a2', t('e14a2 (b3a2)', 'e14a2 (b3a2)')],
      ['e13a2e14a2', t('e13a2 i e14a2', 'e13a2 and e14a2')],
      ['e1a2', t('e1a2 (p190)', 'e1a2 (p190)')],
      ['other', t('Inny (atypowy)', 'Other (atypical)')],
    ]),
    additionalChromosomalAbnormalities: yesNo(
      t(
        'Dodatkowe aberracje chromosomowe (ACA) w klonie Ph+',
        'Additional chromosomal abnormalities (ACA) in Ph+ cells',
      ),
    ),
    karyotype: text(t('Kariotyp (ISCN)', 'Karyotype (ISCN)'), {
      help: t('np. 46,XY,t(9;22)(q34;q11.2)[20]', 'e.g. 46,XY,t(9;22)(q34;q11.2)[20]'),
    }),
    firstLineTki: choice(t('Inhibitor kinazy tyrozynowej 1. linii', 'First-line TKI'), TKIS),
    tkiStartDate: date(t('Data rozpoczęcia TKI', 'TKI start date')),
    milestones: group(t('BCR::ABL1 w punktach kontrolnych (ELN)', 'BCR::ABL1 at ELN milestones'), {
      month3: bcrAbl1Is(t('3 miesiące', '3 months')),
      month6: bcrAbl1Is(t('6 miesięcy', '6 months')),
      month12: bcrAbl1Is(t('12 miesięcy', '12 months')),
    }),
    elnResponse: choice(t('Odpowiedź wg ELN 2020', 'ELN 2020 response'), [
      ['optimal', t('Optymalna', 'Optimal')],
      ['warning', t('Ostrzeżenie', 'Warning')],
      ['failure', t('Niepowodzenie', 'Failure')],
    ]),
    bestMolecularResponse: choice(
      t('Najlepsza odpowiedź molekularna', 'Best molecular response'),
      MOLECULAR_RESPONSES,
    ),
    bestMolecularResponseDate: date(
      t('Data najlepszej odpowiedzi molekularnej', 'Date of best molecular response'),
    ),
    kinaseDomainMutations: text(
      t('Mutacje domeny kinazowej ABL1', 'ABL1 kinase domain mutations'),
      { help: t('np. T315I', 'e.g. T315I') },
    ),
    treatmentFreeRemission: yesNo(
      t('Próba odstawienia TKI (TFR)', 'TKI discontinuation attempt (TFR)'),
    ),
  },
});

const extended = extendedForm('CML', NAME, {
  surgery: false,
  radiotherapy: false,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. imatynib (1. linia), dazatynib (2. linia)',
      'e.g. imatinib (first line), dasatinib (second line)',
    ),
    responseTimePoint: t(
      'np. 3, 6 i 12 miesięcy leczenia TKI',
      'e.g. 3, 6 and 12 months of TKI treatment',
    ),
  },
  extra: {
    tkiLines: table(
      t('Linie leczenia TKI', 'TKI lines'),
      {
        tki: choice(t('Lek', 'Drug'), TKIS),
        startDate: date(t('Data rozpoczęcia', 'Start date')),
        endDate: date(t('Data zakończenia', 'End date'), { endOf: 'startDate' }),
        dailyDose: number(t('Dawka dobowa', 'Daily dose'), { unit: 'mg/m²', maximum: 2000 }),
        reasonStopped: choice(t('Przyczyna zakończenia', 'Reason stopped'), [
          ['resistance', t('Oporność', 'Resistance')],
          ['intolerance', t('Nietolerancja', 'Intolerance')],
          ['treatmentFreeRemission', t('Próba odstawienia (TFR)', 'Discontinuation (TFR)')],
          ['transplant', t('Przeszczepienie', 'Transplant')],
          ['other', t('Inna', 'Other')],
        ]),
      },
      { row: t('Linia leczenia TKI', 'TKI line'), required: ['tki', 'startDate'] },
    ),
    molecularMonitoring: table(
      t('Monitorowanie molekularne BCR::ABL1', 'BCR::ABL1 molecular monitoring'),
      {
        date: date(t('Data badania', 'Date')),
        sample: choice(t('Materiał', 'Sample'), [
          ['blood', t('Krew obwodowa', 'Peripheral blood')],
          ['marrow', t('Szpik', 'Bone marrow')],
        ]),
        bcrAbl1Is: bcrAbl1Is(t('BCR::ABL1', 'BCR::ABL1')),
        response: choice(t('Odpowiedź molekularna', 'Molecular response'), MOLECULAR_RESPONSES),
        kinaseDomainMutation: text(t('Mutacja domeny kinazowej', 'Kinase domain mutation')),
      },
      { row: t('Oznaczenie BCR::ABL1', 'BCR::ABL1 measurement'), required: ['date', 'bcrAbl1Is'] },
    ),
  },
});

export const cml: ProtocolForms = { basic, extended };
