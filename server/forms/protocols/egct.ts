/**
 * Extracranial germ cell tumours (Pozaczaszkowe guzy germinalne): teratomas and malignant germ
 * cell tumours of the testis, ovary and extragonadal midline sites (sacrococcygeal region,
 * mediastinum, retroperitoneum, vagina, head and neck) in children and adolescents.
 * Intracranial germ cell tumours are registered under OUN.
 *
 * Fields follow public practice: histology after the WHO classifications (2016 testis, 2020
 * female genital tract) with the Norris grade of immature teratoma; the Children's Oncology
 * Group stage (I-IV, defined per site), FIGO 2014 for ovarian tumours and the IGCCCG prognostic
 * groups for adolescents with testicular or mediastinal tumours; the serum markers AFP (ng/ml),
 * beta-hCG (IU/l) and LDH (U/l) at diagnosis and in follow-up, as the GPOH MAKEI protocols and
 * COG AGCT1531 record them; the risk group named as the treating protocol names it.
 * A reviewer should know: AFP is physiologically high in infants (age-adjusted normal ranges
 * until about 8 months), so the marker follow-up stores values, not normal/abnormal flags.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  choice,
  date,
  dimensions,
  group,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { LATERALITY, basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.EGCT;

const COMPONENTS: readonly Option[] = [
  ['matureTeratoma', t('Potworniak dojrzały', 'Mature teratoma')],
  ['immatureTeratoma', t('Potworniak niedojrzały', 'Immature teratoma')],
  ['yolkSacTumour', t('Guz pęcherzyka żółtkowego', 'Yolk sac tumour')],
  ['germinoma', t('Rozrodczak (dysgerminoma, seminoma)', 'Germinoma (dysgerminoma, seminoma)')],
  ['embryonalCarcinoma', t('Rak zarodkowy', 'Embryonal carcinoma')],
  ['choriocarcinoma', t('Rak kosmówki', 'Choriocarcinoma')],
];

/** Markers in the units the laboratories report: AFP ng/ml, beta-hCG IU/l (= mIU/ml), LDH U/l. */
const markers = {
  afp: number(t('AFP', 'AFP'), { unit: 'ng/ml', maximum: 10_000_000 }),
  betaHcg: number(t('β-hCG', 'β-hCG'), { unit: 'IU/l', maximum: 10_000_000 }),
  ldh: number(t('LDH', 'LDH'), { unit: 'U/l', maximum: 50_000 }),
};

const staging = {
  cogStage: choice(
    t('Stopień zaawansowania (COG)', 'Stage (COG)'),
    ['I', 'II', 'III', 'IV'].map((code): Option => [code, t(code, code)]),
    {
      help: t(
        'Wg kryteriów COG dla danej lokalizacji (jądro, jajnik, guzy pozagonadowe)',
        'By the COG criteria of the site (testis, ovary, extragonadal)',
      ),
    },
  ),
  figoStage: choice(t('Stopień FIGO (guzy jajnika)', 'FIGO stage (ovarian tumours)'), [
    ...['IA', 'IB', 'IC', 'IIA', 'IIB', 'IIIA', 'IIIB', 'IIIC', 'IVA', 'IVB'].map(
      (code): Option => [code, t(code, code)],
    ),
    ['notApplicable', t('Nie dotyczy', 'Not applicable')],
  ]),
  igcccg: choice(
    t('Grupa rokownicza IGCCCG', 'IGCCCG prognostic group'),
    [
      ['good', t('Dobre rokowanie', 'Good prognosis')],
      ['intermediate', t('Pośrednie rokowanie', 'Intermediate prognosis')],
      ['poor', t('Złe rokowanie', 'Poor prognosis')],
      ['notApplicable', t('Nie dotyczy', 'Not applicable')],
    ],
    {
      help: t(
        'Młodzież z guzem jądra lub śródpiersia',
        'Adolescents with testicular or mediastinal tumours',
      ),
    },
  ),
  riskGroup: choice(
    t('Grupa ryzyka', 'Risk group'),
    [
      ['low', t('Niskie', 'Low')],
      ['standard', t('Standardowe', 'Standard')],
      ['intermediate', t('Pośrednie', 'Intermediate')],
      ['high', t('Wysokie', 'High')],
    ],
    {
      help: t(
        'Wg stosowanego protokołu (np. MAKEI, AGCT1531)',
        'As the treating protocol defines it (e.g. MAKEI, AGCT1531)',
      ),
    },
  ),
};

