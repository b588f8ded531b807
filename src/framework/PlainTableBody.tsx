/**
 * The rows of a list's table (react-admin's DataTable `body`), drawn as plain rows and cells styled
 * once for the whole body. react-admin's own body gives each row and each cell a themed, styled MUI
 * component with its hooks (the row's expansion and the cell's hidden columns read from the store,
 * the theme's props merged, an emotion style for each cell). A new page of 25 patients drew about
 * 4,250 components with it and draws about 2,300 with these rows (bench/RESULTS.md). These rows
 * look the same: the cells' type, padding and border are MUI's small table cell's, a row that opens
 * its record shows the pointer and the hover shade, and the classes react-admin gives its rows and
 * cells stay for whoever styles them.
 *
 * It serves the tables ResourceTable makes: `DataTable.Col`s with a `source` and a `render`
 * (or the value at `source`; a column's `field` or children are not drawn here), and a row
 * click that is a function giving the record's path.
 */
import { alpha, lighten, styled } from '@mui/material/styles';
import { Children, isValidElement, memo, useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useNavigate,
  useResourceContext,
} from 'react-admin';
import type { DataTableColumnProps, Identifier, RaRecord } from 'react-admin';

interface Column {
  source: string;
  render?: (record: RaRecord) => ReactNode;
}

const Body = styled('tbody')(({ theme }) => ({
  '& > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& > tr.RaDataTable-clickableRow': { cursor: 'pointer' },
  '& > tr.RaDataTable-clickableRow:hover': { backgroundColor: theme.palette.action.hover },
  '& > tr > td': {
    ...theme.typography.body2,
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
}));

function columnsOf(children: ReactNode): Column[] {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child) => {
      const { source, render } = child.props as DataTableColumnProps;
      return { source: source ?? '', render: render as Column['render'] };
    });
}

function cellValue(record: RaRecord, column: Column): ReactNode {
  if (column.render) return column.render(record);
  const value: unknown = record[column.source];
  return value == null ? null : String(value);
}

const Row = memo(function Row({
  record,
  columns,
  odd,
  onOpen,
}: {
  record: RaRecord;
  columns: Column[];
  odd: boolean;
  onOpen?: (record: RaRecord) => void;
}) {
  const parity = odd ? 'RaDataTable-rowOdd' : 'RaDataTable-rowEven';
  return (
    <RecordContextProvider value={record}>
      <tr
        className={`RaDataTable-row ${parity}${onOpen ? ' RaDataTable-clickableRow' : ''}`}
        onClick={onOpen ? () => onOpen(record) : undefined}
      >
        {columns.map((column) => (
          <td key={column.source} className={`RaDataTable-rowCell column-${column.source}`}>
            {cellValue(record, column)}
          </td>
        ))}
      </tr>
    </RecordContextProvider>
  );
});

export const PlainTableBody = memo(function PlainTableBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const columns = useMemo(() => columnsOf(children), [children]);
  const path = typeof rowClick === 'function' ? rowClick : undefined;
  const open = useCallback(
    (record: RaRecord) => {
      if (!path) return;
      void Promise.resolve(path(record.id as Identifier, resource, record)).then((to) => {
        if (typeof to === 'string') navigate(to, { state: { _scrollToTop: true } });
      });
    },
    [path, resource, navigate],
  );
  return (
    <Body className="MuiTableBody-root datatable-body RaDataTable-tbody">
      {data?.map((record, index) => (
        <Row
          key={record.id ?? `row${index}`}
          record={record}
          columns={columns}
          odd={index % 2 === 1}
          onOpen={path ? open : undefined}
        />
      ))}
    </Body>
  );
});
