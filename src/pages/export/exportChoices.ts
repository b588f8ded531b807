/**
 * What the export screen lets a user choose, and how the choices become the export API's
 * filters. Pure, so the page stays about layout. An empty hospital list means every hospital in
 * the caller's scope; the forms are sent as chosen, and choosing none is not an export the
 * screen offers (the API would read no forms as every form).
 */
import type {
  ExportDialect,
  ExportFilters,
  ExportFormOption,
  ExportOptions,
} from '../../../domain/export';
import type { FormId } from '../../../domain/forms';
import type { ProtocolCode } from '../../../domain/protocols';
import { parseIsoDate } from '../../../domain/validation';

export interface ExportChoices {
  forms: FormId[];
  hospitals: number[];
  /** YYYY-MM-DD, empty (no bound), or the text of an entry the date field could not read. */
  from: string;
  to: string;
  pseudonymised: boolean;
  dialect: ExportDialect;
}

/** A field of the screen a message belongs to: the API's filter names, plus the file. */
export type ExportField = 'forms' | 'hospitals' | 'from' | 'to' | 'pseudonymised' | 'dialect';

export function initialChoices(options: ExportOptions): ExportChoices {
  return {
    forms: options.forms.map((form) => form.formId),
    hospitals: [],
    from: '',
    to: '',
    pseudonymised: true,
    dialect: 'csv',
  };
}

/** The choices' own mistakes, as message keys by field, found before anything is asked. */
export function choiceErrors(
  choices: ExportChoices,
  options: ExportOptions,
): Partial<Record<ExportField, string>> {
  const errors: Partial<Record<ExportField, string>> = {};
  if (options.forms.length > 0 && choices.forms.length === 0) {
    errors.forms = 'registry.export.forms.noneChosen';
  }
  for (const bound of ['from', 'to'] as const) {
    if (choices[bound] && !parseIsoDate(choices[bound])) errors[bound] = 'registry.dates.invalid';
  }
  if (!errors.from && !errors.to && choices.from && choices.to && choices.to < choices.from) {
    errors.to = 'registry.export.period.toBeforeFrom';
  }
  return errors;
}

/** The filters every file of the export shares, whatever its forms. */
function commonFilters(choices: ExportChoices, options: ExportOptions): ExportFilters {
  return {
    ...(choices.hospitals.length ? { hospitals: choices.hospitals } : {}),
    ...(choices.from ? { from: choices.from } : {}),
    ...(choices.to ? { to: choices.to } : {}),
    // A role without the choice is always pseudonymised, whatever the state says.
    pseudonymised: options.identifiableAllowed ? choices.pseudonymised : true,
  };
}

/** The filters of the whole export, or null while the choices have a mistake. */
export function exportFilters(
  choices: ExportChoices,
  options: ExportOptions,
): ExportFilters | null {
  if (Object.keys(choiceErrors(choices, options)).length) return null;
  return {
    ...(choices.forms.length ? { forms: choices.forms } : {}),
    ...commonFilters(choices, options),
  };
}

/** The filters of one form's file alone, or null while the period is wrong. */
export function singleFormFilters(
  formId: FormId,
  choices: ExportChoices,
  options: ExportOptions,
): ExportFilters | null {
  const errors = choiceErrors(choices, options);
  if (errors.from || errors.to) return null;
  return { forms: [formId], ...commonFilters(choices, options) };
}

export interface ProtocolForms {
  protocol: ProtocolCode;
  /** Basic before extended. */
  forms: ExportFormOption[];
}

/** The forms by protocol, protocols in the order the API gives them. */
export function formsByProtocol(forms: readonly ExportFormOption[]): ProtocolForms[] {
  const groups = new Map<ProtocolCode, ExportFormOption[]>();
  for (const form of forms) {
    const group = groups.get(form.protocol) ?? [];
    group.push(form);
    groups.set(form.protocol, group);
  }
  return [...groups].map(([protocol, group]) => ({
    protocol,
    forms: [...group].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'basic' ? -1 : 1)),
  }));
}
