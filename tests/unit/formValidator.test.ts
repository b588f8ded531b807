/**
 * The browser's eval-free form validator (src/pages/forms/formValidator.ts) against the Ajv one
 * it replaces (@rjsf/validator-ajv8, kept as a development dependency for this comparison): for
 * every shipped definition in both languages, its valid and invalid fixtures and hostile records
 * generated from its schema (wrong types, numbers out of range, unknown properties, impossible
 * dates, too many rows, rows without their required fields...) give the same raw Ajv errors, the
 * same RJSF errors and error schema, and the same isValid answers. And it refuses a schema with a
 * keyword it does not know, so a definition that starts using one fails here first.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../domain';
import { FORM_DEFINITIONS } from '../../server/forms';
import { localizedErrors } from '../../src/pages/forms/formErrors';
import { schemaProblems } from '../../src/pages/forms/formSchema';
import { formValidator } from '../../src/pages/forms/formValidator';
import { FORM_FIXTURES } from '../../demo/forms';
import { forbidEval } from '../forbidEval';

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  enum?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/** A step into the data: a property, or the first row of a table. */
type Step = { property: string } | { row: true };

/** Every node of a schema with the steps that lead to it. */
function nodesOf(node: SchemaNode, steps: Step[] = []): { node: SchemaNode; steps: Step[] }[] {
  return [
    { node, steps },
    ...Object.entries(node.properties ?? {}).flatMap(([property, child]) =>
      nodesOf(child, [...steps, { property }]),
    ),
    ...(node.items ? nodesOf(node.items, [...steps, { row: true }]) : []),
  ];
}

/** A copy of `data` with `value` at `steps`, creating the objects and rows on the way. */
function withValue(data: unknown, steps: readonly Step[], value: unknown): unknown {
  const [step, ...rest] = steps;
  if (!step) return value;
  if ('row' in step) {
    const rows = Array.isArray(data) ? [...(data as unknown[])] : [];
    rows[0] = withValue(rows[0], rest, value);
    return rows;
  }
  const record =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? { ...(data as Record<string, unknown>) }
      : {};
  record[step.property] = withValue(record[step.property], rest, value);
  return record;
}

/** Values a node must refuse (or, at the edges, accept), by what the node is. */
function hostileValues(node: SchemaNode): unknown[] {
  const anyNode = [null, true, {}, [], 'text', 7];
  switch (node.type) {
    case 'string': {
      const values: unknown[] = [...anyNode, '', ' '];
      if (node.enum) values.push('not-a-code', node.enum[0]!.toUpperCase(), [node.enum[0]]);
      if (node.format === 'date') {
        values.push(
          '2024-02-30',
          '2023-02-29',
          '2024-02-29',
          '1900-02-29',
          '2000-02-29',
          '2024-13-01',
          '2024-00-10',
          '2024-04-31',
          '2024-1-01',
          '24-01-01',
          '2024-01-01T00:00:00Z',
          '２０２４-01-01',
          '12.03.2024',
        );
      }
      if (node.maxLength !== undefined) {
        const limit = node.maxLength;
        values.push(
          'x'.repeat(limit),
          'x'.repeat(limit + 1),
          // Astral characters count once (Ajv counts code points, not UTF-16 units).
          '😀'.repeat(limit),
          '😀'.repeat(limit + 1),
          `${'x'.repeat(limit - 1)}\ud83d`,
          `${'x'.repeat(limit)}\ud83d`,
        );
      }
      return values;
    }
    case 'number':
    case 'integer': {
      const { minimum = 0, maximum = 1e6 } = node;
      return [
        ...anyNode,
        '5',
        minimum,
        minimum - 1,
        minimum - 0.5,
        maximum,
        maximum + 1,
        maximum + 0.5,
        -0,
        1.5,
        2 ** 53,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ];
    }
    case 'array': {
      const row = node.items?.type === 'object' ? {} : (node.items?.enum?.[0] ?? 'x');
      const other = node.items?.enum?.[1] ?? 'y';
      return [
        ...anyNode,
        [row],
        [null],
        [7, 'x'],
        Array.from({ length: (node.maxItems ?? 3) + 1 }, () => row),
        ...(node.uniqueItems
          ? [
              [row, row],
              [row, other, row],
              [other, row, other, row],
              [7, 7],
              ['not-a-code', 'not-a-code'],
            ]
          : []),
        node.items?.type === 'object'
          ? [
              { unknownColumn: 1 },
              {
                ...Object.fromEntries(
                  Object.keys(node.items.properties ?? {}).map((name) => [name, 42]),
                ),
              },
            ]
          : [],
      ];
    }
    case 'object': {
      const properties = Object.keys(node.properties ?? {});
      return [
        ...anyNode.filter(
          (value) => !(value && typeof value === 'object' && !Array.isArray(value)),
        ),
        {},
        { unknownField: 'x', another: 1 },
        { [properties[0] ?? 'x']: undefined, unknownField: 'x' },
        Object.fromEntries(properties.map((name) => [name, null])),
        Object.fromEntries(properties.map((name) => [name, 42])),
        Object.fromEntries(properties.map((name) => [name, 'x'.repeat(300)])),
      ];
    }
    default:
      return anyNode;
  }
}

