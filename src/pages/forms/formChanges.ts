/**
 * What one save changed in a form, as the ids of the fields that draw it (RJSF's `root_` ids:
 * `root_diagnosis_icd10`, a table's field `root_treatmentCourses_1_startDate`), for the page of
 * a saved version to mark them. A value is compared whole when it is no object and no table (a
 * number, a text, a date, a multiple choice); an object is looked into, and so is a table, row
 * by row. Every value and object that differs is named (an object's id tells the index of
 * sections where the changes are); the form's templates mark only values. A table is named only
 * when it lost rows, which are not drawn; a row added names each of its fields.
 */

const ROOT_ID = 'root';
const ID_SEPARATOR = '_';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isTable = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.some(isPlainObject);

/** An empty value and an absent one are the same to a reader ('' and null and undefined). */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

function sameValue(before: unknown, after: unknown): boolean {
  if (isBlank(before) && isBlank(after)) return true;
  return JSON.stringify(before) === JSON.stringify(after);
}

/** The ids of every value and object that differs between two saves of a form. */
export function formChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ReadonlySet<string> {
  const ids = new Set<string>();
  const walk = (previous: unknown, current: unknown, id: string): boolean => {
    if (isPlainObject(previous) || isPlainObject(current)) {
      const from = isPlainObject(previous) ? previous : {};
      const to = isPlainObject(current) ? current : {};
      let changed = false;
      for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
        if (walk(from[key], to[key], `${id}${ID_SEPARATOR}${key}`)) changed = true;
      }
      if (changed) ids.add(id);
      return changed;
    }
    if (isTable(previous) || isTable(current)) {
      const from = Array.isArray(previous) ? previous : [];
      const to = Array.isArray(current) ? current : [];
      // Rows removed are not drawn: the table is named for them, and only the rows the save
      // kept or added are looked into.
      const removed = to.length < from.length;
      if (removed) ids.add(id);
      let changed = removed;
      to.forEach((row, index) => {
        if (walk(from[index], row, `${id}${ID_SEPARATOR}${index}`)) changed = true;
      });
      return changed;
    }
    if (sameValue(previous, current)) return false;
    ids.add(id);
    return true;
  };
  walk(before, after, ROOT_ID);
  ids.delete(ROOT_ID);
  return ids;
}

/** Whether a save changed anything in a section (a top-level field of the form). */
export function sectionChanged(ids: ReadonlySet<string>, section: string): boolean {
  const id = `${ROOT_ID}${ID_SEPARATOR}${section}`;
  for (const changed of ids) {
    if (changed === id || changed.startsWith(`${id}${ID_SEPARATOR}`)) return true;
  }
  return false;
}
