/**
 * Anaplastic large cell lymphoma (ALCL) of children and adolescents, nearly always ALK-positive
 * with the NPM::ALK fusion of t(2;5). Stage by St Jude (Murphy) and IPNHLSS as for the other
 * non-Hodgkin lymphomas (shared from ./nhlb); the risk group and its organ criteria (skin,
 * mediastinum, liver, spleen, lung) are those of ALCL99 (EICNHL), the histological pattern is the
 * one ALCL99 found prognostic (small cell or lymphohistiocytic component). The biological risk
 * factors of the ALCL-VBL / EICNHL era: minimal disseminated disease (MDD, NPM::ALK RT-PCR in
 * marrow or blood at diagnosis, as normalised copy number per 10⁴ ABL1 copies), the anti-ALK
 * antibody titre, and MRD after the first course; the extended form follows MRD over time.
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
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { cnsFields, ldhFields, marrowFields, nhlStages } from './nhlb';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.ALCL;

const POSITIVE_NEGATIVE: readonly Option[] = [
  ['positive', t('Dodatni', 'Positive')],
  ['negative', t('Ujemny', 'Negative')],
];

const PCR_RESULT: readonly Option[] = [
  ...POSITIVE_NEGATIVE,
  ['notTested', t('Nie badano', 'Not tested')],
];

/** NPM::ALK copies per 10⁴ copies of the ABL1 control gene. */
const normalisedCopyNumber = (title = t('NCN', 'NCN')) =>
  number(title, { unit: 'NPM::ALK/10⁴ ABL1', maximum: 1_000_000 });

const basic = basicForm('ALCL', NAME, {
  tumour: true,
  hints: { treatmentProtocol: t('Nazwa i wersja, np. ALCL99', 'Name and version, e.g. ALCL99') },
  staging: {
    ...nhlStages(),
    riskGroup: choice(t('Grupa ryzyka (ALCL99)', 'Risk group (ALCL99)'), [
      ['low', t('Niskie (stopień I po resekcji całkowitej)', 'Low (completely resected stage I)')],
      [
        'standard',
        t('Standardowe (bez zajęcia narządów ryzyka)', 'Standard (no risk organ involved)'),
      ],
      [
        'high',
        t(
          'Wysokie (zajęcie skóry, śródpiersia, wątroby, śledziony lub płuc)',
          'High (skin, mediastinum, liver, spleen or lung involved)',
        ),
      ],
    ]),
    riskOrgans: multiChoice(
      t('Zajęcie narządów ryzyka (ALCL99)', 'Risk organs involved (ALCL99)'),
      [
        ['skin', t('Skóra (potwierdzone biopsją)', 'Skin (biopsy-proven)')],
        ['mediastinum', t('Śródpiersie', 'Mediastinum')],
        ['liver', t('Wątroba', 'Liver')],
        ['spleen', t('Śledziona', 'Spleen')],
        ['lung', t('Płuca', 'Lung')],
      ],
    ),
    ...ldhFields(),
    ...marrowFields(),
    ...cnsFields(),
  },
  disease: {
    alk: choice(
      t('Status ALK (immunohistochemia)', 'ALK status (immunohistochemistry)'),
      [
        ['positive', t('ALK-dodatni', 'ALK-positive')],
        ['negative', t('ALK-ujemny', 'ALK-negative')],
      ],
      { radio: true },
    ),
    alkFusion: choice(t('Fuzja ALK', 'ALK fusion'), [
      ['npmAlk', t('NPM::ALK – t(2;5)(p23;q35)', 'NPM::ALK – t(2;5)(p23;q35)')],
      ['variant', t('Inny partner fuzji ALK', 'Variant ALK partner')],
      ['notTested', t('Nie badano', 'Not tested')],
    ]),
    histologicalPattern: choice(t('Wzorzec histologiczny', 'Histological pattern'), [
      ['common', t('Klasyczny (common)', 'Common')],
      ['smallCell', t('Drobnokomórkowy', 'Small cell')],
      ['lymphohistiocytic', t('Limfohistiocytarny', 'Lymphohistiocytic')],
      ['hodgkinLike', t('Hodgkinopodobny', 'Hodgkin-like')],
      ['composite', t('Mieszany', 'Composite')],
    ]),
    bSymptoms: yesNo(t('Objawy B', 'B symptoms')),
    mdd: choice(
      t(
        'MDD przy rozpoznaniu (NPM::ALK RT-PCR, szpik lub krew)',
        'MDD at diagnosis (NPM::ALK RT-PCR, marrow or blood)',
      ),
      PCR_RESULT,
    ),
    mddCopyNumber: normalisedCopyNumber(t('MDD – liczba kopii', 'MDD – copy number')),
    antiAlkTitre: integer(t('Miano przeciwciał anty-ALK', 'Anti-ALK antibody titre'), {
      maximum: 1_000_000,
      help: t('Odwrotność miana, np. 750 dla 1:750', 'Reciprocal of the titre, e.g. 750 for 1:750'),
    }),
    mrdAfterCourse1: choice(
      t('MRD po 1. kursie (NPM::ALK RT-PCR)', 'MRD after course 1 (NPM::ALK RT-PCR)'),
      PCR_RESULT,
    ),
  },
});

const extended = extendedForm('ALCL', NAME, {
  surgery: false,
  radiotherapy: false,
  transplant: true,
  hints: {
    courseBlock: t('np. profaza, A1, B1', 'e.g. prephase, A1, B1'),
    responseTimePoint: t(
      'np. po 1. kursie (MRD), po 2 kursach',
      'e.g. after course 1 (MRD), after 2 courses',
    ),
  },
  extra: {
    mrdMonitoring: table(
      t('Monitorowanie MDD / MRD (NPM::ALK)', 'MDD / MRD monitoring (NPM::ALK)'),
      {
        date: date(t('Data pobrania', 'Sample date')),
        timePoint: choice(t('Punkt czasowy', 'Time point'), [
          ['diagnosis', t('Rozpoznanie', 'Diagnosis')],
          ['beforeCourse2', t('Przed 2. kursem', 'Before course 2')],
          ['endOfInduction', t('Koniec leczenia intensywnego', 'End of intensive treatment')],
          ['maintenance', t('W trakcie leczenia podtrzymującego', 'During maintenance')],
          ['endOfTreatment', t('Koniec leczenia', 'End of treatment')],
          ['followUp', t('Obserwacja', 'Follow-up')],
          ['relapse', t('Wznowa', 'Relapse')],
        ]),
        sample: choice(t('Materiał', 'Sample'), [
          ['marrow', t('Szpik', 'Bone marrow')],
          ['blood', t('Krew obwodowa', 'Peripheral blood')],
        ]),
        result: choice(t('Wynik', 'Result'), POSITIVE_NEGATIVE),
        copyNumber: normalisedCopyNumber(t('Liczba kopii', 'Copy number')),
      },
      { row: t('Oznaczenie MDD / MRD', 'MDD / MRD measurement'), required: ['date', 'result'] },
    ),
  },
});

export const alcl: ProtocolForms = { basic, extended };
