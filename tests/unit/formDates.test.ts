/**
 * Plausible dates in protocol forms (domain/formDates.ts), as the two validators apply them: the
 * server's (Ajv and the date rules, server/forms/validator.ts) and the browser's (the eval-free
 * interpreter with the date rules as RJSF's customValidate, src/pages/forms). Over the shipped
 * STS forms in both languages, each case gets the same verdict from both, field for field and
 * word for word: an event after today refused, today and a planned date ahead accepted, an end
 * before its start refused in a section and in a table row, nothing before the birth, a death
 * neither before the birth nor after today, and "today" the date in Warsaw.
 */
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  DATE_KIND_KEYWORD,
  END_OF_KEYWORD,
  type FormDateContext,
  formDateFailures,
} from '../../domain/formDates';
import { LOCALES, type Locale, translate } from '../../domain/messages';
import { todayIso } from '../../domain/validation';
import { formDefinition } from '../../server/forms';
import { date, defineForm, group, t, text } from '../../server/forms/builder';
import { formDataErrors } from '../../server/forms/validator';
import { dateValidator, localizedErrors } from '../../src/pages/forms/formErrors';
import { formValidator } from '../../src/pages/forms/formValidator';
import { FORM_FIXTURES } from '../../demo/forms';
import { forbidEval } from '../forbidEval';

const BORN = '2015-03-14';
/** 10:00 in Warsaw on 2 March 2026. */
const MORNING = new Date('2026-03-02T09:00:00Z');

type Messages = Record<string, string[]>;

/** The server's verdict: its 422 details, worded in `locale`. */
function serverVerdict(
  schema: object,
  data: unknown,
  locale: Locale,
  now: Date,
  birthDate: string | null,
): Messages {
  const failures = formDataErrors(schema, data, { today: todayIso(now), birthDate }) ?? {};
  return Object.fromEntries(
    Object.entries(failures).map(([key, found]) => [
      key,
      found.map(({ message, args }) => translate(locale, message, args)),
    ]),
  );
}

/** Every message of an RJSF error schema, by the dotted path of its field. */
function flatten(errorSchema: ErrorSchema, path: string[] = []): Messages {
  const found: Messages = {};
  for (const [key, value] of Object.entries(errorSchema as Record<string, unknown>)) {
    if (key === '__errors') {
      if ((value as string[]).length) found[path.join('.')] = [...(value as string[])];
    } else if (value && typeof value === 'object') {
      Object.assign(found, flatten(value as ErrorSchema, [...path, key]));
    }
  }
  return found;
}

/** The browser's verdict: the errors RJSF puts on the fields. */
function browserVerdict(
  schema: object,
  data: unknown,
  locale: Locale,
  now: Date,
  birthDate: string | null,
): Messages {
  const allowEval = forbidEval();
  try {
    const { errorSchema } = formValidator.validateFormData(
      data,
      schema as RJSFSchema,
      dateValidator(schema, birthDate, locale, () => now),
      localizedErrors(locale),
    );
    return flatten(errorSchema);
  } finally {
    allowEval();
  }
}

const basicFixture = FORM_FIXTURES.STS.basic.valid as Record<string, Record<string, unknown>>;
const extendedFixture = FORM_FIXTURES.STS.extended.valid as {
  treatmentCourses: Record<string, unknown>[];
};
const basic = (section: string, values: Record<string, unknown>) => ({
  ...basicFixture,
  [section]: { ...basicFixture[section], ...values },
});

const FUTURE = {
  pl: 'Data nie może być późniejsza niż dzisiaj',
  en: 'The date cannot be in the future',
};
const BEFORE_BIRTH = {
  pl: 'Data nie może być wcześniejsza niż data urodzenia pacjenta',
  en: "The date cannot be before the patient's date of birth",
};
const BEFORE_START = {
  pl: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
  en: 'The end date cannot be before the start date',
};

interface Case {
  name: string;
  formId: 'STS-basic' | 'STS-extended';
  data: unknown;
  now?: Date;
  birthDate?: string | null;
  /** The fields refused and why; every other field passes. */
  expected: Record<string, { pl: string; en: string }>;
}

const [course1, course2, ...courses] = extendedFixture.treatmentCourses;

