/**
 * The engine in src/framework/ from a config of its own (not one of the registry's): the routes,
 * the list's columns, sorts and filters, the form's inputs and rules, and what a config may
 * replace (a field's component, a whole view).
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLayoutEffect } from 'react';
import { ListContextProvider, useListContext, useRecordContext } from 'react-admin';
import type { ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { max, required } from '../../domain';
import { App } from '../../src/App';
import { fieldsFor, formBody, recordPath } from '../../src/framework/config';
import { DeferredResults } from '../../src/framework/ResourceList';
import { resourceRoutes } from '../../src/framework/routes';
import { resourcePaths } from '../../src/framework/types';
import type { ResourceConfig } from '../../src/framework/types';
import { createAppServices } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { createFakeApi } from './fakeApi';
import type { Handler, RecordedCall } from './fakeApi';
import { narrowScreen } from './narrowScreen';

configure({ asyncUtilTimeout: 5000 });

function SampleCode({ source }: { source: string }) {
  const record = useRecordContext();
  return <strong data-testid="sample-code">code {String(record?.[source])}</strong>;
}

function SampleEdit() {
  return <h1>A sample edited its own way</h1>;
}

const samples: ResourceConfig = {
  name: 'samples',
  apiPath: '/v1/sample/samples',
  permission: 'categories',
  routes: {
    list: '/samples',
    show: '/sample/:id',
    edit: '/sample/:id/edit',
    create: '/add-new-sample',
  },
  fields: [
    { source: 'title', type: 'text', label: 'Title', rules: [required, max(10)], sortable: true },
    {
      source: 'code',
      type: 'text',
      label: 'Code',
      views: ['show', 'create'],
      component: { show: SampleCode },
    },
    {
      source: 'kind',
      type: 'select',
      label: 'Kind',
      filter: true,
      translateChoice: false,
      choices: [
        { id: 'blood', name: 'Blood' },
        { id: 'tissue', name: 'Tissue' },
      ],
    },
    { source: 'active', type: 'boolean', label: 'Active', views: ['list', 'show'], filter: true },
  ],
  list: { perPage: 5, search: true },
  views: { edit: SampleEdit },
  recordRepresentation: 'title',
};

const admin = {
  id: 1,
  email: 'admin@example.org',
  username: null,
  firstName: 'Ewa',
  lastName: 'Admin',
  phone: null,
  role: 'ROLE_CENTRAL_ADMINISTRATOR',
  hospitals: [],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
};

const sample = { id: 4, title: 'Marrow', code: 'M-4', kind: 'tissue', active: true };

function renderEngine(
  path: string,
  routes: Record<string, Handler> = {},
  config: ResourceConfig = samples,
) {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  window.localStorage.setItem('oncoreg.accessToken', 'access-1');
  window.localStorage.setItem('oncoreg.refreshToken', 'refresh-1');
  const api = createFakeApi({
    'GET /api/v1/account/accounts/me': () => ({ status: 200, body: admin }),
    'GET /api/v1/sample/samples': () => ({
      status: 200,
      body: { data: [sample], totalItems: 1, totalPages: 1, page: 1, itemsPerPage: 5 },
    }),
    'GET /api/v1/sample/samples/4': () => ({ status: 200, body: sample }),
    ...routes,
  });
  const services = createAppServices({ resourcePaths: resourcePaths([config]), fetch: api.fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} resources={[config]} />
    </MemoryRouter>,
  );
  return api;
}

const listQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/v1/sample/samples?'))
    .map((call) => decodeURIComponent(call.path.split('?')[1]!));

describe('the routes of a config', () => {
  it('are the spec paths the config names, one per view', () => {
    expect(resourceRoutes(samples).map((route) => (route.props as { path: string }).path)).toEqual([
      '/samples',
      '/sample/:id',
      '/sample/:id/edit',
      '/add-new-sample',
    ]);
    expect(resourceRoutes({ ...samples, routes: { list: '/samples' } })).toHaveLength(1);
    expect(recordPath(samples, 4)).toBe('/sample/4');
    expect(recordPath({ ...samples, routes: { list: '/samples', edit: '/s/:id' } }, 4)).toBe(
      '/s/4',
    );
  });

  it('give each view the fields it shows and each form the fields it sends', () => {
    expect(fieldsFor(samples, 'list').map((field) => field.source)).toEqual([
      'title',
      'kind',
      'active',
    ]);
    expect(fieldsFor(samples, 'create').map((field) => field.source)).toEqual([
      'title',
      'code',
      'kind',
    ]);
    const fields = fieldsFor(samples, 'create');
    const values = { id: 4, title: 'Marrow', code: '', kind: null, active: true };
    expect(formBody(values, fields, 'create')).toEqual({ title: 'Marrow' });
    expect(formBody(values, fields, 'update')).toEqual({ title: 'Marrow', code: null, kind: null });
  });
});

describe('paths outside the config', { timeout: 30_000 }, () => {
  it("show the not-found page on react-admin's own resource paths", async () => {
    const api = renderEngine('/samples/4');
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/v1/sample'))).toBe(false);
  });
});

describe('the list view of a config', { timeout: 30_000 }, () => {
  it('shows list fields only, sorts sortable columns on the server and links rows to the spec route', async () => {
    const user = userEvent.setup();
    const api = renderEngine('/samples');

    expect(await screen.findByText('Marrow')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Title', 'Kind', 'Active']);
    expect(within(table).queryByText('M-4')).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /title/i })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /kind/i })).not.toBeInTheDocument();
    expect(listQueries(api.calls)).toEqual(['page=1&itemsPerPage=5']);
    const titleHeader = () => within(screen.getByRole('table')).getAllByRole('columnheader')[0];
    expect(titleHeader()).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: /title/i }));
    await waitFor(() =>
      expect(listQueries(api.calls)).toContain('page=1&itemsPerPage=5&sorts[title]=asc'),
    );
    // The sorted column says so to a screen reader, and only it.
    await waitFor(() => expect(titleHeader()).toHaveAttribute('aria-sort', 'ascending'));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .filter((header) => header.hasAttribute('aria-sort')),
    ).toHaveLength(1);
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /title/i }));
    await waitFor(() => expect(titleHeader()).toHaveAttribute('aria-sort', 'descending'));

    await user.click(screen.getByText('Marrow'));
    expect(await screen.findByRole('heading', { name: 'Marrow' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/v1/sample/samples/4')).toBe(true);
  });

  it('says that nothing matches when its filters find no record', async () => {
    const none = () => ({
      status: 200,
      body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 5 },
    });
    const search = encodeURIComponent(JSON.stringify({ q: 'zzz' }));
    const view = renderEngine(`/samples?filter=${search}`, { 'GET /api/v1/sample/samples': none });
    expect(await screen.findByText('Nic nie pasuje do wybranych filtrów.')).toBeInTheDocument();
    expect(screen.queryByText('Brak wpisów.')).not.toBeInTheDocument();
    expect(listQueries(view.calls).at(-1)).toContain('search=zzz');
  });

  it('says that nothing is there yet when its filters hold no value', async () => {
    const none = () => ({
      status: 200,
      body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 5 },
    });
    const cleared = encodeURIComponent(JSON.stringify({ q: '', kind: null, tags: [] }));
    renderEngine(`/samples?filter=${cleared}`, { 'GET /api/v1/sample/samples': none });
    expect(await screen.findByText('Brak wpisów.')).toBeInTheDocument();
    expect(screen.queryByText('Nic nie pasuje do wybranych filtrów.')).not.toBeInTheDocument();
  });

  it('draws its rows as plain cells, and a click anywhere on a row opens the record', async () => {
    const user = userEvent.setup();
    renderEngine('/samples');
    const kind = await screen.findByText('Tissue');
    const cell = kind.closest('td')!;
    const row = cell.closest('tr')!;
    expect(cell).toHaveClass('RaDataTable-rowCell', 'column-kind');
    expect(row).toHaveClass('RaDataTable-row', 'RaDataTable-rowEven', 'RaDataTable-clickableRow');
    // react-admin's body would give every row and cell a themed MUI component of its own.
    expect(row).not.toHaveClass('MuiTableRow-root');
    expect(cell).not.toHaveClass('MuiTableCell-root');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Marrow', 'Tissue', expect.any(String)]);

    await user.click(cell);
    expect(await screen.findByRole('heading', { name: 'Marrow' })).toBeInTheDocument();
  });

  it('on a phone, stacks each record and shows a value it lacks as a dash', async () => {
    const wideAgain = narrowScreen();
    try {
      renderEngine('/samples', {
        'GET /api/v1/sample/samples': () => ({
          status: 200,
          body: {
            data: [{ ...sample, kind: null }],
            totalItems: 1,
            totalPages: 1,
            page: 1,
            itemsPerPage: 5,
          },
        }),
      });
      const title = await screen.findByText('Marrow');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const row = title.closest('a')!;
      expect(within(row).getByText('Kind:').nextSibling).toHaveTextContent(/^—$/);
    } finally {
      wideAgain();
    }
  });

  it('on a phone, titles each row with the record’s name where the config says which columns make it', async () => {
    const wideAgain = narrowScreen();
    try {
      const named: ResourceConfig = {
        ...samples,
        recordRepresentation: (record) => `${String(record.title)} (${String(record.code)})`,
        representedBy: ['title', 'code'],
      };
      renderEngine('/samples', {}, named);
      const title = await screen.findByText('Marrow (M-4)');
      const row = title.closest('a')!;
      // The name's columns are not repeated under it; the others are labelled as before.
      expect(within(row).queryByText(/^(Title|Code):$/)).not.toBeInTheDocument();
      expect(within(row).queryByText('Marrow')).not.toBeInTheDocument();
      expect(within(row).getByText('Kind:').nextSibling).toHaveTextContent('Tissue');
    } finally {
      wideAgain();
    }
  });

  it('leaves the rows of a config without a record page unclickable', async () => {
    const user = userEvent.setup();
    const listOnly: ResourceConfig = {
      ...samples,
      routes: { list: '/samples', create: '/add-new-sample' },
    };
    renderEngine('/samples', {}, listOnly);
    const kind = await screen.findByText('Tissue');
    const row = kind.closest('tr')!;
    expect(row).not.toHaveClass('RaDataTable-clickableRow');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    await user.click(kind);
    expect(screen.getByText('Tissue')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marrow' })).not.toBeInTheDocument();
  });

  it('offers the filters the config marks, yes/no for a boolean, and a search sent as search', async () => {
    const user = userEvent.setup();
    const api = renderEngine('/samples');

    await screen.findByText('Marrow');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Title' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'Tak' }));
    await waitFor(() =>
      expect(listQueries(api.calls)).toContain('page=1&itemsPerPage=5&filters[active]=true'),
    );

    await user.type(screen.getByPlaceholderText('Szukaj'), 'marr');
    await waitFor(() =>
      expect(listQueries(api.calls)).toContain(
        'page=1&itemsPerPage=5&filters[active]=true&search=marr',
      ),
    );
    // Once typing paused, not at each keystroke.
    expect(listQueries(api.calls).filter((query) => query.includes('search='))).toEqual([
      'page=1&itemsPerPage=5&filters[active]=true&search=marr',
    ]);
  });

  it("says a new search's results to a screen reader once they are here, a capped count as such", async () => {
    const user = userEvent.setup();
    renderEngine('/samples', {
      'GET /api/v1/sample/samples': (call) => {
        const search = new URL(call.path, 'http://x').searchParams.get('search');
        if (search === 'zzz') {
          return {
            status: 200,
            body: { data: [], totalItems: 0, totalPages: 0, page: 1, itemsPerPage: 5 },
          };
        }
        return {
          status: 200,
          body: {
            data: [sample],
            totalItems: search ? 10_000 : 1,
            totalPages: search ? 2_000 : 1,
            page: 1,
            itemsPerPage: 5,
            ...(search ? { totalCapped: true } : {}),
          },
        };
      },
    });

    await screen.findByText('Marrow');
    const status = screen.getByTestId('list-results-status');
    expect(status).toHaveAttribute('role', 'status');
    // The first load is the page's, said by its title.
    expect(status).toBeEmptyDOMElement();

    await user.type(screen.getByPlaceholderText('Szukaj'), 'zzz');
    await waitFor(() => expect(status).toHaveTextContent(/^Liczba wyników: 0$/));

    await user.clear(screen.getByPlaceholderText('Szukaj'));
    await user.type(screen.getByPlaceholderText('Szukaj'), 'ma');
    await waitFor(() => expect(status).toHaveTextContent(/^Liczba wyników: ponad 10\s000$/));
  });
});

describe('a page change in the list of a config', { timeout: 30_000 }, () => {
  /** Answers each page of six samples, one row a page; page 2 once `held` lets it go. */
  function pagedSamples(held: Promise<void> = Promise.resolve()): Record<string, Handler> {
    return {
      'GET /api/v1/sample/samples': async (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
        if (page === 2) await held;
        const row = page === 2 ? { ...sample, id: 9, title: 'Serum' } : sample;
        return {
          status: 200,
          body: { data: [row], totalItems: 6, totalPages: 2, page, itemsPerPage: 5 },
        };
      },
    };
  }
  const nextPage = () => screen.getByRole('button', { name: /następnej strony/ });

  it('asks for the new rows once, even when they come before the list has moved on', async () => {
    const api = renderEngine('/samples', pagedSamples());
    const user = userEvent.setup();
    await screen.findByText('Marrow');

    await user.click(nextPage());
    expect(await screen.findByText('Serum')).toBeInTheDocument();
    // Long enough for a second request, had the list not taken the rows asked at the click.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listQueries(api.calls)).toEqual(['page=1&itemsPerPage=5', 'page=2&itemsPerPage=5']);
  });

  it('keeps the rows it has, drawn once, until the new ones come', async () => {
    let kindCells = 0;
    function CountedKind({ source }: { source: string }) {
      const record = useRecordContext();
      kindCells += 1;
      return <span>{String(record?.[source])}</span>;
    }
    const config: ResourceConfig = {
      ...samples,
      fields: samples.fields.map((field) =>
        field.source === 'kind' ? { ...field, component: { list: CountedKind } } : field,
      ),
    };
    let answerSecondPage = () => {};
    const held = new Promise<void>((resolve) => {
      answerSecondPage = resolve;
    });
    const api = renderEngine('/samples', pagedSamples(held), config);
    const user = userEvent.setup();
    await screen.findByText('Marrow');
    const drawn = kindCells;

    await user.click(nextPage());
    // The list is on page 2 (its pager offers page 1), page 1's rows still shown.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /poprzedniej strony/ })).toBeEnabled(),
    );
    expect(screen.getByText('Marrow')).toBeInTheDocument();
    expect(kindCells).toBe(drawn);

    answerSecondPage();
    expect(await screen.findByText('Serum')).toBeInTheDocument();
    expect(listQueries(api.calls)).toEqual(['page=1&itemsPerPage=5', 'page=2&itemsPerPage=5']);
  });
});

