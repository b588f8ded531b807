/**
 * Retinoblastoma (Siatkówczak): the malignant tumour of the developing retina of infancy and
 * early childhood, unilateral or bilateral, heritable when a germline RB1 variant is present.
 *
 * Fields follow public practice: the International Intraocular Retinoblastoma Classification
 * (IIRC, Murphree 2005; groups A-E) for each eye; the International Retinoblastoma Staging
 * System (IRSS, Chantada 2006; stages 0-IV with IIIa/IIIb and IVa/IVb); the heritable trait of
 * AJCC 8 (germline RB1 testing, family history, bilateral or trilateral disease); vitreous seeds
 * by Munier's classification (dust, spheres, clouds); the high-risk histopathological features
 * after enucleation that decide adjuvant chemotherapy (massive choroidal invasion ≥ 3 mm,
 * post-laminar optic nerve invasion, scleral and anterior segment involvement). The extended form
 * records the eye-directed treatments (focal therapy, intra-arterial and intravitreal
 * chemotherapy) and examinations under anaesthesia per eye.
 * A reviewer should know: IIRC is the Los Angeles (Murphree) version, not the Philadelphia
 * (ICRB, Shields) one, whose groups D and E differ; enucleation is recorded per eye in the basic
 * form and as an operation (kind "enucleation") in the extended form.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  type Text,
  choice,
  date,
  group,
  integer,
  lookup,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.RBL;

const IIRC_GROUPS: readonly Option[] = [
  [
    'A',
    t(
      'A – guzy ≤ 3 mm, z dala od dołka i tarczy nerwu wzrokowego',
      'A – tumours ≤ 3 mm, away from the fovea and optic disc',
    ),
  ],
  [
    'B',
    t(
      'B – pozostałe guzy ograniczone do siatkówki, bez rozsiewu',
      'B – other tumours confined to the retina, no seeding',
    ),
  ],
  [
    'C',
    t(
      'C – ograniczony rozsiew do ciała szklistego lub pod siatkówkę',
      'C – focal vitreous or subretinal seeding',
    ),
  ],
  [
    'D',
    t(
      'D – rozlany rozsiew do ciała szklistego lub pod siatkówkę',
      'D – diffuse vitreous or subretinal seeding',
    ),
  ],
  [
    'E',
    t(
      'E – oko niemożliwe do zachowania (jaskra neowaskularna, krwotok, zajęcie przedniego odcinka)',
      'E – eye not salvageable (neovascular glaucoma, haemorrhage, anterior segment)',
    ),
  ],
  ['notAffected', t('Oko niezajęte', 'Eye not affected')],
];

const EYES: readonly Option[] = [
  ['right', t('Prawe', 'Right')],
  ['left', t('Lewe', 'Left')],
];

const staging = {
  iircRight: choice(t('Grupa IIRC – oko prawe', 'IIRC group – right eye'), IIRC_GROUPS),
  iircLeft: choice(t('Grupa IIRC – oko lewe', 'IIRC group – left eye'), IIRC_GROUPS),
  irss: choice(t('Stadium IRSS', 'IRSS stage'), [
    ['0', t('0 – leczenie zachowawcze', '0 – conservative treatment')],
    ['I', t('I – enukleacja, resekcja całkowita', 'I – enucleation, completely resected')],
    [
      'II',
      t('II – enukleacja, mikroskopowa pozostałość guza', 'II – enucleation, microscopic residual'),
    ],
    ['IIIa', t('IIIa – jawne zajęcie oczodołu', 'IIIa – overt orbital disease')],
    [
      'IIIb',
      t(
        'IIIb – zajęcie węzłów przeduszniczych lub szyjnych',
        'IIIb – preauricular or cervical lymph nodes',
      ),
    ],
    ['IVa', t('IVa – przerzuty krwiopochodne, bez OUN', 'IVa – haematogenous metastases, no CNS')],
    ['IVb', t('IVb – zajęcie OUN', 'IVb – CNS extension')],
  ]),
  histopathologicalRisk: choice(
    t('Ryzyko histopatologiczne po enukleacji', 'Histopathological risk after enucleation'),
    [
      ['low', t('Niskie', 'Low')],
      ['high', t('Wysokie (wskazanie do leczenia uzupełniającego)', 'High (adjuvant therapy)')],
      ['notApplicable', t('Nie dotyczy (bez enukleacji)', 'Not applicable (no enucleation)')],
    ],
  ),
};

/** What the examination under anaesthesia at diagnosis found in one eye. */
function eyeAtDiagnosis(title: Text) {
  return group(title, {
    tumourCount: integer(t('Liczba guzów', 'Number of tumours'), { maximum: 50 }),
    largestBasalDiameter: number(
      t('Największa średnica podstawy guza', 'Largest tumour basal diameter'),
      { unit: 'mm', maximum: 30 },
    ),
    largestThickness: number(t('Największa grubość guza', 'Largest tumour thickness'), {
      unit: 'mm',
      maximum: 30,
    }),
    vitreousSeeds: choice(t('Rozsiew do ciała szklistego (Munier)', 'Vitreous seeds (Munier)'), [
      ['none', t('Brak', 'None')],
      ['dust', t('Pył (dust)', 'Dust')],
      ['spheres', t('Kulki (spheres)', 'Spheres')],
      ['clouds', t('Chmury (clouds)', 'Clouds')],
    ]),
    subretinalSeeds: yesNo(t('Rozsiew podsiatkówkowy', 'Subretinal seeds')),
    retinalDetachment: choice(t('Odwarstwienie siatkówki', 'Retinal detachment'), [
      ['none', t('Brak', 'None')],
      ['partial', t('Częściowe', 'Partial')],
      ['total', t('Całkowite', 'Total')],
    ]),
    neovascularGlaucoma: yesNo(t('Jaskra neowaskularna', 'Neovascular glaucoma')),
    enucleation: choice(t('Enukleacja', 'Enucleation'), [
      ['none', t('Nie', 'No')],
      ['primary', t('Pierwotna', 'Primary')],
      [
        'secondary',
        t('Wtórna (po leczeniu oszczędzającym)', 'Secondary (after eye-salvage therapy)'),
      ],
    ]),
    enucleationDate: date(t('Data enukleacji', 'Date of enucleation')),
  });
}

