/**
 * Bone tumours (Nowotwory kości): osteosarcoma and the Ewing sarcoma family, the two malignant
 * bone tumours of childhood and adolescence, together with the rarer round cell sarcomas (CIC-
 * and BCOR-altered, EWSR1 with non-ETS partners) that are treated on Ewing protocols.
 *
 * Fields follow public practice: histology after the WHO Classification of Soft Tissue and Bone
 * Tumours (5th ed., 2020); AJCC/UICC TNM 8th edition for bone (limbs, trunk, skull and face:
 * T1 ≤ 8 cm, T2 > 8 cm, T3 discontinuous tumours in the primary bone; pelvis and spine have their
 * own T1-T4; M1a lung only, M1b other sites) and the Enneking (MSTS) surgical stage and margins;
 * the response to preoperative chemotherapy as EURAMOS-1 and COSS record it (percentage of
 * necrosis, Huvos grade, Salzer-Kuntschik grade, good response = ≥ 90% necrosis); the Ewing 2008 /
 * Euro Ewing 2012 risk groups (R1, R2loc, R2pulm, R3). The extended form adds imaging follow-up,
 * endoprosthetic complications by the Henderson classification (2014 revision, with type 6 for
 * paediatric growth failures) and the MSTS functional score (0-30).
 * A reviewer should know: the Ewing risk group is left "not applicable" for osteosarcoma, whose
 * stratification is the histological response alone.
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

const NAME = PROTOCOL_NAMES.BT;

const HISTOLOGY: readonly Option[] = [
  [
    'osteoblasticOsteosarcoma',
    t('Kostniakomięsak konwencjonalny osteoblastyczny', 'Conventional osteosarcoma, osteoblastic'),
  ],
  [
    'chondroblasticOsteosarcoma',
    t(
      'Kostniakomięsak konwencjonalny chondroblastyczny',
      'Conventional osteosarcoma, chondroblastic',
    ),
  ],
  [
    'fibroblasticOsteosarcoma',
    t('Kostniakomięsak konwencjonalny fibroblastyczny', 'Conventional osteosarcoma, fibroblastic'),
  ],
  [
    'telangiectaticOsteosarcoma',
    t('Kostniakomięsak teleangiektatyczny', 'Telangiectatic osteosarcoma'),
  ],
  ['smallCellOsteosarcoma', t('Kostniakomięsak drobnokomórkowy', 'Small cell osteosarcoma')],
  [
    'highGradeSurfaceOsteosarcoma',
    t(
      'Kostniakomięsak powierzchowny o wysokim stopniu złośliwości',
      'High-grade surface osteosarcoma',
    ),
  ],
  ['periostealOsteosarcoma', t('Kostniakomięsak okostnowy', 'Periosteal osteosarcoma')],
  ['parostealOsteosarcoma', t('Kostniakomięsak przykostny', 'Parosteal osteosarcoma')],
  [
    'lowGradeCentralOsteosarcoma',
    t('Kostniakomięsak centralny o niskim stopniu złośliwości', 'Low-grade central osteosarcoma'),
  ],
  ['ewingSarcoma', t('Mięsak Ewinga', 'Ewing sarcoma')],
  ['cicSarcoma', t('Mięsak z rearanżacją CIC', 'CIC-rearranged sarcoma')],
  ['bcorSarcoma', t('Mięsak z nieprawidłowością BCOR', 'Sarcoma with BCOR genetic alterations')],
  [
    'ewsr1NonEtsSarcoma',
    t(
      'Mięsak drobnookrągłokomórkowy z fuzją EWSR1 z genem spoza rodziny ETS',
      'Round cell sarcoma with EWSR1-non-ETS fusion',
    ),
  ],
  ['other', t('Inne', 'Other')],
];

const SITES: readonly Option[] = [
  ['femur', t('Kość udowa', 'Femur')],
  ['tibia', t('Kość piszczelowa', 'Tibia')],
  ['fibula', t('Kość strzałkowa', 'Fibula')],
  ['humerus', t('Kość ramienna', 'Humerus')],
  ['forearm', t('Kości przedramienia', 'Radius / ulna')],
  ['handFoot', t('Kości ręki lub stopy', 'Bones of hand or foot')],
  ['pelvis', t('Miednica', 'Pelvis')],
  ['sacrum', t('Kość krzyżowa', 'Sacrum')],
  ['spine', t('Kręgosłup', 'Spine')],
  ['chestWall', t('Żebra / ściana klatki piersiowej', 'Ribs / chest wall')],
  ['scapulaClavicle', t('Łopatka / obojczyk', 'Scapula / clavicle')],
  ['skullFace', t('Kości czaszki i twarzy', 'Skull and facial bones')],
  ['extraskeletal', t('Pozakostnie (tkanki miękkie)', 'Extraskeletal (soft tissue)')],
  ['other', t('Inne', 'Other')],
];

const staging = {
  tnmT: choice(
    t('Cecha T (TNM)', 'T category (TNM)'),
    ['TX', 'T0', 'T1', 'T2', 'T3', 'T4'].map((code): Option => [code, t(code, code)]),
    {
      help: t(
        'AJCC 8: kończyny, tułów, czaszka T1 ≤ 8 cm, T2 > 8 cm, T3 ogniska nieciągłe; miednica i kręgosłup wg własnych kryteriów',
        'AJCC 8: limbs, trunk, skull T1 ≤ 8 cm, T2 > 8 cm, T3 discontinuous; pelvis and spine by their own criteria',
      ),
    },
  ),
  tnmN: choice(t('Cecha N (TNM)', 'N category (TNM)'), [
    ['NX', t('NX', 'NX')],
    ['N0', t('N0 – bez przerzutów do węzłów chłonnych', 'N0 – no regional nodes')],
    ['N1', t('N1 – przerzuty do węzłów chłonnych', 'N1 – regional node metastases')],
  ]),
  tnmM: choice(t('Cecha M (TNM)', 'M category (TNM)'), [
    ['M0', t('M0 – bez przerzutów odległych', 'M0 – no distant metastases')],
    ['M1a', t('M1a – przerzuty do płuc', 'M1a – lung metastases')],
    ['M1b', t('M1b – przerzuty do kości lub innych narządów', 'M1b – bone or other distant sites')],
  ]),
  grade: choice(t('Stopień złośliwości histologicznej', 'Histological grade'), [
    ['GX', t('GX – nieoceniony', 'GX – cannot be assessed')],
    ['G1', t('G1 – niski', 'G1 – low grade')],
    [
      'G2',
      t('G2 – wysoki (umiarkowanie zróżnicowany)', 'G2 – high grade (moderately differentiated)'),
    ],
    ['G3', t('G3 – wysoki (słabo zróżnicowany)', 'G3 – high grade (poorly differentiated)')],
  ]),
  enneking: choice(t('Stopień wg Ennekinga (MSTS)', 'Enneking (MSTS) stage'), [
    ['IA', t('IA – niski stopień, wewnątrzprzedziałowy', 'IA – low grade, intracompartmental')],
    ['IB', t('IB – niski stopień, pozaprzedziałowy', 'IB – low grade, extracompartmental')],
    [
      'IIA',
      t('IIA – wysoki stopień, wewnątrzprzedziałowy', 'IIA – high grade, intracompartmental'),
    ],
    ['IIB', t('IIB – wysoki stopień, pozaprzedziałowy', 'IIB – high grade, extracompartmental')],
    ['III', t('III – przerzuty odległe', 'III – distant metastases')],
  ]),
  ewingRiskGroup: choice(
    t('Grupa ryzyka mięsaka Ewinga', 'Ewing sarcoma risk group'),
    [
      [
        'R1',
        t(
          'R1 – zlokalizowany, dobra odpowiedź lub objętość < 200 ml',
          'R1 – localised, good response or volume < 200 ml',
        ),
      ],
      [
        'R2loc',
        t(
          'R2loc – zlokalizowany, zła odpowiedź lub objętość ≥ 200 ml',
          'R2loc – localised, poor response or volume ≥ 200 ml',
        ),
      ],
      [
        'R2pulm',
        t(
          'R2pulm – przerzuty wyłącznie do płuc lub opłucnej',
          'R2pulm – lung or pleural metastases only',
        ),
      ],
      [
        'R3',
        t(
          'R3 – przerzuty pozapłucne (kości, szpik, inne)',
          'R3 – extrapulmonary metastases (bone, marrow, other)',
        ),
      ],
      ['notApplicable', t('Nie dotyczy (kostniakomięsak)', 'Not applicable (osteosarcoma)')],
    ],
    { help: t('Ewing 2008 / Euro Ewing 2012', 'Ewing 2008 / Euro Ewing 2012') },
  ),
};

const histologicalResponse = group(
  t(
    'Odpowiedź histopatologiczna na chemioterapię przedoperacyjną',
    'Histological response to preoperative chemotherapy',
  ),
  {
    specimenDate: date(t('Data operacji (preparat)', 'Date of surgery (specimen)')),
    necrosisPercent: integer(t('Martwica guza', 'Tumour necrosis'), { unit: '%', maximum: 100 }),
    huvosGrade: choice(t('Stopień wg Huvosa', 'Huvos grade'), [
      ['I', t('I – martwica < 50%', 'I – necrosis < 50%')],
      ['II', t('II – martwica 50–89%', 'II – necrosis 50–89%')],
      ['III', t('III – martwica 90–99%', 'III – necrosis 90–99%')],
      ['IV', t('IV – martwica 100%, brak żywych komórek', 'IV – 100% necrosis, no viable tumour')],
    ]),
    salzerKuntschikGrade: choice(t('Stopień wg Salzer-Kuntschik', 'Salzer-Kuntschik grade'), [
      ['1', t('1 – brak żywych komórek nowotworu', '1 – no viable tumour cells')],
      [
        '2',
        t(
          '2 – pojedyncze żywe komórki lub ognisko ≤ 0,5 cm',
          '2 – single viable cells or one focus ≤ 0.5 cm',
        ),
      ],
      ['3', t('3 – < 10% żywego guza', '3 – < 10% viable tumour')],
      ['4', t('4 – 10–50% żywego guza', '4 – 10–50% viable tumour')],
      ['5', t('5 – > 50% żywego guza', '5 – > 50% viable tumour')],
      ['6', t('6 – brak efektu chemioterapii', '6 – no effect of chemotherapy')],
    ]),
    responseClass: choice(t('Ocena odpowiedzi', 'Response'), [
      ['good', t('Dobra (≥ 90% martwicy)', 'Good (≥ 90% necrosis)')],
      ['poor', t('Zła (< 90% martwicy)', 'Poor (< 90% necrosis)')],
    ]),
  },
);

const localTreatment = group(t('Leczenie miejscowe', 'Local treatment'), {
  method: choice(t('Sposób kontroli miejscowej', 'Local control'), [
    ['surgery', t('Operacja', 'Surgery')],
    ['radiotherapy', t('Radioterapia', 'Radiotherapy')],
    ['surgeryAndRadiotherapy', t('Operacja i radioterapia', 'Surgery and radiotherapy')],
    ['none', t('Brak', 'None')],
  ]),
  surgicalProcedure: choice(t('Rodzaj operacji', 'Procedure'), [
    ['endoprosthesis', t('Resekcja z endoprotezą', 'Resection with endoprosthesis')],
    [
      'biologicalReconstruction',
      t(
        'Resekcja z rekonstrukcją biologiczną (przeszczep kostny)',
        'Resection with biological reconstruction (bone graft)',
      ),
    ],
    ['rotationplasty', t('Rotacjoplastyka', 'Rotationplasty')],
    ['amputation', t('Amputacja / wyłuszczenie', 'Amputation / disarticulation')],
    ['resectionOnly', t('Resekcja bez rekonstrukcji', 'Resection without reconstruction')],
    ['other', t('Inna', 'Other')],
  ]),
  margin: choice(t('Margines wg Ennekinga', 'Enneking margin'), [
    ['radical', t('Radykalny', 'Radical')],
    ['wide', t('Szeroki', 'Wide')],
    ['marginal', t('Marginalny', 'Marginal')],
    ['intralesional', t('Śródzmianowy', 'Intralesional')],
  ]),
});

const disease = {
  histology: choice(t('Rozpoznanie histopatologiczne', 'Histology'), HISTOLOGY),
  fusion: choice(t('Fuzja genowa (mięsak Ewinga)', 'Gene fusion (Ewing sarcoma)'), [
    ['EWSR1::FLI1', t('EWSR1::FLI1', 'EWSR1::FLI1')],
    ['EWSR1::ERG', t('EWSR1::ERG', 'EWSR1::ERG')],
    ['FUS::ERG', t('FUS::ERG', 'FUS::ERG')],
    ['otherEwsr1', t('Inna fuzja EWSR1', 'Other EWSR1 fusion')],
    ['other', t('Inna', 'Other')],
    ['notDetected', t('Nie wykryto', 'Not detected')],
    ['notTested', t('Nie badano', 'Not tested')],
  ]),
  site: choice(t('Umiejscowienie guza pierwotnego', 'Primary site'), SITES),
  boneSegment: choice(t('Część kości', 'Part of the bone'), [
    ['epiphysis', t('Nasada', 'Epiphysis')],
    ['metaphysis', t('Przynasada', 'Metaphysis')],
    ['diaphysis', t('Trzon', 'Diaphysis')],
    ['wholeBone', t('Cała kość', 'Whole bone')],
  ]),
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  pathologicalFracture: yesNo(t('Złamanie patologiczne', 'Pathological fracture')),
  skipLesions: yesNo(t('Ogniska skaczące (skip metastases)', 'Skip metastases')),
  metastases: yesNo(t('Przerzuty odległe przy rozpoznaniu', 'Distant metastases at diagnosis')),
  metastasisSites: multiChoice(t('Umiejscowienie przerzutów', 'Metastatic sites'), [
    ['lungs', t('Płuca', 'Lungs')],
    ['pleura', t('Opłucna', 'Pleura')],
    ['bone', t('Kości', 'Bone')],
    ['marrow', t('Szpik kostny', 'Bone marrow')],
    ['lymphNodes', t('Węzły chłonne', 'Lymph nodes')],
    ['other', t('Inne', 'Other')],
  ]),
  lungMetastasesCount: integer(t('Liczba przerzutów w płucach', 'Number of lung metastases'), {
    maximum: 100,
  }),
  alkalinePhosphatase: number(t('Fosfataza zasadowa', 'Alkaline phosphatase'), {
    unit: 'U/l',
    maximum: 20_000,
  }),
  ldh: number(t('Dehydrogenaza mleczanowa (LDH)', 'Lactate dehydrogenase (LDH)'), {
    unit: 'U/l',
    maximum: 50_000,
  }),
  predisposition: choice(t('Predyspozycja genetyczna', 'Cancer predisposition'), [
    ['none', t('Nie stwierdzono', 'None found')],
    ['liFraumeni', t('Zespół Li-Fraumeni (TP53)', 'Li-Fraumeni syndrome (TP53)')],
    [
      'hereditaryRetinoblastoma',
      t('Dziedziczny siatkówczak (RB1)', 'Hereditary retinoblastoma (RB1)'),
    ],
    [
      'rothmundThomson',
      t('Zespół Rothmunda-Thomsona (RECQL4)', 'Rothmund-Thomson syndrome (RECQL4)'),
    ],
    ['other', t('Inna', 'Other')],
    ['notTested', t('Nie badano', 'Not tested')],
  ]),
  histologicalResponse,
  localTreatment,
};

const IMAGING_METHODS: readonly Option[] = [
  ['xray', t('RTG', 'X-ray')],
  ['mri', t('Rezonans magnetyczny (MR)', 'MRI')],
  ['ct', t('Tomografia komputerowa (TK)', 'CT')],
  ['chestCt', t('TK klatki piersiowej', 'Chest CT')],
  ['boneScan', t('Scyntygrafia kości', 'Bone scan')],
  ['petCt', t('PET-CT', 'PET-CT')],
];

const imagingFollowUp = table(
  t('Badania obrazowe w obserwacji', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date')),
    method: choice(t('Badanie', 'Method'), IMAGING_METHODS),
    region: choice(t('Obszar', 'Region'), [
      ['primary', t('Guz pierwotny', 'Primary site')],
      ['lungs', t('Płuca', 'Lungs')],
      ['skeleton', t('Układ kostny', 'Skeleton')],
      ['other', t('Inny', 'Other')],
    ]),
    finding: choice(t('Wynik', 'Finding'), [
      ['noEvidence', t('Bez cech choroby', 'No evidence of disease')],
      ['residual', t('Zmiana resztkowa', 'Residual disease')],
      ['stable', t('Stabilizacja', 'Stable')],
      ['equivocal', t('Zmiana niejednoznaczna', 'Equivocal')],
      ['progression', t('Progresja / nowe ogniska', 'Progression / new lesions')],
    ]),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'method'] },
);

const prosthesisComplications = table(
  t('Powikłania endoprotezy (Henderson)', 'Endoprosthetic complications (Henderson)'),
  {
    date: date(t('Data rozpoznania powikłania', 'Date')),
    type: choice(t('Typ powikłania', 'Failure type'), [
      ['1', t('1 – niewydolność tkanek miękkich', '1 – soft tissue failure')],
      ['2', t('2 – obluzowanie aseptyczne', '2 – aseptic loosening')],
      ['3', t('3 – uszkodzenie strukturalne (złamanie)', '3 – structural failure (fracture)')],
      ['4', t('4 – zakażenie', '4 – infection')],
      ['5', t('5 – wznowa miejscowa', '5 – tumour progression')],
      [
        '6',
        t(
          '6 – powikłania wieku rozwojowego (zaburzenia wzrastania)',
          '6 – paediatric failure (growth arrest, joint dysplasia)',
        ),
      ],
    ]),
    treatment: text(t('Postępowanie', 'Treatment')),
  },
  { row: t('Powikłanie endoprotezy', 'Endoprosthetic complication'), required: ['date', 'type'] },
);

const functionalAssessments = table(
  t('Ocena czynnościowa (MSTS)', 'Functional assessment (MSTS)'),
  {
    date: date(t('Data oceny', 'Date')),
    mstsScore: integer(t('Wynik MSTS (0–30)', 'MSTS score (0–30)'), { maximum: 30 }),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Ocena czynnościowa', 'Functional assessment'), required: ['date', 'mstsScore'] },
);

export const bt: ProtocolForms = {
  basic: basicForm('BT', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. EURAMOS-1, Euro Ewing 2012',
        'Name and version, e.g. EURAMOS-1, Euro Ewing 2012',
      ),
    },
  }),
  extended: extendedForm('BT', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t('np. MAP 1, VIDE 2, VAI 1', 'e.g. MAP 1, VIDE 2, VAI 1'),
      responseTimePoint: t(
        'np. po chemioterapii przedoperacyjnej, przed operacją',
        'e.g. after pre-operative chemotherapy, before surgery',
      ),
    },
    extra: { imagingFollowUp, prosthesisComplications, functionalAssessments },
  }),
};
