/**
 * Wilms tumour (Guz Wilmsa, nerczak zarodkowy) and the other renal tumours of childhood treated
 * with it.
 *
 * Fields follow SIOP-RTSG practice (SIOP 2001, UMBRELLA SIOP-RTSG 2016): pre-operative
 * chemotherapy before nephrectomy, then the local stage I-V set by surgery and pathology (V:
 * bilateral, with a local stage per kidney), the histological risk group (low, intermediate,
 * high) with the histological type of the pretreated tumour, the tumour volume on imaging at
 * diagnosis and after pre-operative chemotherapy, and the UMBRELLA biomarkers (1q gain, LOH
 * 1p/16q). `disease.primaryTumour` holds the dimensions measured by the pathologist in the
 * resection specimen, so the three measurements stay apart. Predisposition syndromes follow the
 * UMBRELLA registration form. The extended form adds kidney function follow-up (late renal
 * effects) and imaging follow-up.
 */
import { basicForm, extendedForm, LATERALITY, RESPONSES } from '../common';
import {
  choice,
  date,
  dimensions,
  integer,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
  type Option,
} from '../builder';
import type { ProtocolForms } from '../index';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.WT;

const LOCAL_STAGES: readonly Option[] = [
  ['I', t('I', 'I')],
  ['II', t('II', 'II')],
  ['III', t('III', 'III')],
];

const HISTOLOGY: readonly Option[] = [
  ['completelyNecrotic', t('Całkowita martwica', 'Completely necrotic')],
  [
    'cpdn',
    t(
      'Nerczak zarodkowy torbielowaty częściowo zróżnicowany (CPDN)',
      'Cystic partially differentiated nephroblastoma (CPDN)',
    ),
  ],
  ['epithelial', t('Typ nabłonkowy', 'Epithelial type')],
  ['stromal', t('Typ podścieliskowy', 'Stromal type')],
  ['mixed', t('Typ mieszany', 'Mixed type')],
  ['regressive', t('Typ regresywny', 'Regressive type')],
  ['focalAnaplasia', t('Anaplazja ogniskowa', 'Focal anaplasia')],
  ['blastemal', t('Typ blastemiczny', 'Blastemal type')],
  ['diffuseAnaplasia', t('Anaplazja rozlana', 'Diffuse anaplasia')],
  ['ccsk', t('Mięsak jasnokomórkowy nerki (CCSK)', 'Clear cell sarcoma of the kidney (CCSK)')],
  ['rhabdoidTumour', t('Guz rabdoidny nerki', 'Malignant rhabdoid tumour of the kidney')],
  ['renalCellCarcinoma', t('Rak nerkowokomórkowy', 'Renal cell carcinoma')],
  ['mesoblasticNephroma', t('Nerczak mezoblastyczny', 'Mesoblastic nephroma')],
  ['otherRenalTumour', t('Inny guz nerki', 'Other renal tumour')],
];

const MARKER_STATUS: readonly Option[] = [
  ['present', t('Obecna', 'Present')],
  ['absent', t('Nieobecna', 'Absent')],
  ['notTested', t('Nie badano', 'Not tested')],
];

const staging = {
  siopStage: choice(
    t('Stopień zaawansowania (SIOP)', 'Stage (SIOP)'),
    [
      ['I', t('I – guz ograniczony do nerki', 'I – confined to the kidney')],
      ['II', t('II – naciek poza nerkę, usunięty w całości', 'II – beyond the kidney, resected')],
      [
        'III',
        t(
          'III – resekcja niecałkowita, zajęte węzły lub pęknięcie guza',
          'III – incomplete resection, nodes or rupture',
        ),
      ],
      ['IV', t('IV – przerzuty odległe', 'IV – distant metastases')],
      ['V', t('V – guzy obu nerek', 'V – bilateral tumours')],
    ],
    { help: t('Stopień lokalny po nefrektomii', 'Local stage after nephrectomy') },
  ),
  localStageRight: choice(
    t('Stopień lokalny – nerka prawa', 'Local stage – right kidney'),
    LOCAL_STAGES,
    { help: t('Tylko w stopniu V', 'Stage V only') },
  ),
  localStageLeft: choice(
    t('Stopień lokalny – nerka lewa', 'Local stage – left kidney'),
    LOCAL_STAGES,
    {
      help: t('Tylko w stopniu V', 'Stage V only'),
    },
  ),
  riskGroup: choice(
    t('Histologiczna grupa ryzyka', 'Histological risk group'),
    [
      ['low', t('Niskie ryzyko', 'Low risk')],
      ['intermediate', t('Pośrednie ryzyko', 'Intermediate risk')],
      ['high', t('Wysokie ryzyko', 'High risk')],
    ],
    { radio: true },
  ),
  histology: choice(t('Typ histologiczny', 'Histological type'), HISTOLOGY, {
    help: t(
      'Niskie ryzyko: martwica całkowita, CPDN; wysokie: typ blastemiczny, anaplazja rozlana',
      'Low risk: completely necrotic, CPDN; high: blastemal type, diffuse anaplasia',
    ),
  }),
};

