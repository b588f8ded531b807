/**
 * What every protocol's forms share. The basic form opens with the diagnosis (date, ICD-10, for
 * tumours the ICD-O-3 morphology and topography, the basis of diagnosis), holds the disease's
 * staging or risk system and its own fields, then treatment protocol and arm, response, relapse
 * or progression, status at last follow-up and death. The extended form holds the repeatable
 * tables: treatment courses with their agents, surgery, radiotherapy, stem cell transplants,
 * toxicity, response evaluations and follow-up visits with late effects.
 *
 * Code lists follow public registry practice: the basis of diagnosis is the ENCR/IARC one,
 * responses the RECIST/IWG-style categories paediatric protocols report, toxicity CTCAE v5.
 */
import type { ProtocolCode } from '../../domain/protocols';
import {
  type Field,
  type FormDefinition,
  type Option,
  type Text,
  choice,
  date,
  defineForm,
  group,
  integer,
  lookup,
  longText,
  multiChoice,
  number,
  onlyWhen,
  richText,
  t,
  table,
  text,
  yesNo,
} from './builder';

/** ENCR basis of diagnosis (the codes cancer registries use). */
export const BASIS_OF_DIAGNOSIS: readonly Option[] = [
  ['0', t('Akt zgonu', 'Death certificate only')],
  ['1', t('Wyłącznie kliniczne', 'Clinical only')],
  [
    '2',
    t(
      'Badania kliniczne (obrazowe, endoskopia, operacja bez histologii)',
      'Clinical investigation (imaging, endoscopy, surgery without histology)',
    ),
  ],
  ['4', t('Swoiste markery nowotworowe', 'Specific tumour markers')],
  [
    '5',
    t(
      'Cytologia (w tym szpik i krew obwodowa)',
      'Cytology (including marrow and peripheral blood)',
    ),
  ],
  ['6', t('Histologia przerzutu', 'Histology of a metastasis')],
  ['7', t('Histologia guza pierwotnego', 'Histology of the primary tumour')],
  ['9', t('Nieznana', 'Unknown')],
];

export const RESPONSES: readonly Option[] = [
  ['CR', t('Całkowita remisja (CR)', 'Complete response (CR)')],
  ['VGPR', t('Bardzo dobra częściowa remisja (VGPR)', 'Very good partial response (VGPR)')],
  ['PR', t('Częściowa remisja (PR)', 'Partial response (PR)')],
  ['SD', t('Stabilizacja choroby (SD)', 'Stable disease (SD)')],
  ['PD', t('Progresja (PD)', 'Progressive disease (PD)')],
  ['NE', t('Nieoceniana', 'Not evaluated')],
];

export const DISEASE_STATUS: readonly Option[] = [
  ['aliveNed', t('Żyje, bez cech choroby', 'Alive, no evidence of disease')],
  ['aliveOnTreatment', t('Żyje, w trakcie leczenia', 'Alive, on treatment')],
  ['aliveWithDisease', t('Żyje, z chorobą', 'Alive with disease')],
  ['dead', t('Zmarł', 'Dead')],
  ['lost', t('Utracony z obserwacji', 'Lost to follow-up')],
];

export const CAUSES_OF_DEATH: readonly Option[] = [
  ['disease', t('Choroba podstawowa', 'Underlying disease')],
  ['toxicity', t('Powikłania leczenia', 'Treatment toxicity')],
  ['infection', t('Zakażenie', 'Infection')],
  ['transplant', t('Powikłania przeszczepienia', 'Transplant-related')],
  ['secondMalignancy', t('Drugi nowotwór', 'Second malignancy')],
  ['other', t('Inna', 'Other')],
  ['unknown', t('Nieznana', 'Unknown')],
];

export const LATERALITY: readonly Option[] = [
  ['right', t('Prawa', 'Right')],
  ['left', t('Lewa', 'Left')],
  ['bilateral', t('Obustronna', 'Bilateral')],
  ['midline', t('Linia pośrodkowa', 'Midline')],
  ['notApplicable', t('Nie dotyczy', 'Not applicable')],
];

