/**
 * The research export (issue 15): what a caller may export, how much an export would hold, the
 * export itself as a stream (a ZIP of every file, or one form's file), and the single-use links
 * a browser download goes through.
 *
 * Access: exporting at all is `exports/show`; an identifiable export (pseudonymised=false) is
 * `identifiableExports/show` too, else 403. Scope is the patient list's: patients sharing a
 * hospital with the account, forms of the protocols it holds. A filter outside that scope (a
 * hospital not held, a form of a protocol not held, an unknown form) or a bad date is a 400
 * with details keyed by field, never a silently smaller export.
 *
 * Audit: every export writes one `export` row before its first byte: who, the filters,
 * pseudonymised or not, the dialect, and each file with its row count, counted first (so the
 * row exists even when the download is broken off; a save made while the export streams may
 * make a file one row longer than counted). A download link writes an `export_link` row in the
 * transaction that stores its token; using the link writes the `export` row as any export does.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Kysely } from 'kysely';
import yazl from 'yazl';
import {
  EXPORT_DOWNLOAD_TTL_SECONDS,
  EXPORT_ZIP_FILE,
  type ExportDialect,
  type ExportDownloadLink,
  type ExportOptions,
  type ExportSummary,
} from '../../../domain/export';
import { type FormId, parseFormId } from '../../../domain/forms';
import { canAccess } from '../../../domain/permissions';
import { type RuleFailure } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { type FieldProblems, badRequest, notFound } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { FORM_DEFINITIONS, formDefinition } from '../../forms';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { isRole } from '../../../domain/roles';
import { findAuthState } from '../account/repository';
import { audit } from '../../db/audit';
import { randomToken } from '../auth/tokens';
import { seesEveryPatient, visibleProtocolCodes } from '../patient/scope';
import { type FormLayout, formLayout } from './codebook';
import { DIALECTS } from './csv';
import {
  DICTIONARIES_FILE,
  codebook,
  dataFiles,
  formFileName,
  loadR,
  namedDictionaries,
  readme,
  tableFileName,
} from './documents';
import { type FileContext, dictionariesFile, formFile, patientsFile, tableFile } from './files';
import {
  type PatientFilter,
  countForm,
  countPatients,
  definitionVersions,
  dictionaryEntries,
  exportAuthor,
  hospitalsFor,
  insertDownload,
  rowsPath,
  spendDownload,
} from './repository';

/** The query of every export route, as the routes hand it over (strings, unchecked). */
export interface ExportRequest {
  forms?: string[];
  hospitals?: string[];
  from?: string;
  to?: string;
  pseudonymised?: boolean;
  dialect?: ExportDialect;
}

/** What is exported: a whole ZIP or one form's file. */
export type ExportTarget = { kind: 'zip' } | { kind: 'form'; formId: string };

interface ExportPlan {
  auth: Auth;
  layouts: FormLayout[];
  hospitals: { id: number; shortName: string }[];
  from: string | null;
  to: string | null;
  pseudonymised: boolean;
  dialect: ExportDialect;
  filter: PatientFilter;
}

export interface ExportStream {
  stream: Readable;
  fileName: string;
  contentType: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const invalid: RuleFailure[] = [{ message: 'validation.invalidValue' }];
const badDate: RuleFailure[] = [{ message: 'validation.formDate' }];

/** A real day of the calendar: `2024-13-01` and `2023-02-29` are not (and must not throw). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DOWNLOAD_PATH = '/api/v1/export/downloads/';

export class ExportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly pseudonymKey: Uint8Array,
  ) {}

  async options(auth: Auth): Promise<ExportOptions> {
    assertAllowed(auth, 'exports', 'show');
    const codes = visibleProtocolCodes(auth);
    const hospitals = await hospitalsFor(this.db, auth, seesEveryPatient(auth));
    return {
      forms: FORM_DEFINITIONS.filter((form) => codes.includes(form.protocol)).map((form) => ({
        formId: form.formId,
        protocol: form.protocol,
        kind: form.type,
        tables: formLayout(form).tables.map((table) => table.name),
      })),
      hospitals: hospitals.map((row) => ({
        id: row.id,
        name: row.name,
        shortName: row.short_name,
        active: row.active,
      })),
      identifiableAllowed: canAccess(auth.role, {
        resource: 'identifiableExports',
        action: 'show',
      }),
    };
  }

  async summary(auth: Auth, request: ExportRequest): Promise<ExportSummary> {
    const plan = await this.plan(auth, request, { kind: 'zip' });
    const [patients, ...forms] = await Promise.all([
      countPatients(this.db, plan.filter),
      ...plan.layouts.map((layout) => countForm(this.db, plan.filter, layout.formId, [])),
    ]);
    return {
      patients: patients as number,
      forms: Object.fromEntries(
        plan.layouts.map((layout, index) => [
          layout.formId,
          (forms[index] as { records: number }).records,
        ]),
      ),
    };
  }

  /** Checks the request, writes the audit row and answers the export's stream. */
  async export(
    auth: Auth,
    actor: Actor,
    request: ExportRequest,
    target: ExportTarget,
  ): Promise<ExportStream> {
    const plan = await this.plan(auth, request, target);
    return this.stream(plan, actor, target);
  }

