/**
 * Hepatoblastoma (Wątrobiak zarodkowy) and the other malignant liver tumours of childhood treated
 * on the same protocol.
 *
 * Staging follows PRETEXT 2017 (Towbin et al.): the PRETEXT group I-IV from imaging at
 * diagnosis with its annotation factors V (hepatic veins / vena cava), P (portal vein), E
 * (extrahepatic abdominal disease), F (multifocality), R (rupture), C (caudate lobe), N (lymph
 * nodes) and M (distant metastases), and POST-TEXT after chemotherapy. The risk group is that of
 * the Paediatric Hepatic International Tumour Trial (PHITT), built on the Children's Hepatic
 * tumours International Collaboration stratification (CHIC-HS): AFP at diagnosis (≤ 100 ng/ml is
 * a high-risk factor), age, PRETEXT, annotation factors and metastases. Histology follows the
 * international paediatric liver tumour consensus classification (López-Terrada 2014). The
 * extended form adds AFP follow-up, liver transplantation and the SIOP Boston ototoxicity scale,
 * as cisplatin is the backbone of treatment.
 */
import { basicForm, extendedForm, RESPONSES } from '../common';
import {
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
  type Option,
} from '../builder';
import type { ProtocolForms } from '../index';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.HBL;

const AFP_MAXIMUM = 100_000_000;

const ANNOTATION_FACTORS: readonly Option[] = [
  ['V', t('V – zajęcie żył wątrobowych lub żyły głównej dolnej', 'V – hepatic veins or vena cava')],
  ['P', t('P – zajęcie żyły wrotnej', 'P – portal vein involvement')],
  [
    'E',
    t('E – szerzenie się poza wątrobę w jamie brzusznej', 'E – extrahepatic abdominal disease'),
  ],
  ['F', t('F – guz wieloogniskowy', 'F – multifocal tumour')],
  ['R', t('R – pęknięcie guza', 'R – tumour rupture')],
  ['C', t('C – zajęcie płata ogoniastego', 'C – caudate lobe involvement')],
  ['N', t('N – przerzuty do węzłów chłonnych', 'N – lymph node metastases')],
  ['M', t('M – przerzuty odległe', 'M – distant metastases')],
];

const staging = {
  pretext: choice(t('Grupa PRETEXT', 'PRETEXT group'), [
    ['I', t('I – zajęty 1 sektor, 3 sąsiednie wolne', 'I – one section, three adjoining free')],
    [
      'II',
      t(
        'II – zajęte 1–2 sektory, 2 sąsiednie wolne',
        'II – one or two sections, two adjoining free',
      ),
    ],
    [
      'III',
      t(
        'III – zajęte 2–3 sektory, brak 2 sąsiednich wolnych',
        'III – two or three sections, no two adjoining free',
      ),
    ],
    ['IV', t('IV – zajęte wszystkie 4 sektory', 'IV – all four sections')],
  ]),
  annotationFactors: multiChoice(
    t('Czynniki dodatkowe PRETEXT', 'PRETEXT annotation factors'),
    ANNOTATION_FACTORS,
  ),
  posttext: choice(
    t('Grupa POST-TEXT', 'POST-TEXT group'),
    ['I', 'II', 'III', 'IV'].map((code): Option => [code, t(code, code)]),
    { help: t('Po chemioterapii przedoperacyjnej', 'After pre-operative chemotherapy') },
  ),
  riskGroup: choice(t('Grupa ryzyka (PHITT)', 'Risk group (PHITT)'), [
    ['veryLow', t('Bardzo niskie ryzyko', 'Very low risk')],
    ['low', t('Niskie ryzyko', 'Low risk')],
    ['intermediate', t('Pośrednie ryzyko', 'Intermediate risk')],
    ['high', t('Wysokie ryzyko', 'High risk')],
  ]),
};

