/**
 * Which statement texts a database connection keeps prepared: shared by PostgreSQL's connections
 * (preparedStatements.ts) and the embedded database (pglitePrepared.ts).
 *
 * A connection keeps at most `limit` statements. It counts how often it meets each text (the
 * counts halved every `limit` × 10 statements, so that they tell what is used now), prepares a
 * text the second time it meets it while there is room, and once full lets a text take the place
 * of the statement used least recently only when that text was met more than twice as often
 * lately: a statement run once (a filter combined as nobody else combines it, a page far down
 * a list, whose bounds are written into its statement) never takes the place of one the API
 * runs all day, and a connection whose users vary more statements than it can keep does not
 * drop and prepare one on every call. Before this, a connection kept the first `limit` texts it
 * met for good and ran every later one unprepared, so that statements that came into use later,
 * however common, were planned again on every call.
 *
 * Nothing gives way inside a transaction, where a failed statement would leave the drop failed
 * too: a new text runs unprepared there when the connection is full. A statement found stale
 * (its result changed shape under it) is forgotten at once, prepared afresh the next time it is
 * met, and its old name dropped the next time one is prepared outside a transaction.
 */

/** How to run one statement: under `name`, prepared first when `fresh`, after dropping `drop`. */
export interface NamedStatement {
  name: string;
  fresh: boolean;
  drop: string[];
}

export class StatementNames {
  /** Prepared texts and their names, the least recently used first. */
  private readonly prepared = new Map<string, string>();
  /** How often each text was met lately: at most `limit` × 2 texts. */
  private readonly uses = new Map<string, number>();
  /** Names the database still holds for statements this connection no longer uses. */
  private readonly stale: string[] = [];
  private sinceHalving = 0;
  private made = 0;

  constructor(readonly limit: number) {}

  /** How to run `text` now; undefined: unprepared. */
  use(text: string, inTransaction: boolean): NamedStatement | undefined {
    const uses = this.count(text);
    const name = this.prepared.get(text);
    if (name !== undefined) {
      // Moved to the end: the most recently used.
      this.prepared.delete(text);
      this.prepared.set(text, name);
      return { name, fresh: false, drop: [] };
    }
    if (uses < 2) return undefined;
    const full = this.prepared.size >= this.limit;
    let victim: [string, string] | undefined;
    if (full) {
      if (inTransaction) return undefined;
      [victim] = this.prepared;
      if (uses <= 2 * (this.uses.get(victim![0]) ?? 0)) return undefined;
    }
    const drop = inTransaction ? [] : this.stale.splice(0);
    if (victim) {
      this.prepared.delete(victim[0]);
      drop.push(victim[1]);
    }
    this.made += 1;
    const fresh = `oncoreg_${this.made}`;
    this.prepared.set(text, fresh);
    return { name: fresh, fresh: true, drop };
  }

  /**
   * Forgets a text whose prepared statement went stale (or was never made); the next time the
   * text is met it is prepared afresh under a new name.
   */
  forget(text: string): void {
    const name = this.prepared.get(text);
    if (name === undefined) return;
    this.prepared.delete(text);
    this.stale.push(name);
  }

  /** Forgets every statement (the database dropped them all). */
  clear(): void {
    this.prepared.clear();
    this.uses.clear();
    this.stale.length = 0;
  }

  /** How many statements the database holds for this connection. */
  get size(): number {
    return this.prepared.size + this.stale.length;
  }

  /** Counts one more use of `text` and answers its count (0: too many texts to count now). */
  private count(text: string): number {
    if (++this.sinceHalving >= this.limit * 10) {
      this.sinceHalving = 0;
      for (const [counted, uses] of this.uses) {
        if (uses > 1) this.uses.set(counted, uses >> 1);
        else this.uses.delete(counted);
      }
    }
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses === 1 && this.uses.size >= this.limit * 2) return 0;
    this.uses.set(text, uses);
    return uses;
  }
}
