/**
 * The `search_key` of a dictionary entry: the lower-case, accent-free copy of its value and
 * descriptions that lookups match against. Written by the loader of shipped dictionaries and by
 * every insert and update of the dictionary repository, so both must make it the same way.
 */
import { searchable } from '../../../domain/search';

/** The normalized text a lookup matches against. */
export function searchKeyOf(entry: {
  value: string;
  description: string;
  descriptionEn: string | null;
  searchableDescription: string;
}): string {
  return searchable(
    [entry.value, entry.description, entry.descriptionEn ?? '', entry.searchableDescription].join(
      ' ',
    ),
  );
}
