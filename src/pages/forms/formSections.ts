/**
 * The sections of a protocol form as its index lists them: the schema's top-level fields in the
 * form's order, each with its title, whether it holds any data, and how many errors the form
 * shows in it. The errors are those of the browser's last validation and the server's field
 * errors, each message at each field counted once (RJSF's list repeats the server's).
 */
import { toErrorList } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';

export interface FormSection {
  /** The top-level field: `diagnosis`, `treatmentCourses`. */
  name: string;
  title: string;
  hasData: boolean;
  errors: number;
  /** On a saved version's page: whether that version's save changed the section. */
  changed?: boolean;
}

/** The id of a section's element on the page, the target of the index's jumps. */
export const sectionElementId = (name: string) => `protocol-form-section-${name}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Something typed or chosen: an empty text, an unset value or a row left blank is no data. */
export function hasData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasData);
  if (isObject(value)) return Object.values(value).some(hasData);
  return value !== undefined && value !== null && value !== '';
}

/** The top-level fields in the order the form draws them (`ui:order`, then the schema's). */
function sectionNames(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const names = Object.keys(isObject(schema.properties) ? schema.properties : {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as unknown[]) : [];
  const ordered = order.filter(
    (name): name is string => typeof name === 'string' && names.includes(name),
  );
  return [...ordered, ...names.filter((name) => !ordered.includes(name))];
}

/** How many distinct errors each section holds; an error about the form as a whole is in none. */
export function errorsBySection(
  validationErrors: readonly RJSFValidationError[],
  serverErrors: ErrorSchema | undefined,
): Map<string, number> {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const error of [...validationErrors, ...toErrorList(serverErrors)]) {
    const section = (error.property ?? '').split('.').find(Boolean);
    const key = `${error.property ?? ''}\u0000${error.message ?? ''}`;
    if (!section || seen.has(key)) continue;
    seen.add(key);
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}

export function formSections(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  formData: Record<string, unknown>,
  validationErrors: readonly RJSFValidationError[],
  serverErrors: ErrorSchema | undefined,
): FormSection[] {
  const properties = (schema.properties ?? {}) as Record<string, { title?: unknown }>;
  const errors = errorsBySection(validationErrors, serverErrors);
  return sectionNames(schema, uiSchema).map((name) => {
    const title = properties[name]?.title;
    return {
      name,
      title: typeof title === 'string' && title ? title : name,
      hasData: hasData(formData[name]),
      errors: errors.get(name) ?? 0,
    };
  });
}