export interface BasicFormSpec {
  /** Solid tumours and lymphomas carry ICD-O-3 morphology and topography. */
  tumour: boolean;
  /** The staging or risk system of the disease: its own section. */
  staging: Record<string, Field>;
  /** What the disease needs beyond the core, in its own section. */
  disease: Record<string, Field>;
  /** The disease's own hint for the treatment protocol. */
  hints: { treatmentProtocol: Text };
}

function diagnosisSection(tumour: boolean): Field {
  return group(
    t('Rozpoznanie', 'Diagnosis'),
    {
      diagnosisDate: date(t('Data rozpoznania', 'Date of diagnosis')),
      icd10: lookup(t('Rozpoznanie (ICD-10)', 'Diagnosis (ICD-10)'), 'icd10'),
      ...(tumour
        ? {
            morphology: lookup(
              t('Morfologia (ICD-O-3)', 'Morphology (ICD-O-3)'),
              'icdO3Morphology',
            ),
            topography: lookup(
              t('Topografia (ICD-O-3)', 'Topography (ICD-O-3)'),
              'icdO3Topography',
            ),
          }
        : {}),
      basisOfDiagnosis: choice(t('Podstawa rozpoznania', 'Basis of diagnosis'), BASIS_OF_DIAGNOSIS),
    },
    { required: ['diagnosisDate', 'icd10'] },
  );
}

/** Treatment; `protocolHint` names the disease's own treatment protocols. */
const treatmentSection = (protocolHint: Text) =>
  group(t('Leczenie', 'Treatment'), {
    protocolName: text(t('Protokół leczenia', 'Treatment protocol'), { help: protocolHint }),
    arm: text(t('Ramię / grupa terapeutyczna', 'Arm / treatment group')),
    treatmentStart: date(t('Data rozpoczęcia leczenia', 'Date treatment started')),
    treatmentEnd: date(t('Data zakończenia leczenia', 'Date treatment ended'), {
      endOf: 'treatmentStart',
    }),
  });

const responseSection = group(t('Odpowiedź na leczenie', 'Response'), {
  response: choice(t('Najlepsza odpowiedź', 'Best response'), RESPONSES),
  responseDate: date(t('Data oceny', 'Date assessed')),
});

/** The answers of "Event" that a date and a site of the event belong to. */
const EVENTS = ['relapse', 'progression'];
/** A date and cause of death belong to "Died: yes". */
const DIED = ['yes'];

const relapseSection = group(t('Wznowa lub progresja', 'Relapse or progression'), {
  event: choice(t('Zdarzenie', 'Event'), [
    ['none', t('Brak', 'None')],
    ['relapse', t('Wznowa', 'Relapse')],
    ['progression', t('Progresja', 'Progression')],
  ]),
  eventDate: onlyWhen(date(t('Data zdarzenia', 'Date of event')), 'event', EVENTS),
  eventSite: onlyWhen(
    choice(t('Umiejscowienie', 'Site'), [
      ['local', t('Miejscowa', 'Local')],
      ['metastatic', t('Przerzutowa', 'Metastatic')],
      ['combined', t('Miejscowa i przerzutowa', 'Combined')],
      ['marrow', t('Szpik', 'Bone marrow')],
      ['cns', t('OUN', 'CNS')],
      ['testis', t('Jądro', 'Testis')],
      ['other', t('Inne', 'Other')],
    ]),
    'event',
    EVENTS,
  ),
});

const followUpSection = group(t('Stan przy ostatniej obserwacji', 'Status at last follow-up'), {
  lastFollowUpDate: date(t('Data ostatniej obserwacji', 'Date of last follow-up')),
  status: choice(t('Stan', 'Status'), DISEASE_STATUS),
  nextVisitDate: date(t('Planowana data następnej wizyty', 'Planned date of the next visit'), {
    planned: true,
    help: t('Może to być data w przyszłości', 'It may be a date in the future'),
  }),
});

