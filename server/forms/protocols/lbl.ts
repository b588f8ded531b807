/**
 * Lymphoblastic lymphoma (LBL) of children and adolescents: precursor T-cell (T-LBL, mostly a
 * mediastinal mass) and precursor B-cell (pB-LBL, skin, bone, nodes). Stage by St Jude (Murphy)
 * and IPNHLSS (shared from ./nhlb); fewer than 25% blasts in the marrow separate it from ALL.
 * The risk factors are those the EURO-LB 02 and LBL 2018 (EICNHL) trials stratify or study: loss
 * of heterozygosity at 6q (LOH6q) and NOTCH1/FBXW7 mutations in T-LBL, minimal disseminated
 * disease by flow cytometry at diagnosis, and tumour regression on day 33 of induction. The
 * extended form follows minimal disseminated and residual disease over time.
 */
import type { ProtocolForms } from '../index';
import { type Option, type Text, choice, date, number, t, table, yesNo } from '../builder';
import { basicForm, extendedForm } from '../common';
import { cnsFields, ldhFields, marrowFields, nhlStages } from './nhlb';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.LBL;

const percentOfCells = (title: Text) =>
  number(title, {
    unit: '%',
    maximum: 100,
    help: t('Odsetek komórek chłoniaka, np. 0,1', 'Percentage of lymphoma cells, e.g. 0.1'),
  });

const TESTED: readonly Option[] = [
  ['present', t('Obecna', 'Present')],
  ['absent', t('Nieobecna', 'Absent')],
  ['notTested', t('Nie badano', 'Not tested')],
];

const basic = basicForm('LBL', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. LBL 2018, EURO-LB 02',
      'Name and version, e.g. LBL 2018, EURO-LB 02',
    ),
  },
  staging: {
    ...nhlStages(),
    riskGroup: choice(t('Grupa ryzyka (LBL 2018)', 'Risk group (LBL 2018)'), [
      ['SR', t('Standardowe ryzyko (SR)', 'Standard risk (SR)')],
      ['HR', t('Wysokie ryzyko (HR)', 'High risk (HR)')],
    ]),
    ...ldhFields(),
    ...marrowFields(),
    ...cnsFields(),
  },
  disease: {
    immunophenotype: choice(
      t('Immunofenotyp', 'Immunophenotype'),
      [
        ['T', t('Z prekursorów limfocytów T (T-LBL)', 'Precursor T-cell (T-LBL)')],
        ['pB', t('Z prekursorów limfocytów B (pB-LBL)', 'Precursor B-cell (pB-LBL)')],
      ],
      { radio: true },
    ),
    mediastinalMass: yesNo(t('Guz śródpiersia', 'Mediastinal mass')),
    pleuralEffusion: yesNo(t('Wysięk opłucnowy', 'Pleural effusion')),
    superiorVenaCavaSyndrome: yesNo(t('Zespół żyły głównej górnej', 'Superior vena cava syndrome')),
    loh6q: choice(
      t('Utrata heterozygotyczności 6q (LOH6q)', 'Loss of heterozygosity at 6q (LOH6q)'),
      TESTED,
    ),
    notch1Fbxw7: choice(t('Mutacja NOTCH1 / FBXW7', 'NOTCH1 / FBXW7 mutation'), TESTED),
    mddFlow: percentOfCells(
      t('MDD w szpiku przy rozpoznaniu (cytometria)', 'Marrow MDD at diagnosis (flow cytometry)'),
    ),
    day33Regression: number(t('Regresja guza w 33. dniu', 'Tumour regression on day 33'), {
      unit: '%',
      maximum: 100,
      help: t('Zmniejszenie objętości względem rozpoznania', 'Reduction in volume from diagnosis'),
    }),
    residualMassEndOfInduction: yesNo(
      t('Masa resztkowa po indukcji', 'Residual mass after induction'),
    ),
  },
});

const extended = extendedForm('LBL', NAME, {
  surgery: false,
  radiotherapy: true,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. protokół I, protokół M, protokół II',
      'e.g. Protocol I, Protocol M, Protocol II',
    ),
    responseTimePoint: t('np. dzień 33, koniec protokołu I', 'e.g. day 33, end of Protocol I'),
  },
  extra: {
    minimalDisease: table(
      t(
        'Choroba rozsiana i resztkowa (MDD / MRD)',
        'Minimal disseminated and residual disease (MDD / MRD)',
      ),
      {
        date: date(t('Data pobrania', 'Sample date')),
        timePoint: choice(t('Punkt czasowy', 'Time point'), [
          ['diagnosis', t('Rozpoznanie', 'Diagnosis')],
          ['day33', t('Dzień 33', 'Day 33')],
          ['endOfInduction', t('Koniec indukcji', 'End of induction')],
          ['beforeMaintenance', t('Przed leczeniem podtrzymującym', 'Before maintenance')],
          ['relapse', t('Wznowa', 'Relapse')],
          ['other', t('Inny', 'Other')],
        ]),
        sample: choice(t('Materiał', 'Sample'), [
          ['marrow', t('Szpik', 'Bone marrow')],
          ['blood', t('Krew obwodowa', 'Peripheral blood')],
        ]),
        method: choice(t('Metoda', 'Method'), [
          ['flow', t('Cytometria przepływowa (FCM)', 'Flow cytometry (FCM)')],
          ['pcr', t('PCR (IG/TR)', 'PCR (IG/TR)')],
        ]),
        value: percentOfCells(t('Wynik', 'Result')),
      },
      { row: t('Oznaczenie MDD / MRD', 'MDD / MRD measurement'), required: ['date', 'timePoint'] },
    ),
  },
});

export const lbl: ProtocolForms = { basic, extended };
