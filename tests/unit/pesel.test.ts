import { describe, expect, it } from 'vitest';
import { decodePesel, encodePesel, isValidPesel, peselCheckDigit } from '../../domain/pesel';

describe('decodePesel', () => {
  it('reads the birth date and sex of a 1900s PESEL', () => {
    expect(decodePesel('44051401359')).toEqual({
      valid: true,
      birthDate: '1944-05-14',
      sex: 'Male',
    });
    expect(decodePesel('02070803628')).toEqual({
      valid: true,
      birthDate: '1902-07-08',
      sex: 'Female',
    });
  });

  it('reads the century from the month in all five encodings', () => {
    for (const birthDate of [
      '1899-12-31',
      '1950-01-01',
      '2016-02-29',
      '2150-06-15',
      '2299-12-31',
    ]) {
      for (const sex of ['Female', 'Male'] as const) {
        expect(decodePesel(encodePesel(birthDate, sex, 123))).toEqual({
          valid: true,
          birthDate,
          sex,
        });
      }
    }
    const withCheck = (firstTen: string) => `${firstTen}${peselCheckDigit(firstTen)}`;
    expect(decodePesel(withCheck('9992311234'))).toMatchObject({ birthDate: '1899-12-31' });
    expect(decodePesel(withCheck('5046151234'))).toMatchObject({ birthDate: '2150-06-15' });
    expect(decodePesel(withCheck('9972311234'))).toMatchObject({ birthDate: '2299-12-31' });
    // A child born in 2015: month 03 + 20.
    expect(decodePesel(`1523011234${peselCheckDigit('1523011234')}`)).toMatchObject({
      birthDate: '2015-03-01',
      sex: 'Female',
    });
  });

  it('refuses a wrong check digit, a wrong length, letters and impossible dates', () => {
    const valid = encodePesel('2015-03-01', 'Female');
    const wrong = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}`;
    expect(decodePesel(wrong)).toEqual({ valid: false, problem: 'checksum' });
    expect(decodePesel('1234567890')).toEqual({ valid: false, problem: 'format' });
    expect(decodePesel('1523011234a')).toEqual({ valid: false, problem: 'format' });
    // 30 February 2015 and month 93 (no century) with correct check digits.
    for (const firstTen of ['1522301234', '1593011234']) {
      expect(decodePesel(`${firstTen}${peselCheckDigit(firstTen)}`)).toEqual({
        valid: false,
        problem: 'date',
      });
    }
    // 29 February of a year that is not a leap year.
    const notLeap = '1522291234';
    expect(isValidPesel(`${notLeap}${peselCheckDigit(notLeap)}`)).toBe(false);
  });

  it('takes the tenth digit for the sex: odd male, even female', () => {
    expect(decodePesel(encodePesel('2010-10-10', 'Female', 7))).toMatchObject({ sex: 'Female' });
    expect(decodePesel(encodePesel('2010-10-10', 'Male', 7))).toMatchObject({ sex: 'Male' });
  });
});
