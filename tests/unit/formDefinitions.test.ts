/**
 * The 38 shipped form definitions and their fixtures, without a database: each schema compiles
 * with the server's Ajv in both languages, the Polish and English versions differ only in their
 * words, every lookup searches a shipped dictionary, and each valid fixture passes while each
 * invalid one fails on exactly the fields it names. The API test saves the same fixtures.
 */
import { describe, expect, it } from 'vitest';
import { DATE_KIND_KEYWORD, END_OF_KEYWORD } from '../../domain/formDates';
import { FORM_TYPES, parseFormId } from '../../domain/forms';
import { LOCALES } from '../../domain/messages';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { SHIPPED_DICTIONARIES } from '../../server/db/dictionaries';
import { FORM_DEFINITIONS } from '../../server/forms';
import { definitionChecksum } from '../../server/forms/load';
import { compileFormSchema, formDataErrors } from '../../server/forms/validator';
import { lookupFields, lookupValues } from '../../server/modules/form/service';
import { FORM_FIXTURES } from '../../demo/forms';

const FORM_IDS = FORM_DEFINITIONS.map((definition) => definition.formId);
const byId = (formId: string) => FORM_DEFINITIONS.find((d) => d.formId === formId)!;
const fixtureOf = (formId: string) => {
  const { protocol, type } = parseFormId(formId)!;
  return FORM_FIXTURES[protocol][type];
};

const SCHEMA_WORDS = new Set(['title', 'description']);
const UI_WORDS = new Set([
  'ui:enumNames',
  'ui:help',
  'ui:title',
  'ui:description',
  'ui:placeholder',
]);

/** A schema or UI schema with its words taken out: what must be the same in both languages. */
function withoutWords(node: unknown, words: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutWords(item, words));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      // A property named `title` is a field, not a word: only text values are words.
      .filter(
        ([key, value]) => !(words.has(key) && (typeof value === 'string' || Array.isArray(value))),
      )
      .map(([key, value]) => [key, withoutWords(value, words)]),
  );
}

/** Every word of a schema or UI schema, to tell that the two languages are translated. */
function wordsOf(node: unknown, words: ReadonlySet<string>): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => wordsOf(item, words));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    words.has(key) && typeof value === 'string'
      ? [value]
      : words.has(key) && Array.isArray(value)
        ? value.map(String)
        : wordsOf(value, words),
  );
}

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  additionalProperties?: unknown;
}

/** Every date field of a schema: its path, what it records and the start it ends. */
function dateFields(node: SchemaNode, path = ''): string[] {
  const own = node as Record<string, unknown>;
  if (own.format === 'date') {
    const end = own[END_OF_KEYWORD] === undefined ? '' : ` ends ${String(own[END_OF_KEYWORD])}`;
    return [`${path} ${String(own[DATE_KIND_KEYWORD])}${end}`];
  }
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
      dateFields(child, path ? `${path}.${name}` : name),
    ),
    ...(node.items ? dateFields(node.items, `${path}[]`) : []),
  ];
}

/** The paths of the objects of a schema that accept properties they do not name. */
function openObjects(node: SchemaNode, path = '(root)'): string[] {
  const own = node.type === 'object' && node.additionalProperties !== false ? [path] : [];
  return [
    ...own,
    ...Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
      openObjects(child, `${path}.${name}`),
    ),
    ...(node.items ? openObjects(node.items, `${path}[]`) : []),
  ];
}

