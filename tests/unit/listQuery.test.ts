import { describe, expect, it } from 'vitest';
import { parseListQuery, serializeListQuery } from '../../domain/listQuery';

const decoded = (query: string) => decodeURIComponent(query).split('&');

describe('serializeListQuery', () => {
  it('writes page, size, filters, array filters, sorts and search', () => {
    const query = serializeListQuery({
      page: 2,
      itemsPerPage: 10,
      filters: { active: true, hospital: [3, 7], category: 'ALL' },
      sorts: { lastName: 'asc', createdAt: 'desc' },
      search: 'Nowak',
    });
    expect(decoded(query)).toEqual([
      'page=2',
      'itemsPerPage=10',
      'filters[active]=true',
      'filters[hospital][]=3',
      'filters[hospital][]=7',
      'filters[category]=ALL',
      'sorts[lastName]=asc',
      'sorts[createdAt]=desc',
      'search=Nowak',
    ]);
  });

  it('omits unset sorts, empty filters and a blank search', () => {
    const query = serializeListQuery({
      page: 1,
      filters: { a: undefined, b: null, c: '' },
      sorts: { lastName: 'unset', firstName: undefined },
      search: '   ',
    });
    expect(query).toBe('page=1');
  });

  it('encodes what it writes, so values cannot break the query', () => {
    const query = serializeListQuery({ search: 'a&b=c', filters: { name: 'x y' } });
    expect(new URLSearchParams(query).get('search')).toBe('a&b=c');
    expect(new URLSearchParams(query).get('filters[name]')).toBe('x y');
  });
});

describe('parseListQuery', () => {
  const allowed = { filters: ['active', 'hospital'], sorts: ['name'], defaultItemsPerPage: 10 };

  it('reads what the serializer writes', () => {
    const raw = Object.fromEntries(
      [
        ...new URLSearchParams(
          serializeListQuery({
            page: 3,
            itemsPerPage: 50,
            filters: { active: true },
            sorts: { name: 'desc' },
            search: ' Kraków ',
          }),
        ),
      ].map(([k, v]) => [k, v]),
    );
    raw['filters[hospital][]'] = ['1', '2'] as never;
    const { query, problems } = parseListQuery(raw, allowed);
    expect(problems).toEqual([]);
    expect(query).toEqual({
      page: 3,
      itemsPerPage: 50,
      filters: { active: 'true', hospital: ['1', '2'] },
      sorts: { name: 'desc' },
      search: 'Kraków',
    });
  });

  it('uses the defaults and caps the page size at 100', () => {
    expect(parseListQuery({}, allowed).query).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(parseListQuery({ itemsPerPage: '101' }, allowed).problems).toEqual([
      { field: 'itemsPerPage', problem: 'invalid' },
    ]);
  });

  it('reports fields outside the allowlist and bad values', () => {
    const { problems } = parseListQuery(
      {
        'filters[password]': 'x',
        'sorts[email]': 'asc',
        'sorts[name]': 'sideways',
        page: '0',
        extra: '1',
      },
      allowed,
    );
    expect(problems).toEqual([
      { field: 'password', problem: 'notAllowed' },
      { field: 'email', problem: 'notAllowed' },
      { field: 'name', problem: 'invalid' },
      { field: 'page', problem: 'invalid' },
      { field: 'extra', problem: 'notAllowed' },
    ]);
  });
});