const CASES: Case[] = [
  {
    name: 'a diagnosis tomorrow is refused',
    formId: 'STS-basic',
    data: basic('diagnosis', { diagnosisDate: '2026-03-03' }),
    expected: { 'diagnosis.diagnosisDate': FUTURE },
  },
  {
    name: 'a diagnosis today is accepted',
    formId: 'STS-basic',
    data: basic('diagnosis', { diagnosisDate: '2026-03-02' }),
    expected: {},
  },
  {
    name: 'past midnight in Warsaw (23:30 UTC) the Warsaw date is today',
    formId: 'STS-basic',
    data: basic('followUp', { lastFollowUpDate: '2026-03-03' }),
    now: new Date('2026-03-02T23:30:00Z'),
    expected: {},
  },
  {
    name: 'before midnight in Warsaw (22:59 UTC) the next day is still to come',
    formId: 'STS-basic',
    data: basic('followUp', { lastFollowUpDate: '2026-03-03' }),
    now: new Date('2026-03-02T22:59:00Z'),
    expected: { 'followUp.lastFollowUpDate': FUTURE },
  },
  {
    name: 'a planned visit next year is accepted, a follow-up dated next year is not',
    formId: 'STS-basic',
    data: basic('followUp', { nextVisitDate: '2027-01-15', lastFollowUpDate: '2027-01-15' }),
    expected: { 'followUp.lastFollowUpDate': FUTURE },
  },
  {
    name: 'a planned visit before the birth is refused',
    formId: 'STS-basic',
    data: basic('followUp', { nextVisitDate: '2015-03-13' }),
    expected: { 'followUp.nextVisitDate': BEFORE_BIRTH },
  },
  {
    name: 'a diagnosis the day before the birth is refused, on the day of birth accepted',
    formId: 'STS-basic',
    data: {
      ...basic('diagnosis', { diagnosisDate: '2015-03-13' }),
      response: { responseDate: BORN },
    },
    expected: { 'diagnosis.diagnosisDate': BEFORE_BIRTH },
  },
  {
    name: 'without a known birth date, only today bounds the dates',
    formId: 'STS-basic',
    data: basic('diagnosis', { diagnosisDate: '1999-01-01' }),
    birthDate: null,
    expected: {},
  },
  {
    name: 'a death after today is refused',
    formId: 'STS-basic',
    data: basic('death', { died: 'yes', deathDate: '2026-04-01' }),
    expected: { 'death.deathDate': FUTURE },
  },
  {
    name: 'a death before the birth is refused',
    formId: 'STS-basic',
    data: basic('death', { died: 'yes', deathDate: '2014-12-31' }),
    expected: { 'death.deathDate': BEFORE_BIRTH },
  },
  {
    name: 'a death between birth and today is accepted',
    formId: 'STS-basic',
    data: basic('death', { died: 'yes', deathDate: '2025-11-30' }),
    expected: {},
  },
  {
    name: 'a treatment that ends before it starts is refused on its end',
    formId: 'STS-basic',
    data: basic('treatment', { treatmentStart: '2024-03-20', treatmentEnd: '2024-03-19' }),
    expected: { 'treatment.treatmentEnd': BEFORE_START },
  },
  {
    name: 'a course that ends before it starts is refused on its row',
    formId: 'STS-extended',
    data: {
      ...extendedFixture,
      treatmentCourses: [course1, { ...course2, endDate: '2024-01-01' }, ...courses],
    },
    expected: { 'treatmentCourses.1.endDate': BEFORE_START },
  },
  {
    name: 'an end on the day of its start is accepted; an end without a start is judged alone',
    formId: 'STS-extended',
    data: {
      treatmentCourses: [
        { kind: 'chemotherapy', startDate: '2024-05-06', endDate: '2024-05-06' },
        { kind: 'chemotherapy', endDate: '2026-03-05' },
      ],
    },
    expected: {
      'treatmentCourses.1.startDate': { pl: 'Pole wymagane', en: 'Required field' },
      'treatmentCourses.1.endDate': FUTURE,
    },
  },
  {
    name: 'a date that is no calendar date is the schema’s error alone',
    formId: 'STS-basic',
    data: basic('diagnosis', { diagnosisDate: '2099-02-30' }),
    expected: { 'diagnosis.diagnosisDate': { pl: 'Nieprawidłowa data', en: 'Invalid date' } },
  },
];

