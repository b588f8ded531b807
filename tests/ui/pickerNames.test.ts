/**
 * A picker's names told apart: two hospitals of one full name each show their short name, and
 * a name held once shows as it is.
 */
import { describe, expect, it } from 'vitest';
import { pickerNames } from '../../src/framework/ReferenceArray';

const hospitals = [
  { id: 1, name: 'Szpital Kontrolny', shortName: 'SK-1', active: true },
  { id: 2, name: 'szpital kontrolny ', shortName: 'SK-2', active: false },
  { id: 3, name: 'Centrum Zdrowia Dziecka', shortName: 'CZD', active: true },
  { id: 4, name: 'Centrum Zdrowia Dziecka', shortName: '', active: true },
];

describe('pickerNames', () => {
  it('follows a name two records hold, whatever its case, with each one’s short name', () => {
    const named = pickerNames(hospitals, 'name', 'shortName');
    expect(hospitals.map(named)).toEqual([
      'Szpital Kontrolny (SK-1)',
      'szpital kontrolny (SK-2)',
      'Centrum Zdrowia Dziecka (CZD)',
      // Without a short name there is nothing to add.
      'Centrum Zdrowia Dziecka',
    ]);
  });

  it('leaves a name held once, and every name where there is no short text to add', () => {
    expect(pickerNames(hospitals.slice(0, 1), 'name', 'shortName')(hospitals[0]!)).toBe(
      'Szpital Kontrolny',
    );
    expect(pickerNames(hospitals, 'name', undefined)(hospitals[0]!)).toBe('Szpital Kontrolny');
  });
});
