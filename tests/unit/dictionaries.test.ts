import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_DESCRIPTION_MAX,
  DICTIONARY_VALUE_MAX,
  inPickerOrder,
  isCatchAllEntry,
} from '../../domain/dictionary';
import { NATIONALITIES, isNationality } from '../../domain/nationalities';
import { SHIPPED_DICTIONARIES } from '../../server/db/dictionaries';
import type { ShippedDictionary } from '../../server/db/dictionaries/types';

const dictionary = (type: string): ShippedDictionary => {
  const found = SHIPPED_DICTIONARIES.find((d) => d.type === type);
  if (!found) throw new Error(`No shipped dictionary ${type}`);
  return found;
};
const values = (type: string) => dictionary(type).entries.map((entry) => entry.value);
const entry = (type: string, value: string) =>
  dictionary(type).entries.find((e) => e.value === value);

// The 27 member states of the European Union, then the eleven other countries of spec section 3.
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';
const OTHERS = 'NO CH GB IS RU UA BY MD GE AM AZ';
const SPEC_NATIONALITIES = `${EU} ${OTHERS}`.split(' ');

describe('shipped dictionaries', () => {
  it('are the eight dictionaries, each with its own type and names in both languages', () => {
    expect(SHIPPED_DICTIONARIES.map((d) => d.type)).toEqual([
      'nationalities',
      'icd10',
      'icdO3Morphology',
      'icdO3Topography',
      'deactivationReasons',
      'attachmentTypes',
      'anticancerAgents',
      'ctcaeTerms',
    ]);
    for (const d of SHIPPED_DICTIONARIES) {
      expect(d.namePl.trim(), d.type).not.toBe('');
      expect(d.nameEn.trim(), d.type).not.toBe('');
    }
  });

  it.each(SHIPPED_DICTIONARIES.map((d) => [d.type, d] as const))(
    '%s has unique values (regardless of case) within the entry limits',
    (_type, d) => {
      const lowerCase = d.entries.map((e) => e.value.toLowerCase());
      expect(lowerCase.filter((v, i) => lowerCase.indexOf(v) !== i)).toEqual([]);
      for (const e of d.entries) {
        expect(e.value, e.value).toBe(e.value.trim());
        expect(e.value.length, e.value).toBeGreaterThan(0);
        expect(e.value.length, e.value).toBeLessThanOrEqual(DICTIONARY_VALUE_MAX);
      }
    },
  );

  it.each(SHIPPED_DICTIONARIES.map((d) => [d.type, d] as const))(
    '%s has a description in both languages for every entry',
    (_type, d) => {
      for (const e of d.entries) {
        for (const text of [e.pl, e.en, ...(e.search === undefined ? [] : [e.search])]) {
          expect(text.trim(), e.value).not.toBe('');
          expect(text, e.value).toBe(text.trim());
          expect(text.length, e.value).toBeLessThanOrEqual(DICTIONARY_DESCRIPTION_MAX);
        }
      }
    },
  );

  it('code their entries in the format of each classification', () => {
    const formats: Record<string, RegExp> = {
      icd10: /^[A-Z]\d{2}(\.\d{1,2})?$/,
      icdO3Morphology: /^\d{4}\/[0-3]$/,
      icdO3Topography: /^C\d{2}\.\d$/,
      deactivationReasons: /^[A-Z][A-Z_]*[A-Z]$/,
      attachmentTypes: /^[A-Z][A-Z_]*[A-Z]$/,
      nationalities: /^[A-Z]{2}$/,
      anticancerAgents: /^[A-Z]\d{2}[A-Z]{2}\d{2}$/,
      ctcaeTerms: /^[A-Z][A-Za-z -]*[a-z]$/,
    };
    for (const d of SHIPPED_DICTIONARIES) {
      const format = formats[d.type];
      expect(format, d.type).toBeDefined();
      expect(d.entries.filter((e) => !format?.test(e.value)).map((e) => e.value)).toEqual([]);
    }
  });

  it('have a useful size', () => {
    const size = (type: string) => dictionary(type).entries.length;
    expect(size('icd10')).toBeGreaterThanOrEqual(300);
    expect(size('icdO3Morphology')).toBeGreaterThanOrEqual(200);
    expect(size('icdO3Topography')).toBeGreaterThanOrEqual(150);
    expect(size('deactivationReasons')).toBeGreaterThanOrEqual(10);
    expect(size('attachmentTypes')).toBeGreaterThanOrEqual(8);
  });
});

