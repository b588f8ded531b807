import { NATIONALITIES } from '../../../domain/nationalities';
import type { ShippedDictionary } from './types';

/** Patient nationalities: built from the shared list in domain/nationalities.ts (spec section 3). */
const SEARCH: Readonly<Record<string, string>> = {
  NL: 'Niderlandy',
  GB: 'Zjednoczone Królestwo Anglia Szkocja Walia Irlandia Północna UK',
  CZ: 'Republika Czeska Czech Republic',
  MD: 'Republika Mołdawii',
  RU: 'Federacja Rosyjska Russian Federation',
};

export const nationalities: ShippedDictionary = {
  type: 'nationalities',
  namePl: 'Obywatelstwa',
  nameEn: 'Nationalities',
  entries: NATIONALITIES.map(({ code, pl, en }) => {
    const search = SEARCH[code];
    return search ? { value: code, pl, en, search } : { value: code, pl, en };
  }),
};