const deathSection = group(t('Zgon', 'Death'), {
  died: yesNo(t('Zgon', 'Died')),
  deathDate: onlyWhen(date(t('Data zgonu', 'Date of death')), 'died', DIED),
  causeOfDeath: onlyWhen(
    choice(t('Przyczyna zgonu', 'Cause of death'), CAUSES_OF_DEATH),
    'died',
    DIED,
  ),
  causeDetails: onlyWhen(
    text(t('Szczegóły przyczyny zgonu', 'Cause of death, details')),
    'died',
    DIED,
  ),
});

/** A protocol's basic form: the common core around the disease's own sections. */
export function basicForm(protocol: ProtocolCode, name: Text, spec: BasicFormSpec): FormDefinition {
  return defineForm(
    protocol,
    'basic',
    t(`${name.pl}: formularz podstawowy`, `${name.en}: basic form`),
    {
      diagnosis: diagnosisSection(spec.tumour),
      staging: group(
        t('Stopień zaawansowania i grupa ryzyka', 'Stage and risk group'),
        spec.staging,
      ),
      disease: group(t('Dane choroby', 'Disease details'), spec.disease),
      treatment: treatmentSection(spec.hints.treatmentProtocol),
      response: responseSection,
      relapse: relapseSection,
      followUp: followUpSection,
      death: deathSection,
      notes: richText(t('Uwagi', 'Notes')),
    },
    { required: ['diagnosis'] },
  );
}

export const DOSE_UNITS: readonly Option[] = [
  ['mg/m2', t('mg/m²', 'mg/m²')],
  ['mg/kg', t('mg/kg', 'mg/kg')],
  ['g/m2', t('g/m²', 'g/m²')],
  ['ug/m2', t('µg/m²', 'µg/m²')],
  ['IU/m2', t('j.m./m²', 'IU/m²')],
  ['mg', t('mg', 'mg')],
];

const treatmentCourses = (blockHint: Text) =>
  table(
    t('Kursy leczenia systemowego', 'Systemic treatment courses'),
    {
      kind: choice(t('Rodzaj', 'Type'), [
        ['chemotherapy', t('Chemioterapia', 'Chemotherapy')],
        ['immunotherapy', t('Immunoterapia', 'Immunotherapy')],
        ['targeted', t('Leczenie celowane', 'Targeted therapy')],
        ['cellular', t('Terapia komórkowa (np. CAR-T)', 'Cellular therapy (e.g. CAR-T)')],
        ['other', t('Inne', 'Other')],
      ]),
      block: text(t('Blok / kurs', 'Block / course'), { help: blockHint }),
      startDate: date(t('Data rozpoczęcia', 'Start date')),
      endDate: date(t('Data zakończenia', 'End date'), { endOf: 'startDate' }),
      agents: table(
        t('Leki', 'Agents'),
        {
          agent: lookup(t('Lek', 'Agent'), 'anticancerAgents'),
          dose: number(t('Dawka', 'Dose'), { maximum: 100_000 }),
          unit: choice(t('Jednostka', 'Unit'), DOSE_UNITS),
        },
        { row: t('Lek', 'Agent'), required: ['agent'], maxItems: 20 },
      ),
    },
    { row: t('Kurs leczenia', 'Treatment course'), required: ['kind', 'startDate'] },
  );

