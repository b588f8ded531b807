/** Disease categories: the central administrator lists, adds, edits, activates and deactivates. */
import { type Kysely } from 'kysely';
import { CATEGORY_RULES, type Category, type CategoryInput } from '../../../domain/category';
import { type ListResult, type ParsedListQuery } from '../../../domain/listQuery';
import { blankToNull, checkFields, max } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { booleanFilter } from '../../http/filters';
import { paginate } from '../../http/list';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { type Submitted } from '../../http/schemas';
import { audit, created, diff } from '../../db/audit';
import {
  countCategories,
  findCategory,
  insertCategory,
  isAbbreviationTaken,
  listCategories,
  toCategory,
  updateCategory,
} from './repository';

const abbreviationTaken = () =>
  conflict('errors.categoryExists', { abbreviation: [{ message: 'errors.categoryExists' }] });

export class CategoryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<Category>> {
    assertAllowed(auth, 'categories', 'list');
    const criteria = { active: booleanFilter(query, 'active'), search: query.search };
    return paginate(
      query,
      async (limit, offset) =>
        (await listCategories(this.db, criteria, query.sorts, limit, offset)).map(toCategory),
      () => countCategories(this.db, criteria),
    );
  }

  async get(auth: Auth, id: number): Promise<Category> {
    assertAllowed(auth, 'categories', 'show');
    const row = await findCategory(this.db, id);
    if (!row) throw notFound();
    return toCategory(row);
  }

  async create(auth: Auth, input: Submitted<CategoryInput>, actor: Actor) {
    assertAllowed(auth, 'categories', 'create');
    const values = this.checked(input);
    if (await isAbbreviationTaken(this.db, values.abbreviation)) throw abbreviationTaken();
    return this.db.transaction().execute(async (trx) => {
      const row = await insertCategory(trx, values);
      const category = toCategory(row);
      await audit(trx, actor, {
        action: 'category_create',
        objectType: 'category',
        objectId: row.id,
        changes: created({ ...category }),
        at: this.clock.now(),
      });
      return { categoryId: row.id };
    });
  }

  async update(auth: Auth, id: number, input: Submitted<CategoryInput>, actor: Actor) {
    assertAllowed(auth, 'categories', 'edit');
    const values = this.checked(input);
    if (await isAbbreviationTaken(this.db, values.abbreviation, id)) throw abbreviationTaken();
    return this.change(id, 'category_update', { ...values, updated_at: this.clock.now() }, actor);
  }

  async activate(auth: Auth, id: number, actor: Actor) {
    assertAllowed(auth, 'categories', 'activate');
    return this.change(
      id,
      'category_activate',
      { active: true, deactivation_reason: null, updated_at: this.clock.now() },
      actor,
    );
  }

  /** A reason is optional for categories (the specification asks one of hospitals, users, patients). */
  async deactivate(auth: Auth, id: number, reason: string | null | undefined, actor: Actor) {
    assertAllowed(auth, 'categories', 'deactivate');
    const failures = checkFields({ reason }, { reason: [max(500)] });
    if (failures.reason) throw validationFailed(failures);
    return this.change(
      id,
      'category_deactivate',
      { active: false, deactivation_reason: blankToNull(reason), updated_at: this.clock.now() },
      actor,
    );
  }

  private checked(input: Submitted<CategoryInput>) {
    const next = {
      abbreviation: blankToNull(input.abbreviation),
      namePl: blankToNull(input.namePl),
      nameEn: blankToNull(input.nameEn),
    };
    const failures = checkFields(next, CATEGORY_RULES);
    if (Object.keys(failures).length) throw validationFailed(failures);
    return { abbreviation: next.abbreviation!, name_pl: next.namePl!, name_en: next.nameEn! };
  }

  /** One write to an existing category and its audit row, in one transaction. */
  private async change(
    id: number,
    action: string,
    values: Parameters<typeof updateCategory>[2],
    actor: Actor,
  ): Promise<Category> {
    return this.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, id, { forUpdate: true });
      if (!before) throw notFound();
      const after = (await updateCategory(trx, id, values))!;
      await audit(trx, actor, {
        action,
        objectType: 'category',
        objectId: id,
        changes: diff({ ...toCategory(before) }, { ...toCategory(after) }),
        at: this.clock.now(),
      });
      return toCategory(after);
    });
  }
}