const disease = {
  siteType: choice(
    t('Lokalizacja', 'Location'),
    [
      ['gonadal', t('Gonadalna', 'Gonadal')],
      ['extragonadal', t('Pozagonadalna', 'Extragonadal')],
    ],
    { radio: true },
  ),
  site: choice(t('Umiejscowienie guza pierwotnego', 'Primary site'), [
    ['testis', t('Jądro', 'Testis')],
    ['ovary', t('Jajnik', 'Ovary')],
    ['sacrococcygeal', t('Okolica krzyżowo-guziczna', 'Sacrococcygeal')],
    ['mediastinum', t('Śródpiersie', 'Mediastinum')],
    ['retroperitoneum', t('Przestrzeń zaotrzewnowa', 'Retroperitoneum')],
    ['vaginaUterus', t('Pochwa / macica', 'Vagina / uterus')],
    ['headNeck', t('Głowa i szyja', 'Head and neck')],
    ['other', t('Inne', 'Other')],
  ]),
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  histology: choice(t('Rozpoznanie histopatologiczne', 'Histology'), [
    ...COMPONENTS,
    ['mixed', t('Mieszany guz germinalny', 'Mixed germ cell tumour')],
    [
      'somaticMalignancy',
      t(
        'Potworniak z przemianą złośliwą typu somatycznego',
        'Teratoma with somatic-type malignancy',
      ),
    ],
    ['gonadoblastoma', t('Gonadoblastoma', 'Gonadoblastoma')],
    ['other', t('Inne', 'Other')],
  ]),
  mixedComponents: multiChoice(
    t('Składowe guza mieszanego', 'Components of a mixed tumour'),
    COMPONENTS,
  ),
  teratomaGrade: choice(
    t('Stopień niedojrzałości potworniaka (Norris)', 'Immature teratoma grade (Norris)'),
    [
      ['1', t('1', '1')],
      ['2', t('2', '2')],
      ['3', t('3', '3')],
    ],
  ),
  markersAtDiagnosis: group(
    t('Markery w surowicy przy rozpoznaniu', 'Serum markers at diagnosis'),
    {
      date: date(t('Data oznaczenia', 'Date')),
      ...markers,
    },
  ),
  metastases: yesNo(t('Przerzuty odległe przy rozpoznaniu', 'Distant metastases at diagnosis')),
  metastasisSites: multiChoice(t('Umiejscowienie przerzutów', 'Metastatic sites'), [
    ['lungs', t('Płuca', 'Lungs')],
    ['liver', t('Wątroba', 'Liver')],
    ['bone', t('Kości', 'Bone')],
    ['brain', t('Mózg', 'Brain')],
    ['retroperitonealNodes', t('Węzły chłonne zaotrzewnowe', 'Retroperitoneal lymph nodes')],
    ['otherNodes', t('Inne węzły chłonne', 'Other lymph nodes')],
    ['peritoneum', t('Otrzewna', 'Peritoneum')],
    ['other', t('Inne', 'Other')],
  ]),
  initialSurgery: choice(t('Pierwotne leczenie operacyjne', 'Initial surgery'), [
    ['inguinalOrchidectomy', t('Orchidektomia z dostępu pachwinowego', 'Inguinal orchidectomy')],
    [
      'scrotalOrchidectomy',
      t('Orchidektomia z dostępu mosznowego', 'Scrotal orchidectomy (scrotal violation)'),
    ],
    [
      'salpingoOophorectomy',
      t('Jednostronne usunięcie przydatków', 'Unilateral salpingo-oophorectomy'),
    ],
    ['ovarySparing', t('Resekcja guza z zachowaniem jajnika', 'Ovary-sparing tumour resection')],
    ['resectionWithCoccyx', t('Resekcja guza z kością guziczną', 'Resection with coccygectomy')],
    ['otherResection', t('Inna resekcja guza', 'Other tumour resection')],
    ['biopsy', t('Biopsja', 'Biopsy')],
    ['none', t('Bez operacji', 'No surgery')],
  ]),
  initialResection: choice(
    t('Radykalność pierwotnej operacji', 'Completeness of initial surgery'),
    [
      ['R0', t('R0 (wolne mikroskopowo)', 'R0 (microscopically clear)')],
      ['R1', t('R1 (mikroskopowo nowotwór)', 'R1 (microscopic residue)')],
      ['R2', t('R2 (makroskopowo nowotwór)', 'R2 (macroscopic residue)')],
      ['notApplicable', t('Nie dotyczy', 'Not applicable')],
    ],
  ),
  tumourRupture: yesNo(
    t('Pęknięcie guza (przed- lub śródoperacyjne)', 'Tumour rupture (before or during surgery)'),
  ),
  peritonealCytology: choice(
    t('Cytologia płynu otrzewnowego / popłuczyn', 'Ascites / peritoneal washings cytology'),
    [
      ['negative', t('Ujemna', 'Negative')],
      ['positive', t('Dodatnia', 'Positive')],
      ['notDone', t('Nie wykonano', 'Not done')],
    ],
  ),
  predisposition: multiChoice(t('Czynniki predysponujące', 'Predisposing conditions'), [
    ['cryptorchidism', t('Wnętrostwo', 'Cryptorchidism')],
    [
      'dsd',
      t('Zaburzenia rozwoju płci (DSD, dysgenezja gonad)', 'Disorder of sex development (DSD)'),
    ],
    ['klinefelter', t('Zespół Klinefeltera', 'Klinefelter syndrome')],
    ['downSyndrome', t('Zespół Downa', 'Down syndrome')],
    ['other', t('Inne', 'Other')],
  ]),
};

const markerFollowUp = table(
  t('Markery w obserwacji', 'Marker follow-up'),
  {
    date: date(t('Data oznaczenia', 'Date')),
    ...markers,
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Oznaczenie markerów', 'Marker measurement'), required: ['date'] },
);

const imagingFollowUp = table(
  t('Badania obrazowe w obserwacji', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date')),
    method: choice(t('Badanie', 'Method'), [
      ['ultrasound', t('USG', 'Ultrasound')],
      ['xray', t('RTG klatki piersiowej', 'Chest X-ray')],
      ['ct', t('Tomografia komputerowa (TK)', 'CT')],
      ['mri', t('Rezonans magnetyczny (MR)', 'MRI')],
      ['petCt', t('PET-CT', 'PET-CT')],
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

export const egct: ProtocolForms = {
  basic: basicForm('EGCT', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. MAKEI V, COG AGCT1531',
        'Name and version, e.g. MAKEI V, COG AGCT1531',
      ),
    },
  }),
  extended: extendedForm('EGCT', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t('np. PEI 1, BEP 2', 'e.g. PEI 1, BEP 2'),
      responseTimePoint: t(
        'np. po 2 kursach (markery), przed operacją',
        'e.g. after 2 courses (markers), before surgery',
      ),
    },
    extra: { markerFollowUp, imagingFollowUp },
  }),
};