describe('FORM_DEFINITIONS', () => {
  it('holds a basic and an extended form of every protocol, in protocol order', () => {
    expect(FORM_IDS).toEqual(
      PROTOCOL_CODES.flatMap((code) => FORM_TYPES.map((type) => `${code}-${type}`)),
    );
    expect(FORM_DEFINITIONS.every((d) => d.formId === `${d.protocol}-${d.type}`)).toBe(true);
  });

  it('has a different checksum for every definition', () => {
    expect(new Set(FORM_DEFINITIONS.map(definitionChecksum)).size).toBe(FORM_DEFINITIONS.length);
  });

  describe.each(FORM_IDS)('%s', (formId) => {
    const definition = byId(formId);

    it('compiles with Ajv in both languages', () => {
      for (const locale of LOCALES) {
        expect(() => compileFormSchema(definition.schema[locale])).not.toThrow();
      }
    });

    it('is the same form in Polish and English apart from its words, which are translated', () => {
      expect(withoutWords(definition.schema.en, SCHEMA_WORDS)).toEqual(
        withoutWords(definition.schema.pl, SCHEMA_WORDS),
      );
      expect(withoutWords(definition.uiSchema.en, UI_WORDS)).toEqual(
        withoutWords(definition.uiSchema.pl, UI_WORDS),
      );
      const polish = wordsOf(definition.schema.pl, SCHEMA_WORDS);
      const english = wordsOf(definition.schema.en, SCHEMA_WORDS);
      expect(polish.length).toBe(english.length);
      expect(polish.every((word) => word.trim() !== '')).toBe(true);
      expect(english.every((word) => word.trim() !== '')).toBe(true);
      expect(polish).not.toEqual(english);
    });

    it('writes a decimal in English with a point, where Polish has a comma', () => {
      // A comma followed by other than three digits: `1,73`, not the thousands of `10,000`.
      const decimalComma = /\d,(\d{1,2}|\d{4,})(?!\d)/;
      const english = [
        ...wordsOf(definition.schema.en, SCHEMA_WORDS),
        ...wordsOf(definition.uiSchema.en, UI_WORDS),
      ];
      expect(english.filter((word) => decimalComma.test(word))).toEqual([]);
    });

    it('refuses properties it does not name, at every level', () => {
      expect(openObjects(definition.schema.pl as SchemaNode)).toEqual([]);
    });

    it('looks values up only in shipped dictionaries', () => {
      const shipped = SHIPPED_DICTIONARIES.map((dictionary) => dictionary.type);
      const lookups = lookupFields(definition.schema.pl, definition.uiSchema.pl);
      expect(lookups.length).toBeGreaterThan(0);
      for (const { dictionary } of lookups) expect(shipped).toContain(dictionary);
    });

    it('accepts its valid fixture, in both languages, with plausible dates', () => {
      const { valid } = fixtureOf(formId);
      // The API tests' patients are born in March 2015 and save on 2 March 2026.
      const dates = { today: '2026-03-02', birthDate: '2015-03-31' };
      for (const locale of LOCALES) {
        expect(formDataErrors(definition.schema[locale], valid, dates)).toBeNull();
      }
    });

    it('declares every date the date of an event, but the planned visit; ends name their starts', () => {
      const declared = dateFields(definition.schema.pl as SchemaNode);
      expect(declared.length).toBeGreaterThan(2);
      const expected = declared.map((field) => {
        const [path] = field.split(' ');
        const end = /(^|\.)(treatmentEnd|endDate)$/.exec(path!);
        const start = end?.[2] === 'treatmentEnd' ? 'treatmentStart' : 'startDate';
        if (path === 'followUp.nextVisitDate') return `${path} planned`;
        return end ? `${path} event ends ${start}` : `${path} event`;
      });
      expect(declared).toEqual(expected);
    });

    it('names only dictionary entries in its valid fixture', () => {
      const lookups = lookupFields(definition.schema.pl, definition.uiSchema.pl);
      for (const { key, dictionary, value } of lookupValues(lookups, fixtureOf(formId).valid)) {
        const entries = SHIPPED_DICTIONARIES.find((shipped) => shipped.type === dictionary)!;
        expect(
          entries.entries.some((entry) => entry.value === value),
          `${key}: ${value} in ${dictionary}`,
        ).toBe(true);
      }
    });

    it('rejects its invalid fixture on exactly the fields the fixture names', () => {
      const { invalid, invalidKeys } = fixtureOf(formId);
      for (const locale of LOCALES) {
        const errors = formDataErrors(definition.schema[locale], invalid);
        expect(Object.keys(errors ?? {}).sort()).toEqual([...invalidKeys].sort());
      }
    });
  });

  it.each(FORM_IDS.filter((formId) => formId.endsWith('-basic')))(
    '%s requires the diagnosis with its date and ICD-10 code',
    (formId) => {
      const schema = byId(formId).schema.pl as SchemaNode;
      expect(schema.required).toContain('diagnosis');
      expect(schema.properties!.diagnosis!.required).toEqual(
        expect.arrayContaining(['diagnosisDate', 'icd10']),
      );
      const lookups = lookupFields(schema, byId(formId).uiSchema.pl);
      expect(lookups).toContainEqual({ path: ['diagnosis', 'icd10'], dictionary: 'icd10' });
    },
  );
});

describe('FORM_FIXTURES', () => {
  it('has a basic and an extended fixture for every protocol', () => {
    expect(Object.keys(FORM_FIXTURES).sort()).toEqual([...PROTOCOL_CODES].sort());
    for (const code of PROTOCOL_CODES) {
      for (const type of FORM_TYPES) {
        const fixture = FORM_FIXTURES[code][type];
        expect(Object.keys(fixture.valid).length, `${code}-${type}`).toBeGreaterThan(0);
        expect(fixture.invalidKeys.length, `${code}-${type}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('lookupValues', () => {
  const fields = lookupFields(byId('STS-extended').schema.pl, byId('STS-extended').uiSchema.pl);

  it('finds lookups in the rows of nested tables, keyed as list.rowIndex.fieldId', () => {
    const values = lookupValues(fields, {
      treatmentCourses: [
        { agents: [{ agent: 'L01CA02' }] },
        { agents: [{ agent: 'L01AA06' }, { dose: 3 }, { agent: 'L01DB01' }] },
      ],
      toxicities: [{ term: 'Nausea' }],
    });
    expect(values).toEqual(
      expect.arrayContaining([
        {
          key: 'treatmentCourses.0.agents.0.agent',
          dictionary: 'anticancerAgents',
          value: 'L01CA02',
        },
        {
          key: 'treatmentCourses.1.agents.0.agent',
          dictionary: 'anticancerAgents',
          value: 'L01AA06',
        },
        {
          key: 'treatmentCourses.1.agents.2.agent',
          dictionary: 'anticancerAgents',
          value: 'L01DB01',
        },
        { key: 'toxicities.0.term', dictionary: 'ctcaeTerms', value: 'Nausea' },
      ]),
    );
    expect(values).toHaveLength(4);
  });

  it('leaves out empty values and data that is not where the schema puts it', () => {
    expect(
      lookupValues(fields, {
        treatmentCourses: [{ agents: [{ agent: '' }, { agent: '  ' }] }, { agents: 'L01CA02' }],
        toxicities: { term: 'Nausea' },
      }),
    ).toEqual([]);
  });
});
