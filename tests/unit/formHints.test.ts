/**
 * The words of the shipped definitions that belong to one disease: a hint names only its own
 * protocol's treatment trials and regimens (the common sections once offered every protocol the
 * soft tissue sarcoma trial "EpSSG RMS 2005" and the blocks "VAC 1, Protocol I"), and every table
 * names one of its rows, which the form titles with the row's number ("Treatment course 2").
 */
import { describe, expect, it } from 'vitest';
import type { ProtocolCode } from '../../domain/protocols';
import { FORM_DEFINITIONS } from '../../server/forms';

/** Trial groups, trials and regimens, with the protocols each belongs to. */
const OWNED: readonly (readonly [RegExp, readonly ProtocolCode[]])[] = [
  [/EpSSG|FaR-RMS|\bIVA\b|\bVAC\b/, ['STS']],
  [/UMBRELLA|SIOP-RTSG|SIOP 2001|\bAVD\b/, ['WT']],
  [/Inter-B-NHL|LMB ?96|COPADM|\bCYM\b/, ['NHLB']],
  [/ALCL99/, ['ALCL']],
  [/EURO-LB|LBL 2018/, ['LBL']],
  [/ARET0/, ['RBL']],
  [/MAKEI|AGCT/, ['EGCT']],
  [/SIOPEN|COJEC/, ['NBL']],
  [/PNET5|Ependymoma|LOGGIC|SIOP-HR-MB/, ['OUN']],
  [/EuroNet|OEPA|COPDAC/, ['HL']],
  [/ALLTogether|AIEOP-BFM ALL|HR-1/, ['ALL', 'MPAL']],
  [/AML-BFM|MyeChild|ADxE|\bHAM\b/, ['AML', 'MPAL']],
  [/I-CML-Ped|ELN 2020|imatinib|imatynib|dasatinib|dazatynib/, ['CML']],
  [/EURAMOS|Ewing|\bMAP\b|VIDE/, ['BT']],
  [/PHITT|SIOPEL|C5VD/, ['HBL']],
  [/EWOG-MDS|azacyt|azacit/, ['MDS']],
  [/LCH-IV|winblastyn|vinblastin/, ['LCH']],
];

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every `ui:help` of a UI schema. */
function hints(ui: unknown): string[] {
  if (!isNode(ui)) return [];
  return Object.entries(ui).flatMap(([key, value]) =>
    key === 'ui:help' && typeof value === 'string' ? [value] : hints(value),
  );
}

/** Every table of a schema: its path and the title of its rows. */
function tables(schema: unknown, path = ''): { path: string; row: unknown }[] {
  if (!isNode(schema)) return [];
  const own =
    schema.type === 'array' && isNode(schema.items) && schema.items.type === 'object'
      ? [{ path, row: schema.items.title }]
      : [];
  const properties = isNode(schema.properties) ? schema.properties : {};
  return [
    ...own,
    ...Object.entries(properties).flatMap(([name, child]) => tables(child, `${path}.${name}`)),
    ...tables(schema.items, `${path}[]`),
  ];
}

describe('hints of the shipped definitions', () => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.formId, definition] as const))(
    '%s names no other disease’s trials or regimens',
    (_formId, definition) => {
      const foreign = [...hints(definition.uiSchema.pl), ...hints(definition.uiSchema.en)].flatMap(
        (hint) =>
          OWNED.filter(
            ([pattern, owners]) => pattern.test(hint) && !owners.includes(definition.protocol),
          ).map(([pattern]) => `${hint} (${pattern.source})`),
      );
      expect(foreign).toEqual([]);
    },
  );

  it('gives every protocol its own example of a treatment protocol', () => {
    const basic = FORM_DEFINITIONS.filter((definition) => definition.type === 'basic');
    const examples = basic.map(
      (definition) =>
        (definition.uiSchema.pl as { treatment: { protocolName: { 'ui:help': string } } }).treatment
          .protocolName['ui:help'],
    );
    expect(new Set(examples).size).toBe(basic.length);
  });
});

describe('tables of the shipped definitions', () => {
  it('name one of their rows in both languages', () => {
    const unnamed = FORM_DEFINITIONS.flatMap((definition) =>
      (['pl', 'en'] as const).flatMap((locale) =>
        tables(definition.schema[locale])
          .filter(({ row }) => typeof row !== 'string' || row.trim() === '')
          .map(({ path }) => `${definition.formId} ${locale} ${path}`),
      ),
    );
    expect(unnamed).toEqual([]);
    const courses = FORM_DEFINITIONS.find((definition) => definition.formId === 'STS-extended')!;
    expect(tables(courses.schema.en).map(({ path, row }) => [path, row])).toContainEqual([
      '.treatmentCourses',
      'Treatment course',
    ]);
  });
});
