/**
 * Langerhans cell histiocytosis (LCH), a myeloid neoplasia driven by MAPK-pathway mutations
 * (BRAF V600E in about half the children). The fields follow the Histiocyte Society's LCH-IV
 * study and its clinical classification: single-system (unifocal or multifocal) or multisystem
 * disease, involvement of the risk organs (haematopoietic system, liver, spleen; the lung is no
 * longer one), CNS-risk lesions of the craniofacial bones, diabetes insipidus and neurodegenerative
 * CNS disease, the LCH-IV stratum, and the disease states LCH response is scored in (no active
 * disease; active disease better, mixed or stable, worse) at weeks 6 and 12. ICD-O-3 morphology
 * is 9751/3; topography the biopsied site. The extended form follows the disease state over time.
 */
import type { ProtocolForms } from '../index';
import { type Option, choice, date, multiChoice, t, table, text, yesNo } from '../builder';
import { basicForm, extendedForm } from '../common';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.LCH;

const ORGANS: readonly Option[] = [
  ['bone', t('Kości', 'Bone')],
  ['skin', t('Skóra', 'Skin')],
  ['lymphNodes', t('Węzły chłonne', 'Lymph nodes')],
  ['liver', t('Wątroba', 'Liver')],
  ['spleen', t('Śledziona', 'Spleen')],
  ['haematopoietic', t('Układ krwiotwórczy', 'Haematopoietic system')],
  ['lungs', t('Płuca', 'Lungs')],
  ['cns', t('OUN (zmiany guzowate)', 'CNS (tumorous lesions)')],
  [
    'pituitary',
    t('Przysadka (oś podwzgórzowo-przysadkowa)', 'Pituitary (hypothalamic-pituitary axis)'),
  ],
  ['oralMucosa', t('Błona śluzowa jamy ustnej', 'Oral mucosa')],
  ['gastrointestinal', t('Przewód pokarmowy', 'Gastrointestinal tract')],
  ['thymus', t('Grasica', 'Thymus')],
  ['other', t('Inne', 'Other')],
];

const DISEASE_STATE: readonly Option[] = [
  ['noActiveDisease', t('Brak aktywnej choroby (NAD)', 'No active disease (NAD)')],
  ['activeBetter', t('Choroba aktywna – poprawa', 'Active disease – better')],
  [
    'activeMixed',
    t('Choroba aktywna – stabilna lub odpowiedź mieszana', 'Active disease – stable or mixed'),
  ],
  ['activeWorse', t('Choroba aktywna – progresja', 'Active disease – worse')],
];

