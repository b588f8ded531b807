/**
 * Soft tissue sarcomas (Mięsaki tkanek miękkich): rhabdomyosarcoma (RMS) and the
 * non-rhabdomyosarcoma soft tissue sarcomas (NRSTS) of children and adolescents.
 *
 * Staging and risk follow the European paediatric Soft tissue sarcoma Study Group (EpSSG RMS 2005
 * and its successor FaR-RMS; EpSSG NRSTS 2005): the post-surgical IRS group (I-IV), the
 * pre-treatment IRS-TNM classification (T1/T2 with a: ≤ 5 cm, b: > 5 cm; N0/N1; M0/M1) and stage
 * (1-4), favourable or unfavourable site, FOXO1 fusion status (PAX3::FOXO1, PAX7::FOXO1) and the
 * EpSSG risk group with its subgroups A-H. Metastatic RMS carries the Oberlin prognostic score;
 * NRSTS carry the FNCLCC grade. Histology follows the WHO classification of soft tissue tumours
 * (5th edition, 2020). Response on imaging is the EpSSG one, by volume reduction: partial over
 * two thirds, minor between one and two thirds.
 *
 * The end-to-end test fills `diagnosis.diagnosisDate`, `diagnosis.icd10` and
 * `disease.primaryTumour`: keep those names.
 */
import { basicForm, extendedForm, LATERALITY } from '../common';
import {
  choice,
  date,
  dimensions,
  integer,
  multiChoice,
  t,
  table,
  text,
  yesNo,
  type Option,
} from '../builder';
import type { ProtocolForms } from '../index';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.STS;

const HISTOLOGY: readonly Option[] = [
  ['embryonalRms', t('RMS zarodkowy (ERMS)', 'Embryonal RMS (ERMS)')],
  ['botryoidRms', t('RMS zarodkowy, postać groniasta', 'Embryonal RMS, botryoid')],
  ['alveolarRms', t('RMS pęcherzykowy (ARMS)', 'Alveolar RMS (ARMS)')],
  [
    'spindleCellSclerosingRms',
    t('RMS wrzecionowatokomórkowy / stwardniający', 'Spindle cell / sclerosing RMS'),
  ],
  ['pleomorphicRms', t('RMS wielopostaciowy', 'Pleomorphic RMS')],
  ['rmsNos', t('Mięsak prążkowanokomórkowy, BNO', 'Rhabdomyosarcoma, NOS')],
  ['synovialSarcoma', t('Mięsak maziówkowy', 'Synovial sarcoma')],
  ['infantileFibrosarcoma', t('Włókniakomięsak niemowlęcy', 'Infantile fibrosarcoma')],
  [
    'mpnst',
    t(
      'Złośliwy nowotwór osłonek nerwów obwodowych (MPNST)',
      'Malignant peripheral nerve sheath tumour (MPNST)',
    ),
  ],
  ['epithelioidSarcoma', t('Mięsak nabłonkowatokomórkowy', 'Epithelioid sarcoma')],
  [
    'alveolarSoftPartSarcoma',
    t('Mięsak pęcherzykowy tkanek miękkich', 'Alveolar soft part sarcoma'),
  ],
  ['clearCellSarcoma', t('Mięsak jasnokomórkowy tkanek miękkich', 'Clear cell sarcoma')],
  [
    'dsrct',
    t(
      'Guz desmoplastyczny drobnookrągłokomórkowy (DSRCT)',
      'Desmoplastic small round cell tumour (DSRCT)',
    ),
  ],
  ['extrarenalRhabdoidTumour', t('Pozanerkowy guz rabdoidny', 'Extrarenal rhabdoid tumour')],
  ['undifferentiatedSarcoma', t('Mięsak niezróżnicowany', 'Undifferentiated sarcoma')],
  ['otherNrsts', t('Inny mięsak (nie-RMS)', 'Other non-rhabdomyosarcoma sarcoma')],
];

/** The EpSSG site categories; the first three and non-bladder/prostate GU are favourable. */
const SITES: readonly Option[] = [
  ['orbit', t('Oczodół', 'Orbit')],
  [
    'headNeckNonParameningeal',
    t('Głowa i szyja, poza okolicą okołooponową', 'Head and neck, non-parameningeal'),
  ],
  ['parameningeal', t('Okolica okołooponowa', 'Parameningeal')],
  ['bladderProstate', t('Pęcherz moczowy / gruczoł krokowy', 'Bladder / prostate')],
  [
    'genitourinaryNonBladderProstate',
    t('Układ moczowo-płciowy poza pęcherzem i prostatą', 'Genitourinary, non-bladder/prostate'),
  ],
  ['extremities', t('Kończyny', 'Extremities')],
  [
    'other',
    t(
      'Inne (tułów, klatka piersiowa, przestrzeń zaotrzewnowa, miednica, krocze)',
      'Other (trunk, thorax, retroperitoneum, pelvis, perineum)',
    ),
  ],
];