describe('both validators', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(CASES.map((testCase) => [testCase.name, testCase] as const))(
      '%s',
      (_name, { formId, data, now = MORNING, birthDate = BORN, expected }) => {
        const schema = formDefinition(formId)!.schema[locale];
        const words = Object.fromEntries(
          Object.entries(expected).map(([key, message]) => [key, [message[locale]]]),
        );
        expect(serverVerdict(schema, data, locale, now, birthDate)).toEqual(words);
        expect(browserVerdict(schema, data, locale, now, birthDate)).toEqual(words);
      },
    );
  });
});

describe('formDateFailures', () => {
  const context: FormDateContext = { today: '2026-03-02', birthDate: BORN };

  it('checks only the dates a definition declares', () => {
    const schema = {
      type: 'object',
      properties: {
        declared: { type: 'string', format: 'date', [DATE_KIND_KEYWORD]: 'event' },
        undeclared: { type: 'string', format: 'date' },
        unknownKind: { type: 'string', format: 'date', [DATE_KIND_KEYWORD]: 'someday' },
      },
    };
    const data = { declared: '2030-01-01', undeclared: '2030-01-01', unknownKind: '2030-01-01' };
    expect(formDateFailures(schema, data, context)).toEqual({
      declared: [{ message: 'validation.dateInFuture' }],
    });
  });

  it('reads the start of a period from the same row only', () => {
    const schema = {
      type: 'object',
      properties: {
        startDate: { type: 'string', format: 'date', [DATE_KIND_KEYWORD]: 'event' },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              startDate: { type: 'string', format: 'date', [DATE_KIND_KEYWORD]: 'event' },
              endDate: {
                type: 'string',
                format: 'date',
                [DATE_KIND_KEYWORD]: 'event',
                [END_OF_KEYWORD]: 'startDate',
              },
            },
          },
        },
      },
    };
    const data = {
      startDate: '2025-01-01',
      rows: [{ endDate: '2024-01-01' }, { startDate: '2024-06-01', endDate: '2024-05-31' }],
    };
    expect(formDateFailures(schema, data, context)).toEqual({
      'rows.1.endDate': [{ message: 'validation.dateBeforeStart' }],
    });
  });

  it('leaves alone data that is not where the schema puts it', () => {
    const schema = formDefinition('STS-extended')!.schema.pl;
    for (const data of [
      null,
      'text',
      [],
      { treatmentCourses: 'none' },
      { treatmentCourses: [7] },
    ]) {
      expect(formDateFailures(schema, data, context)).toEqual({});
    }
  });
});

describe('the builder', () => {
  it('writes an event date unless the date is planned, and an end date with its start', () => {
    const form = defineForm('INNE', 'basic', t('Próba', 'Trial'), {
      course: group(t('Kurs', 'Course'), {
        start: date(t('Początek', 'Start')),
        end: date(t('Koniec', 'End'), { endOf: 'start' }),
        next: date(t('Następna wizyta', 'Next visit'), { planned: true }),
      }),
    });
    const course = (form.schema.en as { properties: Record<string, { properties: object }> })
      .properties.course!.properties;
    expect(course).toMatchObject({
      start: { format: 'date', [DATE_KIND_KEYWORD]: 'event' },
      end: { format: 'date', [DATE_KIND_KEYWORD]: 'event', [END_OF_KEYWORD]: 'start' },
      next: { format: 'date', [DATE_KIND_KEYWORD]: 'planned' },
    });
  });

  it('refuses an end date whose start is not a date of the same section or row', () => {
    expect(() =>
      group(t('Kurs', 'Course'), {
        name: text(t('Nazwa', 'Name')),
        end: date(t('Koniec', 'End'), { endOf: 'name' }),
      }),
    ).toThrow(/start of end, name/);
    expect(() =>
      group(t('Kurs', 'Course'), { end: date(t('Koniec', 'End'), { endOf: 'start' }) }),
    ).toThrow(/start of end, start/);
  });
});
