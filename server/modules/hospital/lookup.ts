/**
 * What hospitals add to their declared entity (domain/entities/hospitals.ts): every signed-in
 * user may read the names of the hospitals in scope, for pickers. Scoping is done here, in SQL:
 * a central administrator may name any hospital, anyone else only their own.
 */
import { type Kysely } from 'kysely';
import { type HospitalOption } from '../../../domain/hospital';
import { CENTRAL_ADMINISTRATOR } from '../../../domain/roles';
import { type Database } from '../../db/schema';
import { type Auth } from '../../http/context';
import { assertAllowed } from '../../http/permission';
import { hospitalOptions } from './repository';

export class HospitalLookupService {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Names for pickers. Without ids: the hospitals one may pick, that is every active one for a
   * central administrator and the caller's own active ones for anyone else; with `inactive`,
   * the inactive ones of that scope follow (a filter may look for a closed hospital's records).
   * With ids: those hospitals, active or not (to name what a record already holds), and for
   * anyone but a central administrator only those among the caller's own.
   */
  async forSelect(auth: Auth, ids: readonly number[] | null | undefined, inactive = false) {
    assertAllowed(auth, 'hospitalLookup', 'list');
    const everywhere = auth.role === CENTRAL_ADMINISTRATOR;
    let data: HospitalOption[];
    if (ids === null || ids === undefined) {
      data = await hospitalOptions(this.db, {
        ...(everywhere ? {} : { ids: auth.hospitals }),
        activeOnly: !inactive,
      });
      // A stable sort: the active ones first, each part still by name.
      if (inactive) data.sort((a, b) => Number(b.active) - Number(a.active));
    } else {
      const wanted = everywhere ? ids : ids.filter((id) => auth.hospitals.includes(id));
      data = await hospitalOptions(this.db, { ids: wanted, activeOnly: false });
    }
    return { data };
  }
}
