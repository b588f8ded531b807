/**
 * The data provider in the API's terms (spec sections 5 and 7, DESIGN section 3): how a
 * react-admin list request is written as a query, how field errors come back to a form, and the
 * domain calls (activate, deactivate, pickers, dictionary lookups).
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../../domain';
import { createAccountSession } from '../../src/providers/accountSession';
import { createDataProvider, toListQuery } from '../../src/providers/dataProvider';
import { HttpError } from '../../src/providers/httpClient';
import type { HttpClient, RequestOptions } from '../../src/providers/httpClient';
import type { TokenStore } from '../../src/providers/tokenStore';
import { mapValidationDetails, submissionErrors } from '../../src/providers/validationDetails';
import { serializeListQuery } from '../../domain';

interface Sent {
  path: string;
  options: RequestOptions;
}

/** An http client that records what it is asked and answers from `answer`. */
function fakeHttp(answer: (sent: Sent) => unknown = () => ({})) {
  const sent: Sent[] = [];
  const http: HttpClient = {
    async request<T>(path: string, options: RequestOptions = {}) {
      const call = { path, options };
      sent.push(call);
      const result = answer(call);
      if (result instanceof Error) throw result;
      return result as T;
    },
    refresh: async () => 'token',
  };
  return { http, sent };
}

const noTokens: TokenStore = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  save: () => undefined,
  clear: () => undefined,
};

function provider(answer?: (sent: Sent) => unknown, me?: Partial<Account>) {
  const { http, sent } = fakeHttp(answer);
  const account = createAccountSession(async () => me as Account);
  if (me) account.set(me as Account);
  const dataProvider = createDataProvider({
    http,
    tokens: noTokens,
    account,
    resourcePaths: { hospitals: '/v1/hospital/hospitals', users: '/v1/account/accounts' },
  });
  return { dataProvider, sent, account };
}

const query = (params: Parameters<typeof toListQuery>[0]) =>
  decodeURIComponent(serializeListQuery(toListQuery(params)));

describe('list query translation', () => {
  it('writes pagination as page and itemsPerPage', () => {
    expect(query({ pagination: { page: 3, perPage: 10 } })).toBe('page=3&itemsPerPage=10');
  });

  it('writes an array filter as filters[field][] and a single value as filters[field]', () => {
    expect(query({ filter: { hospital: [3, 7], role: 'ROLE_COORDINATOR', active: 'true' } })).toBe(
      'filters[hospital][]=3&filters[hospital][]=7&filters[role]=ROLE_COORDINATOR&filters[active]=true',
    );
  });

  it('sends the free-text filter q as search, trimmed', () => {
    expect(query({ filter: { q: '  Kraków ' } })).toBe('search=Kraków');
    expect(query({ filter: { q: '   ' } })).toBe('');
  });

  it('leaves out empty filter values', () => {
    expect(
      query({
        filter: {
          city: '',
          name: '  ',
          hospital: [],
          role: null,
          active: undefined,
          kind: ['', 'x'],
        },
      }),
    ).toBe('filters[kind][]=x');
  });

  it('writes a sort as sorts[field] and omits a sort without a field', () => {
    expect(query({ sort: { field: 'name', order: 'DESC' } })).toBe('sorts[name]=desc');
    expect(query({ sort: { field: 'name', order: 'ASC' } })).toBe('sorts[name]=asc');
    expect(query({ sort: { field: '', order: 'ASC' } })).toBe('');
  });

  it('keeps to the allowlist a list passes as meta', () => {
    const meta = { sorts: ['name'], filters: ['active'] };
    expect(
      query({
        sort: { field: 'id', order: 'ASC' },
        filter: { active: 'false', city: 'Łódź' },
        meta,
      }),
    ).toBe('filters[active]=false');
  });

  it('sends a filter with a format only when its value matches it', () => {
    const meta = { filters: ['birthYear', 'active'], formats: { birthYear: '^\\d{4}$' } };
    expect(query({ filter: { birthYear: '20', active: 'true' }, meta })).toBe(
      'filters[active]=true',
    );
    expect(query({ filter: { birthYear: 2015 }, meta })).toBe('filters[birthYear]=2015');
  });

  it('reaches the resource path with the whole query and reads the total', async () => {
    const { dataProvider, sent } = provider(() => ({
      data: [{ id: 1 }],
      totalItems: 31,
      totalPages: 4,
      page: 2,
      itemsPerPage: 10,
    }));
    const answer = await dataProvider.getList('hospitals', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'city', order: 'ASC' },
      filter: { q: 'dziec', active: 'true' },
    });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(sent[0]?.path).toBe('/v1/hospital/hospitals');
    expect(decodeURIComponent(sent[0]!.options.query!)).toBe(
      'page=2&itemsPerPage=10&filters[active]=true&sorts[city]=asc&search=dziec',
    );
  });
});

