/**
 * PESEL, the Polish national identification number: 11 digits YYMMDDZZZSC. The month carries
 * the century (1800s +80, 1900s +0, 2000s +20, 2100s +40, 2200s +60), the tenth digit the sex
 * (odd for male, even for female), and the last a check digit over the first ten with weights
 * 1, 3, 7, 9, 1, 3, 7, 9, 1, 3. Pure functions, shared by the patient form and the server.
 */
export type PeselSex = 'Female' | 'Male';

export type PeselProblem = 'format' | 'checksum' | 'date';

export type PeselDetails =
  | { valid: true; birthDate: string; sex: PeselSex }
  | { valid: false; problem: PeselProblem };

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** Month offset to the first year of its century. */
const CENTURIES: readonly (readonly [offset: number, century: number])[] = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

export function peselCheckDigit(firstTen: string): number {
  const sum = [...firstTen].reduce(
    (total, digit, index) => total + Number(digit) * WEIGHTS[index]!,
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** The birth date (YYYY-MM-DD) and sex a PESEL encodes, or why it is not a valid one. */
export function decodePesel(input: string): PeselDetails {
  const pesel = input.trim();
  if (!/^\d{11}$/.test(pesel)) return { valid: false, problem: 'format' };
  if (peselCheckDigit(pesel.slice(0, 10)) !== Number(pesel[10])) {
    return { valid: false, problem: 'checksum' };
  }
  const encodedMonth = Number(pesel.slice(2, 4));
  const entry = CENTURIES.find(([offset]) => encodedMonth > offset && encodedMonth <= offset + 12);
  if (!entry) return { valid: false, problem: 'date' };
  const [offset, century] = entry;
  const year = century + Number(pesel.slice(0, 2));
  const month = encodedMonth - offset;
  const day = Number(pesel.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { valid: false, problem: 'date' };
  }
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return {
    valid: true,
    birthDate: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    sex: Number(pesel[9]) % 2 === 1 ? 'Male' : 'Female',
  };
}

export function isValidPesel(input: string): boolean {
  return decodePesel(input).valid;
}

/** A valid PESEL for a birth date and sex; `serial` (0-999) picks among the possible ones. */
export function encodePesel(birthDate: string, sex: PeselSex, serial = 0): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const entry = CENTURIES.find(([, century]) => year >= century && year < century + 100);
  if (!entry) throw new RangeError(`PESEL encodes years 1800-2299, not ${year}`);
  const [offset, century] = entry;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const sexDigit = (serial % 5) * 2 + (sex === 'Male' ? 1 : 0);
  const firstTen = `${pad(year - century, 2)}${pad(month + offset, 2)}${pad(day, 2)}${pad(Math.floor(serial / 5) % 1000, 3)}${sexDigit}`;
  return `${firstTen}${peselCheckDigit(firstTen)}`;
}