/** Records for one definition: its fixtures, and each hostile value put into each field in turn. */
function recordsFor(schema: SchemaNode, fixture: { valid: object; invalid: object }) {
  const records: { label: string; data: unknown }[] = [
    { label: 'valid fixture', data: fixture.valid },
    { label: 'invalid fixture', data: fixture.invalid },
    { label: 'nothing', data: undefined },
    { label: 'an array', data: [fixture.valid] },
    { label: 'a string', data: JSON.stringify(fixture.valid) },
  ];
  for (const { node, steps } of nodesOf(schema)) {
    const at = steps.map((step) => ('row' in step ? '0' : step.property)).join('.') || '(root)';
    hostileValues(node).forEach((value, index) => {
      records.push({
        label: `${at} = #${index}`,
        data: withValue(fixture.valid, steps, value),
      });
    });
  }
  return records;
}

/** Deep equality, with vitest's (slower, but telling) diff only when it fails. */
function expectSame(actual: unknown, expected: unknown, label: string) {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, label).toEqual(expected);
}

/** What the comparison reads of RJSF's errors beside deep equality, for a readable failure. */
const summary = (errors: readonly RJSFValidationError[]) =>
  errors.map(({ property, name, params }) => ({ property, name, params }));

const DEFINITIONS = FORM_DEFINITIONS.flatMap((definition) =>
  LOCALES.map((locale) => ({
    name: `${definition.formId} (${locale})`,
    definition,
    locale,
    schema: definition.schema[locale] as RJSFSchema,
    uiSchema: definition.uiSchema[locale] as UiSchema,
    fixture: FORM_FIXTURES[definition.protocol][definition.type],
  })),
);