  /** A single-use link to download this export without a bearer header, for 60 seconds. */
  async createDownload(
    auth: Auth,
    actor: Actor,
    request: ExportRequest & { file: string },
  ): Promise<ExportDownloadLink> {
    const target = targetOf(request.file);
    if (!target) {
      assertAllowed(auth, 'exports', 'show');
      throw badRequest({ file: invalid });
    }
    const plan = await this.plan(auth, request, target);
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + EXPORT_DOWNLOAD_TTL_SECONDS * 1000);
    const stored = { ...request, pseudonymised: plan.pseudonymised, dialect: plan.dialect };
    await this.db.transaction().execute(async (trx) => {
      await insertDownload(trx, {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        tokenHash: hashToken(token),
        request: stored,
        at: now,
        expiresAt,
      });
      await audit(trx, actor, {
        action: 'export_link',
        objectType: 'export',
        objectId: request.file,
        changes: { request: stored, expiresAt: expiresAt.toISOString() },
        at: now,
      });
    });
    return { url: `${DOWNLOAD_PATH}${token}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The export a link names, once: the token is spent before anything else, and the account
   * that asked must still be active, its session alive and its scope still cover the request.
   * An unknown, spent or expired token is a 404.
   */
  async download(token: string, actor: Omit<Actor, 'accountId'>): Promise<ExportStream> {
    const spent = await spendDownload(this.db, hashToken(token), this.clock.now());
    if (!spent) throw notFound();
    const state = await findAuthState(this.db, spent.account_id, spent.session_id);
    if (!state?.active || !state.session_alive || !isRole(state.role)) throw notFound();
    const auth: Auth = {
      accountId: state.id,
      role: state.role,
      hospitals: state.hospitals ?? [],
      protocols: state.protocols ?? [],
      sessionId: spent.session_id,
    };
    const request = spent.request as ExportRequest & { file: string };
    const target = targetOf(request.file);
    if (!target) throw notFound();
    return this.export(auth, { ...actor, accountId: auth.accountId }, request, target);
  }

  private async plan(
    auth: Auth,
    request: ExportRequest,
    target: ExportTarget,
  ): Promise<ExportPlan> {
    assertAllowed(auth, 'exports', 'show');
    const pseudonymised = request.pseudonymised ?? true;
    if (!pseudonymised) assertAllowed(auth, 'identifiableExports', 'show');
    const problems: FieldProblems = {};
    const codes = visibleProtocolCodes(auth);
    const visible = (formId: string) => {
      const parsed = parseFormId(formId);
      return parsed !== null && codes.includes(parsed.protocol) && !!formDefinition(formId);
    };
    const requested = [...new Set(request.forms ?? [])];
    if (requested.some((formId) => !visible(formId))) problems.forms = invalid;
    if (target.kind === 'form' && !visible(target.formId)) throw notFound();

    const hospitalIds = [...new Set(request.hospitals ?? [])].map((value) =>
      /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN,
    );
    const known = await hospitalsFor(this.db, auth, seesEveryPatient(auth));
    const hospitals = hospitalIds.map((id) => known.find((row) => row.id === id));
    if (hospitals.some((row) => !row)) problems.hospitals = invalid;

    const from = request.from || null;
    const to = request.to || null;
    if (from !== null && !isCalendarDate(from)) problems.from = badDate;
    if (to !== null && !isCalendarDate(to)) problems.to = badDate;
    if (from && to && !problems.from && !problems.to && from > to) problems.to = badDate;
    if (Object.keys(problems).length) throw badRequest(problems);

    const everyForm = FORM_DEFINITIONS.filter((form) => codes.includes(form.protocol)).map(
      (form) => form.formId,
    );
    const formIds =
      target.kind === 'form' ? [target.formId] : requested.length ? requested : everyForm;
    // Fewer forms than the caller may see: only the patients they concern.
    const patientProtocols = everyForm.every((formId) => formIds.includes(formId))
      ? null
      : [...new Set(formIds.map((formId) => parseFormId(formId)!.protocol))];
    const hospitalRows = hospitals as NonNullable<(typeof hospitals)[number]>[];
    return {
      auth,
      layouts: formIds.map((formId) => formLayout(formDefinition(formId)!)),
      hospitals: hospitalRows.map((row) => ({ id: row.id, shortName: row.short_name })),
      from,
      to,
      pseudonymised,
      dialect: request.dialect ?? 'csv',
      filter: {
        auth,
        hospitals: hospitalRows.map((row) => row.id),
        from: from ? new Date(`${from}T00:00:00Z`) : null,
        before: to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : null,
        protocols: patientProtocols,
      },
    };
  }

  private async stream(
    plan: ExportPlan,
    actor: Actor,
    target: ExportTarget,
  ): Promise<ExportStream> {
    const now = this.clock.now();
    const dialect = DIALECTS[plan.dialect];
    const context: FileContext = {
      db: this.db,
      filter: plan.filter,
      protocols: visibleProtocolCodes(plan.auth),
      pseudonymised: plan.pseudonymised,
      dialect,
      pseudonymKey: this.pseudonymKey,
    };
    const counts: Record<string, number> = {};
    const formCounts = await Promise.all(
      plan.layouts.map((layout) =>
        countForm(
          this.db,
          plan.filter,
          layout.formId,
          target.kind === 'zip'
            ? layout.tables.map((table) => {
                const byName = new Map(layout.tables.map((each) => [each.name, each]));
                return rowsPath([
                  ...table.parents.map((name) => byName.get(name)!.path),
                  table.path,
                ]);
              })
            : [],
        ),
      ),
    );
    // The kind in the name: a file with children's PESEL numbers is not taken for a safe one.
    const stamp = `${now.toISOString().slice(0, 10)}-${plan.pseudonymised ? 'pseudonymised' : 'identifiable'}`;
    const filters = {
      forms: plan.layouts.map((layout) => layout.formId),
      hospitals: plan.hospitals.map((row) => row.shortName),
      from: plan.from,
      to: plan.to,
    };
    const madeBy = await exportAuthor(this.db, plan.auth.accountId);

    let stream: Readable;
    let fileName: string;
    let contentType: string;
    if (target.kind === 'form') {
      const layout = plan.layouts[0]!;
      counts[formFileName(layout.formId)] = formCounts[0]!.records;
      stream = textStream(formFile(context, layout));
      fileName = `oncoreg-${layout.formId}-${stamp}.csv`;
      contentType = 'text/csv; charset=utf-8';
    } else {
      counts['patients.csv'] = await countPatients(this.db, plan.filter);
      plan.layouts.forEach((layout, index) => {
        counts[formFileName(layout.formId)] = formCounts[index]!.records;
        layout.tables.forEach((table, tableIndex) => {
          counts[tableFileName(layout.formId, table.name)] = formCounts[index]!.tables[tableIndex]!;
        });
      });
      const files = dataFiles(plan.layouts, plan.pseudonymised);
      // A few thousand entries at most: read once, counted for the audit row, then written.
      const dictionaryRows = await dictionaryEntries(this.db, namedDictionaries(files));
      counts[DICTIONARIES_FILE] = dictionaryRows.length;
      const book = codebook(files, await definitionVersions(this.db), dialect);
      const zip = new yazl.ZipFile();
      const options = { mtime: now, compress: true };
      const add = (name: string, source: () => AsyncIterable<string>) =>
        zip.addReadStreamLazy(name, options, (callback) => callback(null, textStream(source())));
      add('patients.csv', () => patientsFile(context));
      for (const layout of plan.layouts) {
        add(formFileName(layout.formId), () => formFile(context, layout));
        for (const table of layout.tables) {
          add(tableFileName(layout.formId, table.name), () => tableFile(context, layout, table));
        }
      }
      add(DICTIONARIES_FILE, () => dictionariesFile(context, dictionaryRows));
      zip.addBuffer(Buffer.from(book.text), 'codebook.csv', options);
      zip.addBuffer(Buffer.from(loadR(plan.dialect)), 'load.R', options);
      zip.addBuffer(
        Buffer.from(
          readme({
            madeAt: now,
            madeBy: {
              accountId: plan.auth.accountId,
              name: madeBy ? `${madeBy.first_name} ${madeBy.last_name}`.trim() : undefined,
              email: madeBy?.email,
            },
            pseudonymised: plan.pseudonymised,
            dialect: plan.dialect,
            forms: filters.forms,
            patientsOfForms: plan.filter.protocols !== null,
            hospitals: filters.hospitals,
            from: plan.from,
            to: plan.to,
            files: counts,
          }),
        ),
        'README.txt',
        options,
      );
      counts['codebook.csv'] = book.rows;
      zip.end();
      const output = zip.outputStream as Readable;
      zip.on('error', (error: Error) => output.destroy(error));
      stream = output;
      // One form alone (its tables with it) is named by the form.
      const named = plan.layouts.length === 1 ? plan.layouts[0]!.formId : 'export';
      fileName = `oncoreg-${named}-${stamp}.zip`;
      contentType = 'application/zip';
    }
    await audit(this.db, actor, {
      action: 'export',
      objectType: 'export',
      objectId: target.kind === 'zip' ? EXPORT_ZIP_FILE : formFileName(target.formId),
      changes: {
        filters,
        pseudonymised: plan.pseudonymised,
        dialect: plan.dialect,
        files: counts,
      },
      at: now,
    });
    return { stream, fileName, contentType };
  }
}

/** `registry.zip` or `<formId>.csv`, else undefined. */
function targetOf(file: string): ExportTarget | undefined {
  if (file === EXPORT_ZIP_FILE) return { kind: 'zip' };
  const match = /^(.+)\.csv$/.exec(file);
  if (match && parseFormId(match[1]!)) return { kind: 'form', formId: match[1] as FormId };
  return undefined;
}

/** A byte stream pulling text chunks from a generator only as fast as the reader reads. */
function textStream(source: AsyncIterable<string>): Readable {
  async function* bytes() {
    for await (const chunk of source) yield Buffer.from(chunk, 'utf8');
  }
  return Readable.from(bytes(), { objectMode: false });
}
