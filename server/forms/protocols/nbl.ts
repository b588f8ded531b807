/**
 * Neuroblastoma (Nerwiak zarodkowy współczulny) and the other peripheral neuroblastic tumours
 * (ganglioneuroblastoma, ganglioneuroma).
 *
 * Staging and risk follow the International Neuroblastoma Risk Group (INRG, Monclair 2009; Cohn
 * 2009): the INRG staging system L1, L2, M, MS with the image-defined risk factors (IDRFs) that
 * separate L1 from L2, and the pretreatment INRG risk group (very low, low, intermediate, high);
 * the older INSS stage is kept for records that use it. Histology is the International
 * Neuroblastoma Pathology Classification (INPC, Shimada): category, grade of differentiation,
 * mitosis-karyorrhexis index and the favourable / unfavourable verdict. Biology: MYCN, 11q, DNA
 * ploidy, ALK. The SIOPEN MIBG skeletal score (0-72) and the life-threatening symptoms of the
 * SIOPEN LINES and HR-NBL protocols are recorded. The extended form adds assessments by the
 * revised International Neuroblastoma Response Criteria (INRC 2017).
 */
import { basicForm, extendedForm, LATERALITY } from '../common';
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

const NAME = PROTOCOL_NAMES.NBL;

const NOT_TESTED: Option = ['notTested', t('Nie badano', 'Not tested')];

const SIOPEN_SCORE_HELP = t(
  'Półilościowa skala zajęcia kośćca w scyntygrafii MIBG, 0–72',
  'Semi-quantitative MIBG skeletal score, 0–72',
);

const staging = {
  inrgStage: choice(t('Stadium INRGSS', 'INRGSS stage'), [
    ['L1', t('L1 – guz miejscowy bez IDRF', 'L1 – localised, no IDRFs')],
    ['L2', t('L2 – guz miejscowy z IDRF', 'L2 – localised, with IDRFs')],
    ['M', t('M – przerzuty odległe', 'M – distant metastases')],
    [
      'MS',
      t(
        'MS – przerzuty do skóry, wątroby lub szpiku, wiek < 18 miesięcy',
        'MS – skin, liver or marrow metastases, age < 18 months',
      ),
    ],
  ]),
  inssStage: choice(
    t('Stadium INSS', 'INSS stage'),
    ['1', '2A', '2B', '3', '4', '4S'].map((code): Option => [code, t(code, code)]),
    { help: t('Dawny system, po operacji', 'Legacy post-surgical system') },
  ),
  inrgRiskGroup: choice(t('Grupa ryzyka INRG', 'INRG risk group'), [
    ['veryLow', t('Bardzo niskie ryzyko', 'Very low risk')],
    ['low', t('Niskie ryzyko', 'Low risk')],
    ['intermediate', t('Pośrednie ryzyko', 'Intermediate risk')],
    ['high', t('Wysokie ryzyko', 'High risk')],
  ]),
};