const surgeries = table(
  t('Leczenie operacyjne', 'Surgery'),
  {
    date: date(t('Data operacji', 'Date of surgery')),
    kind: choice(t('Rodzaj', 'Type'), [
      ['biopsy', t('Biopsja', 'Biopsy')],
      ['completeResection', t('Resekcja całkowita', 'Complete resection')],
      ['partialResection', t('Resekcja częściowa', 'Partial resection')],
      ['debulking', t('Zmniejszenie masy guza', 'Debulking')],
      ['amputation', t('Amputacja', 'Amputation')],
      ['enucleation', t('Enukleacja', 'Enucleation')],
      ['other', t('Inna', 'Other')],
    ]),
    site: text(t('Umiejscowienie', 'Site')),
    margins: choice(t('Marginesy', 'Margins'), [
      ['R0', t('R0 (wolne mikroskopowo)', 'R0 (microscopically clear)')],
      ['R1', t('R1 (mikroskopowo nowotwór)', 'R1 (microscopic residue)')],
      ['R2', t('R2 (makroskopowo nowotwór)', 'R2 (macroscopic residue)')],
      ['notAssessed', t('Nieoceniane', 'Not assessed')],
    ]),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Operacja', 'Operation'), required: ['date', 'kind'] },
);

const radiotherapy = table(
  t('Radioterapia', 'Radiotherapy'),
  {
    site: text(t('Obszar napromieniania', 'Site')),
    technique: choice(t('Technika', 'Technique'), [
      ['photons', t('Fotony', 'Photons')],
      ['protons', t('Protony', 'Protons')],
      ['brachytherapy', t('Brachyterapia', 'Brachytherapy')],
      ['tbi', t('Napromienianie całego ciała (TBI)', 'Total body irradiation (TBI)')],
      ['csi', t('Napromienianie osi mózgowo-rdzeniowej', 'Craniospinal irradiation')],
      ['other', t('Inna', 'Other')],
    ]),
    startDate: date(t('Data rozpoczęcia', 'Start date')),
    endDate: date(t('Data zakończenia', 'End date'), { endOf: 'startDate' }),
    totalDose: number(t('Dawka całkowita', 'Total dose'), { unit: 'Gy', maximum: 100 }),
    fractions: integer(t('Liczba frakcji', 'Fractions'), { minimum: 1, maximum: 60 }),
  },
  { row: t('Seria radioterapii', 'Radiotherapy course'), required: ['site', 'startDate'] },
);

const transplants = table(
  t('Przeszczepienie komórek krwiotwórczych', 'Stem cell transplant'),
  {
    date: date(t('Data przeszczepienia', 'Date of transplant')),
    kind: choice(t('Rodzaj', 'Type'), [
      ['autologous', t('Autologiczne', 'Autologous')],
      ['matchedSibling', t('Allogeniczne od zgodnego rodzeństwa', 'Allogeneic, matched sibling')],
      [
        'matchedUnrelated',
        t('Allogeniczne od dawcy niespokrewnionego', 'Allogeneic, matched unrelated'),
      ],
      ['haploidentical', t('Haploidentyczne', 'Haploidentical')],
      ['mismatched', t('Allogeniczne niezgodne', 'Allogeneic, mismatched')],
    ]),
    source: choice(t('Źródło komórek', 'Stem cell source'), [
      ['marrow', t('Szpik', 'Bone marrow')],
      ['peripheralBlood', t('Krew obwodowa', 'Peripheral blood')],
      ['cordBlood', t('Krew pępowinowa', 'Cord blood')],
    ]),
    conditioning: text(t('Kondycjonowanie', 'Conditioning regimen')),
    gvhd: choice(t('Choroba przeszczep przeciwko gospodarzowi', 'Graft-versus-host disease'), [
      ['none', t('Brak', 'None')],
      ['acute', t('Ostra', 'Acute')],
      ['chronic', t('Przewlekła', 'Chronic')],
      ['both', t('Ostra i przewlekła', 'Acute and chronic')],
    ]),
  },
  { row: t('Przeszczepienie', 'Transplant'), required: ['date', 'kind'] },
);

const toxicities = table(
  t('Toksyczność (CTCAE)', 'Toxicity (CTCAE)'),
  {
    term: lookup(t('Zdarzenie niepożądane (CTCAE)', 'Adverse event (CTCAE term)'), 'ctcaeTerms'),
    grade: choice(t('Stopień', 'Grade'), [
      ['1', t('1 (łagodny)', '1 (mild)')],
      ['2', t('2 (umiarkowany)', '2 (moderate)')],
      ['3', t('3 (ciężki)', '3 (severe)')],
      ['4', t('4 (zagrażający życiu)', '4 (life-threatening)')],
      ['5', t('5 (zgon)', '5 (death)')],
    ]),
    onsetDate: date(t('Data wystąpienia', 'Onset date')),
    serious: yesNo(t('Ciężkie zdarzenie niepożądane (SAE)', 'Serious adverse event (SAE)')),
    notes: text(t('Uwagi', 'Notes')),
  },
  { row: t('Zdarzenie niepożądane', 'Adverse event'), required: ['term', 'grade'] },
);

const responseEvaluations = (timePointHint: Text) =>
  table(
    t('Oceny odpowiedzi', 'Response evaluations'),
    {
      date: date(t('Data oceny', 'Date')),
      timePoint: text(t('Punkt czasowy', 'Time point'), { help: timePointHint }),
      method: choice(t('Metoda', 'Method'), [
        ['imaging', t('Badanie obrazowe', 'Imaging')],
        ['marrow', t('Biopsja / aspiracja szpiku', 'Bone marrow')],
        ['mrd', t('Choroba resztkowa (MRD)', 'Minimal residual disease (MRD)')],
        ['markers', t('Markery', 'Markers')],
        ['clinical', t('Badanie kliniczne', 'Clinical examination')],
      ]),
      response: choice(t('Odpowiedź', 'Response'), RESPONSES),
      notes: text(t('Uwagi', 'Notes')),
    },
    { row: t('Ocena odpowiedzi', 'Response evaluation'), required: ['date', 'response'] },
  );

export const LATE_EFFECTS: readonly Option[] = [
  ['cardiac', t('Kardiotoksyczność', 'Cardiotoxicity')],
  ['renal', t('Nefrotoksyczność', 'Nephrotoxicity')],
  ['hearing', t('Uszkodzenie słuchu', 'Hearing loss')],
  ['endocrine', t('Zaburzenia endokrynologiczne', 'Endocrine disorders')],
  ['growth', t('Zaburzenia wzrastania', 'Growth impairment')],
  ['fertility', t('Zaburzenia płodności', 'Impaired fertility')],
  ['neurocognitive', t('Zaburzenia neuropoznawcze', 'Neurocognitive deficits')],
  ['musculoskeletal', t('Powikłania narządu ruchu', 'Musculoskeletal sequelae')],
  ['pulmonary', t('Powikłania płucne', 'Pulmonary sequelae')],
  ['secondMalignancy', t('Drugi nowotwór', 'Second malignancy')],
  ['other', t('Inne', 'Other')],
];

const followUpVisits = table(
  t('Wizyty kontrolne', 'Follow-up visits'),
  {
    date: date(t('Data wizyty', 'Date of visit')),
    status: choice(t('Stan', 'Status'), DISEASE_STATUS),
    lateEffects: multiChoice(t('Późne następstwa', 'Late effects'), LATE_EFFECTS),
    notes: longText(t('Uwagi', 'Notes')),
  },
  { row: t('Wizyta kontrolna', 'Follow-up visit'), required: ['date', 'status'] },
);

export interface ExtendedFormSpec {
  surgery: boolean;
  radiotherapy: boolean;
  transplant: boolean;
  /** Tables or sections of the disease's own (MRD time points, marker follow-up...). */
  extra?: Record<string, Field>;
  /** The disease's own hints for a course's block and an evaluation's time point. */
  hints: { courseBlock: Text; responseTimePoint: Text };
}

/** A protocol's extended form: the repeatable tables of treatment and follow-up. */
export function extendedForm(
  protocol: ProtocolCode,
  name: Text,
  spec: ExtendedFormSpec,
): FormDefinition {
  return defineForm(
    protocol,
    'extended',
    t(`${name.pl}: formularz rozszerzony`, `${name.en}: extended form`),
    {
      treatmentCourses: treatmentCourses(spec.hints.courseBlock),
      ...(spec.surgery ? { surgeries } : {}),
      ...(spec.radiotherapy ? { radiotherapy } : {}),
      ...(spec.transplant ? { transplants } : {}),
      toxicities,
      responseEvaluations: responseEvaluations(spec.hints.responseTimePoint),
      ...spec.extra,
      followUpVisits,
      notes: richText(t('Uwagi', 'Notes')),
    },
  );
}