describe('the other views of a config', { timeout: 30_000 }, () => {
  it('check the rules of the create form before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderEngine('/add-new-sample', {
      'POST /api/v1/sample/samples': () => ({ status: 201, body: { sampleId: 9 } }),
      'GET /api/v1/sample/samples/9': () => ({ status: 200, body: { ...sample, id: 9 } }),
    });

    const title = await screen.findByLabelText(/Title/);
    expect(screen.queryByLabelText(/Active/)).not.toBeInTheDocument();
    // react-admin enables Save once the form has changed.
    await user.type(screen.getByLabelText(/Code/), 'M-4');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole wymagane')).toBeInTheDocument();

    await user.type(title, 'Far too long a title');
    expect(await screen.findByText('Pole może mieć maksymalnie 10 znaków')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Serum');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByTestId('sample-code')).toHaveTextContent('code M-4');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Serum',
      code: 'M-4',
    });
  });

  it("shows a field through the config's own component and a view replaced by the config's", async () => {
    const user = userEvent.setup();
    renderEngine('/sample/4');

    expect(await screen.findByTestId('sample-code')).toHaveTextContent('code M-4');
    expect(screen.getByRole('link', { name: 'samples' })).toHaveAttribute('href', '/samples');

    await user.click(await screen.findByRole('link', { name: 'Edytuj' }));
    expect(
      await screen.findByRole('heading', { name: 'A sample edited its own way' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
  });
});

describe('the results of a list', () => {
  const log: string[] = [];
  function Rows() {
    const { data, total } = useListContext();
    log.push(data ? `rows drawn with ${total}` : 'rows drawn without data');
    return null;
  }
  function Around() {
    const { total } = useListContext();
    useLayoutEffect(() => {
      log.push(`page around shown with ${total}`);
    });
    return null;
  }
  // Only what these two read: the rest of a list controller's result plays no part here.
  const listOf = (total: number | undefined, data: unknown[] | undefined) =>
    ({ total, data, resource: 'samples' }) as unknown as ListControllerResult;
  const page = (list: ListControllerResult) => (
    <ListContextProvider value={list}>
      <DeferredResults>
        <Rows />
      </DeferredResults>
      <Around />
    </ListContextProvider>
  );

  it('are drawn, the first time, in a pass of their own once the page around them is shown', () => {
    const view = render(page(listOf(undefined, undefined)));
    log.length = 0;
    view.rerender(page(listOf(6, [])));
    // The rows keep what they had while the page around them is drawn and shown; then, in a
    // render React may cut into slices, they draw the new list.
    expect(log).toEqual([
      'rows drawn without data',
      'page around shown with 6',
      'rows drawn with 6',
    ]);
  });

  it('are drawn with the page around them when rows are already on the screen', () => {
    const view = render(page(listOf(1, [])));
    log.length = 0;
    view.rerender(page(listOf(6, [])));
    // A new page, sort or filter: the user who clicked waits for these rows, in one pass.
    expect(log).toEqual(['rows drawn with 6', 'page around shown with 6']);
  });
});
