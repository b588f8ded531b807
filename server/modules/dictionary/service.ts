/**
 * Dictionaries: the central administrator lists every type and entry, adds and edits entries;
 * every signed-in user looks entries up (the lookup widget of protocol forms), and sees only
 * active ones. Each change writes its audit row in the same transaction.
 */
import { type Kysely } from 'kysely';
import {
  DICTIONARY_ENTRY_RULES,
  DICTIONARY_ENTRY_UPDATE_RULES,
  type DictionaryEntry,
  type DictionaryEntryUpdate,
  type DictionaryType,
  type NewDictionaryEntry,
} from '../../../domain/dictionary';
import { type ListResult, type ParsedListQuery, type SortOrder } from '../../../domain/listQuery';
import { canAccess } from '../../../domain/permissions';
import { blankToNull, checkFields } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { booleanFilter, textFilter } from '../../http/filters';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { audit, created, diff } from '../../db/audit';
import {
  type EntryCriteria,
  type EntrySortField,
  countDictionaryEntries,
  findDictionaryEntry,
  findDictionaryType,
  insertDictionaryEntry,
  isDictionaryValueTaken,
  listDictionaryEntries,
  listDictionaryTypes,
  updateDictionaryEntry,
} from './repository';

const valueExists = () =>
  conflict('errors.dictionaryEntryExists', {
    value: [{ message: 'errors.dictionaryEntryExists' }],
  });

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** What the user typed, in the filter or the search box; every text must match. */
function typedTexts(query: ParsedListQuery): string[] {
  return [
    ...(textFilter(query, 'searchableDescription') ?? []),
    ...(query.search ? [query.search] : []),
  ];
}

const emptyPage = ({ page, itemsPerPage }: ParsedListQuery): ListResult<DictionaryEntry> => ({
  data: [],
  totalItems: 0,
  totalPages: 1,
  page,
  itemsPerPage,
});

export class DictionaryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async types(auth: Auth): Promise<{ data: DictionaryType[] }> {
    assertAllowed(auth, 'dictionaries', 'list');
    return { data: await listDictionaryTypes(this.db) };
  }

  /** Entries of every type, for the administrator's screen. */
  async entries(auth: Auth, query: ParsedListQuery): Promise<ListResult<DictionaryEntry>> {
    assertAllowed(auth, 'dictionaries', 'list');
    const criteria: EntryCriteria = {
      types: textFilter(query, 'type'),
      active: booleanFilter(query, 'active'),
      texts: typedTexts(query),
    };
    return this.page(criteria, query);
  }

  /** One dictionary's entries; inactive ones only for those who manage dictionaries. */
  async lookup(
    auth: Auth,
    type: string,
    query: ParsedListQuery,
  ): Promise<ListResult<DictionaryEntry>> {
    assertAllowed(auth, 'dictionaryLookup', 'list');
    if (!(await findDictionaryType(this.db, type))) throw notFound();
    const requested = booleanFilter(query, 'active');
    const managing = canAccess(auth.role, { resource: 'dictionaries', action: 'list' });
    if (!managing && requested === false) return emptyPage(query);
    return this.page(
      { types: [type], active: managing ? requested : true, texts: typedTexts(query) },
      query,
    );
  }

  async create(
    auth: Auth,
    type: string,
    input: Partial<NewDictionaryEntry>,
    actor: Actor,
  ): Promise<DictionaryEntry> {
    assertAllowed(auth, 'dictionaries', 'create');
    if (!(await findDictionaryType(this.db, type))) throw notFound();
    const failures = checkFields(
      input as Record<keyof NewDictionaryEntry, unknown>,
      DICTIONARY_ENTRY_RULES,
    );
    if (Object.keys(failures).length) throw validationFailed(failures);
    const value = input.value!.trim();
    const description = input.description!.trim();
    const content = {
      description,
      descriptionEn: blankToNull(input.descriptionEn),
      searchableDescription: blankToNull(input.searchableDescription) ?? description,
    };
    if (await isDictionaryValueTaken(this.db, type, value)) throw valueExists();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const now = this.clock.now();
        const entry = await insertDictionaryEntry(trx, { type, value, ...content }, now);
        await audit(trx, actor, {
          action: 'dictionary_entry_create',
          objectType: 'dictionaryEntry',
          objectId: entry.id,
          changes: created({ ...entry }),
          at: now,
        });
        return entry;
      });
    } catch (error) {
      // Another administrator added the same value between the check and the insert.
      if (isUniqueViolation(error)) throw valueExists();
      throw error;
    }
  }

  async update(
    auth: Auth,
    type: string,
    id: number,
    input: Partial<DictionaryEntryUpdate>,
    actor: Actor,
  ): Promise<void> {
    assertAllowed(auth, 'dictionaries', 'edit');
    if (!(await findDictionaryType(this.db, type))) throw notFound();
    const failures = checkFields(
      input as Record<keyof typeof DICTIONARY_ENTRY_UPDATE_RULES, unknown>,
      DICTIONARY_ENTRY_UPDATE_RULES,
    );
    if (Object.keys(failures).length) throw validationFailed(failures);
    await this.db.transaction().execute(async (trx) => {
      const before = await findDictionaryEntry(trx, type, id, { forUpdate: true });
      if (!before) throw notFound();
      const description = input.description!.trim();
      // A field left out keeps its value (a client that knows only the specification's two
      // fields must not wipe the English description); a searchable description that merely
      // repeated the description follows it.
      const searchableDescription =
        input.searchableDescription === undefined
          ? before.searchableDescription === before.description
            ? description
            : before.searchableDescription
          : (blankToNull(input.searchableDescription) ?? description);
      const next: DictionaryEntry = {
        ...before,
        description,
        descriptionEn:
          input.descriptionEn === undefined
            ? before.descriptionEn
            : blankToNull(input.descriptionEn),
        searchableDescription,
        active: input.active ?? before.active,
      };
      const now = this.clock.now();
      const after = await updateDictionaryEntry(trx, next, now);
      await audit(trx, actor, {
        action: 'dictionary_entry_update',
        objectType: 'dictionaryEntry',
        objectId: id,
        changes: diff({ ...before }, { ...after }),
        at: now,
      });
    });
  }

  private async page(
    criteria: EntryCriteria,
    query: ParsedListQuery,
  ): Promise<ListResult<DictionaryEntry>> {
    const { page, itemsPerPage } = query;
    const offset = (page - 1) * itemsPerPage;
    const data = await listDictionaryEntries(
      this.db,
      criteria,
      query.sorts as Partial<Record<EntrySortField, SortOrder>>,
      itemsPerPage,
      offset,
    );
    // A page that is not full is the last one and tells the total by itself: a lookup narrow
    // enough to fit one page needs no second pass over its matches to count them.
    const last = data.length < itemsPerPage && (data.length > 0 || offset === 0);
    const totalItems = last
      ? offset + data.length
      : await countDictionaryEntries(this.db, criteria);
    return {
      data,
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
      page,
      itemsPerPage,
    };
  }
}
