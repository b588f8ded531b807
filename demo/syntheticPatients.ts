/**
 * Synthetic patients for the demo and the benchmarks: deterministic for a seed, realistic
 * enough to show and to measure. Polish names by gender (with their diacritics), children born
 * 0-18 years before a given day with the age profile of their disease, unique valid PESELs
 * (about 5% foreigners with a passport only), Polish addresses, a disease category with the
 * protocols of that category in the proportions of a childhood-cancer registry, one or two
 * hospitals, a few inactive, deceased or followed up (FOLLOWUP, which the screens never show).
 * Every record passes domain/patient.ts checkPatient for the given day.
 *
 * `insertSyntheticPatients` writes them with their hospitals and protocols in batched
 * multi-row inserts inside one transaction; it writes no audit rows (the demo does, per record).
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Gender, type PatientFields } from '../domain/patient';
import { encodePesel } from '../domain/pesel';
import { FOLLOWUP_PROTOCOL } from '../domain/protocols';
import {
  listColumns,
  patientSearchKey,
  protocolCodesColumn,
  takeProtocolIds,
} from '../server/modules/patient/repository';
import { type Database } from '../server/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface SyntheticProtocol {
  protocol: string;
  active: boolean;
}

/** A patient as the create form would send it, plus what the registry keeps beside it. */
export interface SyntheticPatient extends PatientFields {
  hospitals: number[];
  protocols: SyntheticProtocol[];
  active: boolean;
  deactivationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SyntheticOptions {
  count: number;
  seed: number;
  /** Birth dates fall 0-18 years before this day; no date of a record is after it. */
  asOf: Date;
  /** The hospitals patients are spread over, evenly. */
  hospitalIds: readonly number[];
  /** Disease category ids by abbreviation (domain/categories.ts); a missing one leaves null. */
  categoryIds: Readonly<Record<string, number>>;
}

/** A small seeded generator (mulberry32) with the choices the synthetic data needs. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [value: T, weight: number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of entries) {
      point -= weight;
      if (point < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** A triangular distribution over [min, max] peaking at mode. */
  triangular(min: number, mode: number, max: number): number {
    const u = this.next();
    const split = (mode - min) / (max - min);
    return u < split
      ? min + Math.sqrt(u * (max - min) * (mode - min))
      : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
  }
}

interface Disease {
  /** Category abbreviation (domain/categories.ts). */
  category: string;
  /** Per cent of the registry's patients. */
  share: number;
  protocols: readonly (readonly [code: string, weight: number])[];
  /** Age at registration in years: youngest, most common, oldest. */
  ages: readonly [number, number, number];
}

/**
 * Roughly the spread of a European childhood-cancer registry (ages 0-18): leukaemias about a
 * third, tumours of the central nervous system a fifth, then lymphomas, neuroblastoma, Wilms
 * tumour, soft tissue sarcomas and bone tumours, each with the ages at which it strikes.
 */
const DISEASES: readonly Disease[] = [
  { category: 'ALL', share: 25, protocols: [['ALL', 1]], ages: [1, 3, 18] },
  { category: 'OUN', share: 19, protocols: [['OUN', 1]], ages: [0, 6, 18] },
  {
    category: 'NHL',
    share: 6,
    protocols: [
      ['NHLB', 55],
      ['LBL', 25],
      ['ALCL', 20],
    ],
    ages: [2, 11, 18],
  },
  { category: 'HL', share: 6, protocols: [['HL', 1]], ages: [5, 15, 18] },
  { category: 'NBL', share: 7, protocols: [['NBL', 1]], ages: [0, 1, 10] },
  { category: 'WT', share: 6, protocols: [['WT', 1]], ages: [0, 3, 10] },
  { category: 'STS', share: 5.5, protocols: [['STS', 1]], ages: [0, 6, 18] },
  { category: 'BT', share: 5, protocols: [['BT', 1]], ages: [4, 14, 18] },
  { category: 'AML', share: 4.5, protocols: [['AML', 1]], ages: [0, 6, 18] },
  { category: 'GCT', share: 3, protocols: [['EGCT', 1]], ages: [0, 14, 18] },
  { category: 'RBL', share: 2.5, protocols: [['RBL', 1]], ages: [0, 1, 5] },
  { category: 'LCH', share: 2.5, protocols: [['LCH', 1]], ages: [0, 3, 15] },
  { category: 'HBL', share: 1.2, protocols: [['HBL', 1]], ages: [0, 1, 5] },
  { category: 'MDS', share: 1, protocols: [['MDS', 1]], ages: [0, 8, 18] },
  { category: 'CML', share: 0.8, protocols: [['CML', 1]], ages: [4, 12, 18] },
  { category: 'MPAL', share: 0.5, protocols: [['MPAL', 1]], ages: [0, 8, 18] },
  { category: 'INNE', share: 4, protocols: [['INNE', 1]], ages: [0, 8, 18] },
];

