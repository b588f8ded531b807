/**
 * Every protocol form definition the registry ships (19 protocols, basic and extended) drawn by
 * the browser in jsdom, in Polish and in English, with its valid fixture: no console error or
 * warning, its first section's title shown, each dictionary code found and shown with its
 * description, the browser's validator accepting the valid record and finding the invalid one's
 * errors on the same fields as the server (demo/forms).
 */
import { QueryClient } from '@tanstack/react-query';
import { configure, render, waitFor } from '@testing-library/react';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../domain';
import type { Locale } from '../../domain';
import { SHIPPED_DICTIONARIES } from '../../server/db/dictionaries';
import { FORM_DEFINITIONS } from '../../server/forms';
import type { FormDefinition } from '../../server/forms';
import { AppServicesContext } from '../../src/AppServicesContext';
import { FeedbackProvider } from '../../src/feedback/FeedbackContext';
import { entryLabel } from '../../src/components/dictionaryEntries';
import { ProtocolForm } from '../../src/pages/forms/ProtocolForm';
import { localizedErrors } from '../../src/pages/forms/formErrors';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY } from '../../src/providers/tokenStore';
import { FORM_FIXTURES } from '../../demo/forms';
import { createFakeApi } from './fakeApi';
import type { RecordedCall } from './fakeApi';
import { decodedQuery } from './renderAdminView';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

/** A shipped entry as the API answers it, for `entryLabel`. */
const shipped = (entry: { value: string; pl: string; en?: string | null }) => ({
  value: entry.value,
  description: entry.pl,
  descriptionEn: entry.en ?? null,
});

/** The dictionary lookups, answered from the shipped dictionaries as the server searches them. */
function dictionaryEntries(call: RecordedCall) {
  const type = /dictionaries\/([^/]+)\/entries/.exec(call.path)?.[1];
  const dictionary = SHIPPED_DICTIONARIES.find((candidate) => candidate.type === type);
  const search = (
    /filters\[searchableDescription\]=([^&]*)/.exec(decodedQuery(call.path))?.[1] ?? ''
  ).toLowerCase();
  const data = (dictionary?.entries ?? [])
    .filter((entry) => entry.value.toLowerCase().startsWith(search))
    .slice(0, 20)
    .map((entry, index) => ({
      id: index + 1,
      type,
      value: entry.value,
      description: entry.pl,
      descriptionEn: entry.en,
      searchableDescription: entry.search ?? entry.pl,
      active: true,
    }));
  return {
    status: 200,
    body: { data, totalItems: data.length, totalPages: 1, page: 1, itemsPerPage: 20 },
  };
}

function renderDefinition(
  definition: FormDefinition,
  locale: Locale,
  formData: Record<string, unknown>,
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  const routes = Object.fromEntries(
    SHIPPED_DICTIONARIES.map((dictionary) => [
      `GET /api/v1/dictionary/dictionaries/${dictionary.type}/entries`,
      dictionaryEntries,
    ]),
  );
  const services = createAppServices({ resourcePaths: {}, fetch: createFakeApi(routes).fetch });
  render(
    <MemoryRouter>
      <AppServicesContext.Provider value={services}>
        <FeedbackProvider toasts={services.toasts} serverErrors={services.serverErrors}>
          <AdminContext
            dataProvider={services.dataProvider}
            i18nProvider={services.i18nProvider}
            store={memoryStore()}
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <ProtocolForm
              schema={definition.schema[locale] as RJSFSchema}
              uiSchema={definition.uiSchema[locale] as UiSchema}
              formData={formData}
              birthDate={null}
              readOnly={false}
              onChange={() => undefined}
              onSubmit={() => undefined}
              onInvalid={() => undefined}
              actions={<></>}
            />
          </AdminContext>
        </FeedbackProvider>
      </AppServicesContext.Provider>
    </MemoryRouter>,
  );
}

function fixtureOf(definition: FormDefinition) {
  return FORM_FIXTURES[definition.protocol][definition.type];
}

/**
 * An RJSF error's field as the API keys it (domain schemaErrorKey): `.treatmentCourses.0.startDate`
 * is `treatmentCourses.0.startDate`, and a field the schema does not know is named itself.
 */
function errorKey(error: RJSFValidationError): string {
  const path = (error.property ?? '').replace(/^\./, '');
  const unknown = error.name === 'additionalProperties' ? error.params?.additionalProperty : null;
  return typeof unknown === 'string' ? [path, unknown].filter(Boolean).join('.') : path;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shipped form definitions', () => {
  it('are all here: a basic and an extended form for each of the 19 protocols', () => {
    expect(FORM_DEFINITIONS).toHaveLength(38);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(FORM_DEFINITIONS.map((definition) => [definition.formId, definition] as const))(
      '%s is drawn with its valid fixture',
      async (_formId, definition) => {
        const complaints = [
          vi.spyOn(console, 'error').mockImplementation(() => undefined),
          vi.spyOn(console, 'warn').mockImplementation(() => undefined),
        ];
        const schema = definition.schema[locale] as RJSFSchema & {
          properties: Record<string, { title: string }>;
        };
        const [firstSection] = Object.values(schema.properties);

        renderDefinition(definition, locale, fixtureOf(definition).valid);

        // Plain DOM queries: role queries over a form this size take seconds in jsdom.
        const headings = () =>
          Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) =>
            heading.textContent?.trim(),
          );
        await waitFor(() => expect(headings()).toContain(firstSection!.title));
        // Every stored dictionary code is found and shown with its description (alone when the
        // description is the code itself, as an English CTCAE term is).
        const found = (value: string) =>
          value.includes(' — ') ||
          SHIPPED_DICTIONARIES.some((dictionary) =>
            dictionary.entries.some(
              (entry) => entry.value === value && entryLabel(shipped(entry), locale) === value,
            ),
          );
        await waitFor(() => {
          const lookups = document.querySelectorAll<HTMLInputElement>('input[role="combobox"]');
          for (const lookup of lookups) {
            if (lookup.value)
              expect(found(lookup.value), `${lookup.id}: ${lookup.value}`).toBe(true);
          }
        });
        for (const complaint of complaints) expect(complaint.mock.calls).toEqual([]);
      },
    );

    it.each(FORM_DEFINITIONS.map((definition) => [definition.formId, definition] as const))(
      "%s: the browser's validator agrees with the server on its fixtures",
      (_formId, definition) => {
        const schema = definition.schema[locale] as RJSFSchema;
        const fixture = fixtureOf(definition);
        const transform = localizedErrors(locale);

        const valid = validator.validateFormData(fixture.valid, schema, undefined, transform);
        expect(valid.errors).toEqual([]);

        const invalid = validator.validateFormData(fixture.invalid, schema, undefined, transform);
        expect([...new Set(invalid.errors.map(errorKey))].sort()).toEqual(
          [...fixture.invalidKeys].sort(),
        );
      },
    );
  });
});