describe('the eval-free form validator', () => {
  it('covers all 38 definitions in both languages', () => {
    expect(DEFINITIONS).toHaveLength(38 * LOCALES.length);
  });

  it.each(DEFINITIONS.map((entry) => [entry.name, entry] as const))(
    '%s uses only the keywords the validator knows',
    (_name, { schema }) => {
      expect(schemaProblems(schema)).toEqual([]);
    },
  );

  // Which keywords failed across every comparison below: the hostile records must reach them all.
  const keywordsSeen = new Set<string>();

  it.each(DEFINITIONS.map((entry) => [entry.name, entry] as const))(
    '%s: the same errors and answers as @rjsf/validator-ajv8 on its fixtures and hostile records',
    (_name, { schema, uiSchema, locale, fixture }) => {
      const transform = localizedErrors(locale);
      for (const { label, data } of recordsFor(schema as SchemaNode, fixture)) {
        expectSame(
          formValidator.rawValidation(schema, data),
          ajvValidator.rawValidation(schema, data),
          label,
        );
        const result = formValidator.validateFormData(data, schema, undefined, transform, uiSchema);
        const expected = ajvValidator.validateFormData(
          data,
          schema,
          undefined,
          transform,
          uiSchema,
        );
        expectSame(summary(result.errors), summary(expected.errors), label);
        expectSame(result, expected, label);
        // A yes or no that does not depend on the words: asked in one language (Ajv's is slow).
        if (locale === 'en') {
          expectSame(
            formValidator.isValid(schema, data, schema),
            ajvValidator.isValid(schema, data, schema),
            label,
          );
        }
        for (const error of result.errors) keywordsSeen.add(error.name ?? '');
      }
      const valid = formValidator.validateFormData(fixture.valid, schema, undefined, transform);
      expect(valid.errors).toEqual([]);
    },
  );

  it('met every keyword that can fail in those comparisons', () => {
    expect([...keywordsSeen].sort()).toEqual(
      [
        'additionalProperties',
        'enum',
        'format',
        'maxItems',
        'maxLength',
        'maximum',
        'minimum',
        'required',
        'type',
        'uniqueItems',
      ].sort(),
    );
  });

  it('answers isValid on parts of a form as Ajv does (as RJSF asks of subschemas)', () => {
    const schema = FORM_DEFINITIONS.find((d) => d.formId === 'STS-extended')!.schema.en as {
      properties: Record<string, RJSFSchema & { items: RJSFSchema }>;
    };
    const courses = schema.properties.treatmentCourses!;
    const rows = [{}, { kind: 'chemotherapy', startDate: '2024-01-01' }, { kind: 'x' }, null];
    for (const row of rows) {
      expect(formValidator.isValid(courses.items, row, schema as RJSFSchema)).toBe(
        ajvValidator.isValid(courses.items, row, schema as RJSFSchema),
      );
    }
    expect(formValidator.isValid(courses.items, {}, schema as RJSFSchema)).toBe(false);
    expect(formValidator.isValid(courses.items, rows[1], schema as RJSFSchema)).toBe(true);
  });

  it('merges custom validation as validator-ajv8 does', () => {
    const { schema, uiSchema, fixture, locale } = DEFINITIONS[0]!;
    const customValidate = (formData: unknown, errors: Record<string, unknown>) => {
      (errors.diagnosis as { addError: (message: string) => void }).addError('checked by hand');
      return errors as never;
    };
    for (const data of [fixture.valid, fixture.invalid]) {
      const transform = localizedErrors(locale);
      expect(
        formValidator.validateFormData(data, schema, customValidate, transform, uiSchema),
      ).toEqual(ajvValidator.validateFormData(data, schema, customValidate, transform, uiSchema));
    }
  });
});

describe('under a Content-Security-Policy without unsafe-eval', () => {
  it('validates every definition with eval and the Function constructor refused', () => {
    const allowEval = forbidEval();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const { name, schema, fixture } of DEFINITIONS) {
        expect(formValidator.validateFormData(fixture.invalid, schema).errors, name).not.toEqual(
          [],
        );
        expect(formValidator.isValid(schema, fixture.valid, schema), name).toBe(true);
      }
      // The refusal is real: Ajv, compiling a schema it has not seen, fails under it.
      const unseen = structuredClone(DEFINITIONS[0]!.schema);
      expect(ajvValidator.rawValidation(unseen, {}).validationError).toBeInstanceOf(EvalError);
    } finally {
      allowEval();
      quiet.mockRestore();
    }
  });
});

describe('a schema the validator does not know', () => {
  const known = { type: 'object', properties: { name: { type: 'string', maxLength: 5 } } };

  it.each([
    [
      'a keyword it does not know',
      { ...known, properties: { name: { type: 'string', pattern: '^a' } } },
    ],
    ['a composition', { ...known, oneOf: [{ required: ['name'] }] }],
    ['a format other than date', { type: 'string', format: 'email' }],
    ['a list of types', { type: ['string', 'null'] }],
    ['a schema for additional properties', { ...known, additionalProperties: { type: 'string' } }],
    ['a reference', { $ref: '#/definitions/name' }],
  ])('is refused when it has %s, never passed unchecked', (_case, schema) => {
    expect(schemaProblems(schema)).not.toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formValidator.isValid(schema as RJSFSchema, { name: 'abc' }, schema as RJSFSchema)).toBe(
      false,
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    const result = formValidator.validateFormData({ name: 'abc' }, schema as RJSFSchema);
    expect(result.errorSchema.$schema?.__errors).toHaveLength(1);
    expect(result.errors.at(-1)?.stack).toMatch(/not supported/);
  });
});