const disease = {
  site: choice(t('Umiejscowienie guza pierwotnego', 'Primary site'), [
    ['adrenal', t('Nadnercze', 'Adrenal gland')],
    [
      'abdominalNonAdrenal',
      t('Przestrzeń zaotrzewnowa poza nadnerczem', 'Retroperitoneal, non-adrenal'),
    ],
    ['thoracic', t('Klatka piersiowa (tylne śródpiersie)', 'Thorax (posterior mediastinum)')],
    ['cervical', t('Szyja', 'Neck')],
    ['pelvic', t('Miednica', 'Pelvis')],
    ['other', t('Inne', 'Other')],
    ['unknownPrimary', t('Nieznane ognisko pierwotne', 'Unknown primary')],
  ]),
  laterality: choice(t('Strona', 'Laterality'), LATERALITY),
  primaryTumour: dimensions(t('Wymiary guza pierwotnego', 'Primary tumour dimensions')),
  idrf: yesNo(
    t('Czynniki ryzyka w badaniach obrazowych (IDRF)', 'Image-defined risk factors (IDRFs)'),
  ),
  idrfRegions: multiChoice(t('Okolice z IDRF', 'IDRF regions'), [
    ['neck', t('Szyja', 'Neck')],
    ['cervicothoracic', t('Pogranicze szyjno-piersiowe', 'Cervicothoracic junction')],
    ['thorax', t('Klatka piersiowa', 'Thorax')],
    ['thoracoabdominal', t('Pogranicze piersiowo-brzuszne', 'Thoracoabdominal')],
    ['abdomenPelvis', t('Jama brzuszna i miednica', 'Abdomen and pelvis')],
    ['intraspinal', t('Naciek kanału kręgowego', 'Intraspinal extension')],
    ['adjacentOrgans', t('Naciek sąsiednich narządów', 'Infiltration of adjacent organs')],
  ]),
  lifeThreateningSymptoms: yesNo(t('Objawy zagrażające życiu', 'Life-threatening symptoms'), {
    help: t(
      'np. ucisk rdzenia kręgowego, niewydolność oddechowa, zespół ciasnoty jamy brzusznej',
      'e.g. spinal cord compression, respiratory failure, abdominal compartment syndrome',
    ),
  }),
  inpcCategory: choice(t('Kategoria histologiczna (INPC)', 'Histological category (INPC)'), [
    [
      'neuroblastoma',
      t(
        'Nerwiak zarodkowy współczulny (ubogi w podścielisko)',
        'Neuroblastoma (Schwannian stroma-poor)',
      ),
    ],
    [
      'ganglioneuroblastomaIntermixed',
      t('Zwojak zarodkowy, postać mieszana', 'Ganglioneuroblastoma, intermixed'),
    ],
    [
      'ganglioneuroblastomaNodular',
      t('Zwojak zarodkowy, postać guzkowa', 'Ganglioneuroblastoma, nodular'),
    ],
    ['ganglioneuroma', t('Zwojak nerwowy', 'Ganglioneuroma')],
  ]),
  differentiation: choice(t('Stopień zróżnicowania', 'Grade of differentiation'), [
    ['undifferentiated', t('Niezróżnicowany', 'Undifferentiated')],
    ['poorlyDifferentiated', t('Słabo zróżnicowany', 'Poorly differentiated')],
    ['differentiating', t('Różnicujący się', 'Differentiating')],
  ]),
  mki: choice(t('Indeks mitoz i kariorreksji (MKI)', 'Mitosis-karyorrhexis index (MKI)'), [
    ['low', t('Niski (< 2%)', 'Low (< 2%)')],
    ['intermediate', t('Pośredni (2–4%)', 'Intermediate (2–4%)')],
    ['high', t('Wysoki (> 4%)', 'High (> 4%)')],
  ]),
  inpcPrognosis: choice(
    t('Histologia wg INPC', 'INPC histology'),
    [
      ['favourable', t('Korzystna', 'Favourable')],
      ['unfavourable', t('Niekorzystna', 'Unfavourable')],
    ],
    { radio: true },
  ),
  mycnStatus: choice(t('Status MYCN', 'MYCN status'), [
    ['notAmplified', t('Brak amplifikacji', 'Not amplified')],
    ['gain', t('Nadmiar kopii (gain)', 'Gain')],
    ['amplified', t('Amplifikacja', 'Amplified')],
    NOT_TESTED,
  ]),
  aberration11q: choice(t('Aberracja 11q', '11q aberration'), [
    ['present', t('Obecna', 'Present')],
    ['absent', t('Nieobecna', 'Absent')],
    NOT_TESTED,
  ]),
  ploidy: choice(t('Ploidia DNA', 'DNA ploidy'), [
    ['hyperdiploid', t('Hiperdiploidia (DI > 1)', 'Hyperdiploid (DI > 1)')],
    ['diploid', t('Diploidia lub hipodiploidia (DI ≤ 1)', 'Diploid or hypodiploid (DI ≤ 1)')],
    NOT_TESTED,
  ]),
  alk: choice(t('Status ALK', 'ALK status'), [
    ['wildType', t('Bez zmian', 'Wild type')],
    ['mutated', t('Mutacja', 'Mutation')],
    ['amplified', t('Amplifikacja', 'Amplified')],
    NOT_TESTED,
  ]),
  urinaryCatecholamines: yesNo(
    t('Podwyższone metabolity katecholamin w moczu (VMA/HVA)', 'Raised urinary VMA/HVA'),
  ),
  ldh: number(t('LDH przy rozpoznaniu', 'LDH at diagnosis'), { unit: 'U/l', maximum: 100_000 }),
  ferritin: number(t('Ferrytyna przy rozpoznaniu', 'Ferritin at diagnosis'), {
    unit: 'ng/ml',
    maximum: 100_000,
  }),
  mibgAvid: yesNo(t('Guz wychwytujący MIBG', 'MIBG-avid tumour')),
  siopenScore: integer(t('Skala SIOPEN (MIBG)', 'SIOPEN score (MIBG)'), {
    maximum: 72,
    help: SIOPEN_SCORE_HELP,
  }),
  metastases: yesNo(t('Przerzuty odległe', 'Distant metastases')),
  metastaticSites: multiChoice(t('Umiejscowienie przerzutów', 'Metastatic sites'), [
    ['boneMarrow', t('Szpik kostny', 'Bone marrow')],
    ['bone', t('Kości', 'Bone')],
    ['distantLymphNodes', t('Odległe węzły chłonne', 'Distant lymph nodes')],
    ['liver', t('Wątroba', 'Liver')],
    ['skin', t('Skóra', 'Skin')],
    ['lungs', t('Płuca', 'Lungs')],
    ['cns', t('OUN', 'CNS')],
    ['other', t('Inne', 'Other')],
  ]),
};