const METASTATIC_SITES: readonly Option[] = [
  ['lungs', t('Płuca', 'Lungs')],
  ['bone', t('Kości', 'Bone')],
  ['boneMarrow', t('Szpik kostny', 'Bone marrow')],
  ['distantLymphNodes', t('Odległe węzły chłonne', 'Distant lymph nodes')],
  [
    'pleuraPeritoneum',
    t(
      'Opłucna / otrzewna (płyn z komórkami nowotworu)',
      'Pleura / peritoneum (malignant effusion)',
    ),
  ],
  ['liver', t('Wątroba', 'Liver')],
  ['cns', t('OUN', 'CNS')],
  ['other', t('Inne', 'Other')],
];

const staging = {
  irsGroup: choice(
    t('Grupa IRS', 'IRS group'),
    [
      ['I', t('I – resekcja całkowita (R0)', 'I – complete resection (R0)')],
      [
        'II',
        t(
          'II – pozostałość mikroskopowa (R1) lub wycięte zajęte węzły',
          'II – microscopic residue (R1) or resected involved nodes',
        ),
      ],
      [
        'III',
        t('III – makroskopowa pozostałość (R2) lub biopsja', 'III – gross residue or biopsy'),
      ],
      ['IV', t('IV – przerzuty odległe', 'IV – distant metastases')],
    ],
    { help: t('Grupa pooperacyjna wg IRS', 'Post-surgical grouping (IRS)') },
  ),
  tumourT: choice(t('Cecha T (IRS-TNM)', 'T category (IRS-TNM)'), [
    ['T1a', t('T1a – ograniczony do narządu, ≤ 5 cm', 'T1a – confined to site, ≤ 5 cm')],
    ['T1b', t('T1b – ograniczony do narządu, > 5 cm', 'T1b – confined to site, > 5 cm')],
    ['T2a', t('T2a – naciekający poza narząd, ≤ 5 cm', 'T2a – beyond site of origin, ≤ 5 cm')],
    ['T2b', t('T2b – naciekający poza narząd, > 5 cm', 'T2b – beyond site of origin, > 5 cm')],
    ['TX', t('TX – nie można ocenić', 'TX – cannot be assessed')],
  ]),
  nodesN: choice(t('Cecha N (IRS-TNM)', 'N category (IRS-TNM)'), [
    ['N0', t('N0 – bez zajęcia węzłów regionalnych', 'N0 – no regional nodes involved')],
    ['N1', t('N1 – zajęte węzły regionalne', 'N1 – regional nodes involved')],
    ['NX', t('NX – nie można ocenić', 'NX – cannot be assessed')],
  ]),
  metastasesM: choice(t('Cecha M (IRS-TNM)', 'M category (IRS-TNM)'), [
    ['M0', t('M0 – bez przerzutów odległych', 'M0 – no distant metastases')],
    ['M1', t('M1 – przerzuty odległe', 'M1 – distant metastases')],
  ]),
  tnmStage: choice(t('Stopień przedterapeutyczny (IRS-TNM)', 'Pre-treatment stage (IRS-TNM)'), [
    ['1', t('1', '1')],
    ['2', t('2', '2')],
    ['3', t('3', '3')],
    ['4', t('4', '4')],
  ]),
  siteGroup: choice(
    t('Lokalizacja prognostycznie', 'Site prognosis'),
    [
      ['favourable', t('Korzystna', 'Favourable')],
      ['unfavourable', t('Niekorzystna', 'Unfavourable')],
    ],
    {
      radio: true,
      help: t(
        'Korzystna: oczodół, głowa i szyja poza okolicą okołooponową, układ moczowo-płciowy poza pęcherzem i prostatą',
        'Favourable: orbit, non-parameningeal head and neck, genitourinary non-bladder/prostate',
      ),
    },
  ),
  riskGroup: choice(t('Grupa ryzyka (EpSSG)', 'Risk group (EpSSG)'), [
    ['low', t('Niskie ryzyko', 'Low risk')],
    ['standard', t('Standardowe ryzyko', 'Standard risk')],
    ['high', t('Wysokie ryzyko', 'High risk')],
    ['veryHigh', t('Bardzo wysokie ryzyko', 'Very high risk')],
  ]),
  riskSubgroup: choice(
    t('Podgrupa ryzyka (EpSSG RMS 2005)', 'Risk subgroup (EpSSG RMS 2005)'),
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((code): Option => [code, t(code, code)]),
    {
      help: t(
        'A: niskie; B–D: standardowe; E–G: wysokie; H: bardzo wysokie ryzyko',
        'A: low; B–D: standard; E–G: high; H: very high risk',
      ),
    },
  ),
  oberlinScore: integer(
    t('Czynniki ryzyka Oberlina (RMS z przerzutami)', 'Oberlin risk factors (metastatic RMS)'),
    {
      maximum: 4,
      help: t(
        'Wiek < 1 lub ≥ 10 lat, niekorzystna lokalizacja, zajęcie kości lub szpiku, ≥ 3 miejsca przerzutów',
        'Age < 1 or ≥ 10 years, unfavourable site, bone or marrow involvement, ≥ 3 metastatic sites',
      ),
    },
  ),
};