const disease = {
  laterality: choice(t('Zajęcie oczu', 'Laterality'), [
    ['right', t('Jednostronny – oko prawe', 'Unilateral – right eye')],
    ['left', t('Jednostronny – oko lewe', 'Unilateral – left eye')],
    ['bilateral', t('Obustronny', 'Bilateral')],
    [
      'trilateral',
      t(
        'Trójstronny (z guzem szyszynki lub nadsiodłowym)',
        'Trilateral (with a pineal or suprasellar tumour)',
      ),
    ],
  ]),
  presentingSigns: multiChoice(t('Objawy przy rozpoznaniu', 'Presenting signs'), [
    ['leukocoria', t('Leukokoria', 'Leukocoria')],
    ['strabismus', t('Zez', 'Strabismus')],
    ['reducedVision', t('Pogorszenie widzenia', 'Reduced vision')],
    ['redEye', t('Zaczerwienienie / stan zapalny oka', 'Red or inflamed eye')],
    ['buphthalmos', t('Powiększenie gałki ocznej', 'Buphthalmos')],
    ['proptosis', t('Wytrzeszcz', 'Proptosis')],
    ['screening', t('Badanie przesiewowe (obciążony wywiad)', 'Screening (family history)')],
    ['other', t('Inne', 'Other')],
  ]),
  heritable: yesNo(t('Postać dziedziczna', 'Heritable retinoblastoma')),
  rb1Germline: choice(t('Badanie germinalne RB1', 'Germline RB1 testing'), [
    ['pathogenicVariant', t('Wariant patogenny', 'Pathogenic variant')],
    ['mosaic', t('Mozaikowość', 'Mosaicism')],
    ['notDetected', t('Nie wykryto', 'Not detected')],
    ['pending', t('W trakcie', 'Pending')],
    ['notTested', t('Nie badano', 'Not tested')],
  ]),
  familyHistory: yesNo(t('Siatkówczak w rodzinie', 'Family history of retinoblastoma')),
  rightEye: eyeAtDiagnosis(t('Oko prawe przy rozpoznaniu', 'Right eye at diagnosis')),
  leftEye: eyeAtDiagnosis(t('Oko lewe przy rozpoznaniu', 'Left eye at diagnosis')),
  histopathologicalRiskFactors: multiChoice(
    t('Czynniki ryzyka w badaniu histopatologicznym oka', 'High-risk histopathological features'),
    [
      [
        'massiveChoroidalInvasion',
        t('Masywne naciekanie naczyniówki (≥ 3 mm)', 'Massive choroidal invasion (≥ 3 mm)'),
      ],
      [
        'postlaminarOpticNerve',
        t('Naciek nerwu wzrokowego za blaszką sitową', 'Post-laminar optic nerve invasion'),
      ],
      [
        'opticNerveMargin',
        t('Naciek w linii cięcia nerwu wzrokowego', 'Optic nerve margin involved'),
      ],
      ['scleralInvasion', t('Naciek twardówki', 'Scleral invasion')],
      ['extrascleralExtension', t('Naciek poza twardówkę', 'Extrascleral extension')],
      [
        'anteriorSegment',
        t(
          'Zajęcie przedniego odcinka (tęczówka, ciało rzęskowe)',
          'Anterior segment (iris, ciliary body)',
        ),
      ],
    ],
  ),
  metastases: yesNo(t('Szerzenie pozagałkowe / przerzuty', 'Extraocular spread / metastases')),
  metastasisSites: multiChoice(t('Umiejscowienie', 'Sites'), [
    ['orbit', t('Oczodół', 'Orbit')],
    [
      'regionalNodes',
      t('Węzły chłonne przeduszne / szyjne', 'Preauricular / cervical lymph nodes'),
    ],
    ['cns', t('OUN', 'CNS')],
    ['bone', t('Kości', 'Bone')],
    ['marrow', t('Szpik kostny', 'Bone marrow')],
    ['other', t('Inne', 'Other')],
  ]),
};