/** Revised International Neuroblastoma Response Criteria (Park 2017). */
const inrcAssessments = table(
  t('Ocena odpowiedzi wg INRC', 'Response assessment (INRC)'),
  {
    date: date(t('Data oceny', 'Date assessed')),
    timePoint: text(t('Punkt czasowy', 'Time point'), {
      help: t('np. po indukcji, przed megachemioterapią', 'e.g. end of induction, before HDC'),
    }),
    primaryTumour: choice(t('Guz pierwotny', 'Primary tumour'), [
      ['CR', t('CR', 'CR')],
      ['PR', t('PR (zmniejszenie ≥ 30%)', 'PR (≥ 30% decrease)')],
      ['SD', t('SD', 'SD')],
      ['PD', t('PD', 'PD')],
      ['NE', t('Nie dotyczy', 'Not applicable')],
    ]),
    boneMarrow: choice(t('Szpik kostny', 'Bone marrow'), [
      ['noInvolvement', t('Bez nacieku', 'No involvement')],
      ['minimal', t('Naciek minimalny (≤ 5%)', 'Minimal disease (≤ 5%)')],
      ['involved', t('Naciek > 5%', 'Involvement > 5%')],
      ['notAssessed', t('Nie oceniano', 'Not assessed')],
    ]),
    siopenScore: integer(t('Skala SIOPEN (MIBG)', 'SIOPEN score (MIBG)'), {
      maximum: 72,
      help: SIOPEN_SCORE_HELP,
    }),
    overallResponse: choice(t('Odpowiedź całkowita (INRC)', 'Overall response (INRC)'), [
      ['CR', t('Całkowita remisja (CR)', 'Complete response (CR)')],
      ['PR', t('Częściowa remisja (PR)', 'Partial response (PR)')],
      ['MR', t('Odpowiedź minimalna (MR)', 'Minor response (MR)')],
      ['SD', t('Stabilizacja choroby (SD)', 'Stable disease (SD)')],
      ['PD', t('Progresja (PD)', 'Progressive disease (PD)')],
    ]),
  },
  { row: t('Ocena odpowiedzi', 'Response assessment'), required: ['date', 'overallResponse'] },
);

const imagingFollowUp = table(
  t('Kontrolne badania obrazowe', 'Imaging follow-up'),
  {
    date: date(t('Data badania', 'Date of imaging')),
    modality: choice(t('Badanie', 'Modality'), [
      ['ultrasound', t('USG', 'Ultrasound')],
      ['mri', t('Rezonans magnetyczny (MR)', 'MRI')],
      ['ct', t('Tomografia komputerowa (TK)', 'CT')],
      ['mibg', t('Scyntygrafia MIBG', 'MIBG scintigraphy')],
      ['fdgPet', t('PET-TK z FDG', 'FDG PET-CT')],
    ]),
    primaryTumour: dimensions(t('Wymiary guza', 'Tumour dimensions')),
    findings: text(t('Opis', 'Findings'), { maxLength: 500 }),
  },
  { row: t('Badanie obrazowe', 'Imaging examination'), required: ['date', 'modality'] },
);

export const nbl: ProtocolForms = {
  basic: basicForm('NBL', NAME, {
    tumour: true,
    staging,
    disease,
    hints: {
      treatmentProtocol: t(
        'Nazwa i wersja, np. SIOPEN HR-NBL2, SIOPEN LINES',
        'Name and version, e.g. SIOPEN HR-NBL2, SIOPEN LINES',
      ),
    },
  }),
  extended: extendedForm('NBL', NAME, {
    surgery: true,
    radiotherapy: true,
    transplant: true,
    hints: {
      courseBlock: t('np. rapid COJEC, N5, TVD', 'e.g. rapid COJEC, N5, TVD'),
      responseTimePoint: t(
        'np. po indukcji, przed megachemioterapią',
        'e.g. end of induction, before HDC',
      ),
    },
    extra: { inrcAssessments, imagingFollowUp },
  }),
};