describe('server validation details', () => {
  it('trims a bracket suffix or an index to the bare field', () => {
    expect(
      mapValidationDetails({
        'hospitals[0]': ['Szpital jest nieaktywny'],
        'email[]': ['Nieprawidłowy adres e-mail'],
        'protocols.1': ['Nieprawidłowa wartość'],
        phone: ['Nieprawidłowy numer telefonu', 'second'],
      }),
    ).toEqual({
      fields: {
        hospitals: 'Szpital jest nieaktywny',
        email: 'Nieprawidłowy adres e-mail',
        protocols: 'Nieprawidłowa wartość',
        phone: 'Nieprawidłowy numer telefonu',
      },
      rows: [],
    });
  });

  it('reads list.rowIndex.fieldId as a row, a field and an error', () => {
    const mapped = mapValidationDetails({
      'list.3.dose': ['Pole wymagane'],
      'courses.0.startDate': ['Nieprawidłowa data'],
    });
    expect(mapped.rows).toEqual([
      { list: 'list', row: 3, field: 'dose', error: 'Pole wymagane' },
      { list: 'courses', row: 0, field: 'startDate', error: 'Nieprawidłowa data' },
    ]);
    expect(mapped.fields).toEqual({});
    expect(submissionErrors(mapped)).toEqual({
      'list.3.dose': 'Pole wymagane',
      'courses.0.startDate': 'Nieprawidłowa data',
    });
  });

  it('keeps the first message of a field and leaves the whole-body key to the toast', () => {
    expect(
      mapValidationDetails({ 'hospitals[0]': ['first'], 'hospitals[1]': ['second'], _: ['body'] })
        .fields,
    ).toEqual({ hospitals: 'first' });
    expect(submissionErrors(mapValidationDetails({}))).toBeUndefined();
  });

  it('hands a failed create its field errors as body.errors, where react-admin forms read them', async () => {
    const conflict = new HttpError({
      status: 409,
      code: 'email_taken',
      message: 'Ten adres e-mail jest już używany',
      serverMessage: 'Ten adres e-mail jest już używany',
      correlationId: 'corr-1',
      details: { email: ['Ten adres e-mail jest już używany'] },
      body: { code: 'email_taken' },
    });
    const { dataProvider } = provider(() => conflict);
    const failure = await dataProvider
      .create('users', { data: { email: 'taken@example.org' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(409);
    expect((failure as HttpError).correlationId).toBe('corr-1');
    expect((failure as HttpError).body).toEqual({
      code: 'email_taken',
      errors: { email: 'Ten adres e-mail jest już używany' },
    });
  });

  it('passes a failure without field errors on as it is', async () => {
    const forbidden = new HttpError({ status: 403, code: 'forbidden', message: 'no' });
    const { dataProvider } = provider(() => forbidden);
    await expect(
      dataProvider.update('hospitals', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toBe(forbidden);
  });
});

describe('domain calls', () => {
  it("takes a created record's id from the name the API gives it", async () => {
    const { dataProvider, sent } = provider(() => ({ hospitalId: 12 }));
    const created = await dataProvider.create('hospitals', { data: { name: 'Szpital' } });
    expect(created.data).toMatchObject({ id: 12, name: 'Szpital' });
    expect(sent[0]).toMatchObject({
      path: '/v1/hospital/hospitals',
      options: { method: 'POST', body: { name: 'Szpital' } },
    });
  });

  it('activates with an empty PATCH and deactivates with the trimmed reason', async () => {
    const { dataProvider, sent } = provider(() => ({ id: 5, active: false }));
    await dataProvider.activate('hospitals', 5);
    await dataProvider.deactivate('users', 8, '  Odejście z pracy ');
    await dataProvider.deactivate('hospitals', 5);
    expect(sent).toEqual([
      { path: '/v1/hospital/hospitals/5/activate', options: { method: 'PATCH' } },
      {
        path: '/v1/account/accounts/8/deactivate',
        options: { method: 'PATCH', body: { reason: 'Odejście z pracy' } },
      },
      { path: '/v1/hospital/hospitals/5/deactivate', options: { method: 'PATCH', body: {} } },
    ]);
  });

  it('asks for-select for the hospitals a picker offers or for named ones', async () => {
    const options = [{ id: 1, name: 'USD', shortName: 'USD', active: true }];
    const { dataProvider, sent } = provider(() => ({ data: options }));
    expect(await dataProvider.hospitalsForSelect(null)).toEqual(options);
    await dataProvider.referenceOptions('hospitals', [1, '2']);
    expect(sent.map(({ path, options: sentOptions }) => [path, sentOptions.body])).toEqual([
      ['/v1/hospital/hospitals/for-select', { hospitals: null }],
      ['/v1/hospital/hospitals/for-select', { hospitals: [1, 2] }],
    ]);
  });

  it("reaches each resource and a patient's parts at the path its declaration names, and no other", async () => {
    const { http, sent } = fakeHttp(() => ({ data: [], totalItems: 0 }));
    const dataProvider = createDataProvider({
      http,
      tokens: noTokens,
      account: createAccountSession(async () => ({}) as Account),
      resourcePaths: { wards: '/v2/ward/wards', patients: '/v2/people/patients' },
    });
    await dataProvider.getOne('wards', { id: 3 });
    await dataProvider.addFavorite(5);
    await dataProvider.deletePatientAttachment(5, 9);
    expect(sent.map((call) => call.path)).toEqual([
      '/v2/ward/wards/3',
      '/v2/people/patients/5/favorite-patients',
      '/v2/people/patients/5/attachments/9',
    ]);
    await expect(dataProvider.getList('hospitals', {})).rejects.toThrow(
      'The resource "hospitals" is not available yet',
    );
    await expect(dataProvider.hospitalsForSelect(null)).rejects.toThrow(/not available yet/);
    expect(sent).toHaveLength(3);
  });

  it('looks a dictionary up by page, size and accent-free search', async () => {
    const { dataProvider, sent } = provider(() => ({ data: [], totalItems: 0 }));
    await dataProvider.dictionaryEntries('deactivationReasons', { page: 1, perPage: 100 });
    await dataProvider.dictionaryEntries('icd10', { search: ' białaczka ', perPage: 20 });
    expect(
      sent.map(({ path, options }) => `${path}?${decodeURIComponent(options.query!)}`),
    ).toEqual([
      '/v1/dictionary/dictionaries/deactivationReasons/entries?page=1&itemsPerPage=100',
      '/v1/dictionary/dictionaries/icd10/entries?page=1&itemsPerPage=20&filters[searchableDescription]=białaczka',
    ]);
  });

  it("changes another user's email without touching the signed-in account", async () => {
    const me = { id: 1, email: 'admin@example.org' };
    const { dataProvider, account } = provider(
      ({ path }) => ({
        id: path.includes('/8/') ? 8 : 1,
        email: 'new@example.org',
      }),
      me,
    );
    await dataProvider.changeEmail(8, { email: 'new@example.org' });
    expect(account.current()?.email).toBe('admin@example.org');
    await dataProvider.changeEmail(1, { email: 'new@example.org', currentPassword: 'Secret-1' });
    expect(account.current()?.email).toBe('new@example.org');
  });
});

describe('research export calls', () => {
  it('asks the export options', async () => {
    const options = { forms: [], hospitals: [], identifiableAllowed: false };
    const { dataProvider, sent } = provider(() => options);
    expect(await dataProvider.getExportOptions()).toEqual(options);
    expect(sent).toEqual([{ path: '/v1/export/options', options: {} }]);
  });

  it('asks the summary with each chosen form and hospital as a list entry and the bounds', async () => {
    const { dataProvider, sent } = provider(() => ({ patients: 3, forms: { 'STS-basic': 2 } }));
    const summary = await dataProvider.getExportSummary({
      forms: ['STS-basic', 'WT-extended'],
      hospitals: [3, 7],
      from: '2024-01-01',
      to: '2024-12-31',
      pseudonymised: true,
    });
    expect(summary).toEqual({ patients: 3, forms: { 'STS-basic': 2 } });
    expect(sent[0]!.path).toBe('/v1/export/summary');
    expect(decodeURIComponent(sent[0]!.options.query!)).toBe(
      'forms[]=STS-basic&forms[]=WT-extended&hospitals[]=3&hospitals[]=7&from=2024-01-01&to=2024-12-31&pseudonymised=true',
    );
  });

  it('leaves empty lists and missing bounds out of the summary query', async () => {
    const { dataProvider, sent } = provider(() => ({ patients: 0, forms: {} }));
    await dataProvider.getExportSummary({ forms: [], hospitals: [], pseudonymised: false });
    expect(sent[0]!.options.query).toBe('pseudonymised=false');
  });

  it('posts the download request as it is and answers the link', async () => {
    const link = { url: '/api/v1/export/downloads/abc', expiresAt: '2026-01-01T10:01:00.000Z' };
    const { dataProvider, sent } = provider(() => link);
    const request = {
      file: 'STS-basic.csv' as const,
      forms: ['STS-basic'],
      pseudonymised: true,
      dialect: 'excel-pl' as const,
    };
    expect(await dataProvider.createExportDownload(request)).toEqual(link);
    expect(sent).toEqual([
      { path: '/v1/export/downloads', options: { method: 'POST', body: request } },
    ]);
  });

  it('passes a refused download on with its field details', async () => {
    const refusal = new HttpError({
      status: 400,
      code: 'validation_failed',
      message: 'bad',
      details: { from: ['Nieprawidłowa data'] },
    });
    const { dataProvider } = provider(() => refusal);
    await expect(
      dataProvider.createExportDownload({
        file: 'registry.zip',
        pseudonymised: true,
        dialect: 'csv',
      }),
    ).rejects.toBe(refusal);
  });
});