describe('nationalities', () => {
  it('are exactly the 38 countries of the spec, once each', () => {
    expect(SPEC_NATIONALITIES).toHaveLength(38);
    expect(NATIONALITIES.map((n) => n.code).sort()).toEqual([...SPEC_NATIONALITIES].sort());
    expect(values('nationalities')).toEqual(NATIONALITIES.map((n) => n.code));
  });

  it('build the dictionary from the shared list with its Polish and English names', () => {
    expect(entry('nationalities', 'PL')).toMatchObject({ pl: 'Polska', en: 'Poland' });
    expect(entry('nationalities', 'DE')).toMatchObject({ pl: 'Niemcy', en: 'Germany' });
    expect(entry('nationalities', 'GB')).toMatchObject({
      pl: 'Wielka Brytania',
      en: 'United Kingdom',
    });
    for (const n of NATIONALITIES) {
      expect(entry('nationalities', n.code)).toMatchObject({ pl: n.pl, en: n.en });
    }
  });

  it('recognises the codes of the list and nothing else', () => {
    expect(isNationality('PL')).toBe(true);
    expect(isNationality('AZ')).toBe(true);
    for (const code of ['pl', 'EL', 'UK', 'US', 'TR', '', ' PL', null, undefined, 48]) {
      expect(isNationality(code), String(code)).toBe(false);
    }
  });
});

describe('clinical codes', () => {
  it('describe known codes as in the Polish classifications', () => {
    expect(entry('icd10', 'C91.0')?.pl).toBe('Ostra białaczka limfoblastyczna');
    expect(entry('icd10', 'C64')?.pl).toBe(
      'Nowotwór złośliwy nerki, z wyjątkiem miedniczki nerkowej',
    );
    expect(entry('icd10', 'C16')?.pl).toBe('Nowotwór złośliwy żołądka');
    expect(entry('icdO3Morphology', '9500/3')).toMatchObject({
      pl: 'Nerwiak zarodkowy współczulny, BNO',
      en: 'Neuroblastoma, NOS',
    });
    expect(entry('icdO3Morphology', '8960/3')?.en).toBe('Nephroblastoma, NOS');
    expect(entry('icdO3Topography', 'C69.2')?.pl).toBe('Siatkówka');
  });

  it('let users find Wilms tumour and ALL by their common names', () => {
    expect(entry('icd10', 'C64')?.search).toContain('guz Wilmsa');
    expect(entry('icd10', 'C91.0')?.search).toContain('białaczka ALL');
  });

  it('cover every three-character ICD-10 category of malignant neoplasms, C00-C97', () => {
    // C00-C97 without the numbers WHO leaves unused.
    const unused = [27, 28, 29, 35, 36, 42, 59, 87, 89];
    const expected = Array.from({ length: 98 }, (_, i) => i)
      .filter((i) => !unused.includes(i))
      .map((i) => `C${String(i).padStart(2, '0')}`);
    expect(expected).toHaveLength(89);
    const icd10 = new Set(values('icd10'));
    expect(expected.filter((code) => !icd10.has(code))).toEqual([]);
  });

  it('give every ICD-O-3 topography site C00-C80 at least one subsite', () => {
    // ICD-O-3 has no topography codes C43, C45, C46, C78, C79 (and the unused ICD-10 numbers).
    const unused = [27, 28, 29, 35, 36, 43, 45, 46, 59, 78, 79];
    const sites = new Set(values('icdO3Topography').map((code) => code.slice(0, 3)));
    const expected = Array.from({ length: 81 }, (_, i) => i)
      .filter((i) => !unused.includes(i))
      .map((i) => `C${String(i).padStart(2, '0')}`);
    expect(expected.filter((site) => !sites.has(site))).toEqual([]);
    expect([...sites].filter((site) => !expected.includes(site))).toEqual([]);
  });

  it('have no OTHER deactivation reason: the screen offers free text itself', () => {
    expect(values('deactivationReasons')).not.toContain('OTHER');
  });
});

describe('picker order', () => {
  const named = (value: string, text: string) => ({ value, text });
  const texts = (entries: readonly { text: string }[]) => entries.map((entry) => entry.text);

  it("sorts by the shown text in the language's own alphabet, not by code", () => {
    const entries = [
      named('A', 'Śląsk'),
      named('B', 'Szpital'),
      named('C', 'Łódź'),
      named('D', 'Lublin'),
      named('E', 'Sanatorium'),
    ];
    // Polish has Ł after L and Ś after S; English reads them as L and S with a mark.
    expect(texts(inPickerOrder(entries, (entry) => entry.text, 'pl'))).toEqual([
      'Lublin',
      'Łódź',
      'Sanatorium',
      'Szpital',
      'Śląsk',
    ]);
    expect(texts(inPickerOrder(entries, (entry) => entry.text, 'en'))).toEqual([
      'Łódź',
      'Lublin',
      'Sanatorium',
      'Śląsk',
      'Szpital',
    ]);
  });

  it('offers the catch-all after the others, whatever its text, leaving its input alone', () => {
    const entries = [named('OTHER_DOCUMENT', 'Inny dokument'), named('SURGERY', 'Protokół')];
    expect(texts(inPickerOrder(entries, (entry) => entry.text, 'pl'))).toEqual([
      'Protokół',
      'Inny dokument',
    ]);
    expect(texts(entries)).toEqual(['Inny dokument', 'Protokół']);
  });

  it("knows the shipped attachment types' Other document as their only catch-all", () => {
    const catchAll = dictionary('attachmentTypes').entries.filter(isCatchAllEntry);
    expect(catchAll.map((entry) => entry.value)).toEqual(['OTHER_DOCUMENT']);
    expect(dictionary('deactivationReasons').entries.filter(isCatchAllEntry)).toEqual([]);
  });
});
