/**
 * What browser and server share about protocol forms (domain/forms.ts): form ids, the tumour
 * volume from its dimensions, a form's completeness, and how schema errors are keyed and worded.
 */
import { describe, expect, it } from 'vitest';
import {
  type SchemaError,
  completeness,
  ellipsoidVolume,
  formIdOf,
  parseFormId,
  schemaErrorDetails,
  schemaErrorKey,
  schemaErrorMessage,
} from '../../domain/forms';
import { compileFormSchema } from '../../server/forms/validator';

describe('form ids', () => {
  it('name a protocol and a type, and nothing else parses', () => {
    expect(formIdOf('STS', 'basic')).toBe('STS-basic');
    expect(parseFormId('NHLB-extended')).toEqual({ protocol: 'NHLB', type: 'extended' });
    for (const id of ['STS', 'STS-full', 'sts-basic', 'FOLLOWUP-basic', 'STS-basic-1', '']) {
      expect(parseFormId(id), id).toBeNull();
    }
  });
});

describe('ellipsoidVolume', () => {
  it('is pi/6 x length x width x thickness, in cm³ to one decimal', () => {
    expect(ellipsoidVolume(8.2, 6.1, 5.4)).toBe(141.4);
    expect(ellipsoidVolume(2, 3, 4)).toBe(12.6);
    expect(ellipsoidVolume(1, 1, 1)).toBe(0.5);
    expect(ellipsoidVolume(0.1, 0.1, 0.1)).toBe(0);
  });

  it('is null until all three dimensions are positive numbers', () => {
    expect(ellipsoidVolume(8.2, 6.1, undefined)).toBeNull();
    expect(ellipsoidVolume(8.2, null, 5.4)).toBeNull();
    expect(ellipsoidVolume(0, 6.1, 5.4)).toBeNull();
    expect(ellipsoidVolume(8.2, -1, 5.4)).toBeNull();
    expect(ellipsoidVolume(Number.NaN, 6.1, 5.4)).toBeNull();
    expect(ellipsoidVolume(Number.POSITIVE_INFINITY, 6.1, 5.4)).toBeNull();
  });
});

describe('completeness', () => {
  const schema = {
    type: 'object',
    properties: {
      diagnosis: {
        type: 'object',
        properties: { diagnosisDate: { type: 'string' }, icd10: { type: 'string' } },
      },
      tumour: {
        type: 'object',
        properties: { length: { type: 'number' }, involved: { type: 'boolean' } },
      },
      courses: { type: 'array', items: { type: 'object', properties: { start: {} } } },
      notes: { type: 'string' },
    },
  };

  it('counts the fields of groups one by one and a table once', () => {
    expect(completeness(schema, {})).toBe(0);
    expect(completeness(schema, undefined)).toBe(0);
    expect(completeness(schema, { diagnosis: { diagnosisDate: '2024-03-12' } })).toBe(17);
    expect(completeness(schema, { courses: [{}, {}] })).toBe(17);
    expect(
      completeness(schema, {
        diagnosis: { diagnosisDate: '2024-03-12', icd10: 'C49.2' },
        tumour: { length: 3, involved: false },
        courses: [{ start: '2024-03-20' }],
        notes: 'Uwagi',
      }),
    ).toBe(100);
  });

  it('counts zero and false as values, blank text and empty tables as none', () => {
    expect(completeness(schema, { tumour: { length: 0, involved: false } })).toBe(33);
    expect(
      completeness(schema, { diagnosis: { diagnosisDate: '  ', icd10: '' }, courses: [] }),
    ).toBe(0);
    expect(completeness(schema, { diagnosis: { diagnosisDate: null } })).toBe(0);
  });

  it('is 0 for a schema without fields', () => {
    expect(completeness({ type: 'object', properties: {} }, { anything: 1 })).toBe(0);
  });
});

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
): SchemaError => ({ keyword, instancePath, params });