const DISEASE_SPREAD = DISEASES.map((disease) => [disease, disease.share] as const);
/** A later protocol (relapse, a second malignancy): any protocol, as common as its disease. */
const PROTOCOL_SPREAD = DISEASES.flatMap((disease) =>
  disease.protocols.map(([code, weight]) => {
    const total = disease.protocols.reduce((sum, [, each]) => sum + each, 0);
    return [code, (disease.share * weight) / total] as const;
  }),
);

// Name lists: earlier names are more common (weights fall off as 1 / (rank + 8)).
const ranked = (names: readonly string[]) =>
  names.map((name, rank) => [name, 1 / (rank + 8)] as const);

const FEMALE_NAMES = ranked([
  'Zofia', 'Zuzanna', 'Hanna', 'Julia', 'Maja', 'Laura', 'Oliwia', 'Alicja', 'Lena', 'Pola',
  'Aleksandra', 'Amelia', 'Wiktoria', 'Antonina', 'Natalia', 'Maria', 'Emilia', 'Liliana', 'Nadia',
  'Gabriela', 'Helena', 'Jagoda', 'Łucja', 'Anna', 'Marcelina', 'Barbara', 'Klara', 'Kalina',
  'Michalina', 'Iga', 'Weronika', 'Martyna', 'Kornelia', 'Ewa', 'Agnieszka', 'Małgorzata',
  'Joanna', 'Dominika', 'Róża', 'Bożena', 'Jadwiga', 'Urszula', 'Stefania',
  'Bogumiła', 'Ksenia', 'Tekla', 'Żaneta', 'Sara', 'Nikola', 'Blanka',
]); // prettier-ignore

const MALE_NAMES = ranked([
  'Antoni', 'Jan', 'Aleksander', 'Franciszek', 'Nikodem', 'Jakub', 'Leon', 'Stanisław', 'Szymon',
  'Filip', 'Mikołaj', 'Ignacy', 'Wojciech', 'Adam', 'Kazimierz', 'Józef', 'Tymon', 'Michał',
  'Maksymilian', 'Piotr', 'Kacper', 'Wiktor', 'Tymoteusz', 'Bartłomiej', 'Łukasz', 'Paweł',
  'Krzysztof', 'Mateusz', 'Dawid', 'Gustaw', 'Jędrzej', 'Miłosz', 'Ksawery', 'Błażej', 'Bruno',
  'Henryk', 'Tadeusz', 'Marcel', 'Oskar', 'Igor', 'Karol', 'Hubert', 'Witold', 'Kajetan',
  'Przemysław', 'Radosław', 'Zbigniew', 'Borys', 'Dominik', 'Olaf',
]); // prettier-ignore

