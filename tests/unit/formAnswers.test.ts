/**
 * A date of death beside "Died: no", or a date of relapse beside "Event: none", contradicts the
 * answer it belongs to: refused on its field by the rule both sides run (domain/formAnswers.ts),
 * which the shipped basic forms declare.
 */
import { describe, expect, it } from 'vitest';
import { ONLY_WHEN_KEYWORD, formAnswerFailures } from '../../domain/formAnswers';
import { FORM_FIXTURES } from '../../demo/forms';
import { formDefinition } from '../../server/forms';
import { formDataErrors } from '../../server/forms/validator';

const notForAnswer = [{ message: 'validation.notForAnswer' }];

describe('formAnswerFailures', () => {
  const schema = {
    type: 'object',
    properties: {
      visits: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            happened: { type: 'string', enum: ['yes', 'no'] },
            when: { type: 'string', [ONLY_WHEN_KEYWORD]: { field: 'happened', values: ['yes'] } },
          },
        },
      },
    },
  };

  it('refuses a value beside another answer, in any row, and nothing else', () => {
    expect(
      formAnswerFailures(schema, {
        visits: [
          { happened: 'yes', when: '2025-01-02' },
          { happened: 'no', when: '2025-01-03' },
          { happened: 'no' },
          { when: '2025-01-04' },
          { happened: 'no', when: '' },
        ],
      }),
    ).toEqual({ 'visits.1.when': notForAnswer });
  });
});

describe('the shipped basic forms', () => {
  const all = formDefinition('ALL-basic')!;
  const valid = FORM_FIXTURES.ALL.basic.valid as Record<string, unknown>;
  const errors = (data: object) => formDataErrors(all.schema.pl, { ...valid, ...data });

  it('refuse a date and cause of death beside "Died: no" or "unknown"', () => {
    expect(
      errors({
        death: { died: 'no', deathDate: '2026-12-01', causeOfDeath: 'disease' },
      }),
    ).toEqual({ 'death.deathDate': notForAnswer, 'death.causeOfDeath': notForAnswer });
    expect(errors({ death: { died: 'unknown', deathDate: '2026-12-01' } })).toEqual({
      'death.deathDate': notForAnswer,
    });
    expect(errors({ death: { died: 'yes', deathDate: '2026-12-01' } })).toBeNull();
  });

  it('refuse a date and site of an event beside "Event: none"', () => {
    expect(
      errors({ relapse: { event: 'none', eventDate: '2025-06-01', eventSite: 'marrow' } }),
    ).toEqual({ 'relapse.eventDate': notForAnswer, 'relapse.eventSite': notForAnswer });
    expect(errors({ relapse: { event: 'relapse', eventDate: '2025-06-01' } })).toBeNull();
    // The date may come before the answer.
    expect(errors({ relapse: { eventDate: '2025-06-01' } })).toBeNull();
  });
});
