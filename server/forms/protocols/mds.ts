/**
 * Myelodysplastic syndromes (MDS) of childhood and juvenile myelomonocytic leukaemia (JMML),
 * registered as in the EWOG-MDS studies. The subtype follows the WHO 2016 paediatric categories
 * with their WHO 2022 names (refractory cytopenia of childhood = childhood MDS with low blasts,
 * MDS with excess blasts = childhood MDS with increased blasts) and the EWOG-MDS "in
 * transformation" group (20-29% marrow blasts). Cellularity, blasts, dysplastic lineages, monosomy 7
 * and the other karyotypes that guide the transplant decision, the somatic mutations (including
 * the RAS-pathway ones of JMML) and the germline predisposition (GATA2, SAMD9/SAMD9L, inherited
 * bone marrow failure syndromes) are recorded. ICD-O-3 morphology 9980/3-9989/3 or 9946/3,
 * topography C42.1. Immunophenotype and CNS status are left out: neither classifies nor stages MDS.
 */
import type { ProtocolForms } from '../index';
import {
  type Option,
  choice,
  date,
  integer,
  multiChoice,
  number,
  t,
  table,
  text,
  yesNo,
} from '../builder';
import { basicForm, extendedForm } from '../common';
import { marrowBlasts, whiteCellCount } from './all';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';

const NAME = PROTOCOL_NAMES.MDS;

const CELLULARITY: readonly Option[] = [
  ['hypocellular', t('Obniżona (szpik hipoplastyczny)', 'Hypocellular')],
  ['normocellular', t('Prawidłowa', 'Normocellular')],
  ['hypercellular', t('Zwiększona (szpik bogatokomórkowy)', 'Hypercellular')],
];

const CYTOGENETICS: readonly Option[] = [
  ['monosomy7', t('Monosomia 7', 'Monosomy 7')],
  ['del7q', t('del(7q)', 'del(7q)')],
  ['trisomy8', t('Trisomia 8', 'Trisomy 8')],
  [
    'complexKaryotype',
    t('Kariotyp złożony (≥ 3 aberracje)', 'Complex karyotype (≥ 3 abnormalities)'),
  ],
  ['normalKaryotype', t('Kariotyp prawidłowy', 'Normal karyotype')],
  ['other', t('Inne', 'Other')],
];