const basic = basicForm('LCH', NAME, {
  tumour: true,
  hints: { treatmentProtocol: t('Nazwa i wersja, np. LCH-IV', 'Name and version, e.g. LCH-IV') },
  staging: {
    extent: choice(
      t('Rozległość choroby', 'Extent of disease'),
      [
        ['singleSystem', t('Postać jednoukładowa (SS-LCH)', 'Single-system (SS-LCH)')],
        ['multiSystem', t('Postać wieloukładowa (MS-LCH)', 'Multisystem (MS-LCH)')],
      ],
      { radio: true },
    ),
    singleSystemFoci: choice(
      t('Postać jednoukładowa: liczba ognisk', 'Single-system: foci'),
      [
        ['unifocal', t('Jednoogniskowa', 'Unifocal')],
        ['multifocal', t('Wieloogniskowa', 'Multifocal')],
      ],
      { radio: true },
    ),
    riskOrganInvolvement: yesNo(
      t('Zajęcie narządów ryzyka (RO+)', 'Risk organ involvement (RO+)'),
      {
        help: t('Układ krwiotwórczy, wątroba, śledziona', 'Haematopoietic system, liver, spleen'),
      },
    ),
    cnsRiskLesions: yesNo(t('Zmiany kostne z ryzykiem zajęcia OUN', 'CNS-risk bone lesions'), {
      help: t(
        'Kości czaszki i twarzy: oczodół, kość skroniowa, sutkowa, klinowa, jarzmowa, sitowa, szczęka, zatoki',
        'Craniofacial bones: orbit, temporal, mastoid, sphenoid, zygomatic, ethmoid, maxilla, sinuses',
      ),
    }),
    stratum: choice(t('Stratum LCH-IV', 'LCH-IV stratum'), [
      ['I', t('I – leczenie pierwszej linii', 'I – first-line therapy')],
      [
        'II',
        t(
          'II – leczenie drugiej linii (bez narządów ryzyka)',
          'II – second-line therapy (risk organs not involved)',
        ),
      ],
      [
        'III',
        t(
          'III – leczenie ratunkowe (zajęte narządy ryzyka)',
          'III – salvage therapy (risk organs involved)',
        ),
      ],
      ['IV', t('IV – przeszczepienie komórek krwiotwórczych', 'IV – stem cell transplant')],
      [
        'V',
        t(
          'V – zajęcie OUN (guzowate lub neurodegeneracyjne)',
          'V – CNS disease (tumorous or neurodegenerative)',
        ),
      ],
      [
        'VI',
        t(
          'VI – postać jednoukładowa bez leczenia systemowego',
          'VI – single-system disease without systemic therapy',
        ),
      ],
      ['VII', t('VII – obserwacja odległa', 'VII – long-term follow-up')],
    ]),
  },
  disease: {
    organInvolvement: multiChoice(
      t('Zajęte narządy i układy', 'Organs and systems involved'),
      ORGANS,
    ),
    diabetesInsipidus: yesNo(t('Moczówka prosta ośrodkowa', 'Central diabetes insipidus')),
    neurodegenerativeCns: yesNo(
      t('Neurodegeneracyjne zajęcie OUN', 'Neurodegenerative CNS disease'),
    ),
    cd1aLangerin: yesNo(
      t('Ekspresja CD1a i / lub langeryny (CD207)', 'CD1a and / or langerin (CD207) expression'),
    ),
    brafV600E: choice(t('Mutacja BRAF V600E', 'BRAF V600E mutation'), [
      ['present', t('Obecna', 'Present')],
      ['absent', t('Nieobecna', 'Absent')],
      ['notTested', t('Nie badano', 'Not tested')],
    ]),
    otherMapkAlteration: text(t('Inna zmiana szlaku MAPK', 'Other MAPK pathway alteration'), {
      help: t('np. MAP2K1, delecja BRAF', 'e.g. MAP2K1, BRAF deletion'),
    }),
    stateWeek6: choice(t('Stan choroby w 6. tygodniu', 'Disease state at week 6'), DISEASE_STATE),
    stateWeek12: choice(
      t('Stan choroby w 12. tygodniu', 'Disease state at week 12'),
      DISEASE_STATE,
    ),
  },
});

const extended = extendedForm('LCH', NAME, {
  surgery: true,
  radiotherapy: false,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. indukcja 1 (winblastyna + prednizon), leczenie podtrzymujące',
      'e.g. induction 1 (vinblastine + prednisone), maintenance',
    ),
    responseTimePoint: t('np. tydzień 6, tydzień 12', 'e.g. week 6, week 12'),
  },
  extra: {
    diseaseStates: table(
      t('Oceny aktywności choroby', 'Disease activity assessments'),
      {
        date: date(t('Data oceny', 'Date')),
        timePoint: choice(t('Punkt czasowy', 'Time point'), [
          ['week6', t('6. tydzień', 'Week 6')],
          ['week12', t('12. tydzień', 'Week 12')],
          ['endOfTreatment', t('Koniec leczenia', 'End of treatment')],
          ['followUp', t('Obserwacja', 'Follow-up')],
          ['reactivation', t('Reaktywacja', 'Reactivation')],
        ]),
        state: choice(t('Stan choroby', 'Disease state'), DISEASE_STATE),
        activeSites: multiChoice(t('Aktywne umiejscowienia', 'Active sites'), ORGANS),
      },
      {
        row: t('Ocena aktywności choroby', 'Disease activity assessment'),
        required: ['date', 'state'],
      },
    ),
  },
});

export const lch: ProtocolForms = { basic, extended };