/** Masculine forms; -ski, -cki and -dzki take -ska, -cka and -dzka for girls. */
const SURNAMES = ranked([
  'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski',
  'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur',
  'Wojciechowski', 'Kwiatkowski', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowski', 'Zając',
  'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Nowakowski', 'Majewski',
  'Olszewski', 'Stępień', 'Malinowski', 'Jaworski', 'Adamczyk', 'Dudek', 'Nowicki', 'Pawlak',
  'Górski', 'Witkowski', 'Walczak', 'Sikora', 'Baran', 'Rutkowski', 'Michalak', 'Szewczyk',
  'Ostrowski', 'Tomaszewski', 'Pietrzak', 'Zalewski', 'Wróblewski', 'Jasiński', 'Marciniak',
  'Bąk', 'Zawadzki', 'Sadowski', 'Jakubowski', 'Duda', 'Włodarczyk', 'Wilk', 'Chmielewski',
  'Borkowski', 'Sokołowski', 'Szczepański', 'Sawicki', 'Lis', 'Kucharski', 'Kalinowski',
  'Wysocki', 'Mazurek', 'Kubiak', 'Maciejewski', 'Czarnecki', 'Kołodziej', 'Szczepaniak',
  'Głowacki', 'Łuczak', 'Cieślak', 'Błaszczyk', 'Kaźmierczak', 'Przybylski', 'Gołębiowski',
  'Śliwiński', 'Żurawski', 'Świątek', 'Żak', 'Ślusarczyk', 'Żółkiewski', 'Kępa', 'Łęcki',
  'Ćwiek', 'Grzelak', 'Wąsowski', 'Źrałek', 'Ożóg', 'Brzęczek', 'Gąsiorowski', 'Dziedzic',
]); // prettier-ignore

const feminine = (surname: string) => surname.replace(/(sk|ck|dzk)i$/, '$1a');

/** Patients from the east write their names in Polish transliteration; others as at home. */
interface ForeignNames {
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
}

const EASTERN_NAMES: ForeignNames = {
  female: ['Sofija', 'Anastasija', 'Daryna', 'Polina', 'Ołena', 'Kateryna', 'Uliana', 'Wiktorija'],
  male: ['Ołeksandr', 'Dmytro', 'Maksym', 'Bohdan', 'Artem', 'Iwan', 'Mykyta', 'Andrij'],
  surnames: ['Szewczenko', 'Kowałenko', 'Bondarenko', 'Tkaczenko', 'Melnyk', 'Łysenko', 'Moroz', 'Sawczuk'],
}; // prettier-ignore

const WESTERN_NAMES: ForeignNames = {
  female: ['Emma', 'Mia', 'Léa', 'Sofía', 'Hannah', 'Chiara', 'Ingrid', 'Tereza', 'Aoife'],
  male: ['Lukas', 'Noah', 'Matteo', 'Théo', 'Jonas', 'Mateo', 'Matěj', 'Oskar', 'Liam'],
  surnames: ['Müller', 'Schmidt', 'Novák', 'Horváth', 'Rossi', 'García', 'Dubois', 'Jensen', 'Kazlauskas', 'Ó Briain'],
}; // prettier-ignore

/** Foreign patients by nationality: most are children from Ukraine treated in Poland. */
const FOREIGN_NATIONALITIES: readonly (readonly [code: string, weight: number])[] = [
  ['UA', 55], ['BY', 8], ['DE', 6], ['CZ', 4], ['SK', 4], ['LT', 4], ['GB', 4], ['RU', 3],
  ['MD', 3], ['GE', 2], ['AM', 2], ['FR', 1], ['IT', 1], ['ES', 1], ['NL', 1], ['IE', 1],
]; // prettier-ignore
const EASTERN = new Set(['UA', 'BY', 'RU', 'MD', 'GE', 'AM']);