const basic = basicForm('MDS', NAME, {
  tumour: true,
  hints: {
    treatmentProtocol: t(
      'Nazwa i wersja, np. EWOG-MDS 2006',
      'Name and version, e.g. EWOG-MDS 2006',
    ),
  },
  staging: {
    subtype: choice(t('Podtyp (WHO / EWOG-MDS)', 'Subtype (WHO / EWOG-MDS)'), [
      [
        'RCC',
        t(
          'Cytopenia oporna wieku dziecięcego (RCC; cMDS-LB)',
          'Refractory cytopenia of childhood (RCC; cMDS-LB)',
        ),
      ],
      [
        'MDS-EB',
        t(
          'MDS z nadmiarem blastów (MDS-EB, 2–19% we krwi lub 5–19% w szpiku; cMDS-IB)',
          'MDS with excess blasts (MDS-EB, 2–19% blood or 5–19% marrow; cMDS-IB)',
        ),
      ],
      [
        'MDS-EB-T',
        t(
          'MDS-EB w transformacji (20–29% blastów w szpiku)',
          'MDS-EB in transformation (20–29% marrow blasts)',
        ),
      ],
      ['t-MDS', t('MDS związany z leczeniem (t-MDS)', 'Therapy-related MDS (t-MDS)')],
      [
        'JMML',
        t(
          'Młodzieńcza białaczka mielomonocytowa (JMML)',
          'Juvenile myelomonocytic leukaemia (JMML)',
        ),
      ],
      ['other', t('Inny', 'Other')],
    ]),
    marrowCellularity: choice(t('Komórkowość szpiku', 'Marrow cellularity'), CELLULARITY),
    marrowBlasts: marrowBlasts(),
    bloodBlasts: integer(t('Blasty we krwi', 'Blood blasts'), { unit: '%', maximum: 100 }),
    dysplasticLineages: multiChoice(t('Dysplazja', 'Dysplasia'), [
      ['erythroid', t('Układ czerwonokrwinkowy', 'Erythroid')],
      ['granulocytic', t('Układ granulocytarny', 'Granulocytic')],
      ['megakaryocytic', t('Układ megakariocytarny', 'Megakaryocytic')],
    ]),
  },
  disease: {
    whiteCellCount: whiteCellCount(),
    haemoglobin: number(t('Hemoglobina', 'Haemoglobin'), { unit: 'g/dl', maximum: 25 }),
    neutrophils: number(t('Neutrofile', 'Neutrophils'), { unit: '×10⁹/l', maximum: 500 }),
    platelets: integer(t('Płytki krwi', 'Platelets'), { unit: '×10⁹/l', maximum: 5000 }),
    transfusionDependence: yesNo(t('Zależność od przetoczeń', 'Transfusion dependence')),
    cytogenetics: multiChoice(
      t('Zmiany cytogenetyczne', 'Cytogenetic abnormalities'),
      CYTOGENETICS,
    ),
    karyotype: text(t('Kariotyp (ISCN)', 'Karyotype (ISCN)'), {
      help: t('np. 45,XY,-7[20]', 'e.g. 45,XY,-7[20]'),
    }),
    somaticMutations: multiChoice(t('Mutacje somatyczne', 'Somatic mutations'), [
      ['SETBP1', t('SETBP1', 'SETBP1')],
      ['ASXL1', t('ASXL1', 'ASXL1')],
      ['RUNX1', t('RUNX1', 'RUNX1')],
      ['PTPN11', t('PTPN11', 'PTPN11')],
      ['NRAS', t('NRAS', 'NRAS')],
      ['KRAS', t('KRAS', 'KRAS')],
      ['CBL', t('CBL', 'CBL')],
      ['NF1', t('NF1', 'NF1')],
      ['TP53', t('TP53', 'TP53')],
      ['other', t('Inne', 'Other')],
    ]),
    pnhClone: yesNo(t('Klon PNH', 'PNH clone')),
    germlineTesting: choice(t('Badanie predyspozycji germinalnej', 'Germline testing'), [
      ['positive', t('Wykonane, wynik dodatni', 'Done, positive')],
      ['negative', t('Wykonane, wynik ujemny', 'Done, negative')],
      ['pending', t('W toku', 'Pending')],
      ['notDone', t('Niewykonane', 'Not done')],
    ]),
    germlinePredisposition: multiChoice(t('Predyspozycja germinalna', 'Germline predisposition'), [
      ['GATA2', t('Niedobór GATA2', 'GATA2 deficiency')],
      ['SAMD9', t('SAMD9', 'SAMD9')],
      ['SAMD9L', t('SAMD9L', 'SAMD9L')],
      ['RUNX1', t('RUNX1 (rodzinna małopłytkowość)', 'RUNX1 (familial platelet disorder)')],
      ['ETV6', t('ETV6', 'ETV6')],
      ['fanconi', t('Niedokrwistość Fanconiego', 'Fanconi anaemia')],
      [
        'telomere',
        t(
          'Zaburzenie biologii telomerów (dyskeratoza wrodzona)',
          'Telomere biology disorder (dyskeratosis congenita)',
        ),
      ],
      ['SDS', t('Zespół Shwachmana-Diamonda', 'Shwachman-Diamond syndrome')],
      ['SCN', t('Ciężka wrodzona neutropenia', 'Severe congenital neutropenia')],
      ['DBA', t('Niedokrwistość Diamonda-Blackfana', 'Diamond-Blackfan anaemia')],
      ['NF1', t('Neurofibromatoza typu 1', 'Neurofibromatosis type 1')],
      ['noonan', t('Zespół Noonan / germinalna mutacja CBL', 'Noonan syndrome / germline CBL')],
      ['downSyndrome', t('Zespół Downa', 'Down syndrome')],
      ['other', t('Inna', 'Other')],
    ]),
    treatmentStrategy: choice(t('Strategia leczenia', 'Treatment strategy'), [
      ['watchAndWait', t('Obserwacja (watch and wait)', 'Watch and wait')],
      [
        'immunosuppression',
        t(
          'Leczenie immunosupresyjne (ATG, cyklosporyna)',
          'Immunosuppressive therapy (ATG, ciclosporin)',
        ),
      ],
      ['hypomethylating', t('Azacytydyna', 'Azacitidine')],
      ['amlTypeChemotherapy', t('Chemioterapia typu AML', 'AML-type chemotherapy')],
      ['transplant', t('Przeszczepienie komórek krwiotwórczych', 'Stem cell transplant')],
      ['supportive', t('Wyłącznie leczenie wspomagające', 'Supportive care only')],
    ]),
  },
});

const extended = extendedForm('MDS', NAME, {
  surgery: false,
  radiotherapy: false,
  transplant: true,
  hints: {
    courseBlock: t(
      'np. azacytydyna 1, kondycjonowanie przed przeszczepieniem',
      'e.g. azacitidine 1, conditioning before transplant',
    ),
    responseTimePoint: t(
      'np. przed przeszczepieniem, dzień +100',
      'e.g. before transplant, day +100',
    ),
  },
  extra: {
    marrowEvaluations: table(
      t('Kontrolne badania szpiku', 'Marrow evaluations'),
      {
        date: date(t('Data badania', 'Date')),
        cellularity: choice(t('Komórkowość', 'Cellularity'), CELLULARITY),
        marrowBlasts: marrowBlasts(),
        cytogenetics: multiChoice(
          t('Zmiany cytogenetyczne', 'Cytogenetic abnormalities'),
          CYTOGENETICS,
        ),
        clonalEvolution: yesNo(t('Ewolucja klonalna', 'Clonal evolution')),
        progressionToAml: yesNo(t('Progresja do AML', 'Progression to AML')),
      },
      { row: t('Badanie szpiku', 'Marrow evaluation'), required: ['date'] },
    ),
  },
});

export const mds: ProtocolForms = { basic, extended };
