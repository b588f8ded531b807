/**
 * A saved protocol form as a printed summary reads it: the form's own labels in the interface
 * language (the schema the form API answers) with the values a person recognises (a choice's
 * label rather than its code, a dictionary's entry with its description, dates in the interface's
 * format), sections under their titles,
 * a table's rows each titled by its number ("Treatment course 2"). Only what holds a value is
 * printed: a clinic files what was recorded, not the empty fields of a long form.
 */

type Node = { readonly [keyword: string]: unknown };

export type PrintedItem =
  | { kind: 'value'; key: string; label: string; value: string }
  | { kind: 'section'; key: string; title: string; items: PrintedItem[] };

export interface PrintFormat {
  /** YYYY-MM-DD in the interface's format. */
  date(value: string): string;
  number(value: number): string;
  yes: string;
  no: string;
  /** Stored rich text (sanitised HTML) as plain text, paragraphs on their own lines. */
  richText(html: string): string;
  /** A dictionary's stored code as the form shows it ("C91 — ..."); the code when not given. */
  entry?(dictionary: string, code: string): string;
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const nodeOf = (value: unknown): Node => (isNode(value) ? value : {});

/** The fields of an object node in the order the form draws them: `ui:order`, then the rest. */
function fieldOrder(schema: Node, ui: Node): string[] {
  const names = Object.keys(nodeOf(schema.properties));
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : [];
  const listed = order.filter(
    (name): name is string => typeof name === 'string' && names.includes(name),
  );
  return [...listed, ...names.filter((name) => !listed.includes(name))];
}

/** A choice's label from the UI schema's `ui:enumNames`, the code when it has none. */
function choiceLabel(schema: Node, ui: Node, value: unknown): string {
  const codes = Array.isArray(schema.enum) ? schema.enum : [];
  const labels = Array.isArray(ui['ui:enumNames']) ? ui['ui:enumNames'] : [];
  const label: unknown = labels[codes.indexOf(value)];
  return typeof label === 'string' ? label : String(value);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** One field's value as text, or undefined when it holds none. */
function valueText(schema: Node, ui: Node, value: unknown, format: PrintFormat) {
  if (isEmpty(value)) return undefined;
  if (Array.isArray(value)) {
    const items = nodeOf(schema.items);
    return value.map((item) => choiceLabel(items, ui, item)).join(', ');
  }
  if (Array.isArray(schema.enum)) return choiceLabel(schema, ui, value);
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'number') return format.number(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (ui['ui:widget'] === 'richText') return format.richText(value) || undefined;
  if (ui['ui:widget'] === 'dictionaryLookup') {
    const dictionary = nodeOf(ui['ui:options']).dictionary;
    return typeof dictionary === 'string' ? (format.entry?.(dictionary, value) ?? value) : value;
  }
  if (schema.format === 'date') return format.date(value);
  return value;
}

/** The printed items of an object node with its data; `path` keys them uniquely. */
export function printedItems(
  schemaNode: unknown,
  uiNode: unknown,
  data: unknown,
  format: PrintFormat,
  path = '',
): PrintedItem[] {
  const schema = nodeOf(schemaNode);
  const ui = nodeOf(uiNode);
  const values = nodeOf(data);
  const properties = nodeOf(schema.properties);
  return fieldOrder(schema, ui).flatMap((name): PrintedItem[] => {
    const child = nodeOf(properties[name]);
    const childUi = nodeOf(ui[name]);
    const value = values[name];
    const key = path ? `${path}.${name}` : name;
    const label = typeof child.title === 'string' ? child.title : name;
    if (child.type === 'object') {
      const items = printedItems(child, childUi, value, format, key);
      return items.length ? [{ kind: 'section', key, title: label, items }] : [];
    }
    const row = nodeOf(child.items);
    if (child.type === 'array' && row.type === 'object') {
      const rows = (Array.isArray(value) ? value : []).flatMap((entry, index): PrintedItem[] => {
        const items = printedItems(row, childUi.items, entry, format, `${key}.${index}`);
        const rowTitle = typeof row.title === 'string' ? row.title : label;
        return items.length
          ? [{ kind: 'section', key: `${key}.${index}`, title: `${rowTitle} ${index + 1}`, items }]
          : [];
      });
      return rows.length ? [{ kind: 'section', key, title: label, items: rows }] : [];
    }
    const text = valueText(child, childUi, value, format);
    return text === undefined ? [] : [{ kind: 'value', key, label, value: text }];
  });
}

/** The dictionaries' codes that the printed form holds, as [dictionary, code], each once. */
export function dictionaryCodes(schema: unknown, ui: unknown, data: unknown): [string, string][] {
  const codes = new Map<string, [string, string]>();
  const asText = (value: unknown) => String(value);
  printedItems(schema, ui, data, {
    date: asText,
    number: asText,
    yes: '',
    no: '',
    richText: asText,
    entry: (dictionary, code) => {
      codes.set(JSON.stringify([dictionary, code]), [dictionary, code]);
      return code;
    },
  });
  return [...codes.values()];
}

/** A parsed form schema, or undefined when the text is not one. */
export function parseFormSchema(text: string): Node | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isNode(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