const disease = {
  histology: choice(t('Rozpoznanie histopatologiczne', 'Histology'), HISTOLOGY),
  foxo1Fusion: choice(t('Fuzja FOXO1', 'FOXO1 fusion'), [
    ['pax3Foxo1', t('PAX3::FOXO1', 'PAX3::FOXO1')],
    ['pax7Foxo1', t('PAX7::FOXO1', 'PAX7::FOXO1')],
    ['positivePartnerUnknown', t('Obecna, partner nieokreślony', 'Present, partner unknown')],
    ['negative', t('Nieobecna', 'Absent')],
    ['notTested', t('Nie badano', 'Not tested')],
  ]),
  fnclccGrade: choice(t('Stopień złośliwości FNCLCC (nie-RMS)', 'FNCLCC grade (non-RMS)'), [
    ['1', t('G1', 'G1')],
    ['2', t('G2', 'G2')],
    ['3', t('G3', 'G3')],
    ['notApplicable', t('Nie dotyczy', 'Not applicable')],
  ]),
  site: choice(t('Umiejscowienie guza pierwotnego', 'Primary site'), SITES),
  siteDetails: text(t('Umiejscowienie – szczegóły', 'Site details'), {
    help: t('np. udo, mięsień czworogłowy', 'e.g. thigh, quadriceps muscle'),
  }),
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  regionalNodes: yesNo(
    t('Zajęcie regionalnych węzłów chłonnych', 'Regional lymph node involvement'),
  ),
  metastases: yesNo(t('Przerzuty odległe', 'Distant metastases')),
  metastaticSites: multiChoice(
    t('Umiejscowienie przerzutów', 'Metastatic sites'),
    METASTATIC_SITES,
  ),
};

/** EpSSG response by volume reduction on cross-sectional imaging. */
const IMAGING_RESPONSES: readonly Option[] = [
  ['CR', t('Całkowita remisja (CR)', 'Complete response (CR)')],
  ['PR', t('Częściowa remisja (PR, > 2/3)', 'Partial response (PR, > 2/3)')],
  ['MR', t('Odpowiedź minimalna (MR, 1/3–2/3)', 'Minor response (MR, 1/3–2/3)')],
  ['SD', t('Stabilizacja (SD, < 1/3)', 'Stable disease (SD, < 1/3)')],
  ['PD', t('Progresja (PD)', 'Progressive disease (PD)')],
  ['NE', t('Nieoceniana', 'Not evaluable')],
];

const imagingFollowUp = table(
  t('Kontrolne badania obrazowe', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date of imaging')),
    modality: choice(t('Badanie', 'Modality'), [
      ['mri', t('Rezonans magnetyczny (MR)', 'MRI')],
      ['ct', t('Tomografia komputerowa (TK)', 'CT')],
      ['petCt', t('PET-TK', 'PET-CT')],
      ['ultrasound', t('USG', 'Ultrasound')],
      ['chestXray', t('RTG klatki piersiowej', 'Chest X-ray')],
      ['boneScan', t('Scyntygrafia kości', 'Bone scan')],
    ]),
    primaryTumour: dimensions(t('Wymiary guza', 'Tumour dimensions')),
    response: choice(t('Odpowiedź (EpSSG)', 'Response (EpSSG)'), IMAGING_RESPONSES),
    findings: text(t('Opis', 'Findings'), { maxLength: 500 }),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'modality'] },
);

export const sts: ProtocolForms = {
  basic: basicForm('STS', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. EpSSG RMS 2005, FaR-RMS, EpSSG NRSTS 2005',
        'Name and version, e.g. EpSSG RMS 2005, FaR-RMS, EpSSG NRSTS 2005',
      ),
    },
  }),
  extended: extendedForm('STS', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: false,
    hints: {
      courseBlock: t('np. IVA 1, VAC 2', 'e.g. IVA 1, VAC 2'),
      responseTimePoint: t(
        'np. po 3 kursach (tydzień 9), przed leczeniem miejscowym',
        'e.g. after 3 courses (week 9), before local treatment',
      ),
    },
    extra: { imagingFollowUp },
  }),
};