const localTherapies = table(
  t('Leczenie miejscowe oka', 'Eye-directed therapy'),
  {
    date: date(t('Data zabiegu', 'Date')),
    eye: choice(t('Oko', 'Eye'), EYES, { radio: true }),
    method: choice(t('Metoda', 'Method'), [
      [
        'laser',
        t(
          'Laser (termoterapia przezźreniczna, fotokoagulacja)',
          'Laser (transpupillary thermotherapy, photocoagulation)',
        ),
      ],
      ['cryotherapy', t('Krioterapia', 'Cryotherapy')],
      ['plaqueBrachytherapy', t('Brachyterapia (aplikator)', 'Plaque brachytherapy')],
      ['intraArterial', t('Chemioterapia dotętnicza', 'Intra-arterial chemotherapy')],
      ['intravitreal', t('Chemioterapia doszklistkowa', 'Intravitreal chemotherapy')],
      ['intracameral', t('Chemioterapia do komory przedniej', 'Intracameral chemotherapy')],
    ]),
    agent: lookup(t('Lek', 'Agent'), 'anticancerAgents'),
    dose: number(t('Dawka', 'Dose'), { unit: 'mg', maximum: 100 }),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Leczenie miejscowe', 'Eye-directed treatment'), required: ['date', 'eye', 'method'] },
);

const eyeExaminations = table(
  t('Badania oczu w znieczuleniu ogólnym', 'Examinations under anaesthesia'),
  {
    date: date(t('Data badania', 'Date')),
    eye: choice(t('Oko', 'Eye'), EYES, { radio: true }),
    tumourActivity: choice(t('Aktywność guza', 'Tumour activity'), [
      ['inactive', t('Guz nieaktywny (regresja)', 'Inactive (regressed)')],
      ['active', t('Guz aktywny', 'Active tumour')],
      ['newTumour', t('Nowy guz', 'New tumour')],
      ['activeSeeds', t('Aktywny rozsiew', 'Active seeds')],
    ]),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Badanie w znieczuleniu', 'Examination under anaesthesia'), required: ['date', 'eye'] },
);

export const rbl: ProtocolForms = {
  basic: basicForm('RBL', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. COG ARET0332, COG ARET0321',
        'Name and version, e.g. COG ARET0332, COG ARET0321',
      ),
    },
  }),
  extended: extendedForm('RBL', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t('np. VEC 1', 'e.g. VEC 1'),
      responseTimePoint: t(
        'np. po 2 kursach VEC (badanie w znieczuleniu)',
        'e.g. after 2 VEC courses (examination under anaesthesia)',
      ),
    },
    extra: { localTherapies, eyeExaminations },
  }),
};