/** Cities with the first and last postal code of their range (as numbers) and a weight. */
const CITIES: readonly (readonly [city: string, first: number, last: number, weight: number])[] = [
  ['Warszawa', 1, 4999, 8], ['Kraków', 30001, 31999, 5], ['Łódź', 90001, 94999, 4],
  ['Wrocław', 50001, 54999, 4], ['Poznań', 60001, 61999, 3], ['Gdańsk', 80001, 80999, 3],
  ['Szczecin', 70001, 71999, 2], ['Bydgoszcz', 85001, 85999, 2], ['Lublin', 20001, 20999, 2],
  ['Białystok', 15001, 15999, 2], ['Katowice', 40001, 40999, 2], ['Gdynia', 81001, 81999, 2],
  ['Częstochowa', 42200, 42299, 1], ['Radom', 26600, 26699, 1], ['Rzeszów', 35001, 35999, 1],
  ['Toruń', 87100, 87199, 1], ['Kielce', 25001, 25999, 1], ['Olsztyn', 10001, 10999, 1],
  ['Opole', 45001, 45999, 1], ['Zielona Góra', 65001, 65999, 1], ['Nowy Sącz', 33300, 33399, 1],
  ['Tarnów', 33100, 33199, 1], ['Płock', 9400, 9420, 1], ['Jelenia Góra', 58500, 58573, 1],
  ['Zakopane', 34500, 34500, 0.5], ['Żywiec', 34300, 34300, 0.5], ['Łomża', 18400, 18400, 0.5],
  ['Świnoujście', 72600, 72600, 0.5], ['Gniezno', 62200, 62200, 0.5], ['Siedlce', 8110, 8110, 0.5],
  ['Ełk', 19300, 19300, 0.5], ['Zamość', 22400, 22400, 0.5], ['Oświęcim', 32600, 32600, 0.5],
  ['Żagań', 68100, 68100, 0.5], ['Łańcut', 37100, 37100, 0.5], ['Chełm', 22100, 22100, 0.5],
  ['Sieradz', 98200, 98200, 0.5], ['Śrem', 63100, 63100, 0.5],
]; // prettier-ignore
const CITY_SPREAD = CITIES.map((city) => [city, city[3]] as const);

const STREETS = [
  'ul. Długa', 'ul. Mickiewicza', 'ul. Słowackiego', 'ul. Kościuszki', 'ul. Piłsudskiego',
  'ul. Jana Pawła II', 'ul. Żeromskiego', 'ul. Sienkiewicza', 'ul. Kwiatowa', 'ul. Leśna',
  'ul. Polna', 'ul. Ogrodowa', 'ul. Łąkowa', 'ul. Źródlana', 'os. Słoneczne', 'al. Niepodległości',
  'ul. Świętokrzyska', 'ul. Wąska', 'ul. Żwirki i Wigury', 'ul. Chopina', 'ul. Reymonta',
  'ul. Bolesława Chrobrego', 'ul. Krótka', 'ul. Szkolna', 'ul. Kolejowa', 'ul. Różana',
  'ul. Jaśminowa', 'ul. Wrzosowa', 'ul. Grunwaldzka', 'ul. Ślężna', 'ul. Kopernika', 'ul. Orła Białego',
]; // prettier-ignore

const DEACTIVATION_REASONS = [
  'Rekord założony omyłkowo — duplikat pacjenta',
  'Pacjent przeniesiony do ośrodka za granicą',
  'Opiekunowie wycofali zgodę na przetwarzanie danych w rejestrze',
  'Rozpoznanie nowotworu niepotwierdzone w badaniu histopatologicznym',
  'Zakończona obserwacja po leczeniu',
];

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const yearsBefore = (date: Date, years: number) =>
  new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));