const disease = {
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  volumeAtDiagnosis: dimensions(
    t('Guz przy rozpoznaniu (badanie obrazowe)', 'Tumour at diagnosis (imaging)'),
  ),
  preoperativeChemotherapy: choice(
    t('Chemioterapia przedoperacyjna', 'Pre-operative chemotherapy'),
    [
      ['va4', t('Winkrystyna + daktynomycyna, 4 tygodnie', 'Vincristine + dactinomycin, 4 weeks')],
      [
        'vad6',
        t(
          'Winkrystyna + daktynomycyna + doksorubicyna, 6 tygodni',
          'Vincristine + dactinomycin + doxorubicin, 6 weeks',
        ),
      ],
      ['other', t('Inna', 'Other')],
      ['none', t('Nie (pierwotna nefrektomia)', 'None (primary nephrectomy)')],
    ],
  ),
  volumeAfterPreoperativeChemotherapy: dimensions(
    t(
      'Guz po chemioterapii przedoperacyjnej (badanie obrazowe)',
      'Tumour after pre-operative chemotherapy (imaging)',
    ),
  ),
  surgery: choice(t('Leczenie operacyjne', 'Surgery'), [
    ['tumourNephrectomy', t('Nefrektomia z guzem', 'Tumour nephrectomy')],
    ['nephronSparing', t('Operacja oszczędzająca miąższ (NSS)', 'Nephron-sparing surgery (NSS)')],
    ['notOperated', t('Nie operowano', 'Not operated')],
  ]),
  surgeryDate: date(t('Data operacji', 'Date of surgery')),
  primaryTumour: dimensions(
    t('Wymiary guza pierwotnego (preparat operacyjny)', 'Primary tumour dimensions (specimen)'),
  ),
  tumourRupture: yesNo(t('Pęknięcie guza', 'Tumour rupture'), {
    help: t('Przed operacją lub w jej trakcie', 'Before or during surgery'),
  }),
  lymphNodesExamined: integer(t('Liczba zbadanych węzłów chłonnych', 'Lymph nodes examined'), {
    maximum: 100,
  }),
  lymphNodesInvolved: integer(t('Liczba zajętych węzłów chłonnych', 'Lymph nodes involved'), {
    maximum: 100,
  }),
  gain1q: choice(t('Nadmiar 1q (1q gain)', '1q gain'), MARKER_STATUS),
  loh1p16q: choice(
    t('Utrata heterozygotyczności 1p/16q', 'Loss of heterozygosity 1p/16q'),
    MARKER_STATUS,
  ),
  metastases: yesNo(t('Przerzuty odległe', 'Distant metastases')),
  metastaticSites: multiChoice(t('Umiejscowienie przerzutów', 'Metastatic sites'), [
    ['lungs', t('Płuca', 'Lungs')],
    ['liver', t('Wątroba', 'Liver')],
    ['distantLymphNodes', t('Odległe węzły chłonne', 'Distant lymph nodes')],
    ['bone', t('Kości', 'Bone')],
    ['brain', t('Mózg', 'Brain')],
    ['other', t('Inne', 'Other')],
  ]),
  predisposition: choice(t('Zespół predyspozycji', 'Predisposition syndrome'), [
    ['none', t('Brak', 'None')],
    ['wagr', t('Zespół WAGR', 'WAGR syndrome')],
    ['denysDrash', t('Zespół Denysa-Drasha', 'Denys-Drash syndrome')],
    ['frasier', t('Zespół Frasiera', 'Frasier syndrome')],
    [
      'beckwithWiedemann',
      t('Spektrum zespołu Beckwitha-Wiedemanna', 'Beckwith-Wiedemann spectrum'),
    ],
    [
      'isolatedLateralisedOvergrowth',
      t('Izolowany przerost połowiczy', 'Isolated lateralised overgrowth'),
    ],
    ['other', t('Inny', 'Other')],
  ]),
};

const renalFunction = table(
  t('Czynność nerek', 'Kidney function'),
  {
    date: date(t('Data badania', 'Date')),
    creatinine: number(t('Kreatynina', 'Creatinine'), { unit: 'µmol/l', maximum: 2000 }),
    egfr: number(t('eGFR', 'eGFR'), {
      unit: t('ml/min/1,73 m²', 'ml/min/1.73 m²'),
      maximum: 250,
    }),
    hypertension: yesNo(t('Nadciśnienie tętnicze', 'Hypertension')),
    proteinuria: yesNo(t('Białkomocz', 'Proteinuria')),
  },
  { row: t('Ocena czynności nerek', 'Kidney function assessment'), required: ['date'] },
);

const imagingFollowUp = table(
  t('Kontrolne badania obrazowe', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date of imaging')),
    modality: choice(t('Badanie', 'Modality'), [
      ['abdominalUltrasound', t('USG jamy brzusznej', 'Abdominal ultrasound')],
      ['abdominalMri', t('MR jamy brzusznej', 'Abdominal MRI')],
      ['abdominalCt', t('TK jamy brzusznej', 'Abdominal CT')],
      ['chestCt', t('TK klatki piersiowej', 'Chest CT')],
      ['chestXray', t('RTG klatki piersiowej', 'Chest X-ray')],
    ]),
    response: choice(t('Ocena', 'Assessment'), RESPONSES),
    findings: text(t('Opis', 'Findings'), { maxLength: 500 }),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'modality'] },
);

export const wt: ProtocolForms = {
  basic: basicForm('WT', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. UMBRELLA SIOP-RTSG 2016, SIOP 2001',
        'Name and version, e.g. UMBRELLA SIOP-RTSG 2016, SIOP 2001',
      ),
    },
  }),
  extended: extendedForm('WT', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t(
        'np. AV przed operacją, AVD po operacji',
        'e.g. AV before surgery, AVD after surgery',
      ),
      responseTimePoint: t(
        'np. po chemioterapii przedoperacyjnej, przed nefrektomią',
        'e.g. after pre-operative chemotherapy, before nephrectomy',
      ),
    },
    extra: { renalFunction, imagingFollowUp },
  }),
};
