/**
 * Central nervous system tumours (Nowotwory ośrodkowego układu nerwowego): gliomas, ependymomas,
 * medulloblastoma and the other embryonal tumours, choroid plexus, pineal, intracranial germ
 * cell and sellar tumours of childhood.
 *
 * Fields follow public practice: tumour types and the CNS WHO grade (arabic 1-4) after the WHO
 * Classification of Tumours of the Central Nervous System, 5th edition (WHO CNS5, 2021), with
 * the integrated diagnosis and the DNA methylation class (Heidelberg classifier) recorded as
 * text; the Chang M stage (M0-M4) with lumbar CSF cytology; the extent of resection as SIOP
 * Europe protocols grade it from the early post-operative MRI (near total: residual < 1.5 cm²,
 * SIOP PNET5 MB); the medulloblastoma molecular groups (WNT, SHH TP53-wildtype / -mutant,
 * Group 3, Group 4) and histological variants; serum and CSF AFP and beta-hCG for intracranial
 * germ cell tumours (SIOP CNS GCT); performance by the Lansky (under 16) or Karnofsky scale;
 * response on MRI by RAPNO (Response Assessment in Pediatric Neuro-Oncology).
 * A reviewer should know: the risk group is a plain low/standard/high/very high choice because
 * each tumour type's protocol (SIOP PNET5 MB, SIOP-HR-MB, SIOP Ependymoma II, LOGGIC/SIOP-LGG)
 * defines its own; the medulloblastoma fields are left empty for other tumours.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  choice,
  date,
  dimensions,
  group,
  integer,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { LATERALITY, basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.OUN;

const WHO_TYPES: readonly Option[] = [
  ['pilocyticAstrocytoma', t('Gwiaździak włosowatokomórkowy', 'Pilocytic astrocytoma')],
  ['ganglioglioma', t('Glejak zwojowy', 'Ganglioglioma')],
  [
    'dnet',
    t('Dysembrioplastyczny guz neuroepitelialny (DNET)', 'Dysembryoplastic neuroepithelial tumour'),
  ],
  ['pxa', t('Gwiaździak żółtakowaty wielopostaciowy (PXA)', 'Pleomorphic xanthoastrocytoma')],
  [
    'sega',
    t('Gwiaździak podwyściółkowy olbrzymiokomórkowy (SEGA)', 'Subependymal giant cell astrocytoma'),
  ],
  [
    'diffuseLowGradeGlioma',
    t(
      'Rozlany glejak typu dziecięcego o niskim stopniu złośliwości',
      'Diffuse paediatric-type low-grade glioma',
    ),
  ],
  ['otherLowGradeGlioma', t('Inny glejak o niskim stopniu złośliwości', 'Other low-grade glioma')],
  [
    'diffuseMidlineGlioma',
    t(
      'Rozlany glejak linii środkowej z nieprawidłowością H3 K27',
      'Diffuse midline glioma, H3 K27-altered',
    ),
  ],
  [
    'diffuseHemisphericGlioma',
    t('Rozlany glejak półkulowy z mutacją H3 G34', 'Diffuse hemispheric glioma, H3 G34-mutant'),
  ],
  [
    'paediatricHighGradeGlioma',
    t(
      'Rozlany glejak typu dziecięcego o wysokim stopniu złośliwości, H3 i IDH bez mutacji',
      'Diffuse paediatric-type high-grade glioma, H3-wildtype and IDH-wildtype',
    ),
  ],
  [
    'infantHemisphericGlioma',
    t('Glejak półkulowy typu niemowlęcego', 'Infant-type hemispheric glioma'),
  ],
  [
    'otherHighGradeGlioma',
    t('Inny glejak o wysokim stopniu złośliwości', 'Other high-grade glioma'),
  ],
  [
    'supratentorialEpendymomaZfta',
    t('Wyściółczak nadnamiotowy z fuzją ZFTA', 'Supratentorial ependymoma, ZFTA fusion-positive'),
  ],
  [
    'supratentorialEpendymomaYap1',
    t('Wyściółczak nadnamiotowy z fuzją YAP1', 'Supratentorial ependymoma, YAP1 fusion-positive'),
  ],
  [
    'posteriorFossaEpendymomaA',
    t('Wyściółczak tylnej jamy czaszki, grupa PFA', 'Posterior fossa ependymoma, group PFA'),
  ],
  [
    'posteriorFossaEpendymomaB',
    t('Wyściółczak tylnej jamy czaszki, grupa PFB', 'Posterior fossa ependymoma, group PFB'),
  ],
  ['spinalEpendymoma', t('Wyściółczak rdzeniowy', 'Spinal ependymoma')],
  ['myxopapillaryEpendymoma', t('Wyściółczak śluzakowo-brodawkowaty', 'Myxopapillary ependymoma')],
  ['ependymomaNos', t('Wyściółczak, BNO', 'Ependymoma, NOS')],
  ['medulloblastoma', t('Rdzeniak zarodkowy (medulloblastoma)', 'Medulloblastoma')],
  ['atrt', t('Atypowy guz teratoidny/rabdoidny (AT/RT)', 'Atypical teratoid/rhabdoid tumour')],
  [
    'etmr',
    t(
      'Guz zarodkowy z wielowarstwowymi rozetami (ETMR)',
      'Embryonal tumour with multilayered rosettes',
    ),
  ],
  [
    'cnsNeuroblastomaFoxr2',
    t('Nerwiak zarodkowy OUN z aktywacją FOXR2', 'CNS neuroblastoma, FOXR2-activated'),
  ],
  [
    'cnsTumourBcorItd',
    t(
      'Guz OUN z wewnątrztandemową duplikacją BCOR',
      'CNS tumour with BCOR internal tandem duplication',
    ),
  ],
  ['otherEmbryonal', t('Inny guz zarodkowy OUN', 'Other CNS embryonal tumour')],
  ['pineoblastoma', t('Szyszyniak zarodkowy', 'Pineoblastoma')],
  ['choroidPlexusPapilloma', t('Brodawczak splotu naczyniówkowego', 'Choroid plexus papilloma')],
  [
    'atypicalChoroidPlexusPapilloma',
    t('Atypowy brodawczak splotu naczyniówkowego', 'Atypical choroid plexus papilloma'),
  ],
  ['choroidPlexusCarcinoma', t('Rak splotu naczyniówkowego', 'Choroid plexus carcinoma')],
  ['germinoma', t('Rozrodczak (germinoma)', 'Germinoma')],
  [
    'nonGerminomatousGct',
    t('Nierozrodczakowy guz germinalny (NGGCT)', 'Non-germinomatous germ cell tumour'),
  ],
  ['craniopharyngioma', t('Czaszkogardlak szkliwiakowaty', 'Adamantinomatous craniopharyngioma')],
  ['meningioma', t('Oponiak', 'Meningioma')],
  ['other', t('Inny', 'Other')],
];

const staging = {
  changM: choice(t('Stadium M wg Changa', 'Chang M stage'), [
    ['MX', t('MX – nieoceniony', 'MX – not assessed')],
    ['M0', t('M0 – bez rozsiewu', 'M0 – no metastases')],
    [
      'M1',
      t(
        'M1 – komórki nowotworowe w płynie mózgowo-rdzeniowym',
        'M1 – tumour cells in the cerebrospinal fluid',
      ),
    ],
    [
      'M2',
      t(
        'M2 – rozsiew guzkowy wewnątrzczaszkowy',
        'M2 – nodular seeding in the intracranial subarachnoid space or ventricles',
      ),
    ],
    ['M3', t('M3 – rozsiew guzkowy w kanale kręgowym', 'M3 – nodular seeding in the spinal canal')],
    ['M4', t('M4 – przerzuty poza OUN', 'M4 – metastases outside the CNS')],
  ]),
  csfCytology: choice(
    t('Cytologia płynu mózgowo-rdzeniowego', 'CSF cytology'),
    [
      ['negative', t('Ujemna', 'Negative')],
      ['positive', t('Dodatnia', 'Positive')],
      ['notDone', t('Nie wykonano', 'Not done')],
    ],
    {
      help: t(
        'Płyn z nakłucia lędźwiowego, ≥ 14 dni po operacji',
        'Lumbar CSF, at least 14 days after surgery',
      ),
    },
  ),
  csfCytologyDate: date(t('Data badania płynu', 'Date of CSF sample')),
  riskGroup: choice(
    t('Grupa ryzyka', 'Risk group'),
    [
      ['low', t('Niskie', 'Low')],
      ['standard', t('Standardowe', 'Standard')],
      ['high', t('Wysokie', 'High')],
      ['veryHigh', t('Bardzo wysokie', 'Very high')],
      ['notApplicable', t('Nie dotyczy', 'Not applicable')],
    ],
    {
      help: t(
        'Wg protokołu danego nowotworu, np. SIOP PNET5 MB, SIOP-HR-MB',
        "By the tumour type's protocol, e.g. SIOP PNET5 MB, SIOP-HR-MB",
      ),
    },
  ),
};

const disease = {
  whoType: choice(t('Typ nowotworu (WHO CNS5)', 'Tumour type (WHO CNS5)'), WHO_TYPES),
  whoGrade: choice(t('Stopień złośliwości (CNS WHO)', 'CNS WHO grade'), [
    ['1', t('Stopień 1', 'Grade 1')],
    ['2', t('Stopień 2', 'Grade 2')],
    ['3', t('Stopień 3', 'Grade 3')],
    ['4', t('Stopień 4', 'Grade 4')],
    [
      'notGraded',
      t('Bez stopnia WHO (np. guzy germinalne)', 'Not graded (e.g. germ cell tumours)'),
    ],
  ]),
  integratedDiagnosis: text(t('Rozpoznanie zintegrowane', 'Integrated diagnosis'), {
    help: t(
      'np. Medulloblastoma, non-WNT/non-SHH, grupa 4, CNS WHO 4',
      'e.g. Medulloblastoma, non-WNT/non-SHH, group 4, CNS WHO grade 4',
    ),
  }),
  methylationClass: text(
    t(
      'Klasa metylacji DNA (klasyfikator heidelberski)',
      'DNA methylation class (Heidelberg classifier)',
    ),
  ),
  medulloblastomaHistology: choice(
    t('Typ histologiczny rdzeniaka zarodkowego', 'Medulloblastoma histology'),
    [
      ['classic', t('Klasyczny', 'Classic')],
      ['desmoplasticNodular', t('Desmoplastyczny/guzkowy', 'Desmoplastic/nodular')],
      ['mben', t('Z nasiloną guzkowością (MBEN)', 'Extensive nodularity (MBEN)')],
      ['largeCellAnaplastic', t('Wielkokomórkowy/anaplastyczny', 'Large cell/anaplastic')],
    ],
  ),
  molecularGroup: choice(
    t('Grupa molekularna rdzeniaka zarodkowego', 'Medulloblastoma molecular group'),
    [
      ['wnt', t('WNT', 'WNT')],
      ['shhTp53Wildtype', t('SHH, TP53 bez mutacji', 'SHH, TP53-wildtype')],
      ['shhTp53Mutant', t('SHH, z mutacją TP53', 'SHH, TP53-mutant')],
      ['group3', t('Grupa 3', 'Group 3')],
      ['group4', t('Grupa 4', 'Group 4')],
      [
        'nonWntNonShh',
        t('Non-WNT/non-SHH, bez określenia grupy', 'Non-WNT/non-SHH, group not determined'),
      ],
      ['notDetermined', t('Nie oznaczono', 'Not determined')],
    ],
  ),
  molecularMarkers: multiChoice(t('Zmiany molekularne', 'Molecular alterations'), [
    ['mycAmplification', t('Amplifikacja MYC', 'MYC amplification')],
    ['mycnAmplification', t('Amplifikacja MYCN', 'MYCN amplification')],
    ['tp53Mutation', t('Mutacja TP53', 'TP53 mutation')],
    ['isochromosome17q', t('Izochromosom 17q', 'Isochromosome 17q')],
    ['gain1q', t('Zyskanie 1q', '1q gain')],
    ['brafV600e', t('BRAF V600E', 'BRAF V600E')],
    ['kiaa1549Braf', t('Fuzja KIAA1549::BRAF', 'KIAA1549::BRAF fusion')],
    ['h3K27', t('H3 K27M / utrata H3 K27me3', 'H3 K27M / H3 K27me3 loss')],
    ['h3G34', t('H3 G34R/V', 'H3 G34R/V')],
    ['idh', t('Mutacja IDH1/IDH2', 'IDH1/IDH2 mutation')],
    ['smarcb1Loss', t('Utrata SMARCB1 (INI1)', 'SMARCB1 (INI1) loss')],
    ['zftaFusion', t('Fuzja ZFTA', 'ZFTA fusion')],
    ['c19mcAmplification', t('Amplifikacja C19MC', 'C19MC amplification')],
    ['cdkn2abDeletion', t('Delecja CDKN2A/B', 'CDKN2A/B deletion')],
    ['ntrkFusion', t('Fuzja NTRK', 'NTRK fusion')],
    ['nf1', t('Zmiana NF1', 'NF1 alteration')],
  ]),
  site: choice(t('Umiejscowienie guza pierwotnego', 'Primary site'), [
    ['hemispheric', t('Półkula mózgu', 'Cerebral hemisphere')],
    ['deepMidline', t('Wzgórze / jądra podstawy', 'Thalamus / basal ganglia')],
    ['opticHypothalamic', t('Drogi wzrokowe / podwzgórze', 'Optic pathway / hypothalamus')],
    ['suprasellar', t('Okolica nadsiodłowa', 'Suprasellar region')],
    ['pineal', t('Okolica szyszynki', 'Pineal region')],
    ['ventricular', t('Komora boczna lub III komora', 'Lateral or third ventricle')],
    ['cerebellum', t('Móżdżek / IV komora', 'Cerebellum / fourth ventricle')],
    ['brainstem', t('Pień mózgu', 'Brainstem')],
    ['spinalCord', t('Rdzeń kręgowy', 'Spinal cord')],
    ['multifocal', t('Wieloogniskowo', 'Multifocal')],
    ['other', t('Inne', 'Other')],
  ]),
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  hydrocephalus: yesNo(t('Wodogłowie przy rozpoznaniu', 'Hydrocephalus at diagnosis')),
  csfDiversion: choice(t('Odprowadzenie płynu mózgowo-rdzeniowego', 'CSF diversion'), [
    ['none', t('Brak', 'None')],
    ['etv', t('Wentrykulostomia III komory (ETV)', 'Endoscopic third ventriculostomy (ETV)')],
    ['vpShunt', t('Zastawka komorowo-otrzewnowa', 'Ventriculoperitoneal shunt')],
    ['externalDrain', t('Drenaż zewnętrzny', 'External ventricular drain')],
    ['other', t('Inne', 'Other')],
  ]),
  surgeryDate: date(t('Data operacji guza', 'Date of tumour surgery')),
  extentOfResection: choice(t('Zakres resekcji', 'Extent of resection'), [
    ['grossTotal', t('Resekcja całkowita (GTR)', 'Gross total resection (GTR)')],
    [
      'nearTotal',
      t('Resekcja prawie całkowita (NTR, < 1,5 cm²)', 'Near total resection (NTR, < 1.5 cm²)'),
    ],
    ['subtotal', t('Resekcja subtotalna (STR)', 'Subtotal resection (STR)')],
    ['biopsy', t('Biopsja', 'Biopsy')],
    ['noSurgery', t('Bez operacji', 'No surgery')],
  ]),
  residualTumourArea: number(
    t('Guz resztkowy (największy przekrój)', 'Residual tumour (largest area)'),
    {
      unit: 'cm²',
      maximum: 1000,
    },
  ),
  postoperativeMriDate: date(t('Data pooperacyjnego MR', 'Date of post-operative MRI'), {
    help: t('Najlepiej do 72 godzin po operacji', 'Preferably within 72 hours of surgery'),
  }),
  metastases: yesNo(t('Rozsiew / przerzuty przy rozpoznaniu', 'Metastases at diagnosis')),
  metastasisSites: multiChoice(t('Umiejscowienie rozsiewu', 'Metastatic sites'), [
    ['csf', t('Płyn mózgowo-rdzeniowy', 'Cerebrospinal fluid')],
    ['intracranial', t('Wewnątrzczaszkowo', 'Intracranial')],
    ['spinal', t('Kanał kręgowy', 'Spinal canal')],
    ['extraneural', t('Poza OUN', 'Outside the CNS')],
  ]),
  germCellMarkers: group(t('Markery guzów germinalnych', 'Germ cell tumour markers'), {
    serumAfp: number(t('AFP w surowicy', 'Serum AFP'), { unit: 'ng/ml', maximum: 1_000_000 }),
    csfAfp: number(t('AFP w płynie mózgowo-rdzeniowym', 'CSF AFP'), {
      unit: 'ng/ml',
      maximum: 1_000_000,
    }),
    serumBetaHcg: number(t('β-hCG w surowicy', 'Serum β-hCG'), {
      unit: 'IU/l',
      maximum: 1_000_000,
    }),
    csfBetaHcg: number(t('β-hCG w płynie mózgowo-rdzeniowym', 'CSF β-hCG'), {
      unit: 'IU/l',
      maximum: 1_000_000,
    }),
  }),
  predisposition: multiChoice(t('Zespół predyspozycji', 'Predisposition syndrome'), [
    ['nf1', t('Neurofibromatoza typu 1', 'Neurofibromatosis type 1')],
    ['nf2', t('Neurofibromatoza typu 2', 'Neurofibromatosis type 2')],
    ['tuberousSclerosis', t('Stwardnienie guzowate', 'Tuberous sclerosis complex')],
    ['liFraumeni', t('Zespół Li-Fraumeni (TP53)', 'Li-Fraumeni syndrome (TP53)')],
    ['gorlin', t('Zespół Gorlina (SUFU, PTCH1)', 'Gorlin syndrome (SUFU, PTCH1)')],
    [
      'rhabdoidPredisposition',
      t('Zespół predyspozycji do guzów rabdoidnych', 'Rhabdoid tumour predisposition syndrome'),
    ],
    [
      'cmmrd',
      t(
        'Konstytucjonalny niedobór naprawy niesparowanych nukleotydów (CMMRD)',
        'Constitutional mismatch repair deficiency (CMMRD)',
      ),
    ],
    ['dicer1', t('Zespół DICER1', 'DICER1 syndrome')],
    ['other', t('Inny', 'Other')],
  ]),
  performance: integer(
    t('Stan sprawności (Lansky / Karnofsky)', 'Performance (Lansky / Karnofsky)'),
    {
      maximum: 100,
      help: t(
        'Skala Lansky do 16. roku życia, Karnofsky u starszych',
        'Lansky under 16 years, Karnofsky from 16',
      ),
    },
  ),
};

const imagingFollowUp = table(
  t('Badania obrazowe w obserwacji', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date')),
    method: choice(t('Badanie', 'Method'), [
      ['brainMri', t('MR głowy', 'Brain MRI')],
      ['spineMri', t('MR kręgosłupa', 'Spine MRI')],
      ['ct', t('Tomografia komputerowa (TK)', 'CT')],
      ['pet', t('PET', 'PET')],
    ]),
    response: choice(t('Odpowiedź (RAPNO)', 'Response (RAPNO)'), [
      ['CR', t('Całkowita (CR)', 'Complete response (CR)')],
      ['PR', t('Częściowa (PR)', 'Partial response (PR)')],
      ['MR', t('Mniejsza (MR)', 'Minor response (MR)')],
      ['SD', t('Stabilizacja (SD)', 'Stable disease (SD)')],
      ['PD', t('Progresja (PD)', 'Progressive disease (PD)')],
    ]),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'method'] },
);

const neurologicalAssessments = table(
  t('Ocena neurologiczna', 'Neurological assessment'),
  {
    date: date(t('Data oceny', 'Date')),
    performance: integer(
      t('Stan sprawności (Lansky / Karnofsky)', 'Performance (Lansky / Karnofsky)'),
      {
        maximum: 100,
      },
    ),
    deficits: multiChoice(t('Deficyty', 'Deficits'), [
      ['motor', t('Niedowład', 'Motor weakness')],
      ['cranialNerves', t('Porażenie nerwów czaszkowych', 'Cranial nerve palsy')],
      ['ataxia', t('Ataksja', 'Ataxia')],
      [
        'cerebellarMutism',
        t(
          'Zespół tylnej jamy czaszki (mutyzm móżdżkowy)',
          'Posterior fossa syndrome (cerebellar mutism)',
        ),
      ],
      ['visual', t('Zaburzenia widzenia', 'Visual impairment')],
      ['hearing', t('Niedosłuch', 'Hearing loss')],
      ['seizures', t('Napady padaczkowe', 'Seizures')],
      ['endocrine', t('Zaburzenia endokrynologiczne', 'Endocrine dysfunction')],
      ['cognitive', t('Zaburzenia poznawcze', 'Cognitive impairment')],
    ]),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Ocena neurologiczna', 'Neurological assessment'), required: ['date'] },
);

export const oun: ProtocolForms = {
  basic: basicForm('OUN', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. SIOP PNET5 MB, SIOP Ependymoma II, LOGGIC',
        'Name and version, e.g. SIOP PNET5 MB, SIOP Ependymoma II, LOGGIC',
      ),
    },
  }),
  extended: extendedForm('OUN', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t(
        'np. indukcja VC 1, leczenie podtrzymujące 2',
        'e.g. VC induction 1, maintenance 2',
      ),
      responseTimePoint: t(
        'np. po operacji (MRI do 72 godzin), po radioterapii',
        'e.g. after surgery (MRI within 72 hours), after radiotherapy',
      ),
    },
    extra: { imagingFollowUp, neurologicalAssessments },
  }),
};