const disease = {
  afpAtDiagnosis: number(t('AFP przy rozpoznaniu', 'AFP at diagnosis'), {
    unit: 'ng/ml',
    maximum: AFP_MAXIMUM,
    help: t('AFP ≤ 100 ng/ml to czynnik wysokiego ryzyka', 'AFP ≤ 100 ng/ml is a high-risk factor'),
  }),
  histology: choice(t('Typ histologiczny', 'Histological type'), [
    [
      'fetalWellDifferentiated',
      t(
        'Płodowy dobrze zróżnicowany (niska aktywność mitotyczna)',
        'Well-differentiated fetal (low mitotic activity)',
      ),
    ],
    [
      'fetalCrowded',
      t('Płodowy z dużą aktywnością mitotyczną', 'Crowded fetal (mitotically active)'),
    ],
    ['embryonal', t('Zarodkowy', 'Embryonal')],
    ['mixedEpithelial', t('Mieszany nabłonkowy (płodowy i zarodkowy)', 'Mixed epithelial')],
    [
      'mixedEpithelialMesenchymal',
      t('Mieszany nabłonkowo-mezenchymalny', 'Mixed epithelial and mesenchymal'),
    ],
    [
      'smallCellUndifferentiated',
      t('Drobnokomórkowy niezróżnicowany (SCU)', 'Small cell undifferentiated (SCU)'),
    ],
    [
      'hepatocellularNeoplasmNos',
      t('Nowotwór wątrobowokomórkowy BNO (HCN NOS)', 'Hepatocellular neoplasm NOS (HCN NOS)'),
    ],
    ['other', t('Inny', 'Other')],
  ]),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  upfrontResection: yesNo(t('Resekcja przy rozpoznaniu', 'Upfront resection')),
  metastases: yesNo(t('Przerzuty odległe', 'Distant metastases')),
  metastaticSites: multiChoice(t('Umiejscowienie przerzutów', 'Metastatic sites'), [
    ['lungs', t('Płuca', 'Lungs')],
    ['bone', t('Kości', 'Bone')],
    ['brain', t('Mózg', 'Brain')],
    ['other', t('Inne', 'Other')],
  ]),
  predisposingFactors: multiChoice(t('Czynniki predysponujące', 'Predisposing factors'), [
    [
      'beckwithWiedemann',
      t('Spektrum zespołu Beckwitha-Wiedemanna', 'Beckwith-Wiedemann spectrum'),
    ],
    [
      'fap',
      t('Rodzinna polipowatość gruczolakowata (APC)', 'Familial adenomatous polyposis (APC)'),
    ],
    ['trisomy18', t('Trisomia 18', 'Trisomy 18')],
    [
      'prematurity',
      t('Wcześniactwo / bardzo mała masa urodzeniowa', 'Prematurity / very low birth weight'),
    ],
    ['other', t('Inne', 'Other')],
  ]),
};

const afpFollowUp = table(
  t('Oznaczenia AFP', 'AFP follow-up'),
  {
    date: date(t('Data oznaczenia', 'Date')),
    afp: number(t('AFP', 'AFP'), { unit: 'ng/ml', maximum: AFP_MAXIMUM }),
    timePoint: text(t('Punkt czasowy', 'Time point'), {
      help: t('np. po 2 kursach, przed operacją', 'e.g. after 2 courses, before surgery'),
    }),
  },
  { row: t('Oznaczenie AFP', 'AFP measurement'), required: ['date', 'afp'] },
);

const liverTransplant = group(t('Przeszczepienie wątroby', 'Liver transplantation'), {
  performed: yesNo(t('Przeszczepienie wątroby', 'Liver transplantation')),
  date: date(t('Data przeszczepienia', 'Date of transplant')),
  indication: choice(t('Wskazanie', 'Indication'), [
    ['primary', t('Pierwotne (guz nieresekcyjny)', 'Primary (unresectable tumour)')],
    [
      'rescue',
      t('Ratunkowe (resekcja niecałkowita lub wznowa)', 'Rescue (incomplete resection or relapse)'),
    ],
  ]),
  donor: choice(t('Dawca', 'Donor'), [
    ['living', t('Żywy', 'Living')],
    ['deceased', t('Zmarły', 'Deceased')],
  ]),
});

/** SIOP Boston ototoxicity scale, graded on pure-tone audiometry. */
const hearingAssessments = table(
  t('Ocena słuchu (skala SIOP Boston)', 'Hearing (SIOP Boston scale)'),
  {
    date: date(t('Data badania', 'Date')),
    grade: choice(t('Stopień ototoksyczności', 'Ototoxicity grade'), [
      ['0', t('0 – ≤ 20 dB na wszystkich częstotliwościach', '0 – ≤ 20 dB at all frequencies')],
      ['1', t('1 – > 20 dB powyżej 4 kHz', '1 – > 20 dB above 4 kHz')],
      ['2', t('2 – > 20 dB od 4 kHz', '2 – > 20 dB at 4 kHz and above')],
      ['3', t('3 – > 20 dB od 2 lub 3 kHz', '3 – > 20 dB at 2 or 3 kHz and above')],
      ['4', t('4 – > 40 dB od 2 kHz', '4 – > 40 dB at 2 kHz and above')],
    ]),
    hearingAid: yesNo(t('Aparat słuchowy', 'Hearing aid')),
  },
  { row: t('Ocena słuchu', 'Hearing assessment'), required: ['date', 'grade'] },
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
    ]),
    primaryTumour: dimensions(t('Wymiary guza', 'Tumour dimensions')),
    response: choice(t('Ocena', 'Assessment'), RESPONSES),
    findings: text(t('Opis', 'Findings'), { maxLength: 500 }),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'modality'] },
);

export const hbl: ProtocolForms = {
  basic: basicForm('HBL', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. PHITT, SIOPEL 4',
        'Name and version, e.g. PHITT, SIOPEL 4',
      ),
    },
  }),
  extended: extendedForm('HBL', NAME, {
    surgery: true,
    radiotherapy: false,
    transplant: false,
    hints: {
      courseBlock: t('np. cisplatyna 1, C5VD 2', 'e.g. cisplatin 1, C5VD 2'),
      responseTimePoint: t(
        'np. po 2 kursach, przed operacją',
        'e.g. after 2 courses, before surgery',
      ),
    },
    extra: { afpFollowUp, liverTransplant, hearingAssessments, imagingFollowUp },
  }),
};