/** Patients deterministic for the options: the same seed gives the same records. */
export function syntheticPatients(options: SyntheticOptions): SyntheticPatient[] {
  const random = new SeededRandom(options.seed);
  const asOf = new Date(`${isoDay(options.asOf)}T00:00:00Z`);
  const oldest = addDays(yearsBefore(asOf, 19), 1);
  const maxAgeDays = Math.round((asOf.getTime() - oldest.getTime()) / DAY_MS);
  const usedPesels = new Set<string>();
  const usedPassports = new Set<string>();

  const uniquePesel = (birthDate: string, gender: Gender) => {
    for (;;) {
      const pesel = encodePesel(birthDate, gender, random.int(0, 4999));
      if (!usedPesels.has(pesel)) {
        usedPesels.add(pesel);
        return pesel;
      }
    }
  };
  const passportNumber = (taken?: Set<string>) => {
    for (;;) {
      const letters = String.fromCharCode(random.int(65, 90), random.int(65, 90));
      const number = `${letters}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!taken?.has(number)) {
        taken?.add(number);
        return number;
      }
    }
  };
  const address = () => {
    const [city, first, last] = random.weighted(CITY_SPREAD);
    const code = String(random.int(first, last)).padStart(5, '0');
    const flat = random.chance(0.4) ? `/${random.int(1, 60)}` : '';
    return {
      street: `${random.pick(STREETS)} ${random.int(1, 150)}${flat}`,
      city,
      zipCode: `${code.slice(0, 2)}-${code.slice(2)}`,
    };
  };

  const patients: SyntheticPatient[] = [];
  for (let n = 0; n < options.count; n += 1) {
    const disease = random.weighted(DISEASE_SPREAD);
    const gender: Gender = random.chance(0.54) ? 'Male' : 'Female';
    const [youngest, commonest, oldestAge] = disease.ages;
    const ageDays = Math.min(
      maxAgeDays,
      Math.floor(
        random.triangular(
          youngest * YEAR_DAYS,
          commonest * YEAR_DAYS + 1,
          (oldestAge + 1) * YEAR_DAYS - 1,
        ),
      ),
    );
    const born = addDays(asOf, -ageDays);
    const birthDate = isoDay(born);

    const nationality = random.chance(0.05) ? random.weighted(FOREIGN_NATIONALITIES) : 'PL';
    const foreign = nationality !== 'PL';
    const names = EASTERN.has(nationality) ? EASTERN_NAMES : WESTERN_NAMES;
    const firstName = foreign
      ? random.pick(gender === 'Female' ? names.female : names.male)
      : random.weighted(gender === 'Female' ? FEMALE_NAMES : MALE_NAMES);
    const surname = foreign ? random.pick(names.surnames) : random.weighted(SURNAMES);
    const lastName = gender === 'Female' && !foreign ? feminine(surname) : surname;

    const parentBorn = isoDay(
      addDays(born, -Math.floor(random.triangular(19, 30, 46) * YEAR_DAYS)),
    );
    const representative = random.chance(0.85);

    const residence = address();
    const registeredSame = random.chance(0.88);
    const registered = registeredSame ? residence : address();
    const correspondenceSame = random.chance(0.93);
    const correspondence = correspondenceSame ? residence : address();

    // Registered at diagnosis: after birth, within the last eight years.
    const registeredFrom = Math.max(born.getTime(), yearsBefore(asOf, 8).getTime());
    const createdAt = new Date(registeredFrom + random.next() * (asOf.getTime() - registeredFrom));
    const updatedAt = new Date(
      createdAt.getTime() + random.next() ** 3 * (asOf.getTime() - createdAt.getTime()),
    );
    const dead = random.chance(0.04);
    const deathDate = dead
      ? isoDay(
          new Date(createdAt.getTime() + random.next() * (asOf.getTime() - createdAt.getTime())),
        )
      : null;

    const hospitals = [random.pick(options.hospitalIds)];
    if (options.hospitalIds.length > 1 && random.chance(0.12)) {
      const other = options.hospitalIds.filter((id) => id !== hospitals[0]);
      hospitals.push(random.pick(other));
    }

    const protocols: SyntheticProtocol[] = [];
    // A few are registered before their treatment has a protocol.
    if (!random.chance(0.01)) {
      protocols.push({ protocol: random.weighted(disease.protocols), active: true });
      if (random.chance(0.02)) {
        const first = protocols[0]!;
        const second = random.weighted(PROTOCOL_SPREAD.filter(([code]) => code !== first.protocol));
        first.active = random.chance(0.5);
        protocols.push({ protocol: second, active: true });
      }
      if (random.chance(0.015)) protocols.push({ protocol: FOLLOWUP_PROTOCOL, active: true });
    }

    const active = !random.chance(0.03);
    patients.push({
      firstName,
      lastName,
      gender,
      birthDate,
      nationality,
      pesel: foreign ? null : uniquePesel(birthDate, gender),
      passportNumber: foreign ? passportNumber(usedPassports) : null,
      representativePesel:
        representative && !foreign
          ? encodePesel(parentBorn, random.chance(0.7) ? 'Female' : 'Male', random.int(0, 4999))
          : null,
      representativePassportNumber: representative && foreign ? passportNumber() : null,
      categoryId: options.categoryIds[disease.category] ?? null,
      dead,
      deathDate,
      residenceStreet: residence.street,
      residenceCity: residence.city,
      residenceZipCode: residence.zipCode,
      registeredSameAsResidence: registeredSame,
      registeredStreet: registered.street,
      registeredCity: registered.city,
      registeredZipCode: registered.zipCode,
      correspondenceSameAsResidence: correspondenceSame,
      correspondenceStreet: correspondence.street,
      correspondenceCity: correspondence.city,
      correspondenceZipCode: correspondence.zipCode,
      hospitals,
      protocols,
      active,
      deactivationReason: active ? null : random.pick(DEACTIVATION_REASONS),
      createdAt,
      updatedAt,
    });
  }
  return patients;
}

const BATCH = 500;

/**
 * Writes the patients with their hospitals and protocols, 500 patients to a multi-row insert,
 * in one transaction (the caller's, when given one). Answers their ids, in order.
 */
export async function insertSyntheticPatients(
  db: Db,
  patients: readonly SyntheticPatient[],
  createdBy: number | null = null,
): Promise<number[]> {
  const write = async (trx: Transaction<Database>) => {
    const ids: number[] = [];
    for (let start = 0; start < patients.length; start += BATCH) {
      const batch = patients.slice(start, start + BATCH);
      const entries = await takeProtocolIds(
        trx,
        batch.flatMap((patient, index) =>
          patient.protocols.map((entry) => ({ ...entry, patientIndex: index })),
        ),
      );
      const entriesOf = batch.map((): typeof entries => []);
      for (const entry of entries) entriesOf[entry.patientIndex]!.push(entry);
      const rows = await trx
        .insertInto('patients')
        .values(
          batch.map((patient, index) => ({
            first_name: patient.firstName,
            last_name: patient.lastName,
            gender: patient.gender,
            birth_date: patient.birthDate,
            nationality: patient.nationality,
            pesel: patient.pesel,
            passport_number: patient.passportNumber,
            representative_pesel: patient.representativePesel,
            representative_passport_number: patient.representativePassportNumber,
            residence_street: patient.residenceStreet,
            residence_city: patient.residenceCity,
            residence_zip_code: patient.residenceZipCode,
            registered_same_as_residence: patient.registeredSameAsResidence,
            registered_street: patient.registeredStreet,
            registered_city: patient.registeredCity,
            registered_zip_code: patient.registeredZipCode,
            correspondence_same_as_residence: patient.correspondenceSameAsResidence,
            correspondence_street: patient.correspondenceStreet,
            correspondence_city: patient.correspondenceCity,
            correspondence_zip_code: patient.correspondenceZipCode,
            category_id: patient.categoryId,
            active: patient.active,
            deactivation_reason: patient.deactivationReason,
            dead: patient.dead,
            death_date: patient.deathDate,
            search_key: patientSearchKey(patient),
            ...protocolCodesColumn(patient.protocols.map((entry) => entry.protocol)),
            ...listColumns(patient.hospitals, entriesOf[index]!),
            created_by: createdBy,
            created_at: patient.createdAt,
            updated_at: patient.updatedAt,
          })),
        )
        .returning(['id', 'pesel', 'passport_number'])
        .execute();
      const idOf = new Map(rows.map((row) => [row.pesel ?? row.passport_number, row.id]));
      const batchIds = batch.map((patient) => idOf.get(patient.pesel ?? patient.passportNumber)!);
      const protocols = entries.map((entry) => ({
        id: entry.id,
        patient_id: batchIds[entry.patientIndex]!,
        protocol: entry.protocol,
        active: entry.active,
        created_at: batch[entry.patientIndex]!.createdAt,
        updated_at: batch[entry.patientIndex]!.updatedAt,
      }));
      if (protocols.length) await trx.insertInto('patient_protocols').values(protocols).execute();
      // After the protocols: each hospital entry copies the codes once (migration 0014).
      const hospitals = batch.flatMap((patient, index) =>
        patient.hospitals.map((hospitalId) => ({
          patient_id: batchIds[index]!,
          hospital_id: hospitalId,
          added_at: patient.createdAt,
          added_by: createdBy,
        })),
      );
      if (hospitals.length) await trx.insertInto('patient_hospitals').values(hospitals).execute();
      ids.push(...batchIds);
    }
    return ids;
  };
  return db.isTransaction
    ? write(db as Transaction<Database>)
    : (db as Kysely<Database>).transaction().execute(write);
}