describe('schemaErrorKey', () => {
  it('joins the path with dots, table rows as list.rowIndex.fieldId', () => {
    expect(schemaErrorKey(error('maximum', '/radiotherapy/0/totalDose'))).toBe(
      'radiotherapy.0.totalDose',
    );
    expect(schemaErrorKey(error('enum', '/treatmentCourses/1/agents/0/unit'))).toBe(
      'treatmentCourses.1.agents.0.unit',
    );
  });

  it('reports a missing or unknown field on the field itself', () => {
    expect(
      schemaErrorKey(error('required', '/treatmentCourses/0', { missingProperty: 'startDate' })),
    ).toBe('treatmentCourses.0.startDate');
    expect(schemaErrorKey(error('required', '', { missingProperty: 'diagnosis' }))).toBe(
      'diagnosis',
    );
    expect(
      schemaErrorKey(error('additionalProperties', '/diagnosis', { additionalProperty: 'stage' })),
    ).toBe('diagnosis.stage');
  });

  it('unescapes JSON Pointer segments', () => {
    expect(schemaErrorKey(error('type', '/a~1b/c~0d'))).toBe('a/b.c~d');
  });
});

describe('schemaErrorMessage', () => {
  it('words each kind of error in Polish by default and in English on request', () => {
    const cases: [SchemaError, string, string][] = [
      [error('required', '', { missingProperty: 'x' }), 'Pole wymagane', 'Required field'],
      [error('minLength', '', { limit: 1 }), 'Pole wymagane', 'Required field'],
      [
        error('maxLength', '', { limit: 200 }),
        'Pole może mieć maksymalnie 200 znaków',
        'Field must be max 200 characters',
      ],
      [
        error('minimum', '', { limit: 0 }),
        'Wartość musi wynosić co najmniej 0',
        'Value must be at least 0',
      ],
      [
        error('maximum', '', { limit: 100 }),
        'Wartość może wynosić najwyżej 100',
        'Value must be at most 100',
      ],
      [error('maxItems', '', { limit: 20 }), 'Najwyżej 20 wierszy', 'At most 20 rows'],
      [error('enum', ''), 'Wybierz wartość z listy', 'Choose a value from the list'],
      [error('format', '', { format: 'date' }), 'Nieprawidłowa data', 'Invalid date'],
      [
        error('type', '', { type: 'number' }),
        'Wpisz liczbę, np. 12,5 lub 150 000',
        'Enter a number, such as 12.5 or 150 000',
      ],
      [error('type', '', { type: 'integer' }), 'Wpisz liczbę całkowitą', 'Enter a whole number'],
      [error('type', '', { type: 'string' }), 'Nieprawidłowa wartość', 'Invalid value'],
      [error('additionalProperties', ''), 'Nieznane pole', 'Unknown field'],
    ];
    for (const [schemaError, pl, en] of cases) {
      expect(schemaErrorMessage(schemaError), schemaError.keyword).toBe(pl);
      expect(schemaErrorMessage(schemaError, 'en'), schemaError.keyword).toBe(en);
    }
  });
});

describe('schemaErrorDetails', () => {
  const validate = compileFormSchema({
    type: 'object',
    additionalProperties: false,
    required: ['diagnosis'],
    properties: {
      diagnosis: {
        type: 'object',
        additionalProperties: false,
        required: ['diagnosisDate'],
        properties: { diagnosisDate: { type: 'string', format: 'date' } },
      },
      courses: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: ['chemotherapy', 'radiotherapy'] },
            dose: {
              oneOf: [
                { type: 'number', minimum: 0 },
                { type: 'string', enum: ['none'] },
              ],
            },
          },
        },
      },
    },
  });

  it('keys Ajv’s errors by field, each message once, in the caller’s language', () => {
    validate({
      diagnosis: { diagnosisDate: '2024-02-30' },
      courses: [{ kind: 'chemotherapy' }, { kind: 'surgery', dose: 'lots' }],
      extra: 1,
    });
    expect(schemaErrorDetails(validate.errors ?? [], 'en')).toEqual({
      'diagnosis.diagnosisDate': ['Invalid date'],
      'courses.1.kind': ['Choose a value from the list'],
      'courses.1.dose': ['Enter a number, such as 12.5 or 150 000', 'Choose a value from the list'],
      extra: ['Unknown field'],
    });
    validate({ courses: [{}] });
    expect(schemaErrorDetails(validate.errors ?? [])).toEqual({
      diagnosis: ['Pole wymagane'],
      'courses.0.kind': ['Pole wymagane'],
    });
  });

  it('reports an error of the whole form under _form', () => {
    validate([]);
    expect(schemaErrorDetails(validate.errors ?? [], 'en')).toEqual({ _form: ['Invalid value'] });
  });
});
